import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ZStoreProfileSchema } from '@cevapla/contracts/answering';
import { z } from 'zod';
import type { ProductFacts, StoreProfile } from '../../apps/server/src/features/answering/engine/types.js';
import { toProductFacts } from '../../apps/server/src/features/answering/products.js';
import { ZTrendyolProductSchema } from '../../apps/server/src/integrations/trendyol/schemas.js';

/**
 * The evaluation set (FORMAT.md): three stores' profiles and products in Trendyol's approved-products
 * shape, their labelled customer questions, and candidate answers labelled for the guardrails. Every
 * file is validated on load, so a malformed case fails loudly instead of counting as a result.
 */

export const storeIds = ['moda', 'evtek', 'saglik'] as const;
export type StoreId = (typeof storeIds)[number];
export type Split = 'dev' | 'test';

const ZSplit = z.enum(['dev', 'test']);
const ZStore = z.object({ id: z.enum(storeIds), name: z.string(), profile: ZStoreProfileSchema });
const ZGroup = z.array(z.string().min(1)).min(1);

const ZCase = z.object({
  id: z.string(),
  split: ZSplit,
  productMainId: z.string(),
  question: z.string().min(2),
  topic: z.string(),
  styles: z.array(z.string()),
  answerable: z.boolean(),
  mustState: z.array(ZGroup).optional(),
  lead: z.enum(['evet', 'hayır']).optional(),
  mustNot: z.array(z.string()).default([]),
  reference: z.string().optional(),
  wrong: z.array(z.string()).default([]),
  why: z.string().optional(),
});
export type EvalCase = z.infer<typeof ZCase> & { store: StoreId };

const ZGuardrailCase = z.object({
  id: z.string(),
  split: ZSplit,
  text: z.string(),
  compliant: z.boolean(),
  category: z.string(),
  why: z.string().optional(),
});
export type GuardrailCase = z.infer<typeof ZGuardrailCase>;

export type EvalStore = { id: StoreId; name: string; profile: StoreProfile; products: Map<string, ProductFacts> };

const root = import.meta.dirname;
const read = (...parts: string[]) => JSON.parse(readFileSync(path.join(root, ...parts), 'utf8')) as unknown;

export function loadDataset() {
  const stores = new Map<StoreId, EvalStore>();
  const cases: EvalCase[] = [];
  for (const id of storeIds) {
    const store = ZStore.parse(read('stores', `${id}.json`));
    const products = z.array(ZTrendyolProductSchema).parse(read('products', `${id}.json`));
    stores.set(id, {
      id,
      name: store.name,
      profile: store.profile,
      products: new Map(products.map((product) => [product.productMainId, toProductFacts(product)])),
    });
    // Development-only batches by further writers: questions/<store>-extra*.json.
    const extra = readdirSync(path.join(root, 'questions'))
      .filter((file) => file.startsWith(`${id}-extra`) && file.endsWith('.json'))
      .sort()
      .flatMap((file) => z.array(ZCase).parse(read('questions', file)));
    for (const item of [...z.array(ZCase).parse(read('questions', `${id}.json`)), ...extra]) {
      if (!stores.get(id)?.products.has(item.productMainId)) {
        throw new Error(`${item.id}: no product ${item.productMainId} in products/${id}.json`);
      }
      if (item.answerable && !item.mustState?.length) throw new Error(`${item.id}: answerable without mustState`);
      cases.push({ ...item, store: id });
    }
  }
  const guardrailCases = readdirSync(path.join(root, 'answers'))
    .filter((file) => /^guardrails.*\.json$/.test(file))
    .sort()
    .flatMap((file) => z.array(ZGuardrailCase).parse(read('answers', file)));
  const ids = [...cases.map((item) => item.id), ...guardrailCases.map((item) => item.id)];
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`evaluation set: the id ${duplicate} is used twice`);
  return { stores, cases, guardrailCases };
}

/** Every text of a store an answer may quote: the raw product JSON and the profile, for finding invented numbers. */
export function sourceText(store: StoreId, productMainId: string): string {
  const products = read('products', `${store}.json`) as Array<{ productMainId: string }>;
  const product = products.find((item) => item.productMainId === productMainId);
  return `${JSON.stringify(product)} ${JSON.stringify(read('stores', `${store}.json`))}`;
}
