import { defineConfig } from 'vitest/config';

// One run for every package; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/sandbox', 'apps/server', 'apps/web'],
    // Two cores: two test files at a time across all projects.
    maxWorkers: 2,
  },
});
