import { z } from 'zod';

/**
 * What we read from Trendyol (marketplaces.md), leniently: optional or null fields may be missing,
 * unknown fields are ignored, so a harmless addition on their side breaks nothing here.
 */
const nullableText = z.string().nullish();
const nullableTime = z.number().nullish();

export const ZTrendyolQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  creationDate: z.number(),
  status: z.string(),
  customerId: z.number().nullish(),
  userName: nullableText,
  showUserName: z.boolean().nullish(),
  public: z.boolean().nullish(),
  productName: z.string().nullish(),
  productMainId: nullableText,
  imageUrl: nullableText,
  webUrl: nullableText,
  answeredDateMessage: nullableText,
  answer: z
    .object({
      id: z.number().nullish(),
      text: z.string(),
      creationDate: nullableTime,
      hasPrivateInfo: z.boolean().nullish(),
    })
    .nullish(),
  rejectedAnswer: z
    .object({ id: z.number().nullish(), text: z.string(), creationDate: nullableTime, reason: nullableText })
    .nullish(),
  rejectedDate: nullableTime,
  reason: nullableText,
});
export type TTrendyolQuestion = z.infer<typeof ZTrendyolQuestionSchema>;

export const ZTrendyolQuestionPageSchema = z.object({
  content: z.array(ZTrendyolQuestionSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type TTrendyolQuestionPage = z.infer<typeof ZTrendyolQuestionPageSchema>;

const ZAttributeSchema = z.object({
  attributeName: z.string(),
  attributeValues: z.array(z.object({ attributeValue: z.string() })).nullish(),
  attributeValue: nullableText,
});

export const ZTrendyolProductSchema = z.object({
  productMainId: z.string(),
  title: z.string(),
  description: nullableText,
  brand: z.object({ name: z.string() }).nullish(),
  category: z.object({ name: z.string() }).nullish(),
  images: z.array(z.object({ url: z.string() })).nullish(),
  attributes: z.array(ZAttributeSchema).nullish(),
  variants: z
    .array(
      z.object({
        barcode: nullableText,
        attributes: z.array(ZAttributeSchema).nullish(),
        productUrl: nullableText,
        onSale: z.boolean().nullish(),
        price: z.object({ salePrice: z.number(), listPrice: z.number().nullish() }).nullish(),
        stock: z.object({ quantity: z.number() }).nullish(),
        vatRate: z.number().nullish(),
        deliveryOptions: z
          .object({
            deliveryDuration: z.number().nullish(),
            isRushDelivery: z.boolean().nullish(),
            fastDeliveryOptions: z
              .array(z.object({ deliveryOptionType: z.string().nullish(), deliveryDailyCutOffHour: nullableText }))
              .nullish(),
          })
          .nullish(),
      }),
    )
    .nullish(),
});
export type TTrendyolProduct = z.infer<typeof ZTrendyolProductSchema>;

export const ZTrendyolProductPageSchema = z.object({ content: z.array(ZTrendyolProductSchema) });

/** The answer call: `{ answerId }` in current docs, an empty 200 in older ones (accept both). */
export const ZTrendyolAnswerResponseSchema = z.object({ answerId: z.number().nullish() }).nullish();

export const ZTrendyolErrorBodySchema = z.object({
  exception: z.string().nullish(),
  errors: z.array(z.object({ key: z.string().nullish(), message: z.string().nullish() })).nullish(),
  message: z.string().nullish(),
});
