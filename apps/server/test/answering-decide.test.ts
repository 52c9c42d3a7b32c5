import { describe, expect, it } from 'vitest';
import { type CheckedDraft, shouldAutoSend } from '../src/features/answering/generate.js';

const good: CheckedDraft = {
  answer: 'Merhaba, ürünümüz %100 pamuktur. İyi alışverişler dileriz.',
  answerable: true,
  confidence: 0.85,
  factsUsed: ['Materyal: %100 Pamuk'],
  engine: 'local',
  note: null,
  usage: null,
  guardrails: [{ id: 'length', label: 'Uzunluk', passed: true, message: null }],
  score: { total: 92, parts: [] },
};

describe('the auto-send decision (pipeline step 4)', () => {
  it('sends only with the switch on, every guardrail passed, an answerable confident draft and the score at the threshold', () => {
    expect(shouldAutoSend(good, { autoAnswer: true }, 80)).toBe(true);
    expect(shouldAutoSend(good, { autoAnswer: false }, 80)).toBe(false);
    expect(shouldAutoSend({ ...good, answerable: false }, { autoAnswer: true }, 80)).toBe(false);
    expect(shouldAutoSend({ ...good, confidence: 0.5 }, { autoAnswer: true }, 80)).toBe(false);
    expect(shouldAutoSend({ ...good, score: { total: 79, parts: [] } }, { autoAnswer: true }, 80)).toBe(false);
    expect(shouldAutoSend({ ...good, score: { total: 80, parts: [] } }, { autoAnswer: true }, 80)).toBe(true);
    expect(
      shouldAutoSend(
        { ...good, guardrails: [{ id: 'phone', label: 'Telefon', passed: false, message: 'Telefon numarası var.' }] },
        { autoAnswer: true },
        80,
      ),
    ).toBe(false);
    expect(shouldAutoSend({ ...good, answer: '  ' }, { autoAnswer: true }, 80)).toBe(false);
  });
});
