import { AnswerStatus } from '@cevapla/contracts/enums';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storeProfiles } from '../../db/schema/answering.js';
import { questions } from '../../db/schema/questions.js';

/** The word Trendyol objected to, when its reason quotes one ("… yasaklı kelime: 'ucuz'"). */
export function offendingTerm(reason: string): string | null {
  const quoted = reason.match(/["'“”‘’«»]([^"'“”‘’«»]{2,60})["'“”‘’«»]/)?.[1]?.trim();
  return quoted ? quoted.toLocaleLowerCase('tr-TR') : null;
}

/**
 * Pipeline step 7: an answer we sent that Trendyol's moderation rejected comes back to the seller
 * (pending, with the reason and the rejected text to edit), and the word it quoted joins the store's
 * blocked terms so no later draft uses it. Returns how many questions came back.
 */
export async function takeBackRejectedAnswers(db: Database, storeId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rejected = await tx
      .update(questions)
      .set({
        answerStatus: AnswerStatus.AwaitingApproval,
        sendState: 'none',
        decidedBy: null,
        draftText: sql`${questions.sendText}`,
        sendError: sql`'Trendyol cevabınızı reddetti: ' || ${questions.rejectionReason}`,
      })
      .where(
        and(
          eq(questions.storeId, storeId),
          eq(questions.sendState, 'sent'),
          eq(questions.marketplaceStatus, 'WAITING_FOR_ANSWER'),
          isNotNull(questions.rejectionReason),
        ),
      )
      .returning({ reason: questions.rejectionReason });
    const terms = [...new Set(rejected.map((row) => offendingTerm(row.reason ?? '')).filter((term) => term !== null))];
    if (terms.length > 0) {
      await tx
        .insert(storeProfiles)
        .values({ storeId, blockedTerms: terms, updatedAt: now })
        .onConflictDoUpdate({
          target: storeProfiles.storeId,
          set: {
            blockedTerms: sql`(select array_agg(distinct term) from unnest(${storeProfiles.blockedTerms} || excluded.blocked_terms) as term)`,
            updatedAt: now,
          },
        });
    }
    return rejected.length;
  });
}
