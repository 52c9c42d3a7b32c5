import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { productCache } from '../../db/schema/answering.js';
import type { TrendyolClient, TrendyolCredentials } from '../../integrations/trendyol/client.js';
import type { TTrendyolProduct } from '../../integrations/trendyol/schemas.js';
import { recordIncident } from '../system/incidents.js';
import type { ProductFacts } from './engine/types.js';

const cacheMs = 24 * 60 * 60 * 1000;

type Attribute = {
  attributeName?: string | null;
  attributeValue?: string | null;
  attributeValues?: Array<{ attributeValue?: string | null }> | null;
};

function attributesOf(attributes: readonly Attribute[] | null | undefined) {
  return (attributes ?? []).flatMap((attribute) => {
    const value =
      attribute.attributeValue ??
      attribute.attributeValues
        ?.map((item) => item.attributeValue)
        .filter(Boolean)
        .join(', ');
    return attribute.attributeName && value ? [{ name: attribute.attributeName, value }] : [];
  });
}

/** The facts an answer may use, from Trendyol's approved-product shape. */
export function toProductFacts(product: TTrendyolProduct): ProductFacts {
  return {
    productMainId: product.productMainId,
    title: product.title,
    brand: product.brand?.name ?? null,
    category: product.category?.name ?? null,
    description: product.description ?? null,
    attributes: attributesOf(product.attributes as Attribute[] | null | undefined),
    variants: (product.variants ?? [])
      .filter((variant) => variant.onSale !== false)
      .map((variant) => ({
        attributes: attributesOf(variant.attributes as Attribute[] | null | undefined),
        inStock: (variant.stock?.quantity ?? 0) > 0,
        quantity: variant.stock?.quantity ?? null,
        price: variant.price?.salePrice ?? null,
        deliveryDays: variant.deliveryOptions?.deliveryDuration ?? null,
        vatRate: variant.vatRate ?? null,
        sameDayCutOff:
          variant.deliveryOptions?.fastDeliveryOptions?.find(
            (option) => option.deliveryOptionType === 'SAME_DAY_SHIPPING' && option.deliveryDailyCutOffHour,
          )?.deliveryDailyCutOffHour ?? null,
      })),
  };
}

/**
 * A product's facts, from the cache when fresh (a day), else from the marketplace (and cached). A
 * marketplace failure falls back to a stale copy or none: an answer can still be drafted from the profile.
 */
export async function productFacts(
  deps: { db: Database; trendyol: TrendyolClient; logger: Logger },
  store: { id: string; credentials: TrendyolCredentials },
  productMainId: string | null,
  now: Date,
): Promise<ProductFacts | null> {
  if (!productMainId) return null;
  const key = and(eq(productCache.storeId, store.id), eq(productCache.productMainId, productMainId));
  const [cached] = await deps.db.select().from(productCache).where(key);
  if (cached && now.getTime() - cached.fetchedAt.getTime() < cacheMs) return cached.facts as ProductFacts | null;
  try {
    const product = await deps.trendyol.getProduct(store.credentials, productMainId);
    const facts = product ? toProductFacts(product) : null;
    await deps.db
      .insert(productCache)
      .values({ storeId: store.id, productMainId, facts, fetchedAt: now })
      .onConflictDoUpdate({
        target: [productCache.storeId, productCache.productMainId],
        set: { facts, fetchedAt: now },
      });
    return facts;
  } catch (error) {
    deps.logger.warn(
      { err: error, storeId: store.id, productMainId },
      'product facts unavailable; drafting without them',
    );
    await recordIncident(
      deps.db,
      deps.logger,
      { source: 'marketplace', operation: 'product', storeId: store.id, error },
      now,
    );
    return (cached?.facts as ProductFacts | null | undefined) ?? null;
  }
}
