import { z } from 'zod';

const ZAttributeSchema = z.object({
  attributeId: z.number().int(),
  attributeName: z.string(),
  attributeValues: z.array(z.object({ attributeValueId: z.number().int(), attributeValue: z.string() })),
});

/** An approved product with the content and variant fields marketplaces.md lists. */
export const ZTrendyolProductSchema = z.object({
  contentId: z.number().int(),
  productMainId: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  images: z.array(z.object({ url: z.string() })),
  attributes: z.array(ZAttributeSchema),
  variants: z.array(
    z.object({
      variantId: z.number().int(),
      barcode: z.string(),
      stockCode: z.string(),
      attributes: z.array(ZAttributeSchema),
      productUrl: z.string(),
      onSale: z.boolean(),
      price: z.object({ salePrice: z.number(), listPrice: z.number() }),
      stock: z.object({ quantity: z.number().int() }),
      vatRate: z.number(),
      deliveryOptions: z.object({
        deliveryDuration: z.number().int(),
        isRushDelivery: z.boolean(),
        fastDeliveryOptions: z.array(z.object({ deliveryOptionType: z.string(), deliveryDailyCutOffHour: z.string() })),
      }),
    }),
  ),
});

/** The approved-products page: the paging envelope plus `nextPageToken` while more pages remain. */
export const ZProductPageSchema = z.object({
  content: z.array(ZTrendyolProductSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  nextPageToken: z.string().nullable(),
});
