import { defineConfig } from 'vitest/config';

// Every test builds its own in-memory sandbox with a hand-moved clock and a seeded PRNG.
export default defineConfig({
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
