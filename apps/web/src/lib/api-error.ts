import { ErrorCode, type TErrorCode } from '@cevapla/contracts/errors';

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

/** The code to use when an error response does not carry our error shape (a proxy page, a crash). */
export function codeForStatus(status: number): TErrorCode {
  return codeByStatus[status] ?? ErrorCode.Internal;
}
