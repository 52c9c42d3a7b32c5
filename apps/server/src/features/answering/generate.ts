import type { TGuardrailResult, TQualityScore } from '@cevapla/contracts/answering';
import type { Logger } from 'pino';
import { checkAnswer } from './engine/guardrails.js';
import { scoreAnswer } from './engine/score.js';
import type { AnswerContext, AnswerEngine, Draft } from './engine/types.js';
import { findingTexts } from './verify/findings.js';
import { type Verification, verifyAnswer } from './verify/verify.js';

const { restock, discount, date, reserve, exception } = findingTexts.needsSeller;
const promiseFindings = new Set([restock, discount, date, reserve, exception]);

/** The configured engine and the local one it falls back to (the same engine when none is configured). */
export type AnswerEngines = { primary: AnswerEngine; fallback: AnswerEngine };

export type CheckedDraft = Draft & {
  guardrails: TGuardrailResult[];
  verification: Verification;
  score: TQualityScore;
};

/**
 * Drafts an answer with the primary engine — or the local engine when it fails — then runs the
 * guardrails and the verifier (every draft, from every engine) and scores it from their verdicts. Pure apart from the engines: nothing is stored, sent or counted here.
 */
export async function generateDraft(
  engines: AnswerEngines,
  context: AnswerContext,
  logger: Logger,
  /** Told when the configured LLM failed, before the local engine drafts instead (records the incident). */
  onEngineFailure: (error: unknown) => Promise<void> = async () => undefined,
): Promise<CheckedDraft> {
  let draft: Draft;
  try {
    draft = await engines.primary.draft(context);
  } catch (error) {
    if (engines.primary === engines.fallback) throw error;
    await onEngineFailure(error);
    logger.warn({ err: error, engine: engines.primary.name }, 'answer engine failed; the local engine drafts instead');
    draft = await engines.fallback.draft(context);
  }
  const guardrails = checkAnswer(draft.answer, { blockedTerms: context.profile.blockedTerms });
  const verification = verifyAnswer(context, draft.answer);
  const score = scoreAnswer({ answer: draft.answer, verification, guardrails, tone: context.profile.tone });
  // A question asking for a promise only the seller can make (a restock date, a discount, a delivery
  // day, stock kept aside) is held whatever the engine thought: its text stays as a suggestion.
  const promise = verification.findings.find(
    (finding) => finding.kind === 'needs_seller' && promiseFindings.has(finding.message),
  );
  const held = promise && draft.answerable ? { answerable: false, note: draft.note ?? promise.message } : {};
  return { ...draft, ...held, guardrails, verification, score };
}

/** Below this the engine itself doubts its facts answer the question (a loose match): the seller decides. */
export const AUTO_SEND_MIN_CONFIDENCE = 0.7;

/**
 * Pipeline step 4: auto-send only with the switch on, every guardrail passed, answerable — with the
 * engine confident the facts answer the question —, the verifier finding every part answered, every
 * claim supported and the direct answer first, and the score at the threshold.
 */
export function shouldAutoSend(draft: CheckedDraft, store: { autoAnswer: boolean }, threshold: number): boolean {
  return (
    store.autoAnswer &&
    draft.answerable &&
    draft.confidence >= AUTO_SEND_MIN_CONFIDENCE &&
    draft.answer.trim() !== '' &&
    draft.guardrails.every((result) => result.passed) &&
    draft.verification.supported &&
    draft.verification.complete &&
    draft.verification.direct &&
    draft.score.total >= threshold
  );
}
