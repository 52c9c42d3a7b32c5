import type { FastifyRequest } from 'fastify';
import type { PaymentStore } from './store.js';

/** What every route of one emulator instance shares. */
export type IyzicoContext = {
  keys: { apiKey: string; secretKey: string };
  clock: () => Date;
  store: PaymentStore;
  /** The raw JSON body of each request, for the IYZWSv2 signature (kept per instance, dropped with the request). */
  rawBodies: WeakMap<FastifyRequest['raw'], string>;
  /** How browsers reach the emulator; default: the request's own protocol and host. */
  publicUrl?: string | undefined;
};

/** The base URL browsers use for the bank pages. */
export function browserBaseUrl(context: IyzicoContext, request: FastifyRequest): string {
  return (context.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
