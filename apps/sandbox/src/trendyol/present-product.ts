import type { CatalogueProduct } from '../catalogue/types.js';
import type { UrlBases } from './present-question.js';

/** A product in the approved-products shape; variant URLs carry the seller as merchantId. */
export function toTrendyolProduct(product: CatalogueProduct, sellerId: string, urls: UrlBases) {
  const productUrl = `${urls.webBaseUrl}/${product.webPath}?merchantId=${sellerId}`;
  return {
    contentId: product.contentId,
    productMainId: product.productMainId,
    brand: product.brand,
    category: product.category,
    title: product.title,
    description: product.description,
    images: product.imagePaths.map((path) => ({ url: `${urls.imageBaseUrl}${path}` })),
    attributes: product.attributes,
    variants: product.variants.map((variant) => ({ ...variant, productUrl })),
  };
}
