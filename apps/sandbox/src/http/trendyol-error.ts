/** The `exception` names Trendyol puts in its error envelope. */
export type TrendyolException =
  | 'ClientApiBusinessException'
  | 'ClientApiAuthenticationException'
  | 'ClientApiAuthorizationException'
  | 'TrendyolSystemException';

/** An error the sandbox answers with Trendyol's envelope: `{timestamp, exception, errors[{key, message, errorCode}]}`. */
export class TrendyolError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    message: string,
    readonly exception: TrendyolException = exceptionForStatus(statusCode),
  ) {
    super(message);
    this.name = 'TrendyolError';
  }
}

/** Trendyol's error body shape. */
export type TrendyolErrorBody = {
  timestamp: number;
  exception: TrendyolException;
  errors: Array<{ key: string; message: string; errorCode: string }>;
};

/** The exception name Trendyol uses for a status code. */
export function exceptionForStatus(status: number): TrendyolException {
  if (status === 401) return 'ClientApiAuthenticationException';
  if (status === 403) return 'ClientApiAuthorizationException';
  if (status >= 500) return 'TrendyolSystemException';
  return 'ClientApiBusinessException';
}

/** Builds the envelope for an error at a moment in time. */
export function errorBody(error: TrendyolError, now: Date): TrendyolErrorBody {
  return {
    timestamp: now.getTime(),
    exception: error.exception,
    errors: [{ key: error.key, message: error.message, errorCode: '' }],
  };
}

/** The envelopes of the generic statuses (throttling, faults, unknown paths). */
export const genericErrors = {
  tooManyRequests: () => new TrendyolError(429, 'too.many.requests', 'too.many.requests'),
  systemError: (status = 500) => new TrendyolError(status, 'system.error', 'Beklenmeyen bir hata oluştu.'),
  notFound: () => new TrendyolError(404, 'not.found', 'Kaynak bulunamadı.'),
};
