import { signedInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { sandboxControl, sandboxSeller } from './support/sandbox';

async function fillStoreForm(
  page: import('@playwright/test').Page,
  values: { name: string; sellerId: string; apiKey: string; apiSecret: string },
) {
  await page.getByLabel(/^Mağaza Adı/).fill(values.name);
  await page.getByLabel(/^Satıcı Id/).fill(values.sellerId);
  await page.getByLabel(/^API Key/).fill(values.apiKey);
  await page
    .getByLabel(/^API Secret/, { exact: false })
    .first()
    .fill(values.apiSecret);
}

test.describe('store integration and the live question inbox', () => {
  test('wrong credentials show the Turkish reason and save nothing', async ({ page, baseURL }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    const seller = await sandboxSeller();
    await page.goto('/store');
    await expect(page.getByText('Mağaza Entegrasyonunuzu Tamamlamanız Gerekmektedir.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Bağlantıyı Test Et ve Kaydet' });
    await expect(submit).toBeDisabled();
    await fillStoreForm(page, { name: 'Yanlış Mağaza', ...seller, apiSecret: 'yanlis-secret' });
    await submit.click();
    await expect(
      page.getByText(/Bağlantı kurulamadı, bilgiler kaydedilmedi\. Trendyol, API Key ve API Secret/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/store$/);
    const store = await page.request.get('/api/store');
    expect(await store.json()).toBeNull();
  });

  test('a connected store receives a new question on /customerquestion within 5 s, without reload', async ({
    page,
    baseURL,
  }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    const seller = await sandboxSeller();
    await page.goto('/store');
    await fillStoreForm(page, { name: 'Canlı Mağaza', ...seller });
    await page.getByRole('button', { name: 'Bağlantıyı Test Et ve Kaydet' }).click();
    await expect(page.getByText('Mağaza bilgileriniz kaydedildi. Bağlantı başarılı.')).toBeVisible();
    await expect(page).toHaveURL(/\/paymentplan$/);

    await page.goto('/customerquestion');
    await expect(page.getByText('Henüz müşteri sorusu yok')).toBeVisible();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const text = `Bu mont kaç derecede yıkanabilir? (${Date.now()})`;
    await sandboxControl('POST', `/sellers/${seller.sellerId}/questions`, { text });
    await expect(page.getByText(text)).toBeVisible({ timeout: 5_000 });
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row.getByText('Yanıt bekleniyor...')).toBeVisible();
    await expect(row.getByText('Henüz cevaplanmamış')).toBeVisible();
    expect(navigations).toBe(0);

    // Back on the store page: saved, masked, never the secret.
    await page.goto('/store');
    await expect(page.getByText('Mağazanız bağlı.', { exact: false })).toBeVisible();
    await expect(page.getByLabel(/^Mağaza Adı/)).toHaveValue('Canlı Mağaza');
    expect(await page.content()).not.toContain(seller.apiSecret);
  });

  test('25 questions are paged by 10 with the page controls', async ({ page, baseURL }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    const seller = await sandboxSeller();
    await sandboxControl('POST', `/sellers/${seller.sellerId}/questions/bulk`, { count: 25 });
    const saved = await page.request.put('/api/store', {
      headers: { origin: baseURL as string },
      data: { name: 'Sayfalı Mağaza', ...seller, autoAnswer: false },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/customerquestion');
    const rows = page.getByRole('table', { name: 'Müşteri soruları' }).locator('tbody tr');
    await expect(rows).toHaveCount(10, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: '3. sayfa' })).toBeVisible();
    await page.getByRole('button', { name: '3. sayfa' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(rows).toHaveCount(5);
    await page.getByRole('button', { name: 'Önceki sayfa' }).click();
    await expect(rows).toHaveCount(10);
    await expect(page).toHaveURL(/\?page=2$/);
  });
});
