import { describe, expect, it } from 'vitest';
import { fold } from '../src/features/answering/engine/text.js';
import { createLocalEngine } from '../src/features/answering/local/local-engine.js';
import { askAbout, storeProfile } from './support/answer-fixtures.js';

const engine = createLocalEngine();
const draft = (question: string) => engine.draft(askAbout(question));
/** The answer after the greeting, folded, to check what it says first. */
const opening = (answer: string) => fold(answer.slice(storeProfile.greeting.length)).trim();

describe('the local answer engine', () => {
  it('says a sold-out colour + size is sold out, with the direct "Hayır" first, and never that the colour is available', async () => {
    const result = await draft('Beyaz S var mı?');
    expect(result.answerable).toBe(true);
    expect(opening(result.answer)).toMatch(/^hayir, beyaz s beden su an tukendi/);
    expect(fold(result.answer)).not.toMatch(/beyaz renk secenegimiz mevcut/);
  });

  it('answers an in-stock combination with "Evet" and one not sold at all with the options there are', async () => {
    expect(opening((await draft('siyah m varmi')).answer)).toMatch(/^evet, siyah m beden stokta/);
    const missing = await draft('lacivert rengi var mi bunun');
    expect(opening(missing.answer)).toMatch(/^hayir, lacivert renk secenegimiz bulunmuyor/);
    expect(fold(missing.answer)).toContain('renk seceneklerimiz: beyaz ve siyah');
  });

  it('reads questions typed without Turkish letters, with typos and glued particles', async () => {
    const result = await draft('kumasi ne pamuklumu');
    expect(fold(result.answer)).toContain('%100 pamuk');
    expect(opening((await draft('cebi varmi')).answer)).toMatch(/^hayir, urunumuz cepsizdir/);
    expect(fold((await draft('utulenirmi')).answer)).toContain('utulemeyiniz');
  });

  it('holds a restock date, a health claim and an order status for the seller, with no answer text', async () => {
    for (const question of [
      'Beyaz S ne zaman gelir?',
      'Hamileyim, bu tişörtü giyebilir miyim?',
      'Siparişim nerede, 3 gündür bekliyorum',
    ]) {
      const result = await draft(question);
      expect(result, question).toMatchObject({ answer: '', answerable: false });
      expect(result.note?.length ?? 0).toBeGreaterThan(10);
    }
  });

  it('holds a two-part question whose second part no fact answers, saying which part is missing', async () => {
    const result = await draft('Kumaşı ne, bir de terletir mi?');
    expect(result.answerable).toBe(false);
    expect(result.note).toContain('terletir');
  });

  it('never answers with an unrelated profile sentence when nothing answers the question', async () => {
    const result = await draft('günde kaç kere yıkanabilir?');
    expect(result.answer).toBe('');
    expect(result.answerable).toBe(false);
  });

  it('answers the common delivery questions from the store profile', async () => {
    expect((await draft('Hangi kargo firması ile gönderiyorsunuz?')).answer).toContain('Yurtiçi Kargo');
    const when = await draft('kac gunde gelir');
    expect(when.answer).toContain('2 iş günü');
    expect(when.answer).toContain('1-3 iş günü');
    const cost = await draft('kargo ücretli mi');
    // 249,99 TL is below the 400 TL threshold: the shipping is charged.
    expect(opening(cost.answer)).toMatch(/^evet/);
    expect(cost.answer).toContain('39,99');
  });

  it('gives sizing advice from the listing for the size the customer wears', async () => {
    const result = await draft('normalde M giyiyorum normal dursun istiyorum S mi almalıyım');
    expect(opening(result.answer)).toMatch(/^evet/);
    expect(result.answer).toContain('S beden almanızı öneririz');
  });

  it('writes like a seller: the greeting and signature once, sentences, no bullet list', async () => {
    const { answer } = await draft('Kumaşı ne, kalıbı nasıl?');
    expect(answer.startsWith('Merhaba,')).toBe(true);
    expect(answer.split('Merhaba').length - 1).toBe(1);
    expect(answer.split('İyi alışverişler dileriz.').length - 1).toBe(1);
    expect(answer).not.toMatch(/\n|•|^- /m);
  });
});
