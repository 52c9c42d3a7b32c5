import { sandboxControlAt } from '../../apps/server/test/support/trendyol';

/** The Trendyol sandbox of the browser tests (started in global setup; the app's TRENDYOL_BASE_URL). */
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 3127);
export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

/** Calls the sandbox's control API, as a test of Trendyol's side of things. */
export const sandboxControl = sandboxControlAt(sandboxUrl);

let counter = 0;
/** A seller id no other test uses, with credentials only the sandbox and this test know. */
export async function sandboxSeller() {
  counter += 1;
  const sellerId = String(100_000 + ((Date.now() * 10 + counter + process.pid) % 900_000));
  const credentials = { sellerId, apiKey: `key${sellerId}abcd`, apiSecret: `secret${sellerId}wxyz` };
  await sandboxControl('POST', '/sellers', credentials);
  return credentials;
}
