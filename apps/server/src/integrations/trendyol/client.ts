import type { z } from 'zod';
import { parseJsonOrUndefined } from '../../json.js';
import { TrendyolError, trendyolErrorMessages } from './errors.js';
import {
  type TTrendyolProduct,
  type TTrendyolQuestion,
  type TTrendyolQuestionPage,
  ZTrendyolAnswerResponseSchema,
  ZTrendyolErrorBodySchema,
  ZTrendyolProductPageSchema,
  ZTrendyolQuestionPageSchema,
  ZTrendyolQuestionSchema,
} from './schemas.js';
import type { Throttle } from './throttle.js';

/** The production address; demo mode and tests point the adapter at the sandbox instead. */
export const TRENDYOL_PRODUCTION_URL = 'https://apigw.trendyol.com/integration';

export type TrendyolClientOptions = {
  baseUrl: string;
  /** The company part of the mandatory User-Agent "{sellerId} - {integrator}" (alphanumeric, ≤ 30). */
  integrator: string;
  timeoutMs: number;
  throttle: Throttle;
  fetch?: typeof fetch;
};

/** A store's credentials, decrypted just for the call. */
export type TrendyolCredentials = { sellerId: string; apiKey: string; apiSecret: string };

export type QuestionFilter = {
  status?: string;
  /** Creation-date window; Trendyol cuts anything longer than two weeks. */
  startDate?: Date;
  endDate?: Date;
  /** 0-based. */
  page?: number;
  /** ≤ 50. */
  size?: number;
  orderByField?: 'CreatedDate' | 'LastModifiedDate';
  orderByDirection?: 'ASC' | 'DESC';
};

/** The endpoints we call; each has its own rate limit at Trendyol, so each its own throttle key. */
type Endpoint = 'questions.filter' | 'questions.get' | 'questions.answer' | 'products.approved';

/**
 * Trendyol's seller API for one store: HTTP Basic with the store's key and secret, the mandatory
 * User-Agent, a timeout on every call, one shared throttle, and typed errors (TrendyolError).
 */
export function createTrendyolClient(options: TrendyolClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T>(
    credentials: TrendyolCredentials,
    endpoint: Endpoint,
    request: {
      method: 'GET' | 'POST';
      path: string;
      query?: Record<string, string | number | undefined>;
      body?: unknown;
    },
    schema: z.ZodType<T>,
  ): Promise<T> {
    await options.throttle.acquire(`trendyol:${endpoint}`);
    const url = new URL(`${baseUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const authorization = Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64');
    let response: Response;
    try {
      response = await doFetch(url, {
        method: request.method,
        headers: {
          authorization: `Basic ${authorization}`,
          'user-agent': `${credentials.sellerId} - ${options.integrator}`,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw timedOut
        ? new TrendyolError('timeout', trendyolErrorMessages.timeout)
        : new TrendyolError('unavailable', trendyolErrorMessages.unavailable);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw errorFor(response.status, text);
    const parsed = schema.safeParse(text === '' ? null : parseJsonOrUndefined(text));
    if (!parsed.success)
      throw new TrendyolError('invalid-response', trendyolErrorMessages['invalid-response'], response.status);
    return parsed.data;
  }

  const questionsPath = (sellerId: string) => `/qna/sellers/${encodeURIComponent(sellerId)}/questions`;

  /** One page of the store's questions (the filter endpoint). */
  function listQuestions(
    credentials: TrendyolCredentials,
    filter: QuestionFilter = {},
  ): Promise<TTrendyolQuestionPage> {
    return call(
      credentials,
      'questions.filter',
      {
        method: 'GET',
        path: `${questionsPath(credentials.sellerId)}/filter`,
        query: {
          supplierId: credentials.sellerId,
          status: filter.status,
          startDate: filter.startDate?.getTime(),
          endDate: filter.endDate?.getTime(),
          page: filter.page ?? 0,
          size: filter.size ?? 50,
          orderByField: filter.orderByField,
          orderByDirection: filter.orderByDirection,
        },
      },
      ZTrendyolQuestionPageSchema,
    );
  }

  return {
    listQuestions,

    getQuestion(credentials: TrendyolCredentials, questionId: bigint | number): Promise<TTrendyolQuestion> {
      return call(
        credentials,
        'questions.get',
        { method: 'GET', path: `${questionsPath(credentials.sellerId)}/${questionId}` },
        ZTrendyolQuestionSchema,
      );
    },

    /** Posts the one answer a question can ever get. Returns Trendyol's answer id when it sends one. */
    async answerQuestion(
      credentials: TrendyolCredentials,
      questionId: bigint | number,
      text: string,
    ): Promise<{ answerId: number | null }> {
      const result = await call(
        credentials,
        'questions.answer',
        { method: 'POST', path: `${questionsPath(credentials.sellerId)}/${questionId}/answers`, body: { text } },
        ZTrendyolAnswerResponseSchema,
      );
      return { answerId: result?.answerId ?? null };
    },

    /** The approved product with this main id, or null when the store has none. */
    async getProduct(credentials: TrendyolCredentials, productMainId: string): Promise<TTrendyolProduct | null> {
      const page = await call(
        credentials,
        'products.approved',
        {
          method: 'GET',
          path: `/product/sellers/${encodeURIComponent(credentials.sellerId)}/products/approved`,
          query: { productMainId, page: 0, size: 1 },
        },
        ZTrendyolProductPageSchema,
      );
      return page.content[0] ?? null;
    },

    /**
     * Whether Trendyol accepts these credentials for this seller: the cheapest authorized call.
     * Throws the TrendyolError that says why not.
     */
    async verifyCredentials(credentials: TrendyolCredentials): Promise<void> {
      await listQuestions(credentials, { page: 0, size: 1 });
    },
  };
}

export type TrendyolClient = ReturnType<typeof createTrendyolClient>;

function errorFor(status: number, text: string): TrendyolError {
  const body = ZTrendyolErrorBodySchema.safeParse(parseJsonOrUndefined(text));
  const first = body.success ? body.data.errors?.[0] : undefined;
  const key = first?.key ?? undefined;
  const marketplaceMessage = first?.message ?? (body.success ? body.data.message : undefined) ?? undefined;
  if (status === 401) return new TrendyolError('credentials', trendyolErrorMessages.credentials, status, key);
  if (status === 403) return new TrendyolError('forbidden', trendyolErrorMessages.forbidden, status, key);
  if (status === 404) return new TrendyolError('not-found', trendyolErrorMessages['not-found'], status, key);
  if (status === 429) return new TrendyolError('rate-limited', trendyolErrorMessages['rate-limited'], status, key);
  if (status >= 500) return new TrendyolError('unavailable', trendyolErrorMessages.unavailable, status, key);
  return new TrendyolError('rejected', marketplaceMessage ?? 'Trendyol isteği kabul etmedi.', status, key);
}
