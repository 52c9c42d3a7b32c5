import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxState } from '../state/sandbox-state.js';
import { parseBasicAuth } from './basic-auth.js';
import { endpointOf } from './endpoints.js';
import type { ActiveFault } from './faults.js';
import { genericErrors, TrendyolError } from './trendyol-error.js';

type GateDeps = Pick<SandboxState, 'faults' | 'sellers' | 'rateLimiter' | 'now'>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What Trendyol's gateway does before a handler runs, in order: injected faults, the mandatory
 * User-Agent (403), Basic auth (401), then 50 requests per 10 s per endpoint and caller (429).
 */
export function createGate(deps: GateDeps) {
  return async function gate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const endpoint = endpointOf(request.method, request.routeOptions.url);
    if (!endpoint) return undefined;
    const fault = deps.faults.take(endpoint, deps.now());
    if (fault && (await applyFault(fault, reply))) return reply;

    const userAgent = request.headers['user-agent'];
    if (!userAgent?.trim()) {
      throw new TrendyolError(403, 'user.agent.required', 'User-Agent başlığı zorunludur.');
    }
    const sellerId = (request.params as { sellerId?: string }).sellerId ?? '';
    const credentials = parseBasicAuth(request.headers.authorization);
    if (!credentials || !deps.sellers.accepts(sellerId, credentials.apiKey, credentials.apiSecret)) {
      throw new TrendyolError(401, 'unauthorized', 'Kimlik doğrulama başarısız.');
    }
    deps.sellers.touch(sellerId);
    const caller = deps.rateLimiter.scope === 'credentials' ? credentials.apiKey : request.ip;
    if (!deps.rateLimiter.hit(`${endpoint} ${caller}`, deps.now())) throw genericErrors.tooManyRequests();
    return undefined;
  };
}

/** Delays, fails or hangs the request; true when the request is finished with. */
async function applyFault(fault: ActiveFault, reply: FastifyReply) {
  if (fault.kind === 'delay') {
    await sleep(fault.delayMs);
    return false;
  }
  if (fault.kind === 'timeout') {
    // Never answered: the client times out, or close() cuts the connection (forceCloseConnections).
    reply.hijack();
    return true;
  }
  if (fault.status === 429) throw genericErrors.tooManyRequests();
  if (fault.status >= 500) throw genericErrors.systemError(fault.status);
  throw new TrendyolError(fault.status, 'injected.fault', 'Sandbox tarafından üretilen hata.');
}
