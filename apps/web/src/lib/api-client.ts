import { ErrorCode, errorCodeForStatus, genericErrorMessages, ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { ApiError } from './api-error';

/** Anything that turns an unknown body into a typed value or throws — a zod schema, for instance. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API on the same origin (the session cookie goes along) and returns the validated body. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions & { schema: ResponseParser<T> }): Promise<T>;
export async function apiFetch(path: string, options?: ApiFetchOptions): Promise<unknown>;
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal, schema }: ApiFetchOptions & { schema?: ResponseParser<T> } = {},
): Promise<T | unknown> {
  const response = await send(path, { method, body, signal });
  const data = await readJson(response);
  if (!response.ok) throw toApiError(data, response.status);
  if (!schema) return data;
  try {
    return schema.parse(data);
  } catch {
    // The server broke its own contract; the user can only retry later.
    throw new ApiError(ErrorCode.Internal, genericErrorMessages.internal, response.status);
  }
}

async function send(path: string, { method, body, signal }: ApiFetchOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(ErrorCode.ServiceUnavailable, genericErrorMessages.unavailable, 0);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(data: unknown, status: number): ApiError {
  const parsed = ZErrorResponseSchema.safeParse(data);
  if (parsed.success) return new ApiError(parsed.data.code, parsed.data.message, status);
  return new ApiError(errorCodeForStatus(status), genericErrorMessages.internal, status);
}
