import { spawn } from 'node:child_process';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freeLoopbackPort } from '../apps/server/src/db/postgres-process.js';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * `npm run bench:web`: Lighthouse (mobile emulation, its default) in the system Chromium against the
 * built app, for /home and a few public pages, each the median of BENCH_RUNS runs (default 5). Targets: performance ≥ 90, accessibility ≥ 95, best
 * practices ≥ 95, SEO ≥ 95. Also prints the JavaScript /home transfers (compressed).
 */
const root = path.resolve(import.meta.dirname, '..');
const pages = (process.env.BENCH_PAGES ?? '/home,/paymentplan,/privacy-policy,/contact').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = await freeLoopbackPort();

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

async function audit(url: string, chromePort: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  return result ?? expectResult(url);
}

function expectResult(url: string): never {
  throw new Error(`no Lighthouse result for ${url}`);
}
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: path.join(root, '.data', 'bench-web'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'inherit',
});
const deadline = Date.now() + 60_000;
while (
  !(await fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  ))
) {
  if (Date.now() > deadline) throw new Error('the server did not start; run `npm run build` first');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});
let failed = false;
try {
  process.stdout.write(
    `\n${'page'.padEnd(18)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}${'JS kB (gz)'.padStart(12)}\n`,
  );
  // One discarded run first: the server's and the browser's first requests (cold JIT, empty caches) are
  // not what a visitor meets, and would otherwise land in the first page's figures only.
  for (const page of pages) await audit(`${base}${page}`, chrome.port);
  for (const page of pages) {
    // Lighthouse's own advice: score a page by the median of several runs, since one run swings with
    // whatever else the machine is doing (its CPU timings are multiplied by the 4× mobile slowdown).
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(`${base}${page}`, chrome.port));
    const performanceOf = (result: LighthouseResult) => result.lhr.categories.performance?.score ?? 0;
    const sorted = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
    const median = sorted[Math.floor(sorted.length / 2)] ?? expectResult(page);
    const spread = sorted.map((result) => Math.round(performanceOf(result) * 100)).join('/');
    const { categories, audits } = median.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items =
      (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> })
        ?.items ?? [];
    const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    const [performance, accessibility, bestPractices, seo] = [
      'performance',
      'accessibility',
      'best-practices',
      'seo',
    ].map(score) as [number, number, number, number];
    const scores = [performance, accessibility, bestPractices, seo];
    if (page === '/home' && (performance < 90 || accessibility < 95 || bestPractices < 95 || seo < 95)) failed = true;
    const metric = (id: string) => audits[id]?.displayValue ?? '-';
    process.stdout.write(
      `${page.padEnd(18)}${scores.map((value) => String(value).padStart(6)).join('')}${(scriptBytes / 1024).toFixed(1).padStart(12)}` +
        `   runs ${spread} · FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}\n`,
    );
    // What keeps a non-performance category below 100, so a drop can be fixed without rerunning by hand.
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          process.stdout.write(`${''.padEnd(18)}  ${id}: ${audit.id} — ${audit.title}\n`);
          if (process.env.BENCH_DETAILS) process.stdout.write(`${JSON.stringify(audit.details).slice(0, 1500)}\n`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
process.stdout.write(
  failed ? '\n/home is below a target (perf 90, a11y 95, best 95, seo 95).\n' : '\n/home meets every target.\n',
);
process.exitCode = failed ? 1 : 0;
