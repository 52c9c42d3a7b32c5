/** Whose requests share a window: the caller's address (as Trendyol documents) or its API key. */
export type RateLimitScope = 'ip' | 'credentials';

export type RateLimitOptions = { max: number; windowMs: number; scope: RateLimitScope };

export const defaultRateLimit: RateLimitOptions = { max: 50, windowMs: 10_000, scope: 'ip' };

/** A sliding-window limiter: at most `max` accepted hits per key in any `windowMs`; refused hits do not count. */
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Creates a limiter; `false` never throttles (benchmarks that measure Cevapla, not the throttle). */
export function createRateLimiter(options: RateLimitOptions | false) {
  const hits = new Map<string, number[]>();
  return {
    scope: options === false ? null : options.scope,
    /** Records a hit at `now`; false when the key is over its limit. */
    hit(key: string, now: number): boolean {
      if (options === false) return true;
      const times = hits.get(key) ?? [];
      while (times.length > 0 && (times[0] ?? 0) <= now - options.windowMs) times.shift();
      if (times.length >= options.max) return false;
      times.push(now);
      hits.set(key, times);
      return true;
    },
    clear(): void {
      hits.clear();
    },
  };
}
