import { expect, type Page } from '@playwright/test';

export const password = 'gizli-sifre-1';

/** The password field's label ("Şifre", plus the required mark) — not "Şifre Tekrarı" or the show toggle. */
export const passwordLabel = /^Şifre\s*\*?$/;

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Creates a seller through the API in this page's browser context and signs them in (cookie kept). */
export async function signedInThroughApi(page: Page, baseURL: string, options: { verified?: boolean } = {}) {
  const email = uniqueEmail('api');
  const headers = { origin: baseURL };
  const register = await page.request.post('/api/auth/register', {
    headers,
    data: { name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', email, password },
  });
  expect(register.status()).toBe(201);
  if (options.verified) {
    const { verificationCodeFor } = await import('./mailbox');
    const check = await page.request.post('/api/auth/verification/check', {
      headers,
      data: { email, code: await verificationCodeFor(email) },
    });
    expect(check.status()).toBe(200);
  }
  const login = await page.request.post('/api/auth/login', { headers, data: { email, password } });
  expect(login.status()).toBe(200);
  return email;
}

export async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel(passwordLabel).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

export async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Profil menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Oturum Kapatılmıştır').first()).toBeVisible();
}
