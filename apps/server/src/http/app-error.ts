import { ErrorCode, type TErrorCode } from '@cevapla/contracts/errors';

/**
 * The one error a service throws on purpose: a stable code the web app branches on, an HTTP status
 * and the Turkish message a seller reads.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly statusCode: number,
    readonly messageTr: string,
  ) {
    super(messageTr);
    this.name = 'AppError';
  }
}

export const errorCodeForStatus = (status: number): TErrorCode =>
  ({
    400: ErrorCode.BadRequest,
    401: ErrorCode.Unauthorized,
    403: ErrorCode.Forbidden,
    404: ErrorCode.NotFound,
    409: ErrorCode.Conflict,
    429: ErrorCode.RateLimited,
    503: ErrorCode.ServiceUnavailable,
  })[status] ?? (status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest);
