import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import type { AnswerContext, AnswerEngine, ProductFacts } from '../apps/server/src/features/answering/engine/types.js';
import { createAnswerEngines } from '../apps/server/src/features/answering/engines.js';
import { type CheckedDraft, generateDraft } from '../apps/server/src/features/answering/generate.js';
import { toProductFacts } from '../apps/server/src/features/answering/products.js';
import { startTestSandbox } from '../apps/server/test/support/trendyol.js';
import { type AnswerCase, answerCases, benchProfile, type ExpectedFact } from './answer-cases.js';

/**
 * `npm run bench:answers`: the answer engines against bench/answer-cases.ts — Turkish customer
 * questions about the Trendyol sandbox's demo catalogue, each with the facts a correct answer must
 * state, or marked unanswerable. Products are read from the sandbox with the real client, as the
 * pipeline reads them; each engine drafts alone (no fallback), through generateDraft, so its drafts get
 * the same guardrails and score as in production. The local engine always runs; the configured LLM
 * (AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL) too when set. BENCH_ANSWER_CONCURRENCY (default 4)
 * bounds parallel LLM calls; BENCH_DETAILS=1 also lists the correct drafts.
 */
const root = path.resolve(import.meta.dirname, '..');
const logger = pino({ level: 'silent' });
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, root);
const llmConcurrency = Number(process.env.BENCH_ANSWER_CONCURRENCY ?? 4);

type Verdict = 'correct' | 'refused' | 'wrong' | 'error';
type Outcome = {
  case: AnswerCase;
  verdict: Verdict;
  /** what made it wrong or refused, for the listing */
  reason: string;
  draft: CheckedDraft | null;
  ms: number;
  guardrailViolation: boolean;
};

/** Turkish folding for comparison: tr-TR lowercase, diacritics off, one space between words. */
function fold(text: string): string {
  const letters: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (letter) => letters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the folded text holds the folded phrase at a word start ("2 iş günü" is not in "12 iş günü"). */
function containsAtWordStart(text: string, phrase: string): boolean {
  const needle = fold(phrase);
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (at === 0 || !/[a-z0-9]/.test(text.charAt(at - 1))) return true;
  }
  return false;
}

const alternatives = (fact: ExpectedFact): readonly string[] => (typeof fact === 'string' ? [fact] : fact);

function judge(testCase: AnswerCase, draft: CheckedDraft): Pick<Outcome, 'verdict' | 'reason'> {
  if (testCase.unanswerable !== undefined) {
    return draft.answerable
      ? { verdict: 'wrong', reason: 'answered an unanswerable question' }
      : { verdict: 'correct', reason: '' };
  }
  if (!draft.answerable) return { verdict: 'refused', reason: 'refused an answerable question' };
  const answer = fold(draft.answer);
  const missing = testCase.facts.filter(
    (fact) => !alternatives(fact).some((option) => containsAtWordStart(answer, option)),
  );
  return missing.length === 0
    ? { verdict: 'correct', reason: '' }
    : { verdict: 'wrong', reason: `missing ${missing.map((fact) => alternatives(fact).join(' | ')).join(' + ')}` };
}

/** Every product the cases ask about, read from the sandbox with the real client, as the pipeline does. */
async function loadProducts(): Promise<Map<string, ProductFacts>> {
  const sandbox = await startTestSandbox({ questionsPerMinute: 0 });
  try {
    const credentials = { sellerId: '990001', apiKey: 'bench-answers-key', apiSecret: 'bench-answers-secret' };
    await sandbox.control('POST', '/sellers', credentials);
    const products = new Map<string, ProductFacts>();
    for (const productMainId of new Set(answerCases.map((testCase) => testCase.productMainId))) {
      const product = await sandbox.client.getProduct(credentials, productMainId);
      if (!product) throw new Error(`answer-cases.ts: no product ${productMainId} in the sandbox catalogue`);
      products.set(productMainId, toProductFacts(product));
    }
    return products;
  } finally {
    await sandbox.close();
  }
}

