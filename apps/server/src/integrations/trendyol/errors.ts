/** What went wrong talking to Trendyol, in the terms the caller acts on. */
export type TrendyolErrorKind =
  /** 401: the API key/secret pair was refused. Retrying will not help; the seller must fix it. */
  | 'credentials'
  /** 403: no permission (seller id and credentials do not belong together, or no User-Agent). */
  | 'forbidden'
  | 'not-found'
  /** 429: the shared per-caller limit was hit. Retry later. */
  | 'rate-limited'
  /** 5xx or the connection failed. Retry later. */
  | 'unavailable'
  /** No answer within the timeout. Retry later; a write may or may not have happened. */
  | 'timeout'
  /** 400/409: Trendyol refused the request itself (e.g. "already answered"); `message` says why in Turkish. */
  | 'rejected'
  /** The answer did not have the documented shape. */
  | 'invalid-response';

const retryable: ReadonlySet<TrendyolErrorKind> = new Set(['rate-limited', 'unavailable', 'timeout']);

/** A failed Trendyol call. `message` is Turkish and safe to show; it never contains credentials. */
export class TrendyolError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly kind: TrendyolErrorKind,
    message: string,
    readonly status?: number,
    /** Trendyol's own error key (e.g. `too.many.requests`), when it sent one. */
    readonly key?: string,
  ) {
    super(message);
    this.name = 'TrendyolError';
    this.retryable = retryable.has(kind);
  }
}

/** Turkish explanations for the seller, per kind (the marketplace's own text wins for `rejected`). */
export const trendyolErrorMessages: Record<Exclude<TrendyolErrorKind, 'rejected'>, string> = {
  credentials: 'Trendyol, API Key ve API Secret bilgilerini kabul etmedi. Satıcı panelindeki değerlerle karşılaştırın.',
  forbidden: 'Trendyol bu isteğe izin vermedi. Satıcı Id’nin API bilgileriyle aynı mağazaya ait olduğunu kontrol edin.',
  'not-found': 'Trendyol’da aranan kayıt bulunamadı.',
  'rate-limited': 'Trendyol şu an çok fazla istek aldığını bildiriyor. Lütfen biraz sonra tekrar deneyin.',
  unavailable: 'Trendyol’a şu an ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  timeout: 'Trendyol zamanında yanıt vermedi. Lütfen birkaç dakika sonra tekrar deneyin.',
  'invalid-response': 'Trendyol beklenmeyen bir yanıt verdi. Lütfen daha sonra tekrar deneyin.',
};
