import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createQuestion,
  dayMs,
  hourMs,
  makeSandbox,
  postAnswer,
  type TestSandbox,
  trendyolHeaders,
} from './support.js';

const goodAnswer = 'Merhaba, ürünümüz standart kalıptır; boyunuza göre M beden uygun olacaktır.';

describe('POST /qna/sellers/{sellerId}/questions/{id}/answers', () => {
  let subject: TestSandbox;
  beforeEach(() => {
    subject = makeSandbox();
  });
  afterEach(() => subject.app.close());

  const getQuestion = async (id: number) =>
    (
      await subject.app.inject({
        method: 'GET',
        url: `/qna/sellers/1001/questions/${id}`,
        headers: trendyolHeaders('1001'),
      })
    ).json();

  const moderate = (id: number, payload: Record<string, unknown>) =>
    subject.app.inject({ method: 'POST', url: `/_control/sellers/1001/questions/${id}/moderation`, payload });

  it.each([
    ['', 'Bir cevap giriniz.'],
    ['   ', 'Bir cevap giriniz.'],
    [null, 'Bir cevap giriniz.'],
    ['Teşekkür', 'Cevabınız 10 karakterden uzun olmalıdır.'],
    ['123456789', 'Cevabınız 10 karakterden uzun olmalıdır.'],
    ['x'.repeat(2001), 'Cevabınız 2000 karakterden uzun olamaz.'],
  ])('refuses %j with the documented Turkish message', async (text, message) => {
    const question = await createQuestion(subject, '1001');
    const response = await postAnswer(subject, '1001', question.id, text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ exception: 'ClientApiBusinessException', errors: [{ message }] });
    expect((await getQuestion(question.id)).status).toBe('WAITING_FOR_ANSWER');
  });

  it('accepts exactly 10 and exactly 2000 characters', async () => {
    const short = await createQuestion(subject, '1001');
    const long = await createQuestion(subject, '1001');
    expect((await postAnswer(subject, '1001', short.id, 'x'.repeat(10))).statusCode).toBe(200);
    expect((await postAnswer(subject, '1001', long.id, 'x'.repeat(2000))).statusCode).toBe(200);
  });

  it('publishes the answer and returns its id, shown on the question with the elapsed time', async () => {
    const question = await createQuestion(subject, '1001');
    subject.clock.advance(2 * hourMs);
    const response = await postAnswer(subject, '1001', question.id, goodAnswer);
    expect(response.statusCode).toBe(200);
    const { answerId } = response.json();
    expect(answerId).toEqual(expect.any(Number));
    expect(await getQuestion(question.id)).toMatchObject({
      status: 'ANSWERED',
      answeredDateMessage: '2 saat içinde cevaplandı.',
      answer: { id: answerId, text: goodAnswer, creationDate: subject.clock.nowMs(), hasPrivateInfo: false },
    });
  });

  it('answers a question only once; the first answer stays as it was', async () => {
    const question = await createQuestion(subject, '1001');
    await postAnswer(subject, '1001', question.id, goodAnswer);
    const again = await postAnswer(subject, '1001', question.id, 'Başka bir cevap yazıyorum burada.');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(
      'Bu soru daha önce cevaplandı. Cevaplanmış sorular tekrar cevaplanamaz.',
    );
    expect((await getQuestion(question.id)).answer.text).toBe(goodAnswer);
    const received = await subject.app.inject({ method: 'GET', url: '/_control/sellers/1001/answers' });
    expect(received.json().answers).toEqual([
      expect.objectContaining({ questionId: question.id, text: goodAnswer, userAgent: '1001 - Cevapla' }),
    ]);
  });

  it('refuses a question closed by the deadline with the documented message', async () => {
    const question = await createQuestion(subject, '1001');
    subject.clock.advance(6 * dayMs);
    const response = await postAnswer(subject, '1001', question.id, goodAnswer);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe(
      'Belirtilen süre içinde cevap vermediğiniz için soru kapatılmıştır.',
    );
  });

  it('lets a rejected answer be replaced, until the rejection limit closes the question', async () => {
    await subject.app.inject({ method: 'PATCH', url: '/_control/settings', payload: { maxAnswerRejections: 2 } });
    const question = await createQuestion(subject, '1001');
    await postAnswer(subject, '1001', question.id, goodAnswer);
    await moderate(question.id, { action: 'reject-answer', reason: 'Yasaklı kelime: indirim' });
    const afterFirst = await getQuestion(question.id);
    expect(afterFirst).toMatchObject({
      status: 'WAITING_FOR_ANSWER',
      answer: null,
      rejectedAnswer: { text: goodAnswer, reason: 'Yasaklı kelime: indirim' },
      reason: 'Yasaklı kelime: indirim',
      rejectedDate: subject.clock.nowMs(),
    });
    expect((await postAnswer(subject, '1001', question.id, 'Merhaba, ikinci cevabımız budur.')).statusCode).toBe(200);
    await moderate(question.id, { action: 'reject-answer', reason: 'Yasaklı kelime: kupon' });
    expect((await getQuestion(question.id)).status).toBe('UNANSWERED');
    const closed = await postAnswer(subject, '1001', question.id, goodAnswer);
    expect(closed.json().errors[0].message).toBe(
      'Cevabınızda yasaklı kelime kullanma limitini aştığınız için soru kapatılmıştır.',
    );
  });

  it('holds answers as WAITING_FOR_APPROVE under manual moderation until approved', async () => {
    await subject.app.inject({ method: 'PATCH', url: '/_control/settings', payload: { answerModeration: 'manual' } });
    const question = await createQuestion(subject, '1001');
    await postAnswer(subject, '1001', question.id, goodAnswer);
    expect((await getQuestion(question.id)).status).toBe('WAITING_FOR_APPROVE');
    const again = await postAnswer(subject, '1001', question.id, goodAnswer);
    expect(again.statusCode).toBe(409);
    expect((await moderate(question.id, { action: 'approve' })).statusCode).toBe(200);
    expect((await getQuestion(question.id)).status).toBe('ANSWERED');
  });

  it('flags private data (phone, e-mail, links) in an answer', async () => {
    const question = await createQuestion(subject, '1001');
    await postAnswer(subject, '1001', question.id, 'Bize 0532 123 45 67 numarasından ulaşabilirsiniz.');
    expect((await getQuestion(question.id)).answer.hasPrivateInfo).toBe(true);
  });

  it('answers 404 for an unknown question', async () => {
    const response = await postAnswer(subject, '1001', 999, goodAnswer);
    expect(response.statusCode).toBe(404);
  });
});
