import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/features/answering/engine/local-engine.js';
import { nameForm, relatedWord } from '../src/features/answering/engine/related.js';
import type { AnswerContext, ProductFacts, StoreProfile } from '../src/features/answering/engine/types.js';

const profile: StoreProfile = {
  tone: 'samimi',
  greeting: 'Merhaba,',
  signature: 'İyi alışverişler dileriz.',
  deliveryInfo:
    'Siparişler, ürün sayfasında belirtilen süre içinde kargoya verilir. Gönderilerimiz Aras Kargo ile yapılır.',
  returnPolicy: '30 gün içinde ücretsiz iade hakkınız vardır.',
  notes: 'Tüm ürünlerimiz orijinal ve faturalıdır.',
  faq: [],
  autoSendThreshold: 80,
  blockedTerms: [],
};

const product = (changes: Partial<ProductFacts>): ProductFacts => ({
  productMainId: 'TST-1',
  title: 'Örnek Ürün',
  brand: 'Örnek',
  category: 'Genel',
  description: null,
  attributes: [],
  variants: [{ attributes: [], inStock: true, price: 100, deliveryDays: 4 }],
  ...changes,
});

const candy = product({
  title: 'Geleneksel Cevizli Sucuk 1 kg',
  category: 'Tatlı',
  description: 'Taze cevizli geleneksel sucuk. Koruyucu madde içermez. Kristalleşme doğal bir süreçtir.',
});
const stool = product({
  title: 'Ahşap Tabure',
  description: 'Masif kayın ağacı tabure.',
  attributes: [
    { name: 'Taşıma Kapasitesi', value: '150 kg' },
    { name: 'Kılıf', value: 'Çıkarılabilir' },
  ],
});
const speaker = product({
  title: 'Taşınabilir Hoparlör',
  attributes: [
    { name: 'Bluetooth Versiyonu', value: '5.3' },
    { name: 'Uyumlu İşletim Sistemi', value: 'Windows, macOS' },
  ],
});

const engine = createLocalEngine();
const draft = (question: string, item: ProductFacts | null, changes: Partial<AnswerContext> = {}) =>
  engine.draft({ question, productName: item?.title ?? 'Ürün', product: item, profile, examples: [], ...changes });
const lower = (text: string) => text.toLocaleLowerCase('tr-TR');

describe('the local engine’s recall', () => {
  it('answers from the description sentence that repeats the question’s words', async () => {
    const result = await draft('şekerlenirse normal mi', candy);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('Kristalleşme doğal bir süreçtir.');
    expect(result.factsUsed).toEqual(['Açıklama: Kristalleşme doğal bir süreçtir.']);
  });

  it('answers a "var mı" question with the description’s "içermez"', async () => {
    const result = await draft('koruyucu var mı içinde', candy);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('Koruyucu madde içermez.');
  });

  it('still refuses when the statement shares too few of the question’s words', async () => {
    const result = await draft('hayvanlar üzerinde test ediliyor mu', candy);
    expect(result.answerable).toBe(false);
    expect(result.answer).toBe('');
  });

  it('maps attributes by their name and related wording (Taşıma Kapasitesi, Versiyon, macOS, a misspelling)', async () => {
    expect(lower((await draft('kaç kilo taşıyor', stool)).answer)).toContain('150 kg');
    expect(lower((await draft('kılıfı çıkıyor mu', stool)).answer)).toContain('çıkarılabilir');
    expect((await draft('bluetooth sürümü kaç', speaker)).answer).toContain('5.3');
    expect((await draft('macbook ile çalışır mı', speaker)).answer).toContain('macOS');
  });

  it('answers return and originality questions from the profile, whatever the verb or spelling', async () => {
    const returns = await draft('beğenmezsem iade edebilirmiyim?', stool);
    expect(returns.answerable).toBe(true);
    expect(returns.answer).toContain('30 gün');
    const original = await draft('orjinal mi bu', stool);
    expect(original.answerable).toBe(true);
    expect(original.answer).toContain('orijinal ve faturalıdır');
  });

  it('prefers the product’s own dispatch days over a store sentence that defers to them', async () => {
    const result = await draft('kaç günde kargoya verilir', stool);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('4 iş günü');
  });

  it('names the carrier when asked which one', async () => {
    const result = await draft('hangi kargoyla geliyor', stool);
    expect(result.answer).toContain('Aras Kargo');
    expect(result.answer).not.toContain('ürün sayfasında');
  });

  it('says which variant is sold out when a one-letter size is asked', async () => {
    const shirt = product({
      variants: ['S', 'L', 'XL'].map((size) => ({
        attributes: [{ name: 'Beden', value: size }],
        inStock: size !== 'L',
        price: 100,
        deliveryDays: 2,
      })),
    });
    expect((await draft('L beden stokta var mi', shirt)).answer).toContain('L seçeneği şu an stokta bulunmuyor');
  });
});

describe('word relations', () => {
  it.each([
    ['orjinal', 'orijinal'],
    ['kapsonu', 'kapuson'],
    ['tasiyor', 'tasima'],
    ['surumu', 'versiyonu'],
    ['kutudan', 'dahildir'],
  ])('relates %s and %s', (a, b) => expect(relatedWord(a, b)).toBe(true));

  it.each([
    ['kutudan', 'dahili'],
    ['seker', 'kristal'],
    ['kalite', 'kalip'],
  ])('keeps %s and %s apart', (a, b) => expect(relatedWord(a, b)).toBe(false));

  it('takes a short word for a product name word only with a suffix at most', () => {
    expect(nameForm('set', 'seti')).toBe(true);
    expect(nameForm('cam', 'camasir')).toBe(false);
  });
});
