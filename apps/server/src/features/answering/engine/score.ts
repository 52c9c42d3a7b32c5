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

/** Coverage (max 20): the share of the question's parts the answer speaks to. */
function coverage({ verification }: ScoreInput): TScorePart {
  const { parts, coveredParts } = verification;
  const share = parts === 0 ? (verification.claims > 0 ? 1 : 0) : coveredParts / parts;
  const note =
    share === 1
      ? 'Cevap sorunun tüm kısımlarına değiniyor.'
      : coveredParts === 0
        ? 'Cevap sorulan konuya değinmiyor.'
        : `Sorunun ${parts} kısmından ${coveredParts} tanesi cevaplanıyor.`;
  return part('coverage', 'Sorunun kapsanması', 20, 20 * share, note);
}

/**
 * Support (max 35): the share of sentences whose every claim rests on a fact and contradicts none.
 * The share alone: the verifier also doubts some right answers' paraphrases, so a flat penalty per
 * doubt ranked right answers below wrong ones more often (decision 0012).
 */
function support({ verification }: ScoreInput): TScorePart {
  const { claims, supportedClaims, findings } = verification;
  if (claims === 0) return part('support', 'Bilgilere dayanma', 35, 0, 'Cevapta bilgi yok.');
  const note = findings.some((finding) => finding.kind === 'contradiction')
    ? 'Cevap ürün bilgileriyle çelişiyor.'
    : findings.some((finding) => finding.kind === 'unsupported_claim')
      ? 'Cevaptaki bazı bilgilerin kaynağı yok.'
      : 'Cevaptaki her bilgi mağaza ve ürün bilgilerine dayanıyor.';
  return part('support', 'Bilgilere dayanma', 35, 35 * (supportedClaims / claims), note);
}

/** The facts' to promise (max 20): nothing a person must decide (an order, a discount, health, a restock date). */
function factual({ verification }: ScoreInput): TScorePart {
  const needsSeller = verification.findings.find((finding) => finding.kind === 'needs_seller');
  return needsSeller
    ? part('factual', 'Bilgiyle cevaplanabilirlik', 20, 0, needsSeller.message)
    : part('factual', 'Bilgiyle cevaplanabilirlik', 20, 20, 'Soru ürün ve mağaza bilgileriyle cevaplanabilir.');
}

function directness({ verification }: ScoreInput): TScorePart {
  return verification.direct
    ? part('directness', 'Doğrudan cevap', 5, 5, 'Cevap sorulan bilgiyle başlıyor.')
    : part('directness', 'Doğrudan cevap', 5, 0, 'Cevap sorulan bilgiyle doğrudan başlamıyor.');
}

/** Compliance (max 10): all or nothing, because one failed guardrail already blocks sending. */
function compliance({ guardrails }: ScoreInput): TScorePart {
  const failed = guardrails.find((result) => !result.passed);
  return part(
    'compliance',
    'Kurallara uygunluk',
    10,
    failed ? 0 : 10,
    failed ? (failed.message ?? failed.label) : 'Cevap tüm kontrollerden geçti.',
  );
}

/** Tone and length (max 5 each), from the style checks (score-style.ts, which count to 10). */
const halved = (scored: TScorePart): TScorePart => ({ ...scored, points: Math.round(scored.points / 2), max: 5 });

/**
 * The 0–100 quality score of an answer text, from the verifier's verdict (score parts shown to the
 * seller) and the guardrails. Deterministic. An empty draft scores 0. The weights follow what ranked
 * right answers above wrong ones on the evaluation set's development half (decision 0012): the share
 * of backed sentences weighs most, then whether the question is the facts' to answer at all. The score
 * ranks; sending needs more — the verifier's full backing as well (generate.ts, shouldAutoSend). A
 * draft the verifier does not fully back stays below 80.
 */
export function scoreAnswer(input: ScoreInput): TQualityScore {
  if (!input.answer.trim()) {
    return { total: 0, parts: [], findings: [] };
  }
  const parts = [
    coverage(input),
    support(input),
    factual(input),
    directness(input),
    compliance(input),
    halved(toneScore(input.answer, input.tone)),
    halved(lengthScore(input.answer)),
  ];
  const sum = parts.reduce((total, item) => total + item.points, 0);
  // A part left unanswered or a claim without a source keeps the draft under the default threshold,
  // whatever the rest adds up to: the findings say why.
  const backed = input.verification.supported && input.verification.complete;
  return { total: backed ? sum : Math.min(sum, 79), parts, findings: input.verification.findings };
}
