import type { TQualityScore, TTone } from '@cevapla/contracts/answering';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../src/features/answering/engine/guardrails.js';
import { type ScoreInput, scoreAnswer } from '../src/features/answering/engine/score.js';

const facts = [
  'Ürün adı: Kadın Basic Tişört',
  'Marka: Mavi',
  'Materyal: %100 Pamuk',
  'Beden: S, M, L',
  'Fiyat: 249,90 TL',
  'Teslimat: Siparişleriniz 1-2 iş günü içinde kargoya verilir.',
  'İade ve değişim: 14 gün içinde ücretsiz iade yapabilirsiniz.',
];
const goodAnswer = 'Merhaba, sorunuz için teşekkür ederiz! Ürünümüzün materyali %100 Pamuk. İyi alışverişler dileriz.';

function score(changes: Partial<ScoreInput> = {}): TQualityScore {
  const answer = changes.answer ?? goodAnswer;
  return scoreAnswer({
    question: 'Bu tişörtün kumaşı nedir?',
    answer,
    answerable: true,
    factsUsed: ['Materyal: %100 Pamuk'],
    facts,
    guardrails: checkAnswer(answer, { blockedTerms: [] }),
    tone: 'samimi',
    ...changes,
  });
}
const points = (result: TQualityScore, id: string) => result.parts.find((part) => part.id === id)?.points;

describe('the answer quality score', () => {
  it('gives a grounded, relevant, compliant answer in the right tone at least 80', () => {
    const result = score();
    expect(result.total).toBeGreaterThanOrEqual(80);
    expect(result.parts.map((part) => [part.id, part.max])).toEqual([
      ['relevance', 30],
      ['grounding', 30],
      ['compliance', 20],
      ['tone', 10],
      ['length', 10],
    ]);
    for (const part of result.parts) {
      expect(part.label.length).toBeGreaterThan(0);
      expect(part.note.length).toBeGreaterThan(0);
    }
  });

  it('counts an answer in other words as relevant when it matches the question’s intent', () => {
    // "kumaşı" is answered by "materyal … pamuk", with no word in common.
    expect(points(score(), 'relevance')).toBe(30);
    const offTopic = score({
      answer: 'Merhaba, siparişleriniz 1-2 iş günü içinde kargoya verilir. İyi günler dileriz.',
    });
    expect(points(offTopic, 'relevance')).toBeLessThan(10);
  });

  it('scores an answer that invents numbers lower in grounding, naming them', () => {
    const invented = score({
      answer:
        'Merhaba, ürünümüzün materyali %100 Pamuk, 180 gram kumaştır ve 3 yıl garantilidir. İyi alışverişler dileriz.',
    });
    expect(points(invented, 'grounding')).toBeLessThan(points(score(), 'grounding') ?? 0);
    const note = invented.parts.find((part) => part.id === 'grounding')?.note;
    expect(note).toContain('180');
    expect(note).toContain('3');
    expect(note).not.toContain('100');
  });

  it('accepts numbers that come from the facts or the question, however they are written', () => {
    const price = score({
      question: '1.65 boyum var, fiyatı ne kadar?',
      answer: 'Merhaba, 1.65 boy için fiyatımız 249,90 TL. İyi alışverişler dileriz.',
      factsUsed: ['Fiyat: 249,90 TL'],
    });
    expect(points(price, 'grounding')).toBe(30);
  });

  it('gives no grounding for cited facts that are not in the context or not in the answer', () => {
    expect(points(score({ factsUsed: ['Materyal: %100 Keten'] }), 'grounding')).toBe(0);
    expect(points(score({ factsUsed: ['Beden: S, M, L'] }), 'grounding')).toBe(0);
    expect(points(score({ factsUsed: ['Materyal: %100 Pamuk', 'Beden: S, M, L'] }), 'grounding')).toBe(15);
    expect(points(score({ factsUsed: [] }), 'grounding')).toBe(0);
  });

  it('gives compliance 0 and the guardrail’s reason when a guardrail fails', () => {
    const answer = 'Merhaba, ürünümüz %100 Pamuk. Detaylar için Instagram hesabımıza bakın. İyi alışverişler dileriz.';
    const result = score({ answer });
    const compliance = result.parts.find((part) => part.id === 'compliance');
    expect(compliance?.points).toBe(0);
    expect(compliance?.note).toContain('Instagram');
    expect(points(score(), 'compliance')).toBe(20);
  });

  it('never scores a draft that could not answer at 80 or more', () => {
    const answers = [goodAnswer, '', 'Merhaba, ürünümüz %100 Pamuk.', `${goodAnswer} Bedenler: S, M, L.`];
    for (const answer of answers) {
      for (const tone of ['samimi', 'resmi', 'kisa'] as const) {
        const result = score({ answer, answerable: false, tone });
        expect(result.total).toBeLessThan(80);
        expect(points(result, 'grounding')).toBe(0);
      }
    }
    expect(score({ answer: '', answerable: false }).total).toBe(0);
  });

  it('matches the tone: warm words for samimi, “siz” without slang for resmi, two sentences for kisa', () => {
    const tone = (answer: string, chosen: TTone) => points(score({ answer, tone: chosen }), 'tone');
    expect(tone(goodAnswer, 'samimi')).toBe(10);
    expect(tone('Ürünümüzün materyali %100 Pamuk.', 'samimi')).toBeLessThan(10);
    expect(tone('Değerli müşterimiz, sorunuz için teşekkür ederiz. Materyal %100 Pamuk.', 'resmi')).toBe(10);
    expect(tone('Ürünün materyali %100 Pamuk.', 'resmi')).toBe(6);
    expect(tone('Slm hocam, %100 pamuk ya 😊', 'resmi')).toBe(2);
    expect(tone('Merhaba, materyal %100 Pamuk. İyi alışverişler dileriz.', 'kisa')).toBe(10);
    expect(tone('Merhaba. Materyal %100 Pamuk. Beden S, M, L. Kargo 1-2 iş günü. İyi günler.', 'kisa')).toBe(2);
  });

  it('prefers 40 to 400 characters', () => {
    const length = (answer: string) => points(score({ answer }), 'length');
    expect(length(goodAnswer)).toBe(10);
    expect(length('%100 Pamuk.')).toBe(3);
    expect(length('Materyal: %100 Pamuk, S-M-L.')).toBe(6);
    expect(length(`${goodAnswer} ${'Ek bilgi. '.repeat(50)}`)).toBe(6);
    expect(length(`${goodAnswer} ${'Ek bilgi. '.repeat(120)}`)).toBe(3);
  });

  it('is deterministic, and its parts always sum to a whole total between 0 and 100', () => {
    const inputs: Array<Partial<ScoreInput>> = [
      {},
      { answer: '' },
      { answerable: false },
      { tone: 'kisa' },
      { tone: 'resmi', answer: 'Ürün %100 pamuk, 0532 123 45 67 arayın.' },
      {
        question: 'Kargo ücretsiz mi?',
        answer: 'Merhaba, 300 TL üzeri kargo ücretsizdir.',
        factsUsed: ['Teslimat: x'],
      },
    ];
    for (const input of inputs) {
      const result = score(input);
      expect(result).toEqual(score(input));
      expect(result.total).toBe(result.parts.reduce((sum, part) => sum + part.points, 0));
      expect(Number.isInteger(result.total)).toBe(true);
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(result.total).toBeLessThanOrEqual(100);
      for (const part of result.parts) expect(part.points).toBeLessThanOrEqual(part.max);
    }
  });
});
