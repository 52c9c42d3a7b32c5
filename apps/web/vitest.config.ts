import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // Typing a card number with user-event takes seconds on a machine whose cores are busy; tests wait
    // for events, so this is only the ceiling before a stuck test is called failed.
    testTimeout: 20_000,
  },
});
