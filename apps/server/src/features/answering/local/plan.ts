import type { Fact } from '../engine/facts.js';

/** How the local engine answers one part of a question: sentences (with the yes or no they start with), or holds. */
export type PartAnswer =
  | {
      kind: 'answer';
      lead: 'evet' | 'hayir' | null;
      sentences: string[];
      /** the facts the sentences state (their text, as `factsUsed`) */
      facts: Fact[];
      /** 0..1: how directly the facts answer */
      confidence: number;
    }
  | { kind: 'hold'; note: string };

export const answer = (
  sentences: string[],
  facts: Fact[],
  options: { lead?: 'evet' | 'hayir' | null; confidence?: number } = {},
): PartAnswer => ({
  kind: 'answer',
  lead: options.lead ?? null,
  sentences,
  facts,
  confidence: options.confidence ?? 0.85,
});

export const hold = (note: string): PartAnswer => ({ kind: 'hold', note });

/** "Siyah, Bordo ve Taba": a Turkish list. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ve ${items[items.length - 1]}`;
}

/** A made-up fact for what the engine states from the variant table (stock, price), so `factsUsed` names it. */
export const derivedFact = (name: string, value: string): Fact => ({
  text: `${name}: ${value}`,
  source: 'stock',
  name,
  value,
});
