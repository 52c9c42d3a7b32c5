import type { TTone } from '@cevapla/contracts/answering';
import { describe, expect, it } from 'vitest';
import { checkAnswer, firstFailure } from '../src/features/answering/engine/guardrails.js';
import { createLocalEngine } from '../src/features/answering/engine/local-engine.js';
import { scoreAnswer } from '../src/features/answering/engine/score.js';
import {
  type AnswerContext,
  contextFacts,
  type ProductFacts,
  type StoreProfile,
} from '../src/features/answering/engine/types.js';

const profile: StoreProfile = {
  tone: 'samimi',
  greeting: 'Merhaba,',
  signature: 'İyi alışverişler dileriz.',
  deliveryInfo: 'Siparişleriniz 1-2 iş günü içinde kargoya verilir. 300 TL üzeri siparişlerde kargo ücretsizdir.',
  returnPolicy: 'Ürünü teslim aldıktan sonra 14 gün içinde ücretsiz iade veya değişim yapabilirsiniz.',
  notes: 'Tüm ürünlerimiz orijinal ve faturalıdır. Hediye paketi hizmetimiz bulunmamaktadır.',
  faq: [
    { question: 'Hangi kargo firması ile gönderiyorsunuz?', answer: 'Siparişlerinizi Aras Kargo ile gönderiyoruz.' },
  ],
  autoSendThreshold: 80,
  blockedTerms: [],
};

const tshirt: ProductFacts = {
  productMainId: 'TSH-100',
  title: 'Kadın Basic Bisiklet Yaka Tişört',
  brand: 'Mavi',
  category: 'Tişört',
  description: '<p>%100 pamuklu, regular kalıp basic tişört.</p><p>Modelin üzerindeki ürün S bedendir.</p>',
  attributes: [
    { name: 'Materyal', value: '%100 Pamuk' },
    { name: 'Kalıp', value: 'Regular' },
    { name: 'Yıkama Talimatı', value: '30 derecede yıkanabilir, düşük ısıda ütülenebilir' },
    { name: 'Menşei', value: 'TR' },
  ],
  variants: ['Siyah', 'Beyaz'].flatMap((colour) =>
    ['S', 'M', 'L'].map((size) => ({
      attributes: [
        { name: 'Renk', value: colour },
        { name: 'Beden', value: size },
      ],
      inStock: !(colour === 'Beyaz' && size === 'L'),
      price: 249.9,
      deliveryDays: 2,
    })),
  ),
};

const blender: ProductFacts = {
  productMainId: 'BLN-900',
  title: 'Turbo Blender Seti',
  brand: 'Örnek Elektrik',
  category: 'Blender',
  description: '4 bıçaklı paslanmaz çelik başlık. Hazne ve bıçaklar bulaşık makinesinde yıkanabilir.',
  attributes: [
    { name: 'Güç', value: '1000 W' },
    { name: 'Garanti Süresi', value: '2 Yıl' },
    { name: 'Hazne Kapasitesi', value: '1,5 L' },
    { name: 'Ağırlık', value: '1,8 kg' },
  ],
  variants: [{ attributes: [], inStock: true, price: 1899, deliveryDays: 3 }],
};

function contextFor(question: string, product: ProductFacts | null, changes: Partial<AnswerContext> = {}) {
  return { question, productName: product?.title ?? 'Ürün', product, profile, examples: [], ...changes };
}

const engine = createLocalEngine();
const draft = (question: string, product: ProductFacts | null = tshirt, changes: Partial<AnswerContext> = {}) =>
  engine.draft(contextFor(question, product, changes));
const lower = (text: string) => text.toLocaleLowerCase('tr-TR');

