import { randomBytes } from 'node:crypto';
import { startIyzicoSandbox } from '@cevapla/sandbox/iyzico';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { createIyzicoProvider, type PaymentProvider } from './provider.js';

export const IYZICO_PRODUCTION_URL = 'https://api.iyzipay.com';

export type PaymentsSetup = {
  provider: PaymentProvider;
  currency: Config['paymentCurrency'];
  /** Where the provider's 3-D Secure form may post to (the page's CSP form-action). */
  formOrigins: string[];
  close: () => Promise<void>;
};

/**
 * The card-payment provider of this process: IYZIPAY_URI when set; otherwise production iyzico, or —
 * in demo mode — the iyzico emulator (apps/sandbox) started here on loopback with throwaway keys,
 * whose bank page takes any six-digit code.
 */
export async function setUpPayments(
  config: Pick<Config, 'demo' | 'iyzico' | 'paymentCurrency' | 'publicUrl'>,
  logger: Logger,
): Promise<PaymentsSetup> {
  let { uri, apiKey, secretKey } = config.iyzico;
  let close = async () => {};
  if (!uri && config.demo) {
    apiKey = `demo-${randomBytes(8).toString('hex')}`;
    secretKey = randomBytes(24).toString('hex');
    const sandbox = await startIyzicoSandbox({ apiKey, secretKey, port: 0, host: '127.0.0.1' });
    uri = sandbox.url;
    close = sandbox.close;
    logger.info({ url: uri }, 'No IYZIPAY_URI: card payments go to the local iyzico emulator (demo)');
  }
  uri ??= IYZICO_PRODUCTION_URL;
  if (!apiKey || !secretKey) throw new Error('IYZIPAY_API_KEY and IYZIPAY_SECRET_KEY are required for card payments');
  const provider = createIyzicoProvider({ uri, apiKey, secretKey, timeoutMs: config.iyzico.timeoutMs });
  const origin = new URL(uri).origin;
  // Real 3-D Secure pages post to the card's bank (any https origin); a local provider posts to itself.
  const formOrigins = origin.startsWith('https:') ? ['https:'] : ['https:', origin];
  return { provider, currency: config.paymentCurrency, formOrigins, close };
}
