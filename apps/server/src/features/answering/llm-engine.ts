import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import type { AnswerEngine } from './engine/types.js';
import { numberedFacts, systemPrompt, userPrompt } from './llm-prompt.js';

export type LlmSettings = {
  provider: 'openai' | 'openai-compatible' | 'anthropic' | 'google';
  model: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  timeoutMs: number;
  maxRetries: number;
};

/** What the model must return (ARCHITECTURE.md "Answer engines"). */
const ZLlmAnswerSchema = z.object({
  answer: z.string(),
  answerable: z.boolean(),
  confidence: z.number().min(0).max(1),
  /** the numbers of the facts the answer uses (see llm-prompt.ts) */
  citations: z.array(z.number().int()),
});

function languageModel(settings: LlmSettings): LanguageModel {
  const common = { apiKey: settings.apiKey, ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}) };
  switch (settings.provider) {
    case 'openai':
      return createOpenAI(common)(settings.model);
    case 'anthropic':
      return createAnthropic(common)(settings.model);
    case 'google':
      return createGoogleGenerativeAI(common)(settings.model);
    case 'openai-compatible':
      // Ollama, vLLM, LM Studio, OpenRouter, Azure … — anything speaking OpenAI's chat completions.
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl ?? 'http://127.0.0.1:11434/v1',
        apiKey: settings.apiKey,
        supportsStructuredOutputs: true,
      })(settings.model);
  }
}

/**
 * The configured LLM through the Vercel AI SDK: structured output (answer, answerable, confidence,
 * the numbers of the facts it cites), a deadline per call and the SDK's retries with backoff (429,
 * 5xx). Any failure — timeout, refusal, malformed output — is thrown, and the pipeline falls back to
 * the local engine. What it writes is checked like any draft: guardrails and the verifier.
 */
export function createLlmEngine(settings: LlmSettings): AnswerEngine {
  const model = languageModel(settings);
  return {
    name: 'llm',
    async draft(context, signal) {
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const result = await generateText({
        model,
        system: systemPrompt(context),
        prompt: userPrompt(context),
        output: Output.object({ schema: ZLlmAnswerSchema }),
        temperature: 0.2,
        maxRetries: settings.maxRetries,
        abortSignal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
      const output = result.output;
      const answerable = output.answerable && output.answer.trim() !== '';
      const byNumber = new Map(numberedFacts(context).map(({ number, fact }) => [number, fact]));
      // A cited number outside the list names no fact; the verifier checks the text either way.
      const cited = [...new Set(output.citations)].flatMap((number) => byNumber.get(number) ?? []);
      return {
        answer: answerable ? output.answer.trim() : '',
        answerable,
        confidence: output.confidence,
        factsUsed: cited,
        engine: 'llm',
        note: answerable ? null : 'Yapay zekâ, mağaza ve ürün bilgileriyle bu soruyu cevaplayamayacağını belirtti.',
        usage: { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 },
      };
    },
  };
}
