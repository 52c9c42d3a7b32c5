import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQuestion, dayMs, listPage, makeSandbox, postAnswer, type TestSandbox } from './support.js';

describe('control API', () => {
  let subject: TestSandbox;
  beforeEach(() => {
    subject = makeSandbox({ rateLimit: false });
  });
  afterEach(() => subject.app.close());

  const control = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    subject.app.inject({ method, url: `/_control${url}`, payload });

  it('creates a question with the given product, text, date, status and customer', async () => {
    const createdDate = subject.clock.nowMs() - dayMs;
    const question = await createQuestion(subject, '1001', {
      productMainId: 'YTS-YTK-160',
      text: 'Yatak rulo paket mi geliyor?',
      createdDate,
      status: 'ANSWERED',
      userName: 'ayşe yılmaz',
      showUserName: true,
      public: false,
    });
    expect(question).toMatchObject({
      productMainId: 'YTS-YTK-160',
      text: 'Yatak rulo paket mi geliyor?',
      creationDate: createdDate,
      status: 'ANSWERED',
      userName: 'A*** Y***',
      public: false,
      answer: { text: expect.any(String) },
      answeredDateMessage: expect.stringMatching(/içinde cevaplandı\.$/),
    });
  });

  it('refuses an unknown productMainId', async () => {
    const response = await control('POST', '/sellers/1001/questions', { productMainId: 'NOPE' });
    expect(response.statusCode).toBe(400);
  });

  it('creates 10,000 questions in bulk and still pages through them quickly', async () => {
    const started = performance.now();
    const response = await control('POST', '/sellers/1001/questions/bulk', { count: 10_000 });
    expect(response.statusCode).toBe(201);
    const { created, firstId, lastId } = response.json();
    expect(created).toBe(10_000);
    expect(lastId - firstId).toBe(9_999);
    let seen = 0;
    for (let page = 0; page < 200; page++) seen += (await listPage(subject, '1001', { size: 50, page })).content.length;
    expect(seen).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('rejects an answer with a reason, optionally closing the question as REJECTED', async () => {
    const question = await createQuestion(subject, '1001');
    await postAnswer(subject, '1001', question.id, 'Merhaba, bu ürün orijinaldir.');
    const response = await control('POST', `/sellers/1001/questions/${question.id}/moderation`, {
      action: 'reject-answer',
      reason: 'Cevap kurallara uygun değil',
      status: 'REJECTED',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'REJECTED',
      reason: 'Cevap kurallara uygun değil',
      rejectedAnswer: { text: 'Merhaba, bu ürün orijinaldir.', reason: 'Cevap kurallara uygun değil' },
    });
    const withoutAnswer = await createQuestion(subject, '1001');
    const conflict = await control('POST', `/sellers/1001/questions/${withoutAnswer.id}/moderation`, {
      action: 'reject-answer',
      reason: 'x',
    });
    expect(conflict.statusCode).toBe(409);
  });

  it('marks a question answered from the seller panel, without logging it as an API answer', async () => {
    const question = await createQuestion(subject, '1001');
    const response = await control('POST', `/sellers/1001/questions/${question.id}/moderation`, {
      action: 'answer-in-panel',
      text: 'Panelden cevapladık, teşekkürler.',
    });
    expect(response.json()).toMatchObject({
      status: 'ANSWERED',
      answer: { text: 'Panelden cevapladık, teşekkürler.' },
    });
    expect((await postAnswer(subject, '1001', question.id, 'Bir de API üzerinden cevap.')).statusCode).toBe(409);
    expect((await control('GET', '/sellers/1001/answers')).json().answers).toEqual([]);
  });

  it('reports a question and expires another', async () => {
    const reported = await createQuestion(subject, '1001');
    const expired = await createQuestion(subject, '1001');
    await control('POST', `/sellers/1001/questions/${reported.id}/moderation`, { action: 'report', reason: 'Spam' });
    await control('POST', `/sellers/1001/questions/${expired.id}/moderation`, { action: 'expire' });
    const page = await listPage(subject, '1001', { orderByDirection: 'ASC' });
    expect(page.content.map((question) => [question.status, question.reportReason])).toEqual([
      ['REPORTED', 'Spam'],
      ['UNANSWERED', null],
    ]);
  });

  it('lists known sellers, changes settings and resets everything', async () => {
    await control('POST', '/sellers', { sellerId: '1001', apiKey: 'k', apiSecret: 's' });
    await control('POST', '/sellers/2002/questions/bulk', { count: 4 });
    expect((await control('GET', '/sellers')).json().sellers).toEqual([
      { sellerId: '1001', strict: true, questionCount: 0 },
      { sellerId: '2002', strict: false, questionCount: 4 },
    ]);
    const patched = await control('PATCH', '/settings', { questionsPerMinute: 12 });
    expect(patched.json()).toMatchObject({ questionsPerMinute: 12, answerModeration: 'auto' });

    expect((await control('POST', '/reset')).statusCode).toBe(204);
    expect((await control('GET', '/sellers')).json().sellers).toEqual([]);
    expect((await control('GET', '/settings')).json().questionsPerMinute).toBe(0);
    expect((await listPage(subject, '2002')).totalElements).toBe(0);
  });
});
