import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createQuestion,
  dayMs,
  filterUrl,
  hourMs,
  listPage,
  makeSandbox,
  type TestSandbox,
  trendyolHeaders,
} from './support.js';

describe('GET /qna/sellers/{sellerId}/questions/filter', () => {
  let subject: TestSandbox;
  beforeEach(() => {
    subject = makeSandbox();
  });
  afterEach(() => subject.app.close());

  const bulk = (sellerId: string, body: Record<string, unknown>) =>
    subject.app.inject({ method: 'POST', url: `/_control/sellers/${sellerId}/questions/bulk`, payload: body });

  it('pages 0-based with the documented envelope, 20 per page by default', async () => {
    await bulk('1001', { count: 45 });
    const first = await listPage(subject, '1001');
    expect(first).toMatchObject({ page: 0, size: 20, totalElements: 45, totalPages: 3 });
    expect(first.content).toHaveLength(20);
    const last = await listPage(subject, '1001', { page: 2 });
    expect(last.content).toHaveLength(5);
    const middle = await listPage(subject, '1001', { page: 1 });
    const ids = new Set([...first.content, ...middle.content, ...last.content].map((question) => question.id));
    expect(ids.size).toBe(45);
  });

  it('returns every documented field of a question', async () => {
    await createQuestion(subject, '1001', { productMainId: 'KTN-TSH-1001', text: 'M beden kaç cm?' });
    const [question] = (await listPage(subject, '1001')).content;
    expect(Object.keys(question ?? {}).sort()).toEqual(
      [
        'id',
        'text',
        'creationDate',
        'status',
        'customerId',
        'userName',
        'showUserName',
        'public',
        'productName',
        'productMainId',
        'imageUrl',
        'webUrl',
        'answeredDateMessage',
        'answer',
        'rejectedAnswer',
        'rejectedDate',
        'reason',
        'reportedDate',
        'reportReason',
      ].sort(),
    );
    expect(question).toMatchObject({
      text: 'M beden kaç cm?',
      creationDate: subject.clock.nowMs(),
      status: 'WAITING_FOR_ANSWER',
      productMainId: 'KTN-TSH-1001',
      productName: 'Kadın Siyah Oversize Bisiklet Yaka Basic Tişört',
      webUrl: expect.stringMatching(/^https:\/\/www\.trendyol\.com\/koton\/.+-p-\d+\?merchantId=1001$/),
    });
  });

  it('refuses page sizes above 50 and a missing or different supplierId', async () => {
    const headers = trendyolHeaders('1001');
    const tooBig = await subject.app.inject({ method: 'GET', url: filterUrl('1001', { size: 51 }), headers });
    expect(tooBig.statusCode).toBe(400);
    const missing = await subject.app.inject({ method: 'GET', url: '/qna/sellers/1001/questions/filter', headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().exception).toBe('ClientApiBusinessException');
    const other = await subject.app.inject({
      method: 'GET',
      url: '/qna/sellers/1001/questions/filter?supplierId=2002',
      headers,
    });
    expect(other.statusCode).toBe(400);
  });

  it('without dates returns only the last week', async () => {
    const now = subject.clock.nowMs();
    const recent = await createQuestion(subject, '1001', { createdDate: now - 6 * dayMs });
    await createQuestion(subject, '1001', { createdDate: now - 8 * dayMs });
    const page = await listPage(subject, '1001');
    expect(page.content.map((question) => question.id)).toEqual([recent.id]);
  });

  it('silently cuts a range longer than two weeks to two weeks after startDate', async () => {
    const now = subject.clock.nowMs();
    const startDate = now - 30 * dayMs;
    const inside = await createQuestion(subject, '1001', { createdDate: startDate + 13 * dayMs, status: 'ANSWERED' });
    await createQuestion(subject, '1001', { createdDate: startDate + 15 * dayMs, status: 'ANSWERED' });
    const page = await listPage(subject, '1001', { startDate, endDate: now });
    expect(page.content.map((question) => question.id)).toEqual([inside.id]);
  });

  it('rejects a startDate after the endDate', async () => {
    const now = subject.clock.nowMs();
    const response = await subject.app.inject({
      method: 'GET',
      url: filterUrl('1001', { startDate: now, endDate: now - hourMs }),
      headers: trendyolHeaders('1001'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('filters by status', async () => {
    for (const status of [
      'WAITING_FOR_ANSWER',
      'ANSWERED',
      'REPORTED',
      'REJECTED',
      'UNANSWERED',
      'WAITING_FOR_APPROVE',
    ]) {
      await createQuestion(subject, '1001', { status });
    }
    const answered = await listPage(subject, '1001', { status: 'ANSWERED' });
    expect(answered.content.map((question) => question.status)).toEqual(['ANSWERED']);
    const waiting = await listPage(subject, '1001', { status: 'WAITING_FOR_ANSWER' });
    expect(waiting.totalElements).toBe(1);
    const invalid = await subject.app.inject({
      method: 'GET',
      url: filterUrl('1001', { status: 'OPEN' }),
      headers: trendyolHeaders('1001'),
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('orders by creation date, newest first unless ASC, or by last modification', async () => {
    const now = subject.clock.nowMs();
    const older = await createQuestion(subject, '1001', { createdDate: now - 2 * hourMs });
    const newer = await createQuestion(subject, '1001', { createdDate: now - hourMs });
    const ids = async (query: Record<string, string>) =>
      (await listPage(subject, '1001', query)).content.map((question) => question.id);
    expect(await ids({})).toEqual([newer.id, older.id]);
    expect(await ids({ orderByDirection: 'ASC' })).toEqual([older.id, newer.id]);
    await subject.app.inject({
      method: 'POST',
      url: `/_control/sellers/1001/questions/${older.id}/moderation`,
      payload: { action: 'report', reason: 'Uygunsuz içerik' },
    });
    expect(await ids({ orderByField: 'LastModifiedDate' })).toEqual([older.id, newer.id]);
  });

  it('filters by barcode through the product the barcode belongs to', async () => {
    await createQuestion(subject, '1001', { productMainId: 'KTN-TSH-1001' });
    await createQuestion(subject, '1001', { productMainId: 'SMS-A55-128' });
    const product = subject.app.sandbox.state.catalogue.byProductMainId.get('SMS-A55-128');
    const barcode = product?.variants[1]?.barcode ?? '';
    const page = await listPage(subject, '1001', { barcode });
    expect(page.content.map((question) => question.productMainId)).toEqual(['SMS-A55-128']);
  });

  it('keeps sellers apart', async () => {
    await bulk('1001', { count: 3 });
    await bulk('2002', { count: 5 });
    expect((await listPage(subject, '1001')).totalElements).toBe(3);
    expect((await listPage(subject, '2002')).totalElements).toBe(5);
  });

  it('closes a question as UNANSWERED three business days after it was asked', async () => {
    // Wednesday 10:00 → deadline Monday 10:00 (the weekend does not count).
    const question = await createQuestion(subject, '1001');
    subject.clock.advance(5 * dayMs - 1);
    expect((await listPage(subject, '1001', { status: 'WAITING_FOR_ANSWER' })).totalElements).toBe(1);
    subject.clock.advance(1);
    const closed = await listPage(subject, '1001', { status: 'UNANSWERED' });
    expect(closed.content.map((item) => item.id)).toEqual([question.id]);
  });
});

describe('GET /qna/sellers/{sellerId}/questions/{id}', () => {
  let subject: TestSandbox;
  beforeEach(() => {
    subject = makeSandbox();
  });
  afterEach(() => subject.app.close());

  it('returns the same object as the list, and 404 for another seller', async () => {
    const created = await createQuestion(subject, '1001');
    const own = await subject.app.inject({
      method: 'GET',
      url: `/qna/sellers/1001/questions/${created.id}`,
      headers: trendyolHeaders('1001'),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await listPage(subject, '1001')).content[0]);
    const foreign = await subject.app.inject({
      method: 'GET',
      url: `/qna/sellers/2002/questions/${created.id}`,
      headers: trendyolHeaders('2002'),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
