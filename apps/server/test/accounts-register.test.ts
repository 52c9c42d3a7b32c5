import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.js';
import { emailOutbox } from '../src/db/schema/mail.js';
import { lastCodeFor, newSeller, post } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';

describe('registration', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
  });
  afterAll(() => subject.close());

  it('creates an unverified seller with an argon2id hash and mails a 6-digit code in Turkish', async () => {
    const seller = newSeller();
    const response = await post(subject, '/api/auth/register', seller);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Kaydınız oluşturuldu. E-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
    });
    const [stored] = await subject.database.db.select().from(users).where(eq(users.email, seller.email));
    expect(stored).toMatchObject({ name: 'Ayşe', mobilePhone: '5321234567', isVerified: false, role: 'seller' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await subject.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, seller.email));
    expect(mail?.subject).toMatch(/^Cevapla doğrulama kodunuz: \d{6}$/);
    expect(mail?.htmlBody).toContain('<html lang="tr">');
    expect(await lastCodeFor(subject, seller.email)).toMatch(/^\d{6}$/);
  });

  it('refuses an e-mail address already registered in another letter case', async () => {
    const seller = newSeller();
    await post(subject, '/api/auth/register', seller);
    const again = await post(subject, '/api/auth/register', { ...seller, email: seller.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.' });
  });

  it.each([
    ['name', 'Al', 'Adınız en az 3 karakter olmalı.'],
    ['surname', '', 'Soyadınız en az 1 karakter olmalı.'],
    ['mobilePhone', '53212345a7', 'Telefon numarası sadece rakamlardan oluşmalıdır.'],
    ['mobilePhone', '532123456', 'Geçerli bir telefon numarası giriniz.'],
    ['mobilePhone', '0532123456', 'Telefon numarası 0 ile başlamamalıdır.'],
    ['email', '', 'Email zorunludur.'],
    ['email', 'ayse@', 'Geçerli bir email adresi girin.'],
    ['password', '', 'Şifre gereklidir.'],
    ['password', '12345', 'Şifre en az 6 karakter olmalıdır.'],
  ])('rejects %s=%j with "%s" and stores nothing', async (field, value, message) => {
    const seller = newSeller({ [field]: value });
    const response = await post(subject, '/api/auth/register', seller);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    const stored = await subject.database.db.select().from(users).where(eq(users.email, seller.email));
    expect(stored).toEqual([]);
  });

  it('never answers with the password or its hash', async () => {
    const seller = newSeller();
    const response = await post(subject, '/api/auth/register', seller);
    expect(response.body).not.toContain(seller.password);
    expect(response.body).not.toContain('argon2');
  });
});
