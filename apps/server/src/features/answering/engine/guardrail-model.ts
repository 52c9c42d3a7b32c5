import { fold } from './text.js';

/**
 * A learned second reader for the guardrails: a logistic regression over the words, word pairs and
 * letter runs of an answer, trained (bench/answer-eval/train-guardrail-model.ts) on the development
 * half of the labelled seller answers and the development questions' reference answers. The pattern
 * rules reach the phrasings they were written for; this reaches the ones a new writer finds for the
 * same thing ("aynı fiyata biz de veririz", scolding without a swear word). It only adds blocks, at a
 * threshold chosen on the development half, and names the words that weighed most.
 */
export type GuardrailModel = {
  /** what it was trained on, for the reader of the JSON */
  trainedOn: string;
  bias: number;
  /** probability of a non-compliant answer above which the answer is held */
  threshold: number;
  weights: Record<string, number>;
};

const wordPattern = /[a-z0-9@#]+/g;

/** The features of an answer: folded words, adjacent word pairs and runs of 3–5 characters. */
export function modelFeatures(text: string): string[] {
  const folded = fold(text).replace(/\s+/g, ' ').trim();
  const tokens = folded.match(wordPattern) ?? [];
  const features = new Set<string>();
  tokens.forEach((token, index) => {
    features.add(`w:${token}`);
    const next = tokens[index + 1];
    if (next !== undefined) features.add(`b:${token} ${next}`);
  });
  // By code point, so an emoji is never cut in half.
  const characters = [...` ${folded} `];
  for (let size = 3; size <= 5; size += 1) {
    for (let at = 0; at + size <= characters.length; at += 1) {
      features.add(`c:${characters.slice(at, at + size).join('')}`);
    }
  }
  return [...features];
}

/**
 * The raw score of a feature set: bias plus the weights, scaled by the number of features the answer
 * has (`count`: all of them, also those the model holds no weight for — as in training).
 */
export function logit(
  weights: ReadonlyMap<string, number> | Record<string, number>,
  bias: number,
  features: string[],
  count = features.length,
) {
  const weightOf =
    weights instanceof Map
      ? (key: string) => weights.get(key) ?? 0
      : (key: string) => (weights as Record<string, number>)[key] ?? 0;
  const scale = count > 0 ? 1 / Math.sqrt(count) : 0;
  let sum = bias;
  for (const feature of features) sum += weightOf(feature) * scale;
  return sum;
}

export const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/**
 * The model's verdict: the probability that the answer breaks a rule, and — when it is held — the
 * word of the answer that weighed most towards it (with its neighbour), to quote to the seller.
 */
export function judgeWithModel(model: GuardrailModel, text: string): { probability: number; found: string | null } {
  const features = modelFeatures(text);
  const probability = sigmoid(logit(model.weights, model.bias, features));
  if (probability <= model.threshold) return { probability, found: null };
  return { probability, found: heaviestWords(model, text) };
}

/** The two adjacent words of the original text whose features weigh most towards a block. */
function heaviestWords(model: GuardrailModel, text: string): string {
  const spans = [...text.matchAll(/[\p{L}\p{N}@#]+/gu)];
  const weightOf = (key: string) => model.weights[key] ?? 0;
  const wordWeight = spans.map((span) => {
    const folded = fold(span[0]);
    const characters = [...` ${folded} `];
    let sum = weightOf(`w:${folded}`);
    for (let size = 3; size <= 5; size += 1) {
      for (let at = 0; at + size <= characters.length; at += 1) {
        sum += weightOf(`c:${characters.slice(at, at + size).join('')}`);
      }
    }
    return sum;
  });
  let best = 0;
  let bestWeight = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < spans.length; index += 1) {
    const next = spans[index + 1];
    const pair = next ? weightOf(`b:${fold(spans[index]?.[0] ?? '')} ${fold(next[0])}`) : 0;
    const weight = (wordWeight[index] ?? 0) + (next ? (wordWeight[index + 1] ?? 0) + pair : 0);
    if (weight > bestWeight) {
      bestWeight = weight;
      best = index;
    }
  }
  const first = spans[best];
  const second = spans[best + 1];
  if (!first || first.index === undefined) return text.slice(0, 40);
  const end = second?.index !== undefined ? second.index + second[0].length : first.index + first[0].length;
  return text.slice(first.index, end);
}
