import { describe, expect, it } from 'vitest';
import { type AnswerContext, contextFacts, type StoreProfile } from '../src/features/answering/engine/types.js';

const profile: StoreProfile = {
  tone: 'samimi',
  greeting: 'Merhaba,',
  signature: 'İyi alışverişler dileriz.',
  deliveryInfo: '  2-3 iş günü içinde kargoya verilir.   Hafta sonu kargo çıkışı yoktur. ',
  returnPolicy: '14 gün içinde ücretsiz iade.',
  notes: 'Tüm ürünlerimiz faturalıdır.\nHediye paketi yoktur.',
  faq: [
    { question: 'Kargo ücretsiz mi?', answer: '300 TL üzeri ücretsiz.' },
    { question: ' ', answer: 'boş soru sayılmaz' },
  ],
  autoSendThreshold: 80,
  blockedTerms: [],
};

const context: AnswerContext = {
  question: 'Kumaşı nedir?',
  productName: 'Basic Tişört (soru başlığı)',
  product: {
    productMainId: 'TSH-1',
    title: 'Basic Tişört',
    brand: 'Koton',
    category: 'Tişört',
    description: '<p>%100 pamuklu, regular kalıp.</p><ul><li>Model 1.72 boyundadır.</li></ul>&nbsp;',
    attributes: [
      { name: 'Materyal', value: '%100 pamuk' },
      { name: 'Renk', value: 'Siyah' },
      { name: 'Boş', value: '  ' },
    ],
    variants: [
      {
        attributes: [
          { name: 'Renk', value: 'Siyah' },
          { name: 'Beden', value: 'S' },
        ],
        inStock: true,
        price: 1249.9,
        deliveryDays: 2,
      },
      {
        attributes: [
          { name: 'Renk', value: 'Beyaz' },
          { name: 'Beden', value: 'S' },
        ],
        inStock: false,
        price: 1249.9,
        deliveryDays: 3,
      },
      {
        attributes: [
          { name: 'Renk', value: 'Siyah' },
          { name: 'Beden', value: 'M' },
        ],
        inStock: true,
        price: 1349.9,
        deliveryDays: 2,
      },
    ],
  },
  profile,
  examples: [{ question: 'Yıkanınca çeker mi?', answer: 'Merhaba, çekme yapmaz. İyi günler.' }],
};

describe('the facts of an answer context', () => {
  it('lists product, variant, profile, FAQ and earlier answers as “name: value” strings', () => {
    expect(contextFacts(context)).toEqual([
      'Ürün adı: Basic Tişört',
      'Marka: Koton',
      'Kategori: Tişört',
      'Materyal: %100 pamuk',
      'Renk: Siyah, Beyaz',
      'Beden: S, M',
      'Stokta olan: Siyah / S, Siyah / M',
      'Stokta olmayan: Beyaz / S',
      'Fiyat: 1.249,90–1.349,90 TL',
      'Kargoya teslim süresi: 2 iş günü (Siyah / S, Siyah / M)',
      'Kargoya teslim süresi: 3 iş günü (Beyaz / S)',
      'Hızlı teslimat: bu üründe aynı gün kargo (hızlı teslimat) seçeneği bulunmuyor',
      'Açıklama: %100 pamuklu, regular kalıp.',
      'Açıklama: Model 1.72 boyundadır.',
      'Teslimat: 2-3 iş günü içinde kargoya verilir.',
      'Teslimat: Hafta sonu kargo çıkışı yoktur.',
      'İade ve değişim: 14 gün içinde ücretsiz iade.',
      'Mağaza notu: Tüm ürünlerimiz faturalıdır.',
      'Mağaza notu: Hediye paketi yoktur.',
      'SSS: Kargo ücretsiz mi? → 300 TL üzeri ücretsiz.',
      'Önceki cevap: Yıkanınca çeker mi? → Merhaba, çekme yapmaz. İyi günler.',
    ]);
  });

  it('says plainly when every option, or none, is in stock', () => {
    const product = context.product ?? null;
    if (!product) throw new Error('fixture');
    const allIn = { ...product, variants: product.variants.map((variant) => ({ ...variant, inStock: true })) };
    const noneIn = { ...product, variants: product.variants.map((variant) => ({ ...variant, inStock: false })) };
    expect(contextFacts({ ...context, product: allIn })).toContain('Stok durumu: ürün stokta');
    expect(contextFacts({ ...context, product: noneIn })).toContain('Stok durumu: ürün şu an stokta yok');
  });

  it('still has the question’s product name and the store profile without product data', () => {
    const empty = { ...profile, deliveryInfo: '', returnPolicy: '', notes: '', faq: [] };
    expect(contextFacts({ ...context, product: null, profile: empty, examples: [] })).toEqual([
      'Ürün adı: Basic Tişört (soru başlığı)',
    ]);
  });

  it('states VAT as included with its rate, and same-day shipping with the variants that have it', () => {
    const base = context.product as NonNullable<typeof context.product>;
    const product = {
      ...base,
      description: '<ul><li>1 damla: 400 IU</li><li>Günde 2 damla</li></ul><p>Serin yerde saklayınız</p>',
      variants: base.variants.map((variant, index) => ({
        ...variant,
        vatRate: 10,
        sameDayCutOff: index === 0 ? '14:00' : null,
      })),
    };
    const facts = contextFacts({ ...context, product });
    expect(facts).toContain('KDV: satış fiyatına dahil, oranı %10');
    expect(facts).toContain(
      "Aynı gün kargo: saat 14:00'e kadar verilen siparişler aynı gün kargoya verilir (Siyah / S)",
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        'Açıklama: 1 damla: 400 IU',
        'Açıklama: Günde 2 damla',
        'Açıklama: Serin yerde saklayınız',
      ]),
    );
  });
});
