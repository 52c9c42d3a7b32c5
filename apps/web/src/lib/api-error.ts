import { genericErrorMessages } from '@cevapla/contracts/errors';

/** A failed API call: `code` is stable for branching, `message` is Turkish and safe to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** What the server said about a request it refused (4xx), or undefined for a crash, an outage or no answer. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

/** A Turkish sentence for any failure of an API call. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : genericErrorMessages.internal;
}
