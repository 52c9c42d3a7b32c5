import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import { checkAnswer } from '../apps/server/src/features/answering/engine/guardrails.js';
import { scoreAnswer } from '../apps/server/src/features/answering/engine/score.js';
import type { AnswerContext, AnswerEngine } from '../apps/server/src/features/answering/engine/types.js';
import { createAnswerEngines } from '../apps/server/src/features/answering/engines.js';
import { type CheckedDraft, generateDraft, shouldAutoSend } from '../apps/server/src/features/answering/generate.js';
import { verifyAnswer } from '../apps/server/src/features/answering/verify/verify.js';
import { type EvalCase, type EvalStore, loadDataset, type Split, sourceText } from './answer-eval/dataset.js';
import { inventedNumbers, judgeAnswer } from './answer-eval/judge.js';
import { printReport } from './answer-eval/report.js';

/**
 * `npm run bench:answers`: the answer engines, the verifier and the guardrails on the evaluation set
 * (bench/answer-eval, FORMAT.md) — Turkish customer questions as customers write them, about three
 * stores' products in Trendyol's approved-products shape, each labelled answerable (with the facts a
 * right answer states and the claims it must not make) or not, split into a development half (the
 * only one tuned on) and a test half. Each engine drafts alone (no fallback) through generateDraft,
 * so its drafts get the guardrails, the verifier and the score as in production.
 *
 * The local engine always runs; the configured LLM (AI_PROVIDER …) too when set. BENCH_DETAILS=dev
 * (default) lists the development half's failures, =test also the test half's, =all every draft.
 */
const root = path.resolve(import.meta.dirname, '..');
const logger = pino({ level: 'silent' });
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, root);
const llmConcurrency = Number(process.env.BENCH_ANSWER_CONCURRENCY ?? 4);

export type Outcome = {
  case: EvalCase;
  draft: CheckedDraft | null;
  error: string | null;
  /** answerable case: answered, every fact stated, nothing forbidden, guardrails passed */
  correct: boolean;
  /** the draft is held for the seller (not answerable) */
  held: boolean;
  /** forbidden phrases or numbers no source contains */
  invented: string[];
  autoSent: boolean;
  reason: string;
  ms: number;
};

const { stores, cases, guardrailCases } = loadDataset();
const storeOf = (testCase: EvalCase) => stores.get(testCase.store) as EvalStore;

function contextFor(testCase: EvalCase): AnswerContext {
  const store = storeOf(testCase);
  const product = store.products.get(testCase.productMainId) ?? null;
  return {
    question: testCase.question,
    productName: product?.title ?? '',
    product,
    profile: store.profile,
    examples: [],
  };
}

function judge(testCase: EvalCase, draft: CheckedDraft): Omit<Outcome, 'case' | 'draft' | 'error' | 'ms'> {
  const store = storeOf(testCase);
  const held = !draft.answerable || draft.answer.trim() === '';
  const verdict = draft.answer ? judgeAnswer(testCase, draft.answer, store.profile.greeting) : null;
  const invented = draft.answer
    ? [
        ...(verdict?.forbidden ?? []),
        ...inventedNumbers(draft.answer, sourceText(testCase.store, testCase.productMainId), testCase.question),
      ]
    : [];
  const autoSent = shouldAutoSend(draft, { autoAnswer: true }, store.profile.autoSendThreshold);
  const passes = draft.guardrails.every((result) => result.passed);
  const correct = testCase.answerable && !held && passes && (verdict?.correct ?? false);
  let reason = '';
  if (testCase.answerable && held) reason = 'held an answerable question';
  else if (!testCase.answerable && !held) reason = 'answered an unanswerable question';
  else if (testCase.answerable && !correct) {
    reason = [
      verdict?.missing.length ? `missing ${verdict.missing.join(' + ')}` : '',
      verdict?.forbidden.length ? `says ${verdict.forbidden.join(', ')}` : '',
      verdict?.wrongLead ? `does not lead with “${testCase.lead}”` : '',
      passes ? '' : 'fails a guardrail',
    ]
      .filter(Boolean)
      .join('; ');
  }
  return { correct, held, invented, autoSent, reason };
}

async function runCase(engine: AnswerEngine, testCase: EvalCase): Promise<Outcome> {
  const started = performance.now();
  try {
    // The engine alone: with itself as the fallback, a failure is counted here instead of hidden.
    const draft = await generateDraft({ primary: engine, fallback: engine }, contextFor(testCase), logger);
    return { case: testCase, draft, error: null, ms: performance.now() - started, ...judge(testCase, draft) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      case: testCase,
      draft: null,
      error: message,
      correct: false,
      held: true,
      invented: [],
      autoSent: false,
      reason: `error: ${message}`,
      ms: performance.now() - started,
    };
  }
}

async function runAll(engine: AnswerEngine, concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++) {
      const testCase = cases[index];
      if (testCase) outcomes[index] = await runCase(engine, testCase);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, cases.length)) }, worker));
  return outcomes;
}

/** A labelled candidate answer (a case's reference, or one of its wrong answers) as the verifier scores it. */
export type Candidate = { case: EvalCase; good: boolean; score: number; accepted: boolean };

function scoreCandidates(): Candidate[] {
  return cases.flatMap((testCase) => {
    const context = contextFor(testCase);
    const threshold = storeOf(testCase).profile.autoSendThreshold;
    const rate = (text: string, good: boolean): Candidate => {
      const guardrails = checkAnswer(text, { blockedTerms: context.profile.blockedTerms });
      const verification = verifyAnswer(context, text);
      const score = scoreAnswer({ answer: text, verification, guardrails, tone: context.profile.tone });
      const accepted =
        guardrails.every((result) => result.passed) &&
        verification.supported &&
        verification.complete &&
        verification.direct &&
        score.total >= threshold;
      return { case: testCase, good, score: score.total, accepted };
    };
    return [
      ...(testCase.answerable && testCase.reference ? [rate(testCase.reference, true)] : []),
      ...testCase.wrong.map((text) => rate(text, false)),
    ];
  });
}

export type GuardrailOutcome = { case: (typeof guardrailCases)[number]; blocked: boolean; by: string[] };

const guardrailOutcomes: GuardrailOutcome[] = guardrailCases.map((testCase) => {
  const failed = checkAnswer(testCase.text, { blockedTerms: [] }).filter((result) => !result.passed);
  return { case: testCase, blocked: failed.length > 0, by: failed.map((result) => result.id) };
});

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
  if (engine.name === 'local') await runAll(engine, 1);
  results.push({ name, outcomes: await runAll(engine, concurrency) });
}

const details = (process.env.BENCH_DETAILS ?? 'dev') as Split | 'all' | 'none';
printReport({
  results,
  candidates: scoreCandidates(),
  guardrails: guardrailOutcomes,
  cases,
  details,
  llmConfigured: Boolean(config.ai),
});