function contextFor(testCase: AnswerCase, products: Map<string, ProductFacts>): AnswerContext {
  const product = products.get(testCase.productMainId) ?? null;
  return {
    question: testCase.question,
    productName: product?.title ?? '',
    product,
    profile: benchProfile,
    examples: [],
  };
}

async function runCase(engine: AnswerEngine, testCase: AnswerCase, products: Map<string, ProductFacts>) {
  const context = contextFor(testCase, products);
  const started = performance.now();
  try {
    // The engine alone: with itself as the fallback, a failure is counted here instead of hidden.
    const draft = await generateDraft({ primary: engine, fallback: engine }, context, logger);
    const ms = performance.now() - started;
    const guardrailViolation = draft.answer.trim() !== '' && draft.guardrails.some((result) => !result.passed);
    return { case: testCase, draft, ms, guardrailViolation, ...judge(testCase, draft) } satisfies Outcome;
  } catch (error) {
    const ms = performance.now() - started;
    const reason = error instanceof Error ? error.message : String(error);
    return { case: testCase, draft: null, ms, guardrailViolation: false, verdict: 'error', reason } satisfies Outcome;
  }
}

/** Runs the cases at most `concurrency` at a time, keeping their order. */
async function runAll(engine: AnswerEngine, products: Map<string, ProductFacts>, concurrency: number) {
  const outcomes: Outcome[] = new Array(answerCases.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < answerCases.length; index = next++) {
      const testCase = answerCases[index];
      if (testCase) outcomes[index] = await runCase(engine, testCase, products);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, answerCases.length)) }, worker));
  return outcomes;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function summarise(name: string, outcomes: Outcome[]) {
  const answerable = outcomes.filter((outcome) => outcome.case.unanswerable === undefined);
  const unanswerable = outcomes.filter((outcome) => outcome.case.unanswerable !== undefined);
  const count = (list: Outcome[], verdict: Verdict) => list.filter((outcome) => outcome.verdict === verdict).length;
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? Number.NaN;
  const scores = outcomes.flatMap((outcome) => (outcome.draft?.answerable ? [outcome.draft.score.total] : []));
  return {
    engine: name,
    cases: outcomes.length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    correct: count(outcomes, 'correct'),
    accuracyPct: percent(count(outcomes, 'correct'), outcomes.length),
    answeredCorrectly: count(answerable, 'correct'),
    answeredCorrectlyPct: percent(count(answerable, 'correct'), answerable.length),
    refusedWhenUnanswerable: count(unanswerable, 'correct'),
    refusedWhenUnanswerablePct: percent(count(unanswerable, 'correct'), unanswerable.length),
    wrongAnswers: count(outcomes, 'wrong'),
    answeredUnanswerable: count(unanswerable, 'wrong'),
    missingFact: count(answerable, 'wrong'),
    refusedAnswerable: count(answerable, 'refused'),
    guardrailViolations: outcomes.filter((outcome) => outcome.guardrailViolation).length,
    errors: count(outcomes, 'error'),
    meanScore: scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
  };
}

const duplicate = answerCases.find(
  (testCase, index) => answerCases.findIndex((other) => other.id === testCase.id) !== index,
);
if (duplicate) throw new Error(`answer-cases.ts: the id ${duplicate.id} is used twice`);
const products = await loadProducts();
const { primary, fallback } = createAnswerEngines(config.ai);
const engines: Array<{ name: string; engine: AnswerEngine; concurrency: number }> = [
  { name: 'local', engine: fallback, concurrency: 1 },
  ...(config.ai && primary !== fallback
    ? [{ name: `llm ${config.ai.provider}/${config.ai.model}`, engine: primary, concurrency: llmConcurrency }]
    : []),
];

const results: Array<{ name: string; outcomes: Outcome[] }> = [];
for (const { name, engine, concurrency } of engines) {
  // One discarded pass first for the local engine, so its latencies are not the cold JIT's.
  if (engine.name === 'local') await runAll(engine, products, 1);
  results.push({ name, outcomes: await runAll(engine, products, concurrency) });
}
const summaries = results.map(({ name, outcomes }) => summarise(name, outcomes));

