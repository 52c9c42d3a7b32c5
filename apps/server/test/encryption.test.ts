import { describe, expect, it } from 'vitest';
import { SecretBox } from '../src/security/encryption.js';

const secret = 'test-secret-test-secret-test-secret-000';

describe('secrets at rest (AES-256-GCM)', () => {
  const box = new SecretBox(secret, 'store-credentials');

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const first = box.seal('api-secret-123');
    const second = box.seal('api-secret-123');
    expect(first).not.toBe(second);
    expect(first).not.toContain('api-secret-123');
    expect(box.open(first)).toBe('api-secret-123');
    expect(box.open(second)).toBe('api-secret-123');
  });

  it('refuses a sealed value that was changed', () => {
    const sealed = box.seal('api-secret-123');
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[3] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });

  it('cannot be opened with another app secret or for another purpose', () => {
    const sealed = box.seal('api-secret-123');
    expect(() => new SecretBox(`${secret}-other`, 'store-credentials').open(sealed)).toThrow();
    expect(() => new SecretBox(secret, 'something-else').open(sealed)).toThrow();
  });
});
