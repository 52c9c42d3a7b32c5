import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `npm start` and `npm test` need built, and the sources each output depends on. */
const targets = [
  {
    name: 'web app',
    workspace: '@cevapla/web',
    // Written by the last step of the web build but one (the prerender), so a half-done build is redone.
    output: 'apps/web/dist/prerendered/home.html',
    sources: [
      'apps/web/package.json',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'packages/contracts/src',
    ],
  },
  {
    name: 'server',
    workspace: '@cevapla/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/sandbox/src', 'packages/contracts/src'],
  },
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child))), 0);
}

/** Builds each target whose output is missing or older than its sources; exits on a failed build. */
export function buildIfNeeded(root) {
  for (const target of targets) {
    const output = path.join(root, target.output);
    const stale =
      !existsSync(output) ||
      target.sources.some((source) => newestChange(path.join(root, source)) > statSync(output).mtimeMs);
    if (!stale) continue;
    process.stdout.write(`Building the ${target.name}…\n`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', target.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`Building the ${target.name} failed.\n`);
      process.exit(result.status ?? 1);
    }
  }
}
