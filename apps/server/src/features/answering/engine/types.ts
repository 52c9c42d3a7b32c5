import type { TTone } from '@cevapla/contracts/answering';
import { collectFacts } from './facts.js';

/** How the store wants to answer, and what it knows beyond the product page (seller-edited). */
export type StoreProfile = {
  tone: TTone;
  greeting: string;
  signature: string;
  deliveryInfo: string;
  returnPolicy: string;
  notes: string;
  faq: Array<{ question: string; answer: string }>;
  autoSendThreshold: number;
  blockedTerms: string[];
};

export type ProductFacts = {
  productMainId: string;
  title: string;
  brand: string | null;
  category: string | null;
  description: string | null;
  attributes: Array<{ name: string; value: string }>;
  /** sizes/colours etc. of the variants on sale */
  variants: Array<{
    attributes: Array<{ name: string; value: string }>;
    inStock: boolean;
    /** units in stock, as Trendyol reports them; absent in products cached before it was read */
    quantity?: number | null;
    price: number | null;
    deliveryDays: number | null;
    /** VAT percentage of the price (Trendyol's prices include it); absent in products cached before it was read */
    vatRate?: number | null;
    /** "14:00": orders until then ship the same day (Trendyol's SAME_DAY_SHIPPING option) */
    sameDayCutOff?: string | null;
  }>;
};

/** An earlier answered question of the same store (any product). */
export type AnswerExample = { question: string; answer: string };

/** Everything an engine may know when it drafts an answer; nothing outside it may be claimed. */
export type AnswerContext = {
  question: string;
  productName: string;
  product: ProductFacts | null;
  profile: StoreProfile;
  examples: AnswerExample[];
};

export type Draft = {
  answer: string;
  answerable: boolean;
  /** 0..1 */
  confidence: number;
  /** the fact strings used, verbatim from the context facts */
  factsUsed: string[];
  engine: 'local' | 'llm';
  /** to the seller only, Turkish, e.g. why it cannot answer */
  note: string | null;
  usage: { inputTokens: number; outputTokens: number } | null;
};

export type AnswerEngine = {
  name: 'local' | 'llm';
  draft: (context: AnswerContext, signal?: AbortSignal) => Promise<Draft>;
};

/**
 * The flat list of fact strings an answer may use ("Materyal: %100 Pamuk", "Beden: S, M, L",
 * "Teslimat: …", "SSS: soru → cevap"). Engines cite them verbatim in `factsUsed`; the score checks
 * the answer against them.
 */
export function contextFacts(context: AnswerContext): string[] {
  return collectFacts(context).map((fact) => fact.text);
}