const out: string[] = [];
const answerableCount = answerCases.filter((testCase) => testCase.unanswerable === undefined).length;
out.push(
  '',
  `Answer engines: ${answerCases.length} questions (${answerableCount} answerable, ${answerCases.length - answerableCount} unanswerable), ${products.size} sandbox products, ${new Date().toISOString()}`,
);
if (!config.ai) out.push('No AI_PROVIDER configured: the LLM engine is not measured.');
out.push(
  '',
  `${'engine'.padEnd(34)}${'correct'.padStart(9)}${'answered ok'.padStart(13)}${'refused unans.'.padStart(16)}${'wrong'.padStart(7)}${'refused ans.'.padStart(14)}${'guardrail'.padStart(11)}${'errors'.padStart(8)}${'score'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`,
);
for (const summary of summaries) {
  out.push(
    `${summary.engine.padEnd(34)}${`${summary.accuracyPct}%`.padStart(9)}${`${summary.answeredCorrectlyPct}%`.padStart(13)}${`${summary.refusedWhenUnanswerablePct}%`.padStart(16)}${String(summary.wrongAnswers).padStart(7)}${String(summary.refusedAnswerable).padStart(14)}${String(summary.guardrailViolations).padStart(11)}${String(summary.errors).padStart(8)}${String(summary.meanScore ?? '-').padStart(7)}${String(summary.p50Ms).padStart(9)}${String(summary.p95Ms).padStart(9)}`,
  );
}
out.push(
  '',
  'correct: of all cases · answered ok: answerable cases answered with every expected fact · refused unans.: unanswerable',
  'cases refused · wrong: an unanswerable case answered, or an answer missing an expected fact · refused ans.: answerable',
  'cases refused · guardrail: non-empty drafts failing checkAnswer · score: mean quality score of the answered drafts',
);

// Per topic, so a weak intent shows.
const topics = [...new Set(answerCases.map((testCase) => testCase.topic))];
out.push(
  '',
  `${'topic'.padEnd(22)}${'cases'.padStart(6)}${results.map(({ name }) => name.slice(0, 22).padStart(24)).join('')}`,
);
for (const topic of topics) {
  const cells = results.map(({ outcomes }) => {
    const ofTopic = outcomes.filter((outcome) => outcome.case.topic === topic);
    const correct = ofTopic.filter((outcome) => outcome.verdict === 'correct').length;
    return `${correct}/${ofTopic.length}`.padStart(24);
  });
  const cases = answerCases.filter((testCase) => testCase.topic === topic).length;
  out.push(`${topic.padEnd(22)}${String(cases).padStart(6)}${cells.join('')}`);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
for (const { name, outcomes } of results) {
  const listed = outcomes.filter((outcome) => process.env.BENCH_DETAILS || outcome.verdict !== 'correct');
  out.push('', `${name}: ${listed.length} ${process.env.BENCH_DETAILS ? 'drafts' : 'cases not correct'}`);
  for (const outcome of listed) {
    const { case: testCase, draft } = outcome;
    const expected =
      testCase.unanswerable !== undefined
        ? `unanswerable (${testCase.unanswerable})`
        : testCase.facts.map((fact) => alternatives(fact).join(' | ')).join(' + ');
    out.push(
      `  ${outcome.verdict.toUpperCase().padEnd(8)}${testCase.id} [${testCase.productMainId}] “${testCase.question}”`,
    );
    if (outcome.reason) out.push(`          ${outcome.reason}`);
    out.push(`          expected: ${expected}`);
    if (draft) {
      out.push(`          answer${draft.answerable ? '' : ' (not answerable)'}: ${oneLine(draft.answer) || '—'}`);
      if (draft.note) out.push(`          note: ${oneLine(draft.note)}`);
      const failed = draft.guardrails.filter((result) => !result.passed && draft.answer.trim() !== '');
      if (failed.length > 0)
        out.push(`          guardrails: ${failed.map((result) => result.message ?? result.label).join('; ')}`);
    }
  }
}

out.push('', JSON.stringify({ bench: 'answers', at: new Date().toISOString(), engines: summaries }), '');
process.stdout.write(out.join('\n'));
