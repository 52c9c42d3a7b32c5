/** The demo catalogue's product groups; question templates are chosen per group. */
export type CategoryKind = 'clothing' | 'electronics' | 'kitchen' | 'cosmetics' | 'furniture' | 'food';

/** An attribute in Trendyol's approved-products shape. */
export type ProductAttribute = {
  attributeId: number;
  attributeName: string;
  attributeValues: Array<{ attributeValueId: number; attributeValue: string }>;
};

/** One sellable variant (size, colour, volume…) of a product. */
export type CatalogueVariant = {
  variantId: number;
  barcode: string;
  stockCode: string;
  attributes: ProductAttribute[];
  onSale: boolean;
  price: { salePrice: number; listPrice: number };
  stock: { quantity: number };
  vatRate: number;
  deliveryOptions: {
    deliveryDuration: number;
    isRushDelivery: boolean;
    fastDeliveryOptions: Array<{ deliveryOptionType: string; deliveryDailyCutOffHour: string }>;
  };
};

/** A product at content level, as the approved-products endpoint returns it (URLs built per seller). */
export type CatalogueProduct = {
  contentId: number;
  productMainId: string;
  kind: CategoryKind;
  brand: { id: number; name: string };
  category: { id: number; name: string };
  title: string;
  description: string;
  /** Image paths; the base URL is a sandbox option. */
  imagePaths: string[];
  /** `{brand-slug}/{title-slug}-p-{contentId}` on trendyol.com. */
  webPath: string;
  attributes: ProductAttribute[];
  variants: CatalogueVariant[];
  /** The variant attribute customers pick (Beden, Renk, Hacim…), used in question templates. */
  variantAxis: string;
};

/** How the catalogue files describe a product; `buildProduct` fills in ids, barcodes and stock. */
export type ProductSpec = {
  productMainId: string;
  title: string;
  brand: string;
  category: string;
  description: string;
  attributes: Record<string, string>;
  variants: { axis: string; values: string[] };
  price: number;
  listPrice: number;
  deliveryDays: number;
  rush?: boolean;
};
