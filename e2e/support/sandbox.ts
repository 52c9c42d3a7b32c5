/** The Trendyol sandbox of the browser tests (started in global setup; the app's TRENDYOL_BASE_URL). */
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 3127);
export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

/** Calls the sandbox's control API, as a test of Trendyol's side of things. */
export async function sandboxControl<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

let counter = 0;
/** A seller id no other test uses, with credentials only the sandbox and this test know. */
export async function sandboxSeller() {
  counter += 1;
  const sellerId = String(100_000 + ((Date.now() * 10 + counter + process.pid) % 900_000));
  const credentials = { sellerId, apiKey: `key${sellerId}abcd`, apiSecret: `secret${sellerId}wxyz` };
  await sandboxControl('POST', '/sellers', credentials);
  return credentials;
}
