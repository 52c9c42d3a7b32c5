import { signedInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { sandboxControl, sandboxSeller } from './support/sandbox';

test.describe('seller dashboard', () => {
  test('a store with answered and pending questions shows its figures', async ({ page, baseURL }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    const seller = await sandboxSeller();
    const headers = { origin: baseURL as string };
    expect(
      (
        await page.request.put('/api/store', { headers, data: { name: 'Panel Mağaza', ...seller, autoAnswer: true } })
      ).ok(),
    ).toBe(true);
    expect((await page.request.post('/api/subscription/trial', { headers })).status()).toBe(201);
    for (const text of ['Ürünün materyali nedir?', 'Garanti süresi ne kadar?', 'Hangi renkler var?']) {
      await sandboxControl('POST', `/sellers/${seller.sellerId}/questions`, { text, productMainId: 'KTN-TSH-1001' });
    }
    // The material question is auto-sent; the warranty one cannot be answered and waits.
    await expect
      .poll(
        async () =>
          (await sandboxControl<{ answers: unknown[] }>('GET', `/sellers/${seller.sellerId}/answers`)).answers.length,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.getByTestId('stat-Gelen soru')).toHaveText('3');
    await expect(page.getByTestId('stat-Cevaplanan')).not.toHaveText('0');
    await expect(page.getByText('Kadın Siyah Oversize Bisiklet Yaka Basic Tişört — 3')).toBeVisible();
    await page.getByText('7 gün').click();
    await expect(page).toHaveURL(/\/dashboard\?days=7$/);
    await expect(page.getByTestId('stat-Gelen soru')).toHaveText('3');

    // A new question arrives while the dashboard is open: the figures follow without a reload.
    await sandboxControl('POST', `/sellers/${seller.sellerId}/questions`, {
      text: 'Kargo ne zaman çıkar?',
      productMainId: 'KTN-TSH-1001',
    });
    await expect(page.getByTestId('stat-Gelen soru')).toHaveText('4', { timeout: 10_000 });
  });
});
