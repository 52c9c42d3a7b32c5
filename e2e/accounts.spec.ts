import { password, passwordLabel, signInThroughForm, signOutThroughMenu, uniqueEmail } from './support/accounts';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { verificationCodeFor } from './support/mailbox';

test('a seller registers, verifies with the mailed code, signs in through a guarded page, edits the profile, signs out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const email = uniqueEmail('ayse');

  await page.goto('/register');
  await page.getByLabel(/^Ad\s*\*?$/).fill('Ayşe');
  await page.getByLabel('Soyad').fill('Yılmaz');
  await page.getByLabel('Cep Telefonu').pressSequentially('5321234567');
  await expect(page.getByLabel('Cep Telefonu')).toHaveValue('(532) 123 45 67');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel(passwordLabel).fill(password);
  await page.getByLabel(/^Şifre Tekrarı/).fill(password);
  await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();

  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-Postanızı Onaylayın' })).toBeVisible();
  await expect(page.getByText('Kaydınız oluşturuldu.', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Doğrulama Kodu').fill(await verificationCodeFor(email));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText('E-posta adresiniz doğrulandı.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await signOutThroughMenu(page);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  await expect(page.getByText('Oturum Açmanız Gerekmektedir').first()).toBeVisible();
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('E-posta')).toHaveValue(email);

  const save = page.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeDisabled();
  await page.getByLabel(/^Ad\s*\*?$/).fill('Fatma');
  await save.click();
  await expect(page.getByText('Profil bilgileriniz güncellendi.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Ad\s*\*?$/)).toHaveValue('Fatma');

  await signOutThroughMenu(page);
  expect(problems).toEqual([]);
});

test('the verification countdown runs out and the retry button sends a new code and starts again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/verification');
  await page.getByLabel('E-posta').fill(uniqueEmail('sure'));
  // Five minutes from the start (the page may take a few seconds to render on a loaded machine).
  await expect(page.getByRole('timer')).toHaveText(/0(?:5:00|4:[45]\d)/);
  await page.clock.fastForward('05:01');
  await expect(page.getByText('Zaman doldu! Lütfen tekrar deneyin.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Doğrula' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Tekrar Kod Gönder' }).click();
  await expect(page.getByText('Doğrulama kodu e-posta adresinize gönderildi.').first()).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/0(?:5:00|4:[45]\d)/);
});

test('a wrong sign-in shows the server message and stays on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill('kimse@example.com');
  await page.getByLabel(passwordLabel).fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByText('E-posta adresi veya şifre hatalı.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unsafe returnUrl is ignored after sign-in', async ({ page, baseURL }) => {
  const email = uniqueEmail('redirect');
  await page.request.post('/api/auth/register', {
    headers: { origin: baseURL as string },
    data: { name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', email, password },
  });
  await page.goto('/login?returnUrl=%2F%2Fevil.example.com');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/home$/);
});

test('an unverified seller sees the yellow banner and can ask for a new code', async ({ page, baseURL }) => {
  const { signedInThroughApi } = await import('./support/accounts');
  await signedInThroughApi(page, baseURL as string);
  await page.goto('/home');
  await expect(page.getByText('E-posta adresiniz henüz doğrulanmadı.', { exact: false })).toBeVisible();
});
