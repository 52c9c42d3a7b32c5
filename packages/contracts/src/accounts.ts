import {
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  SURNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import { loginMessages, profileMessages, registerMessages, verificationMessages } from './messages';
import { z } from './zod';

/** Accounts: register, verify, sign in, profile (spec §3, §5). The server and the forms share these. */

const MAX_TEXT = 100;
const MAX_PASSWORD = 128;
const MAX_EMAIL = 254;

/** 10 digits, no leading 0 — stored and sent unmasked; the form shows (000) 000 00 00. */
export const ZPhoneSchema = z
  .string({ message: registerMessages.phoneLength })
  .regex(/^\d*$/, { message: registerMessages.phoneDigits })
  .length(PHONE_DIGITS, { message: registerMessages.phoneLength })
  .refine((value) => !value.startsWith('0'), { message: registerMessages.phoneLeadingZero });

const email = (required: string, invalid: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(MAX_EMAIL, { message: invalid })
    .pipe(z.email({ message: invalid }));

export const ZRegisterRequestSchema = z.object({
  name: z
    .string({ message: registerMessages.nameMin })
    .trim()
    .min(NAME_MIN_LENGTH, { message: registerMessages.nameMin })
    .max(MAX_TEXT),
  surname: z
    .string({ message: registerMessages.surnameMin })
    .trim()
    .min(SURNAME_MIN_LENGTH, { message: registerMessages.surnameMin })
    .max(MAX_TEXT),
  mobilePhone: ZPhoneSchema,
  email: email(registerMessages.emailRequired, registerMessages.email),
  password: z
    .string({ message: registerMessages.passwordRequired })
    .min(1, { message: registerMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { message: registerMessages.passwordMin })
    .max(MAX_PASSWORD, { message: registerMessages.passwordMin }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** The register form adds the confirmation, which never leaves the browser. */
export const ZRegisterFormSchema = ZRegisterRequestSchema.extend({
  confirmPassword: z.string({ message: registerMessages.passwordMismatch }),
}).refine((form) => form.password === form.confirmPassword, {
  message: registerMessages.passwordMismatch,
  path: ['confirmPassword'],
});
export type TRegisterForm = z.infer<typeof ZRegisterFormSchema>;

export const ZLoginRequestSchema = z.object({
  email: email(loginMessages.email, loginMessages.email),
  password: z
    .string({ message: loginMessages.passwordRequired })
    .min(1, { message: loginMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { message: loginMessages.passwordMin })
    .max(MAX_PASSWORD, { message: loginMessages.passwordMin }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZVerificationSendRequestSchema = z.object({
  email: email(registerMessages.emailRequired, registerMessages.email),
});
export type TVerificationSendRequest = z.infer<typeof ZVerificationSendRequestSchema>;

export const ZVerificationCodeSchema = z
  .string({ message: verificationMessages.codeLength })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { message: verificationMessages.codeLength });

export const ZVerificationCheckRequestSchema = z.object({
  email: email(registerMessages.emailRequired, registerMessages.email),
  code: ZVerificationCodeSchema,
});
export type TVerificationCheckRequest = z.infer<typeof ZVerificationCheckRequestSchema>;

export const ZProfileUpdateRequestSchema = z.object({
  name: z
    .string({ message: profileMessages.nameRequired })
    .trim()
    .min(1, { message: profileMessages.nameRequired })
    .min(NAME_MIN_LENGTH, { message: profileMessages.nameMin })
    .max(MAX_TEXT),
  surname: z
    .string({ message: profileMessages.surnameMin })
    .trim()
    .min(SURNAME_MIN_LENGTH, { message: profileMessages.surnameMin })
    .max(MAX_TEXT),
  mobilePhone: ZPhoneSchema,
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequestSchema>;

export const UserRole = { Seller: 'seller', Admin: 'admin' } as const;
export type TUserRole = (typeof UserRole)[keyof typeof UserRole];

/** The signed-in user as the API shows it: never a hash, never anyone else. */
export const ZMeResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  mobilePhone: z.string(),
  isVerified: z.boolean(),
  role: z.enum([UserRole.Seller, UserRole.Admin]),
});
export type TMeResponse = z.infer<typeof ZMeResponseSchema>;

/** GET /api/me: the signed-in user, or null for a visitor (not an error: the app asks at every start). */
export const ZMeOrNullResponseSchema = ZMeResponseSchema.nullable();

export const ZProfileUpdateResponseSchema = z.object({ message: z.string(), user: ZMeResponseSchema });
export type TProfileUpdateResponse = z.infer<typeof ZProfileUpdateResponseSchema>;

/** A Turkish sentence for the user: shown as a toast. */
export const ZMessageResponseSchema = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;
