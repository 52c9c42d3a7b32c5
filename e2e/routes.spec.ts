import { routeTitles } from '../apps/web/src/lib/route-titles';
import { guardedPaths } from '../packages/contracts/src/routes';
import { signedInThroughApi } from './support/accounts';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';

test.describe('every route of the spec', () => {
  for (const [path, title] of Object.entries(routeTitles)) {
    const guarded = guardedPaths.has(path as never);
    test(`${path} renders "${title}"${guarded ? ' for a signed-in seller' : ''} with no console errors`, async ({
      page,
      baseURL,
    }) => {
      if (guarded) await signedInThroughApi(page, baseURL as string, { verified: true });
      const problems = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(/Cevapla/);
      expect(problems).toEqual([]);
    });
  }

  for (const path of guardedPaths) {
    test(`${path} sends a signed-out visitor to sign in, without showing the page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
      await expect(page.getByText('Oturum Açmanız Gerekmektedir').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: routeTitles[path] })).toHaveCount(0);
    });
  }

  test('the empty path leads to /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: routeTitles['/home'] })).toBeVisible();
  });

  test('/odeme-hatasi leads to the payment-failed page and keeps its message', async ({ page }) => {
    await page.goto('/odeme-hatasi?message=Kart%20limiti%20yetersiz');
    await expect(page).toHaveURL(/\/payment\/failed\?message=Kart(%20|\+)limiti(%20|\+)yetersiz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme Başarısız' })).toBeVisible();
    await expect(page.getByText('Kart limiti yetersiz')).toBeVisible();
  });

  test('an unknown path shows the Turkish 404 page with a 404 status', async ({ page }) => {
    const problems = watchConsole(page, { documentStatus: 404 });
    const response = await page.goto('/boyle-bir-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
    await page
      .getByRole('link', { name: /Ana Sayfa/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/home$/);
    expect(problems).toEqual([]);
  });
});
