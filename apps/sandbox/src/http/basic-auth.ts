/** A key and secret from `Authorization: Basic base64(key:secret)`, or null when absent or malformed. */
export function parseBasicAuth(header: string | undefined): { apiKey: string; apiSecret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { apiKey: decoded.slice(0, colon), apiSecret: decoded.slice(colon + 1) };
}
