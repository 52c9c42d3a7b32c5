import { describe, expect, it } from 'vitest';
import { createDashboardCache } from '../src/features/dashboard/cache.js';

const value =
  <T>(result: T) =>
  async () =>
    result;

describe('dashboard cache', () => {
  it('answers only for the fingerprint it was filled at, and not after its maximum age', async () => {
    const cache = createDashboardCache<number>({ maxAgeMs: 1_000 });
    expect(await cache.load('store:7', 'v1', 0, value(42))).toBe(42);
    expect(await cache.load('store:7', 'v1', 500, value(0))).toBe(42);
    expect(await cache.load('store:7', 'v2', 500, value(43))).toBe(43);
    expect(await cache.load('store:7', 'v2', 1_501, value(44))).toBe(44);
    expect(await cache.load('store:30', 'v2', 1_501, value(45))).toBe(45);
    expect(cache.stats()).toEqual({ hits: 1, misses: 4, shared: 0, size: 2 });
  });

  it('forgets the least recently used entry when full', async () => {
    const cache = createDashboardCache<string>({ maxEntries: 2 });
    await cache.load('a', 'f', 0, value('A'));
    await cache.load('b', 'f', 0, value('B'));
    await cache.load('a', 'f', 0, value('-'));
    await cache.load('c', 'f', 0, value('C'));
    expect(await cache.load('b', 'f', 0, value('B2'))).toBe('B2');
    expect(await cache.load('c', 'f', 0, value('-'))).toBe('C');
    expect(cache.stats().size).toBe(2);
  });

  it('lets requests that miss together share one computation, and retries after a failure', async () => {
    const cache = createDashboardCache<number>();
    let computations = 0;
    let release: (result: number) => void = () => undefined;
    const slow = () => {
      computations += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const together = [cache.load('k', 'f', 0, slow), cache.load('k', 'f', 0, slow), cache.load('k', 'f', 0, slow)];
    release(7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
    expect(computations).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 1, shared: 2 });

    await expect(cache.load('x', 'f', 0, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.load('x', 'f', 0, value(1))).toBe(1);
  });
});
