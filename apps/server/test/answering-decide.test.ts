import { describe, expect, it } from 'vitest';
import { type CheckedDraft, shouldAutoSend } from '../src/features/answering/generate.js';

const good: CheckedDraft = {
  answer: 'Merhaba, evet, ürünümüz %100 pamuktur. İyi alışverişler dileriz.',
  answerable: true,
  confidence: 0.85,
  factsUsed: ['Materyal: %100 Pamuk'],
  engine: 'local',
  note: null,
  usage: null,
  guardrails: [{ id: 'length', label: 'Uzunluk', passed: true, message: null }],
  verification: {
    supported: true,
    complete: true,
    direct: true,
    parts: 1,
    coveredParts: 1,
    claims: 1,
    supportedClaims: 1,
    findings: [],
  },
  score: { total: 92, parts: [], findings: [] },
};
const verified = (change: Partial<CheckedDraft['verification']>) => ({
  ...good,
  verification: { ...good.verification, ...change },
});

describe('the auto-send decision (pipeline step 4)', () => {
  it('sends only with the switch on, every guardrail passed, an answerable confident draft and the score at the threshold', () => {
    expect(shouldAutoSend(good, { autoAnswer: true }, 80)).toBe(true);
    expect(shouldAutoSend(good, { autoAnswer: false }, 80)).toBe(false);
    expect(shouldAutoSend({ ...good, answerable: false }, { autoAnswer: true }, 80)).toBe(false);
    expect(shouldAutoSend({ ...good, confidence: 0.5 }, { autoAnswer: true }, 80)).toBe(false);
    expect(shouldAutoSend({ ...good, score: { total: 79, parts: [], findings: [] } }, { autoAnswer: true }, 80)).toBe(
      false,
    );
    expect(shouldAutoSend({ ...good, score: { total: 80, parts: [], findings: [] } }, { autoAnswer: true }, 80)).toBe(
      true,
    );
    expect(
      shouldAutoSend(
        { ...good, guardrails: [{ id: 'phone', label: 'Telefon', passed: false, message: 'Telefon numarası var.' }] },
        { autoAnswer: true },
        80,
      ),
    ).toBe(false);
    expect(shouldAutoSend({ ...good, answer: '  ' }, { autoAnswer: true }, 80)).toBe(false);
  });

  it('holds a draft the verifier does not find fully supported, complete and direct, whatever its score', () => {
    expect(shouldAutoSend(verified({ supported: false }), { autoAnswer: true }, 80)).toBe(false);
    expect(shouldAutoSend(verified({ complete: false }), { autoAnswer: true }, 80)).toBe(false);
    expect(shouldAutoSend(verified({ direct: false }), { autoAnswer: true }, 80)).toBe(false);
  });
});
