import { z } from './zod';

/** The one error shape every API error uses; the web app branches on `code`, shows `message`. */
export const ZErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Validation: 'VALIDATION_FAILED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  InvalidCode: 'INVALID_CODE',
  CodeExpired: 'CODE_EXPIRED',
  CodeLocked: 'CODE_LOCKED',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  StoreConnectionFailed: 'STORE_CONNECTION_FAILED',
  StoreRequired: 'STORE_REQUIRED',
  TrialUsed: 'TRIAL_USED',
  BillingInfoRequired: 'BILLING_INFO_REQUIRED',
  CouponInvalid: 'COUPON_INVALID',
  PlanUnavailable: 'PLAN_UNAVAILABLE',
  PaymentInProgress: 'PAYMENT_IN_PROGRESS',
  PaymentFailed: 'PAYMENT_FAILED',
  Internal: 'INTERNAL',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const codeByStatus: Readonly<Record<number, TErrorCode>> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  422: ErrorCode.Validation,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};

/** The code for a status when nothing more specific is known (a framework error, a proxy's page). */
export function errorCodeForStatus(status: number): TErrorCode {
  return codeByStatus[status] ?? (status >= 400 && status < 500 ? ErrorCode.BadRequest : ErrorCode.Internal);
}

export { genericErrorMessages } from './messages';
