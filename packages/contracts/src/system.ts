import { z } from './zod';

export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/** What the web app needs to know about the running instance before anything else. */
export const ZAppInfoResponseSchema = z.object({
  name: z.literal('Cevapla'),
  demo: z.boolean(),
  /** Stores connect to the local Trendyol sandbox, not to Trendyol (demo mode without TRENDYOL_BASE_URL). */
  demoMarketplace: z.boolean().default(false),
  version: z.string(),
});
export type TAppInfoResponse = z.infer<typeof ZAppInfoResponseSchema>;
/** The app-info body as sent (fields with a default may be missing). */
export type TAppInfoInput = z.input<typeof ZAppInfoResponseSchema>;
