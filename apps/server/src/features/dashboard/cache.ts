/**
 * The dashboard's figures per (store, period), kept while the store's questions have not changed:
 * an entry is used only when the store's latest change (`questions.updated_at`, set by a trigger)
 * is the one it was computed at, and never longer than `maxAgeMs` — the bound on how stale a figure
 * can be when a long transaction commits a change older than the newest one already seen.
 * Requests that miss together for the same key and fingerprint share one computation.
 */
export type DashboardCache<T> = {
  load: (key: string, fingerprint: string, now: number, compute: () => Promise<T>) => Promise<T>;
  stats: () => { hits: number; misses: number; shared: number; size: number };
};

export function createDashboardCache<T>({ maxEntries = 1000, maxAgeMs = 60_000 } = {}): DashboardCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { fingerprint: string; value: T; at: number }>();
  const inFlight = new Map<string, Promise<T>>();
  const counts = { hits: 0, misses: 0, shared: 0 };

  function remember(key: string, fingerprint: string, value: T, at: number) {
    entries.delete(key);
    entries.set(key, { fingerprint, value, at });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    async load(key, fingerprint, now, compute) {
      const entry = entries.get(key);
      if (entry && entry.fingerprint === fingerprint && now - entry.at <= maxAgeMs) {
        counts.hits += 1;
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      const flightKey = `${key}@${fingerprint}`;
      const running = inFlight.get(flightKey);
      if (running) {
        counts.shared += 1;
        return running;
      }
      counts.misses += 1;
      const computing = compute()
        .then((value) => {
          remember(key, fingerprint, value, now);
          return value;
        })
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, computing);
      return computing;
    },
    stats: () => ({ ...counts, size: entries.size }),
  };
}
