import { SocketEvent } from '@cevapla/contracts/questions';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { stores } from '../../db/schema/stores.js';
import type { TrendyolClient } from '../../integrations/trendyol/client.js';
import { TrendyolError } from '../../integrations/trendyol/errors.js';
import type { Publish } from '../../realtime/publish.js';
import type { SecretBox } from '../../security/encryption.js';
import { findPublicUser } from '../accounts/repository.js';
import { queueMail } from '../mail/outbox.js';
import type { StoreRow } from '../stores/repository.js';
import { claimDisconnectNotice, markDisconnected } from '../stores/repository.js';
import { credentialsOf } from '../stores/service.js';
import { recordIncident } from '../system/incidents.js';
import { storeDisconnectedMail } from './emails.js';
import { upsertQuestions, waitingQuestionIdsNotIn } from './repository.js';

export type PollerDeps = {
  db: Database;
  clock: Clock;
  logger: Logger;
  trendyol: TrendyolClient;
  credentialsBox: SecretBox;
  publish: Publish;
  enqueueMail: (outboxId: string) => Promise<void>;
  /** After a poll that changed questions: the answering pipeline drafts new ones and takes back rejected answers. */
  onQuestionsChanged: (storeId: string) => Promise<void>;
  publicUrl: string;
  /** How often each store is polled. */
  intervalMs: number;
  /** How often the poller looks for due stores. */
  tickMs?: number;
  /** Stores polled at the same time by one process. */
  concurrency?: number;
  random?: () => number;
};

const twoWeeksMs = 14 * 24 * 60 * 60 * 1000;
/** A store whose poll takes longer than this (a killed worker) is picked up again by anyone. */
const leaseMs = 5 * 60 * 1000;
const maxBackoffMs = 15 * 60 * 1000;
/** Pages of waiting questions read per poll (50 each): plenty for one store. */
const maxPages = 40;
/** Questions we hold as waiting but Trendyol no longer lists as waiting, looked up one by one per poll. */
const maxLookups = 25;

/**
 * Polls every connected store on its interval (pipeline steps 1, 2 and 7): claims due stores with a
 * lease so that any number of worker processes share the work without polling a store twice, reads
 * its waiting questions of the last two weeks page by page, looks up the ones that stopped waiting,
 * upserts everything and tells the seller's browser after the commit.
 */
