import type { TErrorCode } from '@cevapla/contracts/errors';

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
