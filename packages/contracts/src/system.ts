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
  version: z.string(),
});
export type TAppInfoResponse = z.infer<typeof ZAppInfoResponseSchema>;
