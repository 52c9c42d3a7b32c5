import { buildProduct } from './build.js';
import { clothingSpecs } from './clothing.js';
import { cosmeticsSpecs } from './cosmetics.js';
import { electronicsSpecs } from './electronics.js';
import { foodSpecs } from './food.js';
import { furnitureSpecs } from './furniture.js';
import { kitchenSpecs } from './kitchen.js';
import type { CatalogueProduct, CategoryKind, ProductSpec } from './types.js';

const groups: Array<[CategoryKind, ProductSpec[]]> = [
  ['clothing', clothingSpecs],
  ['electronics', electronicsSpecs],
  ['kitchen', kitchenSpecs],
  ['cosmetics', cosmeticsSpecs],
  ['furniture', furnitureSpecs],
  ['food', foodSpecs],
];

/** The demo catalogue every seller sells, with lookups by productMainId and barcode. */
export type Catalogue = {
  products: readonly CatalogueProduct[];
  byProductMainId: ReadonlyMap<string, CatalogueProduct>;
  byBarcode: ReadonlyMap<string, CatalogueProduct>;
  byContentId: ReadonlyMap<number, CatalogueProduct>;
};

/** Builds the fixed demo catalogue; pure, so every sandbox gets identical products. */
export function createCatalogue(): Catalogue {
  const products = groups
    .flatMap(([kind, specs]) => specs.map((spec) => ({ kind, spec })))
    .map(({ kind, spec }, index) => buildProduct(spec, kind, index + 1));
  const byBarcode = new Map<string, CatalogueProduct>();
  for (const product of products) for (const variant of product.variants) byBarcode.set(variant.barcode, product);
  return {
    products,
    byProductMainId: new Map(products.map((product) => [product.productMainId, product])),
    byBarcode,
    byContentId: new Map(products.map((product) => [product.contentId, product])),
  };
}
