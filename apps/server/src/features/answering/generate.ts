import type { TGuardrailResult, TQualityScore } from '@cevapla/contracts/answering';
import type { Logger } from 'pino';
import { checkAnswer } from './engine/guardrails.js';
import { scoreAnswer } from './engine/score.js';
import { type AnswerContext, type AnswerEngine, contextFacts, type Draft } from './engine/types.js';

/** The configured engine and the local one it falls back to (the same engine when none is configured). */
export type AnswerEngines = { primary: AnswerEngine; fallback: AnswerEngine };

export type CheckedDraft = Draft & { guardrails: TGuardrailResult[]; score: TQualityScore };

/**
 * Drafts an answer with the primary engine — or the local engine when it fails — then runs the
 * guardrails and scores it. Pure apart from the engines: nothing is stored, sent or counted here.
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
  const score = scoreAnswer({
    question: context.question,
    answer: draft.answer,
    answerable: draft.answerable,
    factsUsed: draft.factsUsed,
    facts: contextFacts(context),
    guardrails,
    tone: context.profile.tone,
  });
  return { ...draft, guardrails, score };
}

/** Below this the engine itself doubts its facts answer the question (a loose match): the seller decides. */
export const AUTO_SEND_MIN_CONFIDENCE = 0.7;

/**
 * Pipeline step 4: auto-send only with the switch on, every guardrail passed, answerable — with the
 * engine confident the facts answer the question — and the score at the threshold.
 */
export function shouldAutoSend(draft: CheckedDraft, store: { autoAnswer: boolean }, threshold: number): boolean {
  return (
    store.autoAnswer &&
    draft.answerable &&
    draft.confidence >= AUTO_SEND_MIN_CONFIDENCE &&
    draft.answer.trim() !== '' &&
    draft.guardrails.every((result) => result.passed) &&
    draft.score.total >= threshold
  );
}
