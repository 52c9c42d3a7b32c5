import { contactMessages } from './messages';
import { z } from './zod';

/** Contact form (spec §3, §5): name, e-mail and message, all required. */
export const ZContactRequestSchema = z.object({
  name: z.string({ message: contactMessages.required }).trim().min(1, { message: contactMessages.required }).max(120),
  email: z
    .string({ message: contactMessages.email })
    .trim()
    .min(1, { message: contactMessages.email })
    .max(254, { message: contactMessages.email })
    .pipe(z.email({ message: contactMessages.email })),
  message: z
    .string({ message: contactMessages.required })
    .trim()
    .min(1, { message: contactMessages.required })
    .max(5000, { message: 'Mesajınız en fazla 5000 karakter olabilir.' }),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

export const contactResultMessages = {
  received: 'Mesajınız bize ulaştı. En kısa sürede e-posta ile dönüş yapacağız.',
} as const;
