import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsBoxFor } from '../src/app.js';
import { storeProfiles } from '../src/db/schema/answering.js';
import { subscriptions } from '../src/db/schema/billing.js';
import { questions } from '../src/db/schema/questions.js';
import { stores } from '../src/db/schema/stores.js';
import type { AnsweringDeps } from '../src/features/answering/deps.js';
import { draftQuestion } from '../src/features/answering/draft.js';
import { checkAnswer, GuardrailId } from '../src/features/answering/engine/guardrails.js';
import { createAnswerEngines } from '../src/features/answering/engines.js';
import { takeBackRejectedAnswers } from '../src/features/answering/moderation.js';
import { sendQuestion } from '../src/features/answering/send.js';
import { createQuestionPoller } from '../src/features/questions/poller.js';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startTestSandbox, type TestSandbox } from './support/trendyol.js';

const appSecret = 'test-secret-test-secret-test-secret-000';
let sellerCounter = 700_000;

describe('the answering pipeline (local engine, sandbox marketplace)', () => {
  let sandbox: TestSandbox;
  let subject: TestApp;
  let deps: AnsweringDeps;
  const sends: string[] = [];
  beforeAll(async () => {
    sandbox = await startTestSandbox({ questionsPerMinute: 0 });
    subject = await createTestApp({ trendyol: sandbox.client, appSecret, clock: { now: () => new Date() } });
    deps = {
      db: subject.database.db,
      clock: { now: () => new Date() },
      logger: pino({ level: 'silent' }),
      trendyol: sandbox.client,
      credentialsBox: credentialsBoxFor(appSecret),
      engines: createAnswerEngines(),
      publish: async () => {},
      enqueueDraft: async () => {},
      enqueueSend: async (id) => {
        sends.push(id);
      },
    };
  });
  afterAll(async () => {
    await subject.close();
    await sandbox.close();
  });

  /** A seller with a connected store, `answers` left in a running period and `count` new questions. */
  async function storeWithQuestions(options: {
    answers: number | null;
    count: number;
    autoAnswer?: boolean;
    text?: string;
  }) {
    sellerCounter += 1;
    const sellerId = String(sellerCounter);
    await sandbox.control('POST', '/sellers', { sellerId, apiKey: 'k', apiSecret: 's' });
    const account = await signedInSeller(subject);
    await subject.app.inject({
      method: 'PUT',
      url: '/api/store',
      headers: { origin, cookie: account.cookie },
      payload: { name: 'Mağaza', sellerId, apiKey: 'k', apiSecret: 's', autoAnswer: options.autoAnswer ?? false },
    });
    if (options.answers !== null) {
      await subject.database.db.insert(subscriptions).values({
        userId: account.user.id,
        planId: 2,
        source: 'payment',
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 30 * 86_400_000),
        answersTotal: options.answers,
        answersLeft: options.answers,
        createdAt: new Date(),
      });
    }
    for (let index = 0; index < options.count; index += 1) {
      await sandbox.control('POST', `/sellers/${sellerId}/questions`, {
        text: options.text ?? `Bu tişörtün kumaşı nedir? (${index})`,
        productMainId: 'KTN-TSH-1001',
      });
    }
    const drafts: string[] = [];
    const poller = createQuestionPoller({
      db: subject.database.db,
      clock: { now: () => new Date() },
      logger: pino({ level: 'silent' }),
      trendyol: sandbox.client,
      credentialsBox: credentialsBoxFor(appSecret),
      publish: async () => {},
      enqueueMail: async () => {},
      onQuestionsChanged: async (storeId) => {
        await takeBackRejectedAnswers(subject.database.db, storeId, new Date());
        const queued = await subject.database.db
          .select({ id: questions.id })
          .from(questions)
          .where(and(eq(questions.storeId, storeId), eq(questions.draftState, 'queued')));
        drafts.push(...queued.map((row) => row.id));
      },
      publicUrl: 'http://localhost:3000',
      intervalMs: 60_000,
    });
    await poller.tick();
    const [store] = await subject.database.db.select().from(stores).where(eq(stores.userId, account.user.id));
    /** Polls again now (the store's next poll is made due first). */
    const pollAgain = async () => {
      await subject.database.db
        .update(stores)
        .set({ pollAfter: new Date(0) })
        .where(eq(stores.id, store?.id ?? ''));
      await poller.tick();
    };
    return { account, sellerId, storeId: store?.id ?? '', drafts, pollAgain };
  }

  const answersLeft = async (userId: string) =>
    (await subject.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.answersLeft;
  const rowsOf = (storeId: string) =>
    subject.database.db.select().from(questions).where(eq(questions.storeId, storeId));

  it('queues every new waiting question for a draft and drafts it for approval, taking one answer', async () => {
    const { account, storeId, drafts } = await storeWithQuestions({ answers: 5, count: 1 });
    expect(drafts).toHaveLength(1);
    await draftQuestion(deps, drafts[0] as string);
    await draftQuestion(deps, drafts[0] as string);
    const [row] = await rowsOf(storeId);
    expect(row).toMatchObject({ draftState: 'drafted', answerStatus: 0, draftEngine: 'local', sendState: 'none' });
    expect(row?.draftText?.toLocaleLowerCase('tr-TR')).toContain('pamuk');
    expect(await answersLeft(account.user.id)).toBe(4);
  });

  it('takes nothing from the allowance for a held draft (no answer text), and says why it holds', async () => {
    const { account, storeId, drafts } = await storeWithQuestions({
      answers: 5,
      count: 1,
      text: 'Hamileyim, bu tişörtü giymemde bir sakınca var mı?',
    });
    await draftQuestion(deps, drafts[0] as string);
    const [row] = await rowsOf(storeId);
    expect(row).toMatchObject({ draftState: 'drafted', answerStatus: 0, draftText: '', draftAnswerable: false });
    expect(row?.draftNote?.length).toBeGreaterThan(10);
    expect(await answersLeft(account.user.id)).toBe(5);
  });

  it('never overspends the quota: 50 concurrent drafts with 10 answers left draft exactly 10', async () => {
    const { account, storeId, drafts } = await storeWithQuestions({ answers: 10, count: 50 });
    expect(drafts).toHaveLength(50);
    await Promise.all(drafts.map((id) => draftQuestion(deps, id)));
    const rows = await rowsOf(storeId);
    expect(rows.filter((row) => row.draftState === 'drafted')).toHaveLength(10);
    expect(rows.filter((row) => row.draftState === 'no_quota')).toHaveLength(40);
    expect(await answersLeft(account.user.id)).toBe(0);
  });

  it('drafts nothing without a running subscription and says why', async () => {
    const { storeId, drafts } = await storeWithQuestions({ answers: null, count: 1 });
    await draftQuestion(deps, drafts[0] as string);
    const [row] = await rowsOf(storeId);
    expect(row).toMatchObject({ draftState: 'no_quota', draftText: null, answerStatus: null });
    expect(row?.draftNote).toContain('Aktif bir aboneliğiniz olmadığı');
  });

  it('posts an approved answer once, even when two senders race and one retries after dying', async () => {
    const { sellerId, storeId, drafts, account } = await storeWithQuestions({ answers: 5, count: 1 });
    const id = drafts[0] as string;
    await draftQuestion(deps, id);
    const approved = await subject.app.inject({
      method: 'POST',
      url: `/api/answering/questions/${id}/approve`,
      headers: { origin, cookie: account.cookie },
      payload: { text: 'Merhaba, ürünümüz %100 pamuktur. İyi alışverişler dileriz.' },
    });
    expect(approved.statusCode).toBe(200);
    await Promise.all([sendQuestion(deps, id), sendQuestion(deps, id), sendQuestion(deps, id)]);
    // A sender that "died" after posting: the lease ran out, the row still says sending.
    await subject.database.db
      .update(questions)
      .set({ sendState: 'sending', sendLeaseUntil: new Date(Date.now() - 1000) })
      .where(eq(questions.id, id));
    await sendQuestion(deps, id);
    const answers = await sandbox.control<{ answers: Array<{ text: string }> }>('GET', `/sellers/${sellerId}/answers`);
    expect(answers.answers.map((answer) => answer.text)).toEqual([
      'Merhaba, ürünümüz %100 pamuktur. İyi alışverişler dileriz.',
    ]);
    const [row] = await rowsOf(storeId);
    expect(row).toMatchObject({ sendState: 'sent', answerStatus: 1 });
  });

  it('brings an answer Trendyol’s moderation rejected back to pending and learns the quoted word', async () => {
    const { sellerId, storeId, drafts, account, pollAgain } = await storeWithQuestions({ answers: 5, count: 1 });
    const id = drafts[0] as string;
    await draftQuestion(deps, id);
    const text = 'Merhaba, ürünümüz %100 pamuktur ve çok ucuz. İyi alışverişler dileriz.';
    await subject.app.inject({
      method: 'POST',
      url: `/api/answering/questions/${id}/approve`,
      headers: { origin, cookie: account.cookie },
      payload: { text },
    });
    await sendQuestion(deps, id);
    const [row] = await rowsOf(storeId);
    await sandbox.control('POST', `/sellers/${sellerId}/questions/${row?.marketplaceQuestionId}/moderation`, {
      action: 'reject-answer',
      reason: "Cevabınız yasaklı kelime içeriyor: 'ucuz'",
    });
    await pollAgain();
    const [back] = await rowsOf(storeId);
    expect(back).toMatchObject({ answerStatus: 0, sendState: 'none', draftText: text });
    expect(back?.sendError).toContain("yasaklı kelime içeriyor: 'ucuz'");
    const [profile] = await subject.database.db.select().from(storeProfiles).where(eq(storeProfiles.storeId, storeId));
    expect(profile?.blockedTerms).toEqual(['ucuz']);
    const again = await subject.app.inject({
      method: 'POST',
      url: `/api/answering/questions/${id}/approve`,
      headers: { origin, cookie: account.cookie },
      payload: { text },
    });
    expect(again.statusCode).toBe(422);
  });

  it('refuses to approve text that breaks a guardrail, with the reason in Turkish', async () => {
    const { drafts, account } = await storeWithQuestions({ answers: 5, count: 1 });
    const id = drafts[0] as string;
    await draftQuestion(deps, id);
    const refused = await subject.app.inject({
      method: 'POST',
      url: `/api/answering/questions/${id}/approve`,
      headers: { origin, cookie: account.cookie },
      payload: { text: 'Detaylar için bize WhatsApp 0532 123 45 67 üzerinden yazın.' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.length).toBeGreaterThan(5);
    expect(sends).not.toContain(id);
  });

  it('sends a text the seller approves although the learned reader doubts it: the seller decides', async () => {
    const { sellerId, drafts, account } = await storeWithQuestions({ answers: 5, count: 1 });
    const id = drafts[0] as string;
    await draftQuestion(deps, id);
    const text = 'Bebeğiniz için ek gıda tariflerimizi mavi kuşlu uygulamada paylaşıyoruz, oradan da takipleşelim.';
    expect(checkAnswer(text, { blockedTerms: [] }).find((result) => !result.passed)?.id).toBe(GuardrailId.Learned);
    const approved = await subject.app.inject({
      method: 'POST',
      url: `/api/answering/questions/${id}/approve`,
      headers: { origin, cookie: account.cookie },
      payload: { text },
    });
    expect(approved.statusCode).toBe(200);
    await sendQuestion(deps, id);
    const answers = await sandbox.control<{ answers: Array<{ text: string }> }>('GET', `/sellers/${sellerId}/answers`);
    expect(answers.answers.map((answer) => answer.text)).toEqual([text]);
  });

  it('lists pending and rejected questions of the seller’s own store only', async () => {
    const first = await storeWithQuestions({ answers: 5, count: 2 });
    const other = await storeWithQuestions({ answers: 5, count: 1 });
    for (const id of [...first.drafts, ...other.drafts]) await draftQuestion(deps, id);
    const list = (cookie: string, status: string) =>
      subject.app.inject({ method: 'GET', url: `/api/answering/questions?status=${status}`, headers: { cookie } });
    const pending = (await list(first.account.cookie, 'pending')).json();
    expect(pending.total).toBe(2);
    expect(pending.items[0].draft.score.total).toBeGreaterThan(0);
    const rejectedId = pending.items[0].id;
    const rejected = await subject.app.inject({
      method: 'POST',
      url: `/api/answering/questions/${rejectedId}/reject`,
      headers: { origin, cookie: first.account.cookie },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await list(first.account.cookie, 'rejected')).json().items.map((item: { id: string }) => item.id)).toEqual([
      rejectedId,
    ]);
    const foreign = await subject.app.inject({
      method: 'POST',
      url: `/api/answering/questions/${other.drafts[0]}/reject`,
      headers: { origin, cookie: first.account.cookie },
    });
    expect(foreign.statusCode).toBe(409);
  });
});
