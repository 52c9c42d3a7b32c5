import { startIyzicoSandbox } from '@cevapla/sandbox/iyzico';
import { createIyzicoProvider } from '../../src/integrations/iyzico/provider.js';
import type { PaymentsSetup } from '../../src/integrations/iyzico/setup.js';

export const iyzicoKeys = { apiKey: 'test-iyzico-api-key', secretKey: 'test-iyzico-secret-key' };

/** Payments for apps that never pay in their test: any call fails as "unavailable". */
export const unreachablePayments: Pick<PaymentsSetup, 'provider' | 'currency' | 'formOrigins'> = {
  provider: createIyzicoProvider({ uri: 'http://127.0.0.1:9', ...iyzicoKeys, timeoutMs: 2_000 }),
  currency: 'USD',
  formOrigins: ['https:'],
};

export type TestIyzico = Awaited<ReturnType<typeof startTestIyzico>>;

/** The iyzico emulator on a free loopback port, the real provider (official client) for it, and its control API. */
export async function startTestIyzico() {
  const started = await startIyzicoSandbox({ ...iyzicoKeys, port: 0, host: '127.0.0.1' });
  const provider = createIyzicoProvider({ uri: started.url, ...iyzicoKeys, timeoutMs: 5_000 });
  return {
    ...started,
    payments: { provider, currency: 'USD' as const, formOrigins: ['https:', started.url] },
    /** Payments the emulator completed (charged or declined), as iyzico's merchant panel would list them. */
    completedPayments: async () =>
      (await (await fetch(`${started.url}/_control/payments`)).json()) as Array<{
        conversationId: string;
        paidPrice: string;
        currency: string;
        status: 'success' | 'failure';
      }>,
  };
}
