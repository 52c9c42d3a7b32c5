/** At most this many questions per seller per tick, so a clock jump cannot flood memory. */
const maxPerTick = 1_000;

type GeneratorDeps = {
  now: () => number;
  questionsPerMinute: () => number;
  sellerIds: () => string[];
  add: (sellerId: string, count: number, from: number, to: number) => void;
};

/**
 * Produces customer questions for every known seller at `questionsPerMinute` each. Each tick adds
 * what the elapsed (injected) time owes, carrying fractions over, so the rate holds whatever the
 * tick interval; the timer is unref'd and stopped on close.
 */
export function createQuestionGenerator(deps: GeneratorDeps) {
  const progress = new Map<string, { lastTick: number; owed: number }>();
  let timer: NodeJS.Timeout | undefined;

  const tick = (): void => {
    const now = deps.now();
    const rate = deps.questionsPerMinute();
    for (const sellerId of deps.sellerIds()) {
      const entry = progress.get(sellerId) ?? { lastTick: now, owed: 0 };
      const elapsed = Math.max(0, now - entry.lastTick);
      entry.owed = rate > 0 ? entry.owed + (elapsed * rate) / 60_000 : 0;
      const count = Math.min(maxPerTick, Math.floor(entry.owed));
      if (count > 0) deps.add(sellerId, count, entry.lastTick + 1, now);
      entry.owed -= count;
      entry.lastTick = now;
      progress.set(sellerId, entry);
    }
  };

  return {
    tick,
    /** Starts the clock for a seller the sandbox just met, so it does not get a backlog. */
    startSeller(sellerId: string): void {
      progress.set(sellerId, { lastTick: deps.now(), owed: 0 });
    },
    start(intervalMs: number): void {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
    clear(): void {
      progress.clear();
    },
  };
}
