import { AnswerStatus } from '@cevapla/contracts/enums';
import { SocketEvent } from '@cevapla/contracts/questions';
import { and, eq, lt, or } from 'drizzle-orm';
import { questions } from '../../db/schema/questions.js';
import { stores } from '../../db/schema/stores.js';
import { credentialsOf } from '../stores/service.js';
import { recordIncident } from '../system/incidents.js';
import { type AnsweringDeps, leaseMs } from './deps.js';
import { type CheckedDraft, generateDraft, shouldAutoSend } from './generate.js';
import { productFacts } from './products.js';
import { storeProfile } from './profile.js';
import { quotaProblem, quotaTexts, takeAnswer } from './quota.js';
import { similarAnswered } from './similar.js';

/** Claims a queued question for drafting (or one whose drafter died), once. */
async function claimForDraft(deps: AnsweringDeps, questionId: string, now: Date) {
  const [claimed] = await deps.db
    .update(questions)
    .set({ draftState: 'drafting', draftLeaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(questions.id, questionId),
        eq(questions.marketplaceStatus, 'WAITING_FOR_ANSWER'),
        or(
          eq(questions.draftState, 'queued'),
          and(eq(questions.draftState, 'drafting'), lt(questions.draftLeaseUntil, now)),
        ),
      ),
    )
    .returning();
  return claimed;
}

const draftColumns = (draft: CheckedDraft, now: Date) => ({
  draftText: draft.answer,
  draftEngine: draft.engine,
  draftAnswerable: draft.answerable,
  draftConfidence: draft.confidence,
  draftFacts: draft.factsUsed,
  draftScore: draft.score,
  draftScoreTotal: draft.score.total,
  draftGuardrails: draft.guardrails,
  draftNote: draft.note,
  draftUsage: draft.usage,
  draftedAt: now,
  draftLeaseUntil: null,
});

/**
 * Pipeline steps 3–4 for one question: without a running period or answers left nothing is generated
 * and the seller is told why; otherwise the context is built, a draft generated, checked and scored,
 * and — in one transaction — the draft stored, either waiting for approval or approved for sending,
 * with one answer taken from the quota when the draft has answer text (a held draft costs nothing).
 */
export async function draftQuestion(deps: AnsweringDeps, questionId: string): Promise<void> {
  const now = deps.clock.now();
  const question = await claimForDraft(deps, questionId, now);
  if (!question) return;
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, question.storeId));
  if (!store) return;
  const markNoQuota = (note: string) =>
    deps.db
      .update(questions)
      .set({ draftState: 'no_quota', draftNote: note, draftLeaseUntil: null })
      .where(and(eq(questions.id, questionId), eq(questions.draftState, 'drafting')));

  const problem = await quotaProblem(deps.db, store.userId, now);
  if (problem) {
    await markNoQuota(quotaTexts[problem]);
    await deps.publish(store.userId, SocketEvent.QuestionsChanged);
    return;
  }
  const profile = await storeProfile(deps.db, store.id);
  const credentials = credentialsOf(deps, store);
  const context = {
    question: question.text,
    productName: question.productName,
    product: await productFacts(deps, { id: store.id, credentials }, question.productMainId, now),
    profile,
    examples: await similarAnswered(deps.db, store.id, question.id, question.text),
  };
  let draft: CheckedDraft;
  try {
    draft = await generateDraft(deps.engines, context, deps.logger, (error) =>
      recordIncident(
        deps.db,
        deps.logger,
        { source: 'llm', operation: 'draft', storeId: store.id, error },
        deps.clock.now(),
      ),
    );
  } catch (error) {
    deps.logger.error({ err: error, questionId }, 'no engine could draft an answer');
    await deps.db
      .update(questions)
      .set({
        draftState: 'failed',
        draftNote: 'Cevap taslağı hazırlanamadı. Lütfen yeniden deneyin.',
        draftLeaseUntil: null,
      })
      .where(eq(questions.id, questionId));
    await deps.publish(store.userId, SocketEvent.QuestionsChanged);
    return;
  }
  const autoSend = shouldAutoSend(draft, store, profile.autoSendThreshold);
  // The allowance pays for answers: a held draft (no answer text) takes nothing from it.
  const usesAnswer = draft.answer.trim() !== '';
  const outcome = await deps.db
    .transaction(async (tx) => {
      if (usesAnswer && !(await takeAnswer(tx, store.userId, now))) return 'no_quota' as const;
      const [stored] = await tx
        .update(questions)
        .set({
          ...draftColumns(draft, now),
          draftState: 'drafted',
          answerStatus: autoSend ? AnswerStatus.Approved : AnswerStatus.AwaitingApproval,
          decidedBy: autoSend ? 'auto' : null,
          decidedAt: autoSend ? now : null,
          sendState: autoSend ? 'queued' : 'none',
          sendText: autoSend ? draft.answer : null,
          sendError: null,
        })
        .where(and(eq(questions.id, questionId), eq(questions.draftState, 'drafting')))
        .returning({ id: questions.id });
      // Another drafter took over meanwhile: roll back the answer taken here.
      if (!stored) throw new DraftTakenOver();
      return autoSend ? ('auto' as const) : ('pending' as const);
    })
    .catch((error: unknown) => {
      if (error instanceof DraftTakenOver) return 'taken_over' as const;
      throw error;
    });
  if (outcome === 'no_quota') await markNoQuota(quotaTexts.no_answers);
  if (outcome === 'auto') await deps.enqueueSend(questionId);
  await deps.publish(store.userId, SocketEvent.QuestionsChanged);
  if (usesAnswer && (outcome === 'auto' || outcome === 'pending')) {
    await deps.publish(store.userId, SocketEvent.SubscriptionChanged);
  }
}

class DraftTakenOver extends Error {}
