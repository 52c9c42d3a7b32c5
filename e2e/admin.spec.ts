import { signedInThroughApi } from './support/accounts';
import { grantAdmin } from './support/cli';
import { expect, test } from './support/fixtures';
import { sandboxSeller } from './support/sandbox';

test.describe('admin overview', () => {
  test('a seller is refused, on the page and by the API', async ({ page, baseURL }) => {
    await signedInThroughApi(page, baseURL as string, { verified: true });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible();
    await expect(page.getByText('Bu sayfayı yalnızca Cevapla yöneticileri görebilir.')).toBeVisible();
    expect((await page.request.get('/api/admin/overview')).status()).toBe(403);
  });

  test('an admin sees users, stores, plans and errors, and reaches every store’s questions', async ({
    page,
    baseURL,
  }) => {
    const email = await signedInThroughApi(page, baseURL as string, { verified: true });
    const headers = { origin: baseURL as string };
    const seller = await sandboxSeller();
    expect(
      (
        await page.request.put('/api/store', {
          headers,
          data: { name: 'Yönetim Mağaza', ...seller, autoAnswer: false },
        })
      ).ok(),
    ).toBe(true);
    expect((await page.request.post('/api/subscription/trial', { headers })).status()).toBe(201);
    await grantAdmin(email);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible();
    await expect(page.getByTestId('stat-Kullanıcı')).not.toHaveText('0');
    await expect(page.getByTestId('stat-Mağaza')).not.toHaveText('0');
    await expect(page.getByTestId('stat-Aktif abonelik')).not.toHaveText('0');
    const plans = page.getByRole('region', { name: 'Planlara göre aktif abonelik' });
    await expect(plans.getByRole('cell', { name: 'Deneme' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aylık gelir' }).locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Son 24 saatteki hatalar' })).toBeVisible();

    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await expect(page.getByRole('menuitem', { name: 'Yönetim Paneli' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Tüm müşteri soruları' }).click();
    await expect(page).toHaveURL(/\/admin\/customerquestions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Soruları (Yönetici)' })).toBeVisible();
  });
});
