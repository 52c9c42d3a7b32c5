import type { Page } from '@playwright/test';
import { signedInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { sandboxControl, sandboxSeller } from './support/sandbox';

/** A seller with a connected sandbox store and the free trial's answers. */
async function sellerWithStore(page: Page, baseURL: string, autoAnswer: boolean) {
  await signedInThroughApi(page, baseURL, { verified: true });
  const seller = await sandboxSeller();
  const headers = { origin: baseURL };
  const saved = await page.request.put('/api/store', { headers, data: { name: 'Moda Mağaza', ...seller, autoAnswer } });
  expect(saved.ok()).toBe(true);
  expect((await page.request.post('/api/subscription/trial', { headers })).status()).toBe(201);
  return seller;
}

async function askAbout(sellerId: string, text: string, productMainId = 'KTN-TSH-1001') {
  await sandboxControl('POST', `/sellers/${sellerId}/questions`, { text, productMainId });
}

const answersOf = async (sellerId: string) =>
  (
    await sandboxControl<{ answers: Array<{ questionId: number; text: string }> }>(
      'GET',
      `/sellers/${sellerId}/answers`,
    )
  ).answers;

test.describe('AI answering: drafts, approval and sending', () => {
  test('a question gets a local draft in pending within 5 s; the edited answer is sent once', async ({
    page,
    baseURL,
  }) => {
    const seller = await sellerWithStore(page, baseURL as string, false);
    await page.goto('/pendingapprovalquestions');
    await expect(page.getByText('Onay bekleyen soru yok.')).toBeVisible();

    const text = `Bu tişörtün kumaşı nedir? (${Date.now()})`;
    await askAbout(seller.sellerId, text);
    const card = page.getByRole('article', { name: text });
    await expect(card).toBeVisible({ timeout: 5_000 });
    const answer = card.getByLabel('Cevap');
    await expect(answer).toHaveValue(/pamuk/i, { timeout: 10_000 });
    await expect(card.getByText(/Puan: \d+\/100/)).toBeVisible();

    const edited = 'Merhaba, ürünümüz %100 pamuktur ve ten dostudur. İyi alışverişler dileriz.';
    await answer.fill(edited);
    await card.getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByText('Cevabınız onaylandı ve Trendyol’a gönderiliyor.')).toBeVisible();
    await expect(card).toBeHidden();

    await expect
      .poll(async () => (await answersOf(seller.sellerId)).map((item) => item.text), { timeout: 10_000 })
      .toEqual([edited]);
    await page.goto('/customerquestion');
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row.getByText(edited)).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(2_000);
    expect(await answersOf(seller.sellerId)).toHaveLength(1);
  });

  test('a rejected draft moves to the rejected page and nothing is sent', async ({ page, baseURL }) => {
    const seller = await sellerWithStore(page, baseURL as string, false);
    const text = `Hangi bedenler var? (${Date.now()})`;
    await askAbout(seller.sellerId, text);
    await page.goto('/pendingapprovalquestions');
    const card = page.getByRole('article', { name: text });
    await expect(card.getByLabel('Cevap')).not.toHaveValue('', { timeout: 10_000 });
    await card.getByRole('button', { name: 'Reddet' }).click();
    await expect(card).toBeHidden();

    await page.goto('/rejectedquestions');
    const rejected = page.getByRole('article', { name: text });
    await expect(rejected.getByText('Reddedildi')).toBeVisible();
    expect(await answersOf(seller.sellerId)).toEqual([]);
  });

  test('a draft that leaves part of the question unanswered waits with the answer check’s findings, never sent', async ({
    page,
    baseURL,
  }) => {
    const seller = await sellerWithStore(page, baseURL as string, true);
    const text = `Kumaşı ne, bir de terletir mi? (${Date.now()})`;
    await askAbout(seller.sellerId, text);
    await page.goto('/pendingapprovalquestions');
    const card = page.getByRole('article', { name: text });
    const findings = card.getByTestId('verifier-findings');
    await expect(findings).toContainText('terletir', { timeout: 10_000 });
    await expect(findings).toContainText('cevaplanmamış');
    await expect(card.getByRole('textbox', { name: 'Cevap' })).toHaveValue(/pamuk/i);
    expect(await answersOf(seller.sellerId)).toEqual([]);
  });

  test('with auto-answer on, a well-grounded answer is sent without the seller', async ({ page, baseURL }) => {
    const seller = await sellerWithStore(page, baseURL as string, true);
    const text = `Ürünün materyali nedir? (${Date.now()})`;
    await askAbout(seller.sellerId, text);
    await expect.poll(async () => (await answersOf(seller.sellerId)).length, { timeout: 10_000 }).toBe(1);
    const [sent] = await answersOf(seller.sellerId);
    expect(sent?.text).toMatch(/pamuk/i);
    await page.goto('/customerquestion');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: text })
        .getByText(sent?.text ?? ''),
    ).toBeVisible();
  });
});
