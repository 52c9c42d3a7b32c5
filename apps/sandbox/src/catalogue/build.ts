import type { CatalogueProduct, CategoryKind, ProductAttribute, ProductSpec } from './types.js';

const vatRates: Record<CategoryKind, number> = {
  clothing: 10,
  electronics: 20,
  kitchen: 20,
  cosmetics: 20,
  furniture: 20,
  food: 1,
};

const trCharacters: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i' };

/** A trendyol.com-style URL slug ("Çay Bardağı" → "cay-bardagi"). */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâî]/g, (character) => trCharacters[character] ?? character)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A stable small id from a name (FNV-1a), so attribute and brand ids never change between runs. */
export function stableId(text: string, modulo = 100_000): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % modulo) + 1;
}

function attribute(name: string, value: string): ProductAttribute {
  return {
    attributeId: stableId(`attribute:${name}`, 1_000),
    attributeName: name,
    attributeValues: [{ attributeValueId: stableId(`value:${name}:${value}`, 10_000_000), attributeValue: value }],
  };
}

/** Turns a catalogue spec into a full product; `index` keeps content ids, barcodes and stock deterministic. */
export function buildProduct(spec: ProductSpec, kind: CategoryKind, index: number): CatalogueProduct {
  const contentId = 700_000_000 + index * 1_379;
  const imageFolder = `/ty${1_000 + index}/product/media/images/prod/SPM/PIM/2024${String((index % 12) + 1).padStart(2, '0')}15`;
  const imagePaths = [1, 2, 3].map((n) => `${imageFolder}/${slugify(spec.productMainId)}/${n}_org_zoom.jpg`);
  const variants = spec.variants.values.map((value, position) => ({
    variantId: contentId * 10 + position,
    barcode: `868${String(index).padStart(4, '0')}${String(position).padStart(2, '0')}${stableId(
      spec.productMainId,
      9_999,
    )
      .toString()
      .padStart(4, '0')}`,
    stockCode: `${spec.productMainId}-${slugify(value).toUpperCase() || position}`,
    attributes: [attribute(spec.variants.axis, value)],
    onSale: true,
    price: { salePrice: spec.price, listPrice: spec.listPrice },
    stock: { quantity: (index * 37 + position * 11) % 7 === 0 ? 0 : ((index * 53 + position * 29) % 140) + 3 },
    vatRate: vatRates[kind],
    deliveryOptions: {
      deliveryDuration: spec.deliveryDays,
      isRushDelivery: spec.rush ?? false,
      fastDeliveryOptions: spec.rush
        ? [{ deliveryOptionType: 'SAME_DAY_SHIPPING', deliveryDailyCutOffHour: '15:00' }]
        : [],
    },
  }));
  return {
    contentId,
    productMainId: spec.productMainId,
    kind,
    brand: { id: stableId(`brand:${spec.brand}`), name: spec.brand },
    category: { id: stableId(`category:${spec.category}`, 10_000), name: spec.category },
    title: spec.title,
    description: spec.description,
    imagePaths,
    webPath: `${slugify(spec.brand)}/${slugify(spec.title)}-p-${contentId}`,
    attributes: Object.entries(spec.attributes).map(([name, value]) => attribute(name, value)),
    variants,
    variantAxis: spec.variants.axis,
  };
}
