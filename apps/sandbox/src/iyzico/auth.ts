import { hmacHex, sameSignature } from './signatures.js';

/** The IYZWSv2 request signature: hex(HMAC-SHA256(secretKey, randomKey + uriPath + requestBodyJson)). */
export function requestSignature(secretKey: string, randomKey: string, uriPath: string, bodyJson: string): string {
  return hmacHex(secretKey, randomKey + uriPath + bodyJson);
}

/** `IYZWSv2 base64("apiKey:" + apiKey + "&randomKey:" + randomKey + "&signature:" + signature)`. */
export function authorizationHeader(options: {
  apiKey: string;
  secretKey: string;
  randomKey: string;
  uriPath: string;
  bodyJson: string;
}): string {
  const signature = requestSignature(options.secretKey, options.randomKey, options.uriPath, options.bodyJson);
  const params = `apiKey:${options.apiKey}&randomKey:${options.randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(params, 'utf8').toString('base64')}`;
}

/** The parts of an IYZWSv2 header, or null when absent or malformed. */
export function parseAuthorization(
  header: string | undefined,
): { apiKey: string; randomKey: string; signature: string } | null {
  const match = /^IYZWSv2\s+([A-Za-z0-9+/=]+)\s*$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const fields = new Map<string, string>();
  for (const pair of Buffer.from(match[1], 'base64').toString('utf8').split('&')) {
    const colon = pair.indexOf(':');
    if (colon > 0) fields.set(pair.slice(0, colon), pair.slice(colon + 1));
  }
  const apiKey = fields.get('apiKey');
  const randomKey = fields.get('randomKey');
  const signature = fields.get('signature');
  if (!apiKey || !randomKey || !signature) return null;
  return { apiKey, randomKey, signature };
}

export type AuthCheck = { ok: true } | { ok: false; reason: 'missing' | 'unknown-key' | 'bad-signature' };

/** Checks one request's IYZWSv2 header against the merchant's keys; `bodyJson` is the raw body ('{}' for GETs). */
export function checkAuthorization(
  keys: { apiKey: string; secretKey: string },
  request: { authorization: string | undefined; uriPath: string; bodyJson: string },
): AuthCheck {
  const parsed = parseAuthorization(request.authorization);
  if (!parsed) return { ok: false, reason: 'missing' };
  if (parsed.apiKey !== keys.apiKey) return { ok: false, reason: 'unknown-key' };
  const expected = requestSignature(keys.secretKey, parsed.randomKey, request.uriPath, request.bodyJson);
  return sameSignature(expected, parsed.signature.toLowerCase())
    ? { ok: true }
    : { ok: false, reason: 'bad-signature' };
}
