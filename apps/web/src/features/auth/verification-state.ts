import { ZVerificationSendRequestSchema } from '@cevapla/contracts/accounts';

/** What a page hands /verification through router state: the address the code went to. */
export interface VerificationState {
  email: string;
}

export function readVerificationEmail(state: unknown): string | undefined {
  const parsed = ZVerificationSendRequestSchema.safeParse(state);
  return parsed.success ? parsed.data.email : undefined;
}
