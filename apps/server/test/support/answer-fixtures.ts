import type { AnswerContext, ProductFacts, StoreProfile } from '../../src/features/answering/engine/types.js';

/** A store that says what a careful seller says: carrier, times, free-shipping threshold, returns. */
export const storeProfile: StoreProfile = {
  tone: 'samimi',
  greeting: 'Merhaba,',
  signature: 'İyi alışverişler dileriz.',
  deliveryInfo:
    'Tüm siparişlerimizi Yurtiçi Kargo ile gönderiyoruz. Kargoya verilen paketler 1-3 iş günü içinde teslim edilir. ' +
    "400 TL ve üzeri siparişlerde kargo ücretsizdir; 400 TL altındaki siparişlerde kargo ücreti 39,99 TL'dir.",
  returnPolicy:
    'Ürünü teslim aldığınız tarihten itibaren 15 gün içinde iade edebilirsiniz. İade kargo ücreti mağazamıza aittir. ' +
    'İade edilen ürünün kullanılmamış ve etiketli olması gerekir.',
  notes: 'Tüm ürünlerimiz orijinaldir ve faturalıdır.',
  faq: [],
  autoSendThreshold: 80,
  blockedTerms: [],
};

const variant = (colour: string, size: string, inStock: boolean) => ({
  attributes: [
    { name: 'Renk', value: colour },
    { name: 'Beden', value: size },
  ],
  inStock,
  price: 249.99,
  deliveryDays: 2,
  vatRate: 10,
  sameDayCutOff: null,
});

/** A T-shirt in two colours and three sizes; Beyaz / S is sold out. */
export const tshirt: ProductFacts = {
  productMainId: 'TSH-100',
  title: 'Erkek Oversize Bisiklet Yaka Basic Tişört',
  brand: 'Nordi',
  category: 'T-Shirt',
  description:
    '<p>Yumuşak dokulu %100 pamuk kumaştan üretilmiştir.</p><p>Normal kalıp bir görünüm istiyorsanız bir beden küçük almanızı öneririz.</p><p>Model S beden giymektedir.</p>',
  attributes: [
    { name: 'Materyal', value: '%100 Pamuk' },
    { name: 'Kalıp', value: 'Oversize' },
    { name: 'Cep', value: 'Cepsiz' },
    { name: 'Yıkama Talimatı', value: "30°C'de yıkayınız, ütülemeyiniz" },
    { name: 'Menşei', value: 'TR' },
  ],
  variants: [
    variant('Beyaz', 'S', false),
    variant('Beyaz', 'M', true),
    variant('Beyaz', 'L', true),
    variant('Siyah', 'S', true),
    variant('Siyah', 'M', true),
    variant('Siyah', 'L', false),
  ],
};

export const askAbout = (question: string, product: ProductFacts | null = tshirt): AnswerContext => ({
  question,
  productName: product?.title ?? '',
  product,
  profile: storeProfile,
  examples: [],
});
