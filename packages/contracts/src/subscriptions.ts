import { z } from './zod';

/** The seller's current period (spec §3 "Subscription"), for the profile card and the navbar quota. */
export const ZSubscriptionSchema = z.object({
  planName: z.string(),
  source: z.enum(['trial', 'payment']),
  startsAt: z.string(),
  endsAt: z.string(),
  answersTotal: z.number().int(),
  answersLeft: z.number().int(),
  isActive: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

export const ZTrialStartedResponseSchema = z.object({ message: z.string(), subscription: ZSubscriptionSchema });
export type TTrialStartedResponse = z.infer<typeof ZTrialStartedResponseSchema>;

/** Spec §8 "Free trial" texts (server messages, shown as toasts). */
export const trialMessages = {
  needsVerification: 'Email Doğrulaması gerekmektedir.',
  needsStore: 'Mağaza bilgilerinizi Tanımlamanız gerekmektedir.',
  alreadyUsed: 'Ücretsiz deneme hakkınızı daha önce kullandınız.',
  unavailable: 'Ücretsiz deneme şu an sunulmuyor.',
  started: (days: number, answers: number) =>
    `Ücretsiz denemeniz başladı: ${days} gün boyunca ${answers} cevap hakkınız var.`,
} as const;
