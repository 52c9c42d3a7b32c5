import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { contactResultMessages } from '../packages/contracts/src/contact';
import { contactMessages } from '../packages/contracts/src/messages';
import { expect, test } from './support/fixtures';
import { mailsWithSubject, waitForMailWithSubject } from './support/mailbox';

/** Where the server forwards contact messages when SUPPORT_EMAIL is not set (the e2e server's case). */
const supportInbox = 'destek@cevapla.local';

function fields(scope: Locator | Page) {
  return {
    name: scope.getByLabel(/^Ad Soyad/),
    email: scope.getByLabel(/^E-posta/),
    message: scope.getByLabel(/^Mesajınız/),
    submit: scope.getByRole('button', { name: /^(Gönder|Gönderiliyor\.\.\.)$/ }),
  };
}

/** A name no other test uses, so the mail it leads to can be told apart. */
const uniqueName = () => `Ayşe Test ${randomUUID().slice(0, 8)}`;

test.describe('contact form', () => {
  test('the floating panel sends a message that reaches support by SMTP, then closes and starts fresh', async ({
    page,
  }) => {
    const name = uniqueName();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Bize Ulaşın' }).click();
    const panel = page.getByRole('dialog', { name: 'Bize Ulaşın' });
    const form = fields(panel);
    await form.name.fill(name);
    await form.email.fill('ayse.yilmaz@example.com');
    await form.message.fill('Merhaba, yıllık planda fatura kesiliyor mu?\nTeşekkürler.');

    // Hold the request so the sending state can be seen, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await form.submit.click();
    await expect(form.submit).toHaveText(contactMessages.sending);
    await expect(form.submit).toBeDisabled();
    release();

    await expect(page.getByText(contactResultMessages.received)).toBeVisible();
    await expect(panel).toBeHidden();
    const mail = await waitForMailWithSubject(`İletişim formu: ${name}`);
    expect(mail.to).toBe(supportInbox);
    expect(mail.text).toContain('ayse.yilmaz@example.com');
    expect(mail.text).toContain('yıllık planda fatura kesiliyor mu?');

    await page.getByRole('button', { name: 'Bize Ulaşın' }).click();
    const reopened = fields(page.getByRole('dialog', { name: 'Bize Ulaşın' }));
    await expect(reopened.name).toHaveValue('');
    await expect(reopened.email).toHaveValue('');
    await expect(reopened.message).toHaveValue('');
    await expect(page.getByText(contactMessages.required)).toHaveCount(0);
    await expect(reopened.submit).toBeDisabled();
  });

  test('the contact page sends a message that reaches support and resets the form', async ({ page }) => {
    const name = uniqueName();
    await page.goto('/contact');
    const form = fields(page.getByRole('form', { name: 'İletişim formu' }));
    await form.name.fill(name);
    await form.email.fill('mehmet@example.com');
    await form.message.fill('Hepsiburada entegrasyonu ne zaman geliyor?');
    await form.submit.click();
    await expect(page.getByText(contactResultMessages.received)).toBeVisible();
    const mail = await waitForMailWithSubject(`İletişim formu: ${name}`);
    expect(mail.to).toBe(supportInbox);
    expect(mail.text).toContain('Hepsiburada entegrasyonu ne zaman geliyor?');
    await expect(form.name).toHaveValue('');
    await expect(form.message).toHaveValue('');
  });

  test('invalid input shows the spec messages and sends nothing', async ({ page }) => {
    const name = uniqueName();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts.push(request.method());
    });
    await page.goto('/contact');
    const form = fields(page.getByRole('form', { name: 'İletişim formu' }));
    await expect(form.submit).toBeDisabled();

    await form.name.focus();
    await form.email.focus();
    await form.email.fill('ayse@');
    await form.message.focus();
    await form.message.blur();
    await expect(page.getByText(contactMessages.required)).toHaveCount(2);
    await expect(page.getByText(contactMessages.email)).toBeVisible();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.submit).toBeDisabled();

    // Only whitespace is still empty; Enter in a field does not get around the disabled button.
    await form.name.fill(name);
    await form.message.fill('   ');
    await form.message.blur();
    await form.name.press('Enter');
    await expect(page.getByText(contactMessages.required)).toHaveCount(1);
    await expect(page.getByText(contactMessages.email)).toBeVisible();
    await expect(form.submit).toBeDisabled();

    // Nothing was posted and nothing was mailed.
    await page.waitForTimeout(1_000);
    expect(posts).toEqual([]);
    expect(mailsWithSubject(name)).toEqual([]);
  });
});
