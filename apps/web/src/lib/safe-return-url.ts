const probeOrigin = 'https://cevapla.invalid';

/**
 * The returnUrl to follow after sign-in, or undefined when it could lead to another site. Only a path
 * on this site passes: one leading '/', no '//' or '\' (browsers read '/\evil.com' as '//evil.com'),
 * no scheme and no control characters (browsers drop tabs and newlines inside a URL).
 */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  return new URL(value, probeOrigin).origin === probeOrigin ? value : undefined;
}
