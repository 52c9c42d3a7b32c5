import type { Page } from '@playwright/test';
import { billingInfo as billing } from '../apps/server/test/support/billing-info';
import { signedInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chargeFor, createCoupon, uniqueCode } from './support/payments';
import { sandboxSeller } from './support/sandbox';

async function saveBillingThroughApi(page: Page, baseURL: string) {
  const response = await page.request.put('/api/billing-info', { headers: { origin: baseURL }, data: billing });
  expect(response.status()).toBe(200);
}

/** From the pricing page to /payment with the chosen plan, as a seller does it. */
async function choosePlan(page: Page, cycle: 'Aylık' | 'Yıllık', planName: string) {
  await page.goto('/paymentplan');
  // Yearly is the default; the monthly choice is clicked by its label.
  if (cycle === 'Aylık') await page.getByText('Aylık', { exact: true }).click();
  await page.getByRole('article', { name: planName }).getByRole('button', { name: 'Satın Al' }).click();
  await expect(page).toHaveURL(/\/payment$/);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel(/^Kart Üzerindeki İsim/).fill('Ayşe Yılmaz');
  await page.getByLabel(/^Kart Numarası/).fill(number);
  await page.getByLabel(/^Son Kullanma Tarihi/).fill('122030');
  await page.getByLabel(/^CVC/).fill('123');
}

/** Accepts the agreement, pays, and passes the bank's 3-D Secure page with a one-time code. */
async function payAndPassBank(page: Page) {
  await page.getByRole('checkbox', { name: /okudum/ }).check();
  const pay = page.getByRole('button', { name: /Ödemeyi Tamamla/ });
  await expect(pay).toBeEnabled();
  // The page leaves for the bank at once, so the answer is read on its way to the page.
  let paymentId = '';
  await page.route('**/api/payments', async (route) => {
    const response = await route.fetch();
    paymentId = ((await response.json()) as { paymentId: string }).paymentId;
    await route.fulfill({ response });
  });
  await pay.click();
  await page.getByLabel('Doğrulama kodu').fill('283126');
  await page.getByRole('button', { name: /Onayla/ }).click();
  return paymentId;
}

