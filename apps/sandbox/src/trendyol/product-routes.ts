import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trendyolEndpoints } from '../http/endpoints.js';
import { TrendyolError } from '../http/trendyol-error.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { toTrendyolProduct } from './present-product.js';
import { ZProductPageSchema } from './product-schemas.js';
import { ZSellerParamsSchema, ZTrendyolErrorSchema } from './schemas.js';

const ZProductQuerySchema = z.object({
  productMainId: z.string().min(1).optional(),
  barcode: z.string().min(1).optional(),
  barcodes: z.string().min(1).optional(),
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
  nextPageToken: z.string().min(1).optional(),
});

const encodeToken = (page: number) => Buffer.from(JSON.stringify({ page })).toString('base64url');

function decodeToken(token: string): number {
  try {
    const { page } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { page?: unknown };
    if (typeof page === 'number' && Number.isInteger(page) && page >= 0) return page;
  } catch {
    // falls through to the 400 below
  }
  throw new TrendyolError(400, 'nextPageToken', 'nextPageToken geçersiz.');
}

/** `GET …/products/approved`: the demo catalogue, filtered by productMainId, barcode or barcodes (≤ 50). */
export const productRoutes: FastifyPluginAsyncZod<{ state: SandboxState }> = async (app, { state }) => {
  app.get(
    trendyolEndpoints['products.approved'].url,
    {
      schema: {
        params: ZSellerParamsSchema,
        querystring: ZProductQuerySchema,
        response: { 200: ZProductPageSchema, 400: ZTrendyolErrorSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const barcodes = [query.barcode, ...(query.barcodes?.split(',') ?? [])]
        .map((barcode) => barcode?.trim())
        .filter((barcode): barcode is string => !!barcode);
      if ((query.barcodes?.split(',').length ?? 0) > 50) {
        throw new TrendyolError(400, 'barcodes', 'En fazla 50 barkod ile sorgulama yapılabilir.');
      }
      const matching = state.catalogue.products.filter(
        (product) =>
          (query.productMainId === undefined || product.productMainId === query.productMainId) &&
          (barcodes.length === 0 || product.variants.some((variant) => barcodes.includes(variant.barcode))),
      );
      const page = query.nextPageToken === undefined ? query.page : decodeToken(query.nextPageToken);
      const totalPages = Math.ceil(matching.length / query.size);
      return {
        content: matching
          .slice(page * query.size, (page + 1) * query.size)
          .map((product) => toTrendyolProduct(product, request.params.sellerId, state.urls)),
        page,
        size: query.size,
        totalElements: matching.length,
        totalPages,
        nextPageToken: page + 1 < totalPages ? encodeToken(page + 1) : null,
      };
    },
  );
};
