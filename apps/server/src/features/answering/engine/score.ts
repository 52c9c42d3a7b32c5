import type { TGuardrailResult, TQualityScore, TScorePart, TTone } from '@cevapla/contracts/answering';
import type { Verification } from '../verify/verify.js';
import { lengthScore, toneScore } from './score-style.js';

export type ScoreInput = {
  answer: string;
  verification: Verification;
  guardrails: TGuardrailResult[];
  tone: TTone;
};

const part = (id: TScorePart['id'], label: string, max: number, points: number, note: string): TScorePart => ({
  id,
  label,
  points: Math.max(0, Math.round(points)),
  max,
  note,
});

/** Coverage (max 30): the share of the question's parts the answer speaks to. */
function coverage({ verification }: ScoreInput): TScorePart {
  const { parts, coveredParts } = verification;
  const share = parts === 0 ? (verification.claims > 0 ? 1 : 0) : coveredParts / parts;
  const note =
    share === 1
      ? 'Cevap sorunun tüm kısımlarına değiniyor.'
      : coveredParts === 0
        ? 'Cevap sorulan konuya değinmiyor.'
        : `Sorunun ${parts} kısmından ${coveredParts} tanesi cevaplanıyor.`;
  return part('coverage', 'Sorunun kapsanması', 30, 30 * share, note);
}

/**
 * Support (max 35): the share of sentences whose every claim rests on a fact, minus 10 for each claim
 * without a source; nothing at all when the answer contradicts the facts.
 */
function support({ verification }: ScoreInput): TScorePart {
  const { claims, supportedClaims, findings } = verification;
  if (claims === 0) return part('support', 'Bilgilere dayanma', 35, 0, 'Cevapta bilgi yok.');
  if (findings.some((finding) => finding.kind === 'contradiction')) {
    return part('support', 'Bilgilere dayanma', 35, 0, 'Cevap ürün bilgileriyle çelişiyor.');
  }
  const unsupported = findings.filter((finding) => finding.kind === 'unsupported_claim').length;
  const points = 35 * (supportedClaims / claims) - 10 * unsupported;
  return part(
    'support',
    'Bilgilere dayanma',
    35,
    points,
    unsupported === 0
      ? 'Cevaptaki her bilgi mağaza ve ürün bilgilerine dayanıyor.'
      : 'Cevaptaki bazı bilgilerin kaynağı yok.',
  );
}

function directness({ verification }: ScoreInput): TScorePart {
  return verification.direct
    ? part('directness', 'Doğrudan cevap', 10, 10, 'Cevap sorulan bilgiyle başlıyor.')
    : part('directness', 'Doğrudan cevap', 10, 0, 'Cevap sorulan bilgiyle doğrudan başlamıyor.');
}

/** Compliance (max 15): all or nothing, because one failed guardrail already blocks sending. */
function compliance({ guardrails }: ScoreInput): TScorePart {
  const failed = guardrails.find((result) => !result.passed);
  return part(
    'compliance',
    'Kurallara uygunluk',
    15,
    failed ? 0 : 15,
    failed ? (failed.message ?? failed.label) : 'Cevap tüm kontrollerden geçti.',
  );
}

/** Tone and length (max 5 each), from the style checks (score-style.ts, which count to 10). */
const halved = (scored: TScorePart): TScorePart => ({ ...scored, points: Math.round(scored.points / 2), max: 5 });

/**
 * The 0–100 quality score of an answer text, from the verifier's verdict (score parts shown to the
 * seller) and the guardrails. Deterministic. An empty draft scores 0; an answer that leaves a part
 * unanswered or states something without a source cannot reach the default threshold of 80.
 */
export function scoreAnswer(input: ScoreInput): TQualityScore {
  if (!input.answer.trim()) {
    return { total: 0, parts: [], findings: [] };
  }
  const parts = [
    coverage(input),
    support(input),
    directness(input),
    compliance(input),
    halved(toneScore(input.answer, input.tone)),
    halved(lengthScore(input.answer)),
  ];
  return { total: parts.reduce((sum, item) => sum + item.points, 0), parts, findings: input.verification.findings };
}
