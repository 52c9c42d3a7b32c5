import { billingMessages, registerMessages } from './messages';
import { z } from './zod';

const tooLong = (max: number) => ({ message: `En fazla ${max} karakter girebilirsiniz.` });
const required = (message: string, max = 120) =>
  z.string({ message }).trim().min(1, { message }).max(max, tooLong(max));

/** Spec §5 "Billing" phone: digits only, 10 of them, no leading 0 (the form says so in its own words). */
export const ZBillingPhoneSchema = z
  .string({ message: billingMessages.required })
  .trim()
  .min(1, { message: billingMessages.required })
  .regex(/^\d*$/, { message: registerMessages.phoneDigits })
  .refine((value) => !value.startsWith('0'), { message: billingMessages.phoneLeadingZero })
  .refine((value) => value.length === 10, { message: registerMessages.phoneLength });

/**
 * The billing info of spec §3/§5: every field required with its own message. `address` is the tax
 * address; it becomes the customer's address in the distance-sales agreement and at the provider.
 */
export const ZBillingInfoRequestSchema = z.object({
  name: required(billingMessages.required, 60),
  surname: required(billingMessages.required, 60),
  companyName: required(billingMessages.companyName, 160),
  phone: ZBillingPhoneSchema,
  city: required(billingMessages.city, 60),
  district: required(billingMessages.district, 60),
  taxOffice: required(billingMessages.taxOffice, 80),
  taxNumber: required(billingMessages.taxNumber, 20).pipe(
    z.string().regex(/^\d{10,11}$/, { message: 'Vergi numarası 10 veya 11 haneli olmalıdır.' }),
  ),
  address: required(billingMessages.address, 400),
  zipCode: required(billingMessages.zipCode, 10).pipe(
    z.string().regex(/^\d{5}$/, { message: 'Posta kodu 5 haneli olmalıdır.' }),
  ),
  identityNumber: required(billingMessages.identityNumber, 11).pipe(
    z.string().regex(/^[1-9]\d{10}$/, { message: 'TC Kimlik No 11 haneli olmalı ve 0 ile başlamamalıdır.' }),
  ),
});
export type TBillingInfoRequest = z.input<typeof ZBillingInfoRequestSchema>;

export const ZBillingInfoSchema = ZBillingInfoRequestSchema.extend({ id: z.string(), updatedAt: z.string() });
export type TBillingInfo = z.infer<typeof ZBillingInfoSchema>;

export const ZBillingInfoSavedResponseSchema = z.object({ message: z.string(), billingInfo: ZBillingInfoSchema });

export const billingInfoTexts = {
  created: 'Fatura bilgileriniz kaydedildi.',
  updated: 'Fatura bilgileriniz güncellendi.',
  required: 'Ödeme yapabilmek için önce fatura bilgilerinizi ekleyin.',
} as const;
