import type { Config } from '../../config.js';
import type { AnswerEngines } from './generate.js';
import { createLlmEngine } from './llm-engine.js';
import { createLocalEngine } from './local/local-engine.js';

/** The configured LLM with the local engine as its fallback, or the local engine alone (no AI_PROVIDER). */
export function createAnswerEngines(ai: Config['ai'] = undefined): AnswerEngines {
  const local = createLocalEngine();
  return { primary: ai ? createLlmEngine(ai) : local, fallback: local };
}
