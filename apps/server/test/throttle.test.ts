import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresThrottle } from '../src/integrations/trendyol/throttle.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/** A clock that the recorded "sleeps" move forward, so waits are measured without waiting. */
function simulatedTime(start: number) {
  let now = start;
  const waits: number[] = [];
  return {
    clock: { now: () => new Date(now) },
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    waits,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('shared marketplace throttle (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('spaces requests so that no window of 10 s holds more than the limit, across processes', async () => {
    const time = simulatedTime(Date.parse('2026-11-22T09:00:00Z'));
    // Two throttles on the same table stand for two worker processes.
    const first = createPostgresThrottle(database.db, time.clock, { limit: 5, windowMs: 10_000, sleep: time.sleep });
    const second = createPostgresThrottle(database.db, time.clock, { limit: 5, windowMs: 10_000, sleep: time.sleep });
    for (let index = 0; index < 6; index += 1) await (index % 2 ? first : second).acquire('trendyol:questions.filter');
    expect(time.waits).toEqual([2_000, 4_000, 6_000, 8_000, 10_000]);
  });

  it('keeps endpoints apart and lets a quiet endpoint go at once', async () => {
    const time = simulatedTime(Date.parse('2026-11-23T09:00:00Z'));
    const throttle = createPostgresThrottle(database.db, time.clock, { limit: 5, windowMs: 10_000, sleep: time.sleep });
    await throttle.acquire('trendyol:questions.get');
    await throttle.acquire('trendyol:questions.answer');
    expect(time.waits).toEqual([]);
    time.advance(60_000);
    await throttle.acquire('trendyol:questions.get');
    expect(time.waits).toEqual([]);
  });
});