test.describe('plans and card payment with 3-D Secure', () => {
  test('the free trial: needs a store, then starts once and shows the answers left', async ({ page, baseURL }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    await page.goto('/paymentplan');
    await page.getByRole('button', { name: 'Ücretsiz Deneyin' }).click();
    await expect(page.getByText('Mağaza bilgilerinizi Tanımlamanız gerekmektedir.')).toBeVisible();
    await expect(page).toHaveURL(/\/store$/);

    const seller = await sandboxSeller();
    const saved = await page.request.put('/api/store', {
      headers: { origin: baseURL as string },
      data: { name: 'Deneme Mağazası', ...seller, autoAnswer: false },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/paymentplan');
    await page.getByRole('button', { name: 'Ücretsiz Deneyin' }).click();
    await expect(page.getByText(/Ücretsiz denemeniz başladı/)).toBeVisible();
    await expect(page.getByText('Kalan Cevap Hakkı: 50')).toBeVisible({ timeout: 20_000 });
    await page.goto('/profile');
    await expect(page.getByText('Ücretsiz Deneme')).toBeVisible();
    await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
  });

  test('a yearly plan paid with 5528 7900 0000 0008 shows up on the profile with its dates and answers', async ({
    page,
    baseURL,
  }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    await choosePlan(page, 'Yıllık', 'Başlangıç');
    const pay = page.getByRole('button', { name: /Ödemeyi Tamamla/ });
    await expect(pay).toBeDisabled();

    await page.getByRole('button', { name: 'Fatura Bilgisi Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fatura Bilgisi' });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Şirket ünvanı gerekli')).toBeVisible();
    for (const [label, value] of [
      [/^Ad\b/, billing.name],
      [/^Soyad/, billing.surname],
      [/^Şirket Ünvanı/, billing.companyName],
      [/^Telefon/, billing.phone],
      [/^Şehir/, billing.city],
      [/^İlçe/, billing.district],
      [/^Vergi Dairesi/, billing.taxOffice],
      [/^Vergi Numarası/, billing.taxNumber],
      [/^Adres/, billing.address],
      [/^Posta Kodu/, billing.zipCode],
      [/^TC Kimlik No/, billing.identityNumber],
    ] as const) {
      await dialog.getByLabel(label).fill(value);
    }
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(billing.companyName).first()).toBeVisible();

    await expect(page.getByText('$205.2').first()).toBeVisible();
    await fillCard(page, '5528790000000008');
    await expect(page.getByLabel(/^Kart Numarası/)).toHaveValue('5528 7900 0000 0008');
    await expect(page.getByLabel(/^Son Kullanma Tarihi/)).toHaveValue('12/2030');
    const paymentId = await payAndPassBank(page);

    await expect(page).toHaveURL(/\/payment\/(finalize|success)/);
    await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 20_000 });
    expect(Number((await chargeFor(paymentId))?.paidPrice)).toBe(205.2);

    await page.goto('/profile');
    const today = new Date();
    const inAYear = new Date(today.getTime() + 365 * 86_400_000);
    const format = (date: Date) =>
      new Intl.DateTimeFormat('tr-TR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Europe/Istanbul',
      }).format(date);
    // The plan's name and the start date's label are both "Başlangıç".
    await expect(page.getByText('Başlangıç', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
    await expect(page.getByText(format(today), { exact: true })).toBeVisible();
    await expect(page.getByText(format(inAYear), { exact: true })).toBeVisible();
    await expect(page.getByText('6.000', { exact: true })).toBeVisible();
    await expect(page.getByText('Kalan Cevap Hakkı: 6.000')).toBeVisible();
  });

  test('a declined card (4111 1111 1111 1129) ends on the failed page with the provider’s message', async ({
    page,
    baseURL,
  }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    await saveBillingThroughApi(page, baseURL as string);
    await choosePlan(page, 'Aylık', 'Başlangıç');
    await fillCard(page, '4111111111111129');
    await payAndPassBank(page);
    await expect(page).toHaveURL(/\/payment\/failed\?message=/, { timeout: 20_000 });
    await expect(page.getByText('Kart limiti yetersiz, yetersiz bakiye')).toBeVisible();
  });

  test('a card whose 3-D Secure is not verified (mdStatus 0) ends on the failed page', async ({ page, baseURL }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    await saveBillingThroughApi(page, baseURL as string);
    await choosePlan(page, 'Aylık', 'Başlangıç');
    await fillCard(page, '4131111111111117');
    const paymentId = await payAndPassBank(page);
    await expect(page).toHaveURL(/\/payment\/failed/, { timeout: 20_000 });
    await expect(page.getByText(/3D Secure doğrulaması geçersiz/)).toBeVisible();
    expect(await chargeFor(paymentId)).toBeUndefined();
  });

  test('a coupon lowers the total shown and the amount charged; a wrong code says so', async ({ page, baseURL }) => {
    const code = uniqueCode('E2E');
    await createCoupon(code, ['--percent', '25', '--label', 'E2E indirimi']);
    await signedInThroughApi(page, baseURL as string, { verified: true });
    await saveBillingThroughApi(page, baseURL as string);
    await choosePlan(page, 'Aylık', 'Profesyonel');
    await expect(page.getByText('$58.8').first()).toBeVisible();

    await page.getByLabel(/^Kupon Kodu/).fill('YANLISKOD');
    await page.getByRole('button', { name: 'Uygula' }).click();
    await expect(page.getByText('Bu kupon kodu geçersiz.')).toBeVisible();

    await page.getByLabel(/^Kupon Kodu/).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Uygula' }).click();
    // 49 − 25 % = 36.75; VAT 7.35; total 44.10.
    await expect(page.getByText('$44.1').first()).toBeVisible();
    await fillCard(page, '5528790000000008');
    const paymentId = await payAndPassBank(page);
    await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 20_000 });
    expect(Number((await chargeFor(paymentId))?.paidPrice)).toBe(44.1);
  });
});
