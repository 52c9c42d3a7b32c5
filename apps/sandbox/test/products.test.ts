import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSandbox, type TestSandbox, trendyolHeaders } from './support.js';

type ProductPage = {
  content: Array<{
    productMainId: string;
    attributes: Array<{ attributeName: string; attributeValues: Array<{ attributeValue: string }> }>;
    variants: Array<{ barcode: string; productUrl: string } & Record<string, unknown>>;
  }>;
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  nextPageToken: string | null;
};

describe('GET /product/sellers/{sellerId}/products/approved', () => {
  let subject: TestSandbox;
  beforeAll(() => {
    subject = makeSandbox({ rateLimit: false });
  });
  afterAll(() => subject.app.close());

  const get = (query = '') =>
    subject.app.inject({
      method: 'GET',
      url: `/product/sellers/1001/products/approved${query}`,
      headers: trendyolHeaders('1001'),
    });
  const page = async (query = '') => (await get(query)).json<ProductPage>();

  it('serves a catalogue of 30+ products across six categories', async () => {
    const all = await page('?size=100');
    expect(all.totalElements).toBeGreaterThanOrEqual(30);
    const kinds = new Set(subject.app.sandbox.state.catalogue.products.map((product) => product.kind));
    expect(kinds).toEqual(new Set(['clothing', 'electronics', 'kitchen', 'cosmetics', 'furniture', 'food']));
  });

  it('returns content and variant fields with delivery options and the seller in product URLs', async () => {
    const { content } = await page('?productMainId=XMI-RBN-7A');
    expect(content).toHaveLength(1);
    const [product] = content;
    expect(product).toMatchObject({
      contentId: expect.any(Number),
      brand: { id: expect.any(Number), name: 'Xiaomi' },
      category: { id: expect.any(Number), name: 'Bluetooth Kulaklık' },
      title: expect.stringContaining('Redmi Buds'),
      images: expect.arrayContaining([{ url: expect.stringMatching(/^https:\/\/cdn\.dsmcdn\.com\//) }]),
    });
    const warranty = product?.attributes.find((attribute) => attribute.attributeName === 'Garanti Süresi');
    expect(warranty?.attributeValues[0]?.attributeValue).toBe('2 Yıl');
    expect(product?.variants[0]).toMatchObject({
      variantId: expect.any(Number),
      stockCode: expect.any(String),
      attributes: [expect.objectContaining({ attributeName: 'Renk' })],
      onSale: true,
      price: { salePrice: 749, listPrice: 899 },
      stock: { quantity: expect.any(Number) },
      vatRate: 20,
      deliveryOptions: {
        deliveryDuration: 1,
        isRushDelivery: true,
        fastDeliveryOptions: [{ deliveryOptionType: 'SAME_DAY_SHIPPING', deliveryDailyCutOffHour: '15:00' }],
      },
      productUrl: expect.stringMatching(/-p-\d+\?merchantId=1001$/),
    });
  });

  it('filters by barcode and by a comma-separated barcodes list', async () => {
    const products = subject.app.sandbox.state.catalogue.products;
    const first = products[0]?.variants[2]?.barcode ?? '';
    const second = products[10]?.variants[0]?.barcode ?? '';
    expect((await page(`?barcode=${first}`)).content.map((product) => product.productMainId)).toEqual([
      products[0]?.productMainId,
    ]);
    expect((await page(`?barcodes=${first},${second}`)).totalElements).toBe(2);
    const tooMany = Array.from({ length: 51 }, (_, index) => `86800${index}`).join(',');
    expect((await get(`?barcodes=${tooMany}`)).statusCode).toBe(400);
  });

  it('pages 0-based with a nextPageToken, and refuses sizes above 100', async () => {
    const first = await page('?size=10');
    expect(first).toMatchObject({ page: 0, size: 10, totalPages: Math.ceil(first.totalElements / 10) });
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await page(`?size=10&nextPageToken=${first.nextPageToken}`);
    expect(second.page).toBe(1);
    expect(second.content[0]?.productMainId).not.toBe(first.content[0]?.productMainId);
    expect((await get('?size=101')).statusCode).toBe(400);
  });
});
