import { storeMessages } from './messages';
import { z } from './zod';

/** Marketplaces a store can be connected to; Trendyol is live, the others are announced. */
export const Marketplace = { Trendyol: 'trendyol' } as const;
export type TMarketplace = (typeof Marketplace)[keyof typeof Marketplace];

/** Whether polling works: `disconnected` after the marketplace rejected the credentials. */
export const StoreConnection = { Connected: 'connected', Disconnected: 'disconnected' } as const;
export type TStoreConnection = (typeof StoreConnection)[keyof typeof StoreConnection];

const requiredText = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `En fazla ${max} karakter girebilirsiniz.` });

/**
 * The store form (spec §3 "Store request", §5 "Store form"). On an update the API key and secret may
 * be left empty: the saved ones are kept (they are never sent back to the browser).
 */
export const ZStoreRequestSchema = z.object({
  name: requiredText(storeMessages.name, 120),
  sellerId: requiredText(storeMessages.sellerId, 20).pipe(
    z.string().regex(/^\d+$/, { message: storeMessages.sellerIdDigits }),
  ),
  apiKey: z.string().trim().max(200, { message: 'En fazla 200 karakter girebilirsiniz.' }).default(''),
  apiSecret: z.string().trim().max(200, { message: 'En fazla 200 karakter girebilirsiniz.' }).default(''),
  autoAnswer: z.boolean(),
});
export type TStoreRequest = z.input<typeof ZStoreRequestSchema>;

/** The seller's store as the API shows it: the key masked, the secret never. */
export const ZStoreResponseSchema = z.object({
  id: z.string(),
  marketplace: z.literal(Marketplace.Trendyol),
  name: z.string(),
  sellerId: z.string(),
  /** The API key with all but its last four characters hidden. */
  apiKeyMasked: z.string(),
  autoAnswer: z.boolean(),
  connection: z.enum([StoreConnection.Connected, StoreConnection.Disconnected]),
  /** Why the store is disconnected, in Turkish; null while connected. */
  connectionProblem: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** True when the store talks to the local Trendyol stand-in of demo mode, not to Trendyol. */
  demoMarketplace: z.boolean(),
});
export type TStoreResponse = z.infer<typeof ZStoreResponseSchema>;

export const ZStoreSavedResponseSchema = z.object({ message: z.string(), store: ZStoreResponseSchema });
export type TStoreSavedResponse = z.infer<typeof ZStoreSavedResponseSchema>;
