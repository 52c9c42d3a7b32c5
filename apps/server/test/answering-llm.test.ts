import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerContext } from '../src/features/answering/engine/types.js';
import { createAnswerEngines } from '../src/features/answering/engines.js';
import { generateDraft } from '../src/features/answering/generate.js';
import { defaultProfile } from '../src/features/answering/profile.js';
import { incidentCode } from '../src/features/system/incidents.js';
import { type FakeLlmBehaviour, startFakeLlm } from './support/fake-llm.js';

const context: AnswerContext = {
  question: 'Bu tişörtün kumaşı nedir?',
  productName: 'Basic Tişört',
  product: {
    productMainId: 'KTN-TSH-1001',
    title: 'Basic Tişört',
    brand: 'Koton',
    category: 'Tişört',
    description: null,
    attributes: [{ name: 'Materyal', value: '%100 Pamuk' }],
    variants: [],
  },
  profile: defaultProfile,
  examples: [],
};

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function enginesFor(script: FakeLlmBehaviour[], timeoutMs = 3_000) {
  const fake = await startFakeLlm(script);
  closers.push(fake.close);
  const engines = createAnswerEngines({
    provider: 'openai-compatible',
    model: 'fake-model',
    apiKey: 'test-key',
    baseUrl: fake.baseUrl,
    timeoutMs,
    maxRetries: 2,
  });
  return { fake, engines };
}

const logger = pino({ level: 'silent' });

/** The failures the pipeline is told about (it records them as LLM incidents), by class. */
function failureLog() {
  const codes: string[] = [];
  return { codes, onFailure: async (error: unknown) => void codes.push(incidentCode(error)) };
}

describe('the LLM answer engine (OpenAI-compatible, through the AI SDK)', () => {
  it('uses good structured output and records the token usage', async () => {
    const { fake, engines } = await enginesFor([
      {
        kind: 'answer',
        answer: 'Merhaba, ürünümüz %100 pamuktur. İyi alışverişler dileriz.',
        factsUsed: ['Materyal: %100 Pamuk'],
      },
    ]);
    const failures = failureLog();
    const draft = await generateDraft(engines, context, logger, failures.onFailure);
    expect(draft).toMatchObject({ engine: 'llm', answerable: true, usage: { inputTokens: 321, outputTokens: 45 } });
    expect(failures.codes).toEqual([]);
    expect(draft.answer).toContain('%100 pamuk');
    const body = fake.requests[0]?.body as { messages: Array<{ role: string; content: string }> };
    expect(body.messages[0]?.content).toContain('Trendyol');
    expect(JSON.stringify(body)).toContain('Materyal: %100 Pamuk');
  });

  it('falls back to the local engine on malformed output', async () => {
    const { engines } = await enginesFor([{ kind: 'malformed' }]);
    const failures = failureLog();
    const draft = await generateDraft(engines, context, logger, failures.onFailure);
    expect(draft.engine).toBe('local');
    expect(failures.codes).toEqual(['invalid-output']);
    expect(draft.answer.toLocaleLowerCase('tr-TR')).toContain('pamuk');
  });

  it('falls back to the local engine when the provider does not answer in time', async () => {
    const { engines } = await enginesFor([{ kind: 'hang' }], 1_000);
    const started = Date.now();
    const failures = failureLog();
    const draft = await generateDraft(engines, context, logger, failures.onFailure);
    expect(draft.engine).toBe('local');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(failures.codes).toEqual(['timeout']);
  });

  it('retries a 429 and uses the answer that follows', async () => {
    const { fake, engines } = await enginesFor([
      { kind: 'status', status: 429 },
      { kind: 'answer', answer: 'Merhaba, ürünümüz %100 pamuktur. İyi alışverişler dileriz.' },
    ]);
    const draft = await generateDraft(engines, context, logger);
    expect(draft.engine).toBe('llm');
    expect(fake.requests).toHaveLength(2);
  }, 15_000);

  it('falls back to the local engine when every retry is refused', async () => {
    const { fake, engines } = await enginesFor([{ kind: 'status', status: 429 }]);
    const failures = failureLog();
    const draft = await generateDraft(engines, context, logger, failures.onFailure);
    expect(draft.engine).toBe('local');
    expect(fake.requests).toHaveLength(3);
    expect(failures.codes).toEqual(['rate-limited']);
  }, 15_000);
});
