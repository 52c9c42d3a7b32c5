import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';
const ivLength = 12;
const tagLength = 16;

/**
 * AES-256-GCM for secrets at rest (marketplace credentials). The key is derived from APP_SECRET with
 * HKDF for one purpose, so it is never the app secret itself. A sealed value reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); a changed byte makes opening fail instead of returning junk.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(appSecret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', appSecret, 'cevapla', purpose, 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(ivLength);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: tagLength });
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [version, iv, cipher.getAuthTag(), ciphertext].map(encode).join('.');
  }

  open(sealed: string): string {
    const [tag, iv, authTag, ciphertext] = sealed.split('.');
    if (tag !== version || !iv || !authTag || ciphertext === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'), {
      authTagLength: tagLength,
    });
    decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
