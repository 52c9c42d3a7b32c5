import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { billingInfo, call } from './support/payments.js';

describe('billing info', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  it('is created, read back and updated for the signed-in seller only', async () => {
    const seller = await signedInSeller(subject);
    const other = await signedInSeller(subject);
    expect((await call(subject, 'GET', '/api/billing-info', seller.cookie)).json()).toBeNull();

    const created = await call(subject, 'PUT', '/api/billing-info', seller.cookie, billingInfo);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Fatura bilgileriniz kaydedildi.', billingInfo });

    const updated = await call(subject, 'PUT', '/api/billing-info', seller.cookie, {
      ...billingInfo,
      companyName: 'Yılmaz Ev Tekstili A.Ş.',
    });
    expect(updated.json()).toMatchObject({
      message: 'Fatura bilgileriniz güncellendi.',
      billingInfo: { companyName: 'Yılmaz Ev Tekstili A.Ş.', id: created.json().billingInfo.id },
    });
    expect((await call(subject, 'GET', '/api/billing-info', seller.cookie)).json().companyName).toBe(
      'Yılmaz Ev Tekstili A.Ş.',
    );
    expect((await call(subject, 'GET', '/api/billing-info', other.cookie)).json()).toBeNull();
    expect((await subject.app.inject({ method: 'GET', url: '/api/billing-info' })).statusCode).toBe(401);
  });

  it('rejects each missing or malformed field with the spec’s message and keeps what was saved', async () => {
    const seller = await signedInSeller(subject);
    await call(subject, 'PUT', '/api/billing-info', seller.cookie, billingInfo);
    const cases: Array<[Partial<Record<keyof typeof billingInfo, string>>, string]> = [
      [{ name: ' ' }, 'Bu alan zorunludur'],
      [{ companyName: '' }, 'Şirket ünvanı gerekli'],
      [{ city: '' }, 'Şehir gerekli'],
      [{ district: '' }, 'İlçe gerekli'],
      [{ taxOffice: '' }, 'Vergi dairesi gerekli'],
      [{ taxNumber: '' }, 'Zorunlu alan'],
      [{ address: '' }, 'Adres boş bırakılamaz'],
      [{ zipCode: '' }, 'Posta kodu boş bırakılamaz.'],
      [{ identityNumber: '' }, 'TC Kimlik No/TCKN zorunludur'],
      [{ phone: '05321234567' }, 'Telefon Numaranızı Başında 0 Olmadan Giriniz'],
      [{ phone: '53212a4567' }, 'Telefon numarası sadece rakamlardan oluşmalıdır.'],
      [{ phone: '532123' }, 'Geçerli bir telefon numarası giriniz.'],
    ];
    for (const [change, message] of cases) {
      const response = await call(subject, 'PUT', '/api/billing-info', seller.cookie, { ...billingInfo, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(subject, 'GET', '/api/billing-info', seller.cookie)).json()).toMatchObject(billingInfo);
  });
});
