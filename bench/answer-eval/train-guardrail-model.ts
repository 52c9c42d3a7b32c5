import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type GuardrailModel,
  logit,
  modelFeatures,
  sigmoid,
} from '../../apps/server/src/features/answering/engine/guardrail-model.js';
import { loadDataset } from './dataset.js';

/**
 * Trains the guardrails' learned reader (engine/guardrail-model.ts) on the development half only:
 * the labelled seller answers (non-compliant = 1) and the development questions' reference answers
 * (compliant, as a seller writes them). Logistic regression with AdaGrad and a little L2, a seeded
 * shuffle, so the same data gives the same model. Weights too small to move a verdict are dropped.
 *
 *   npx tsx bench/answer-eval/train-guardrail-model.ts
 *
 * The threshold was chosen by leaving out one writer's batch at a time on the development half
 * (`--cross-validate` prints that table): at 0.95 the rules together with the model added about 0.6 %
 * false blocks to the rules' own.
 */
const epochs = 8;
const l2 = 1e-5;
const rate = 0.5;
const threshold = 0.95;
const keepAbove = 0.05;
const minCount = 5;

type Example = { text: string; blocked: boolean; group: string };

const { cases, guardrailCases } = loadDataset();
const examples: Example[] = [
  ...guardrailCases
    .filter((item) => item.split === 'dev')
    .map((item) => ({ text: item.text, blocked: !item.compliant, group: item.id.replace(/-\d+$/, '') })),
  ...cases
    .filter((item) => item.split === 'dev' && item.reference)
    .map((item) => ({ text: item.reference ?? '', blocked: false, group: 'references' })),
];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
}

export function train(data: Example[]): { weights: Map<string, number>; bias: number } {
  const weights = new Map<string, number>();
  const squares = new Map<string, number>();
  let bias = 0;
  let biasSquares = 0;
  const counts = new Map<string, number>();
  for (const item of data)
    for (const feature of modelFeatures(item.text)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  // A feature of fewer than minCount answers only memorises them.
  const all = data.map((item) => modelFeatures(item.text));
  const features = all.map((row) => row.filter((feature) => (counts.get(feature) ?? 0) >= minCount));
  const order = data.map((_, index) => index);
  const random = seeded(7);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other] ?? 0, order[index] ?? 0];
    }
    for (const index of order) {
      const row = features[index] ?? [];
      const target = data[index]?.blocked ? 1 : 0;
      const count = all[index]?.length ?? 0;
      const scale = count > 0 ? 1 / Math.sqrt(count) : 0;
      const error = sigmoid(logit(weights, bias, row, count)) - target;
      for (const feature of row) {
        const current = weights.get(feature) ?? 0;
        const gradient = error * scale + l2 * current;
        const sum = (squares.get(feature) ?? 0) + gradient * gradient;
        squares.set(feature, sum);
        weights.set(feature, current - (rate * gradient) / Math.sqrt(sum + 1e-8));
      }
      biasSquares += error * error;
      bias -= (rate * error) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  return { weights, bias };
}

function crossValidate() {
  const groups = [...new Set(examples.map((item) => item.group))].filter((group) => group !== 'references');
  for (const group of groups) {
    const model = train(examples.filter((item) => item.group !== group));
    const held = examples.filter((item) => item.group === group);
    const blocked = (item: Example) => sigmoid(logit(model.weights, model.bias, modelFeatures(item.text))) > threshold;
    const bad = held.filter((item) => item.blocked);
    const good = held.filter((item) => !item.blocked);
    process.stdout.write(
      `${group}: model alone caught ${bad.filter(blocked).length}/${bad.length}, false blocks ${good.filter(blocked).length}/${good.length}\n`,
    );
  }
}

if (process.argv.includes('--cross-validate')) {
  crossValidate();
} else {
  const { weights, bias } = train(examples);
  const kept = [...weights]
    .filter(([, weight]) => Math.abs(weight) >= keepAbove)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const model: GuardrailModel = {
    trainedOn: `${examples.length} development answers (${examples.filter((item) => item.blocked).length} non-compliant), ${epochs} epochs`,
    bias: Number(bias.toFixed(4)),
    threshold,
    weights: Object.fromEntries(kept.map(([feature, weight]) => [feature, Number(weight.toFixed(2))])),
  };
  const file = path.resolve(
    import.meta.dirname,
    '../../apps/server/src/features/answering/engine/guardrail-model.json',
  );
  writeFileSync(file, `${JSON.stringify(model)}\n`);
  const disagree = examples.filter((item) => {
    const full = sigmoid(logit(weights, bias, modelFeatures(item.text))) > threshold;
    const pruned = sigmoid(logit(model.weights, model.bias, modelFeatures(item.text))) > threshold;
    return full !== pruned;
  }).length;
  process.stdout.write(
    `${path.relative(process.cwd(), file)}: ${kept.length} of ${weights.size} weights kept; pruning changes ${disagree} of ${examples.length} verdicts\n`,
  );
}