describe('the local answer engine', () => {
  it.each([
    ['Bu tişörtün kumaşı nedir?', tshirt, ['%100 pamuk'], 'Materyal: %100 Pamuk'],
    ['Beyaz rengi de var mı?', tshirt, ['beyaz renk seçeneğimiz mevcuttur', 'siyah, beyaz'], 'Renk: Siyah, Beyaz'],
    ['Kırmızı rengi var mı', tshirt, ['kırmızı renk seçeneğimiz bulunmuyor'], 'Renk: Siyah, Beyaz'],
    [
      'L beden beyaz ne zaman stoğa girer?',
      tshirt,
      ['beyaz / l seçeneği şu an stokta bulunmuyor'],
      'Stokta olmayan: Beyaz / L',
    ],
    [
      'Kaç derecede yıkanmalı, ütü gerekiyor mu?',
      tshirt,
      ['30 derecede yıkanabilir'],
      'Yıkama Talimatı: 30 derecede yıkanabilir, düşük ısıda ütülenebilir',
    ],
    [
      'Bugün sipariş versem ne zaman kargoya verilir?',
      tshirt,
      ['1-2 iş günü'],
      'Teslimat: Siparişleriniz 1-2 iş günü içinde kargoya verilir.',
    ],
    ['Kargo ücretsiz mi?', tshirt, ['300 tl üzeri'], 'Teslimat: 300 TL üzeri siparişlerde kargo ücretsizdir.'],
    [
      'İade süresi kaç gün?',
      tshirt,
      ['14 gün'],
      'İade ve değişim: Ürünü teslim aldıktan sonra 14 gün içinde ücretsiz iade veya değişim yapabilirsiniz.',
    ],
    [
      'ürün orijinal Mavi mı',
      tshirt,
      ['orijinal ve faturalıdır'],
      'Mağaza notu: Tüm ürünlerimiz orijinal ve faturalıdır.',
    ],
    [
      'Hangi kargo firması ile gönderiyorsunuz?',
      tshirt,
      ['aras kargo'],
      'SSS: Hangi kargo firması ile gönderiyorsunuz? → Siparişlerinizi Aras Kargo ile gönderiyoruz.',
    ],
    ['Fiyatı ne kadar?', tshirt, ['249,90 tl'], 'Fiyat: 249,90 TL'],
    ['Nerede üretiliyor?', tshirt, ['menşei: tr'], 'Menşei: TR'],
    ['Modelin üzerindeki ürün hangi beden?', tshirt, ['s bedendir'], 'Açıklama: Modelin üzerindeki ürün S bedendir.'],
    [
      'Hediye paketi yapıyor musunuz?',
      tshirt,
      ['hediye paketi hizmetimiz bulunmamaktadır'],
      'Mağaza notu: Hediye paketi hizmetimiz bulunmamaktadır.',
    ],
    ['Garanti süresi ne kadar?', blender, ['2 yıl'], 'Garanti Süresi: 2 Yıl'],
    ['Kaç watt?', blender, ['1000 w'], 'Güç: 1000 W'],
    ['Haznesi kaç litre?', blender, ['1,5 l'], 'Hazne Kapasitesi: 1,5 L'],
    [
      'Bulaşık makinesinde yıkanabilir mi?',
      blender,
      ['bulaşık makinesinde yıkanabilir'],
      'Açıklama: Hazne ve bıçaklar bulaşık makinesinde yıkanabilir.',
    ],
    ['Ağırlığı ne kadar?', blender, ['1,8 kg'], 'Ağırlık: 1,8 kg'],
    ['Stokta var mı?', blender, ['stokta'], 'Stok durumu: ürün stokta'],
  ])('answers “%s” from the context', async (question, product, expected, fact) => {
    const result = await draft(question, product);
    expect(result).toMatchObject({ answerable: true, engine: 'local', usage: null });
    for (const part of expected) expect(lower(result.answer)).toContain(part);
    expect(result.factsUsed).toContain(fact);
    expect(result.answer.startsWith('Merhaba, ')).toBe(true);
    expect(result.answer.endsWith('İyi alışverişler dileriz.')).toBe(true);
    expect(firstFailure(checkAnswer(result.answer, { blockedTerms: [] }))).toBeNull();
    expect(result.confidence).toBeGreaterThan(0.4);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it('cites only facts that exist in the context, verbatim', async () => {
    for (const question of ['Bu tişörtün kumaşı nedir?', 'Kargo ücretsiz mi?', 'L beden beyaz ne zaman stoğa girer?']) {
      const context = contextFor(question, tshirt);
      const result = await engine.draft(context);
      const facts = contextFacts(context);
      expect(result.factsUsed.length).toBeGreaterThan(0);
      for (const fact of result.factsUsed) expect(facts).toContain(fact);
    }
  });

  it.each([
    ['Garanti süresi ne kadar?', tshirt, 'garanti süresi'],
    ['iPhone ile uyumlu mu?', blender, 'uyumluluk'],
    ['Kapıda ödeme var mı?', tshirt, 'ödeme seçenekleri'],
    ['Kutu içeriğinde şarj adaptörü var mı?', blender, 'kutu ve set içeriği'],
    ['Kumaşı ne?', blender, 'malzeme ve içerik'],
    ['Ölçüleri nedir, kaç cm?', tshirt, 'ölçüler'],
  ])('marks “%s” unanswerable and tells the seller what is missing', async (question, product, missing) => {
    const result = await draft(question, product);
    expect(result).toMatchObject({ answer: '', answerable: false, confidence: 0, factsUsed: [] });
    expect(result.note).toContain(
      `Bu soru için mağaza profilinde veya ürün bilgilerinde yeterli bilgi yok: ${missing}`,
    );
  });

  it('does not answer a neighbouring question: dispatch time is no answer to the shipping cost', async () => {
    const withoutFreeShipping = { ...profile, deliveryInfo: 'Siparişleriniz 1-2 iş günü içinde kargoya verilir.' };
    const result = await draft('Kargo ücretsiz mi?', tshirt, { profile: withoutFreeShipping });
    expect(result.answerable).toBe(false);
    expect(result.answer).toBe('');
  });

  it('says so without any fact at all, and never writes a placeholder', async () => {
    const result = await draft('Buz kırar mı?', blender);
    expect(result.answerable).toBe(false);
    expect(result.note).toContain('yeterli bilgi bulunamadı');
  });

  it('never promises a discount: discount questions are left to the seller', async () => {
    for (const question of [
      'Toplu alımda indirim yapıyor musunuz',
      'İndirim kodu var mı?',
      'Fiyatı ne kadar, kampanya olur mu?',
    ]) {
      const result = await draft(question);
      expect(result).toMatchObject({ answer: '', answerable: false });
      expect(result.note).toContain('İndirim ve kampanya');
    }
  });

  it('drafts what it knows for a recommendation or a half-answerable question, but marks it not answerable', async () => {
    const advice = await draft('1.65 boy 60 kilo için hangi bedeni önerirsiniz?');
    expect(advice.answerable).toBe(false);
    expect(lower(advice.answer)).toContain('s, m, l');
    expect(advice.note).toContain('öneri');
    const half = await draft('Garanti süresi ne kadar, faturalı mı geliyor?', blender, {
      profile: { ...profile, notes: '' },
    });
    expect(half.answerable).toBe(false);
    expect(half.answer).toContain('2 Yıl');
    expect(half.note).toContain('Sorunun bir kısmı için bilgi yok: fatura');
  });

  it('speaks in the store’s tone', async () => {
    const tones: Record<TTone, string> = { samimi: '', resmi: '', kisa: '' };
    for (const tone of ['samimi', 'resmi', 'kisa'] as const) {
      const toned = { ...profile, tone, greeting: tone === 'resmi' ? 'Değerli müşterimiz,' : 'Merhaba,' };
      tones[tone] = (await draft('L beden beyaz ne zaman stoğa girer?', tshirt, { profile: toned })).answer;
    }
    expect(tones.samimi).toContain('teşekkür ederiz!');
    expect(tones.resmi).toMatch(/^Değerli müşterimiz, sorunuz için teşekkür ederiz\. .* Bilginize sunarız\./);
    expect(tones.kisa).not.toContain('teşekkür');
    expect(tones.kisa.length).toBeLessThan(tones.samimi.length);
    for (const tone of ['samimi', 'resmi', 'kisa'] as const) {
      const context = contextFor('Bu tişörtün kumaşı nedir?', tshirt, { profile: { ...profile, tone } });
      const result = await engine.draft(context);
      const guardrails = checkAnswer(result.answer, { blockedTerms: [] });
      const score = scoreAnswer({
        ...result,
        question: context.question,
        facts: contextFacts(context),
        guardrails,
        tone,
      });
      expect(score.parts.find((part) => part.id === 'tone')?.points).toBe(10);
      expect(score.total).toBeGreaterThanOrEqual(80);
    }
  });

  it('reuses an earlier approved answer to a nearly identical store-wide question, in today’s voice', async () => {
    const examples = [
      {
        question: 'Hangi kargo ile gönderiyorsunuz acaba?',
        answer:
          'Merhaba, sorunuz için teşekkür ederiz! Siparişlerinizi Yurtiçi Kargo ile gönderiyoruz. İyi alışverişler dileriz.',
      },
      { question: 'Bu ürünün kumaşı nedir?', answer: 'Merhaba, %100 keten. İyi alışverişler dileriz.' },
    ];
    const kisa = { ...profile, tone: 'kisa' as const, faq: [] };
    const shipping = await draft('Hangi kargo ile gönderiyorsunuz?', blender, { examples, profile: kisa });
    expect(shipping.answer).toBe('Merhaba, siparişlerinizi Yurtiçi Kargo ile gönderiyoruz. İyi alışverişler dileriz.');
    expect(shipping.note).toContain('önceki cevaptan');
    // A material answer belongs to another product: it is never carried over.
    const material = await draft('Kumaşı nedir?', blender, { examples, profile: kisa });
    expect(material.answerable).toBe(false);
  });

  it('never quotes a store fact that would break a guardrail', async () => {
    const leaky = { ...profile, notes: 'Tüm ürünlerimiz orijinaldir. Detaylar için 0532 123 45 67 numarasını arayın.' };
    const result = await draft('Ürün orijinal mi?', tshirt, { profile: leaky });
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('Tüm ürünlerimiz orijinaldir.');
    expect(result.answer).not.toContain('0532');
    const blocked = await draft('Bu tişörtün kumaşı nedir?', tshirt, {
      profile: { ...profile, blockedTerms: ['pamuk'] },
    });
    expect(blocked).toMatchObject({ answer: '', answerable: false });
  });

  it('reports a greeting that breaks a guardrail instead of drafting around it', async () => {
    const result = await draft('Bu tişörtün kumaşı nedir?', tshirt, {
      profile: { ...profile, greeting: 'Merhaba @magaza,' },
    });
    expect(result.answerable).toBe(false);
    expect(result.note).toContain('selamlama veya imza');
  });

  it('answers without product data from the store profile alone', async () => {
    const result = await draft('İade süresi kaç gün?', null);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('14 gün');
  });

  it('is deterministic and honours an aborted signal', async () => {
    const first = await draft('Bu tişörtün kumaşı nedir?');
    expect(await draft('Bu tişörtün kumaşı nedir?')).toEqual(first);
    const controller = new AbortController();
    controller.abort();
    await expect(engine.draft(contextFor('Kargo ücretsiz mi?', tshirt), controller.signal)).rejects.toThrow();
  });
});
