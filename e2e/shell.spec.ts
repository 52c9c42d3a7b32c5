import { signedInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('app shell', () => {
  for (const path of ['/login', '/register', '/store', '/customerquestion']) {
    test(`hides the footer on ${path}`, async ({ page, baseURL }) => {
      if (path === '/store' || path === '/customerquestion') await signedInThroughApi(page, baseURL as string);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  for (const path of ['/home', '/about', '/payment/success']) {
    test(`shows the footer with this year's copyright on ${path}`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Cevapla`);
    });
  }

  test('shows the Demo badge in demo mode', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  });

  test('navigates between pages inside the app without a full page load', async ({ page }) => {
    await page.goto('/home');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('opens the floating contact panel', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Bize Ulaşın' }).click();
    await expect(page.getByRole('dialog', { name: 'Bize Ulaşın' })).toBeVisible();
  });
});

test.describe('app shell on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('reaches the pages through the menu', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: /menü/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  });
});
