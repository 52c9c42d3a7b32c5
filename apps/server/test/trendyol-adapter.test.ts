import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrendyolError } from '../src/integrations/trendyol/errors.js';
import { startTestSandbox, type TestSandbox, trendyolClientFor } from './support/trendyol.js';

const seller = { sellerId: '700100', apiKey: 'key-700100-abcd', apiSecret: 'secret-700100-wxyz' };

async function failure(promise: Promise<unknown>): Promise<TrendyolError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TrendyolError)) throw new Error(`expected a TrendyolError, got ${String(error)}`);
  return error;
}

/** The adapter against the sandbox, which follows marketplaces.md: every call, header and documented error. */
describe('Trendyol adapter', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    await sandbox.control('POST', '/sellers', seller);
  });
  afterAll(() => sandbox.close());
  afterEach(() => sandbox.control('DELETE', '/faults'));

  it('lists waiting questions with the documented paging envelope', async () => {
    await sandbox.control('POST', `/sellers/${seller.sellerId}/questions/bulk`, { count: 7 });
    const first = await sandbox.client.listQuestions(seller, { status: 'WAITING_FOR_ANSWER', page: 0, size: 5 });
    expect(first).toMatchObject({ page: 0, size: 5, totalElements: 7, totalPages: 2 });
    expect(first.content).toHaveLength(5);
    const second = await sandbox.client.listQuestions(seller, { status: 'WAITING_FOR_ANSWER', page: 1, size: 5 });
    expect(second.content).toHaveLength(2);
    const ids = [...first.content, ...second.content].map((question) => question.id);
    expect(new Set(ids).size).toBe(7);
    expect(first.content[0]).toMatchObject({ status: 'WAITING_FOR_ANSWER', text: expect.any(String) });
  });

  it('reads one question, answers it once, and reports the documented Turkish refusals', async () => {
    const created = await sandbox.control<{ id: number }>('POST', `/sellers/${seller.sellerId}/questions`, {
      text: 'Bu ürün su geçirmez mi?',
    });
    const question = await sandbox.client.getQuestion(seller, created.id);
    expect(question).toMatchObject({ id: created.id, text: 'Bu ürün su geçirmez mi?', status: 'WAITING_FOR_ANSWER' });

    const tooShort = await failure(sandbox.client.answerQuestion(seller, created.id, 'Evet.'));
    expect(tooShort).toMatchObject({ kind: 'rejected', status: 400, retryable: false });
    expect(tooShort.message).toBe('Cevabınız 10 karakterden uzun olmalıdır.');

    const answered = await sandbox.client.answerQuestion(seller, created.id, 'Merhaba, evet; ürünümüz su geçirmezdir.');
    expect(answered.answerId).toEqual(expect.any(Number));
    const again = await failure(
      sandbox.client.answerQuestion(seller, created.id, 'Merhaba, ikinci bir cevap yazıyoruz.'),
    );
    expect(again.kind).toBe('rejected');
    expect(again.message).toBe('Bu soru daha önce cevaplandı. Cevaplanmış sorular tekrar cevaplanamaz.');

    const { answers: received } = await sandbox.control<{ answers: Array<{ text: string; userAgent: string }> }>(
      'GET',
      `/sellers/${seller.sellerId}/answers`,
    );
    expect(received).toHaveLength(1);
    // The User-Agent Trendyol requires: "{sellerId} - {integrator}".
    expect(received[0]?.userAgent).toBe(`${seller.sellerId} - CevaplaTest`);
  });

  it('finds a product by its main id with attributes and variants, and null for an unknown one', async () => {
    const [question] = (await sandbox.client.listQuestions(seller, { page: 0, size: 1 })).content;
    const mainId = question?.productMainId ?? '';
    const product = await sandbox.client.getProduct(seller, mainId);
    expect(product).toMatchObject({ productMainId: mainId, title: expect.any(String) });
    expect(product?.attributes?.length).toBeGreaterThan(0);
    expect(product?.variants?.length).toBeGreaterThan(0);
    expect(await sandbox.client.getProduct(seller, 'YOK-BOYLE-BIR-URUN')).toBeNull();
  });

  it('says the credentials were refused, without repeating them', async () => {
    const wrong = { ...seller, apiSecret: 'yanlis-secret' };
    const error = await failure(sandbox.client.verifyCredentials(wrong));
    expect(error).toMatchObject({ kind: 'credentials', status: 401, retryable: false });
    expect(error.message).toMatch(/API Key ve API Secret/);
    expect(`${error.message} ${error.stack}`).not.toContain('yanlis-secret');
    await expect(sandbox.client.verifyCredentials(seller)).resolves.toBeUndefined();
  });

  it('maps 429 and 5xx to retryable errors', async () => {
    await sandbox.control('POST', '/faults', { kind: 'error', status: 429, endpoint: 'questions.filter' });
    expect(await failure(sandbox.client.listQuestions(seller))).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryable: true,
    });
    await sandbox.control('POST', '/faults', { kind: 'error', status: 500, endpoint: 'questions.get' });
    expect(await failure(sandbox.client.getQuestion(seller, 1))).toMatchObject({
      kind: 'unavailable',
      retryable: true,
    });
  });

  it('gives up after its timeout when Trendyol does not answer', async () => {
    const impatient = trendyolClientFor(sandbox.url, { timeoutMs: 300 });
    await sandbox.control('POST', '/faults', { kind: 'timeout', endpoint: 'questions.filter' });
    const started = Date.now();
    expect(await failure(impatient.listQuestions(seller))).toMatchObject({ kind: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports a marketplace that cannot be reached as unavailable', async () => {
    const nowhere = trendyolClientFor('http://127.0.0.1:9');
    expect(await failure(nowhere.listQuestions(seller))).toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('gets 429 from the sandbox itself after 50 requests in 10 s to one endpoint', async () => {
    const limited = await startTestSandbox({ rateLimit: {} });
    try {
      const results = await Promise.all(
        Array.from({ length: 51 }, () =>
          limited.client.listQuestions(seller).then(
            () => 'ok',
            (error: TrendyolError) => error.kind,
          ),
        ),
      );
      expect(results.filter((result) => result === 'ok')).toHaveLength(50);
      expect(results.filter((result) => result === 'rate-limited')).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