export function createQuestionPoller(deps: PollerDeps) {
  const tickMs = deps.tickMs ?? 1_000;
  const concurrency = deps.concurrency ?? 4;
  const random = deps.random ?? Math.random;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  /** Claims up to `limit` due stores: their next poll moves a lease ahead, atomically. */
  async function claimDueStores(limit: number): Promise<StoreRow[]> {
    const now = deps.clock.now();
    const due = deps.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.connection, 'connected'), lte(stores.pollAfter, now)))
      .orderBy(stores.pollAfter)
      .limit(limit)
      .for('update', { skipLocked: true });
    return deps.db
      .update(stores)
      .set({ pollAfter: new Date(now.getTime() + leaseMs) })
      .where(inArray(stores.id, due))
      .returning();
  }

  /** Reads one store from Trendyol and stores what changed. Returns how many questions were new or changed. */
  async function pollStore(store: StoreRow): Promise<number> {
    const credentials = credentialsOf(deps, store);
    const now = deps.clock.now();
    const window = { startDate: new Date(now.getTime() - twoWeeksMs), endDate: now };
    const seen: bigint[] = [];
    let changed = 0;
    for (let page = 0; page < maxPages; page += 1) {
      const result = await deps.trendyol.listQuestions(credentials, {
        ...window,
        status: 'WAITING_FOR_ANSWER',
        page,
        size: 50,
        orderByField: 'CreatedDate',
        orderByDirection: 'DESC',
      });
      changed += await upsertQuestions(deps.db, store.id, result.content, deps.clock.now());
      seen.push(...result.content.map((question) => BigInt(question.id)));
      if (page + 1 >= result.totalPages) break;
    }
    // The most recently changed questions of any status: answers given in the seller panel (even to
    // questions we never saw waiting), moderation results, questions closed unanswered.
    const recent = await deps.trendyol.listQuestions(credentials, {
      ...window,
      page: 0,
      size: 50,
      orderByField: 'LastModifiedDate',
      orderByDirection: 'DESC',
    });
    changed += await upsertQuestions(deps.db, store.id, recent.content, deps.clock.now());
    seen.push(...recent.content.map((question) => BigInt(question.id)));
    // Still waiting here but in neither list (changed longer ago): ask for each.
    for (const id of await waitingQuestionIdsNotIn(deps.db, store.id, seen, maxLookups)) {
      try {
        const question = await deps.trendyol.getQuestion(credentials, id);
        changed += await upsertQuestions(deps.db, store.id, [question], deps.clock.now());
      } catch (error) {
        if (!(error instanceof TrendyolError && error.kind === 'not-found')) throw error;
      }
    }
    return changed;
  }

  async function finishPoll(store: StoreRow, outcome: { ok: true } | { ok: false; error: unknown }) {
    const now = deps.clock.now();
    if (outcome.ok) {
      await deps.db
        .update(stores)
        .set({ pollAfter: new Date(now.getTime() + deps.intervalMs), pollFailures: 0, lastSyncedAt: now })
        .where(eq(stores.id, store.id));
      return;
    }
    const { error } = outcome;
    await recordIncident(
      deps.db,
      deps.logger,
      { source: 'marketplace', operation: 'poll', storeId: store.id, error },
      now,
    );
    if (error instanceof TrendyolError && (error.kind === 'credentials' || error.kind === 'forbidden')) {
      await disconnect(store, error.message, now);
      return;
    }
    // Throttled, down, slow or broken: try again later, backing off with jitter, never giving up.
    const failures = store.pollFailures + 1;
    const backoff = Math.min(deps.intervalMs * 2 ** Math.min(failures, 10), maxBackoffMs);
    const delay = Math.round(backoff * (0.75 + random() * 0.5));
    await deps.db
      .update(stores)
      .set({ pollAfter: new Date(now.getTime() + delay), pollFailures: failures })
      .where(eq(stores.id, store.id));
    const reason = error instanceof TrendyolError ? error.kind : 'unexpected';
    const log =
      error instanceof TrendyolError ? deps.logger.warn.bind(deps.logger) : deps.logger.error.bind(deps.logger);
    log(
      {
        storeId: store.id,
        reason,
        failures,
        retryInMs: delay,
        err: error instanceof TrendyolError ? undefined : error,
      },
      'store poll failed',
    );
  }

  /** Credentials refused: stop polling, show the seller why, and send one e-mail. */
  async function disconnect(store: StoreRow, reason: string, now: Date) {
    const outboxId = await deps.db.transaction(async (tx) => {
      await markDisconnected(tx, store.id, reason, now);
      if (!(await claimDisconnectNotice(tx, store.id, now))) return undefined;
      const owner = await findPublicUser(tx, store.userId);
      if (!owner) return undefined;
      return queueMail(tx, storeDisconnectedMail(owner, store.name, reason, deps.publicUrl), now);
    });
    if (outboxId) await deps.enqueueMail(outboxId);
    deps.logger.warn({ storeId: store.id }, 'store disconnected: the marketplace refused its credentials');
    await deps.publish(store.userId, SocketEvent.StoreChanged).catch(() => undefined);
  }

  async function pollAndRecord(store: StoreRow) {
    try {
      const changed = await pollStore(store);
      await finishPoll(store, { ok: true });
      if (changed > 0) {
        await deps.publish(store.userId, SocketEvent.QuestionsChanged);
        await deps.onQuestionsChanged(store.id);
      }
    } catch (error) {
      await finishPoll(store, { ok: false, error }).catch((finishError: unknown) =>
        deps.logger.error({ err: finishError, storeId: store.id }, 'could not record a failed poll'),
      );
    }
  }

  /** One round: claims due stores and polls them, `concurrency` at a time. */
  async function tick(): Promise<number> {
    const claimed = await claimDueStores(concurrency * 4);
    for (let index = 0; index < claimed.length; index += concurrency) {
      await Promise.all(claimed.slice(index, index + concurrency).map(pollAndRecord));
    }
    return claimed.length;
  }

  const loop = async () => {
    if (stopped) return;
    running = tick()
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'question poller round failed'));
    await running;
    if (!stopped) timer = setTimeout(loop, tickMs);
  };

  return {
    tick,
    pollStore,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(loop, 0);
    },
    /** Stops after the round in progress; nothing is cut off halfway except by a process kill. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type QuestionPoller = ReturnType<typeof createQuestionPoller>;
