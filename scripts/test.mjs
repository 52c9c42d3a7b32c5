import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { chromiumPath } from './chromium.mjs';

// `npm test`: check (types, lint, format) → unit and integration tests (Vitest, real PostgreSQL) →
// build → browser tests (Playwright, system Chromium) → one summary line. Every stage runs even when
// an earlier one failed, so one run shows everything that is wrong.
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outputDir = path.join(root, '.test-output');

if (!existsSync(chromiumPath)) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  process.stderr.write(
    `The browser tests need Chromium at ${chromiumPath}, which is not installed. Install it with:\n\n` +
      `  ${sudo}apt-get update && ${sudo}apt-get install -y chromium\n\n` +
      'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.\n',
  );
  process.exit(1);
}

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

const stages = [];
function run(name, command, args, counts) {
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  const stage = { name, ok: result.status === 0, seconds, ...(counts ? readCounts(counts, result.status === 0) : {}) };
  stage.ok = stage.ok && !(stage.failed > 0);
  stages.push(stage);
}

function readCounts(counts, ok) {
  try {
    return counts(JSON.parse(readFileSync(path.join(outputDir, `${counts.file}`), 'utf8')));
  } catch {
    return { passed: 0, failed: ok ? 0 : 1 };
  }
}

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.success || report.numFailedTests > 0 ? 0 : 1),
});
vitestCounts.file = 'vitest.json';

const playwrightCounts = (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky,
});
playwrightCounts.file = 'playwright.json';

run('check: types, lint, format', 'npm', ['run', 'check']);
run(
  'unit and integration tests (Vitest)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(outputDir, 'vitest.json')}`,
  ],
  vitestCounts,
);
process.stdout.write('\n▶ build\n');
buildIfNeeded(root);
run(
  'browser tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  playwrightCounts,
);

process.stdout.write('\nStages:\n');
for (const stage of stages) {
  const counts = stage.passed === undefined ? '' : ` — ${stage.passed} passed, ${stage.failed} failed`;
  process.stdout.write(`  ${stage.ok ? '✔' : '✘'} ${stage.name} (${stage.seconds.toFixed(1)} s)${counts}\n`);
}
const passed = stages.reduce((sum, stage) => sum + (stage.passed ?? 0), 0);
const failed = stages.reduce((sum, stage) => sum + (stage.failed ?? (stage.ok ? 0 : 1)), 0);
process.stdout.write(`\nSummary: ${passed} passed, ${failed} failed\n`);
process.exit(stages.every((stage) => stage.ok) && failed === 0 ? 0 : 1);
