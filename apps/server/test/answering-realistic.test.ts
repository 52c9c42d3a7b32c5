import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { countsTold } from '../src/features/answering/engine/lexicon.js';
import { beyondQuote, readQuestion } from '../src/features/answering/engine/read-question.js';
import { fold } from '../src/features/answering/engine/text.js';
import { sameWordStrictly } from '../src/features/answering/engine/turkish.js';
import type { ProductFacts } from '../src/features/answering/engine/types.js';
import { generateDraft } from '../src/features/answering/generate.js';
import { createLocalEngine, restates } from '../src/features/answering/local/local-engine.js';
import { returnAspects } from '../src/features/answering/local/returns.js';
import { lightVerb } from '../src/features/answering/local/words.js';
import { verifyAnswer } from '../src/features/answering/verify/verify.js';
import { askAbout, storeProfile, tshirt } from './support/answer-fixtures.js';

/**
 * Questions as customers write them, against products whose listings read like real ones: the
 * cases where a careless engine answers something else, and where the verifier must notice.
 */

const plain = (name: string, value: string) => ({ name, value });
/** A variant like the T-shirt's (price, delivery, VAT) with its own options and stock. */
const variantOf = (
  attributes: ProductFacts['variants'][number]['attributes'],
  inStock = true,
  base: ProductFacts['variants'][number] = tshirt.variants[0] as ProductFacts['variants'][number],
) => ({ ...base, attributes, inStock });

/** A shoulder bag whose title names features (a chain strap) and whose material is faux leather. */
const bag: ProductFacts = {
  productMainId: 'BAG-1',
  title: 'Kadın Zincir Askılı Kapaklı Suni Deri Omuz Çantası',
  brand: 'Verona',
  category: 'Omuz Çantası',
  description: 'Zincir askısı çıkarılamaz, askı uzunluğu 110 cm’dir. Çantayı yağmurda kullanmamanızı öneririz.',
  attributes: [plain('Materyal', 'Suni Deri'), plain('Askı Uzunluğu', '110 cm'), plain('Menşei', 'CN')],
  variants: [
    {
      attributes: [plain('Renk', 'Siyah')],
      inStock: true,
      price: 449.99,
      deliveryDays: 2,
      vatRate: 20,
      sameDayCutOff: null,
    },
  ],
};

/** Jeans sold by waist/length ("33/32"); Antrasit 33/32 is sold out. */
const jeans: ProductFacts = {
  productMainId: 'JN-1',
  title: 'Erkek Slim Fit Jean Pantolon',
  brand: 'Kross',
  category: 'Jean',
  description: 'Bedenlerdeki ilk sayı bel, ikinci sayı boy ölçüsüdür.',
  attributes: [plain('Materyal', '%98 Pamuk, %2 Elastan'), plain('Kalıp', 'Slim Fit')],
  variants: ['30/32', '31/32', '33/32'].flatMap((size) =>
    ['Antrasit', 'Mavi'].map((colour) => ({
      attributes: [plain('Renk', colour), plain('Beden', size)],
      inStock: !(colour === 'Antrasit' && size === '33/32'),
      price: 599.99,
      deliveryDays: 2,
      vatRate: 10,
      sameDayCutOff: null,
    })),
  ),
};

/** Baby wipes whose description forbids flushing them. */
const wipes: ProductFacts = {
  productMainId: 'WP-1',
  title: 'Pamukbebe Islak Mendil 60 Yaprak',
  brand: 'Pamukbebe',
  category: 'Islak Mendil',
  description: 'Alkol ve paraben içermez. Mendilleri tuvalete atmayınız.',
  attributes: [plain('Yaprak Sayısı', '60')],
  variants: [
    {
      attributes: [plain('Adet', '60 Yaprak')],
      inStock: true,
      price: 39.9,
      deliveryDays: 1,
      vatRate: 10,
      sameDayCutOff: null,
    },
  ],
};

/** A product like the wipes, with its own title, category, description and attributes. */
const listing = (
  productMainId: string,
  title: string,
  category: string,
  description: string,
  attributes: ProductFacts['attributes'],
): ProductFacts => ({ ...wipes, productMainId, title, category, description, attributes });

const engine = createLocalEngine();
const draft = (question: string, product: ProductFacts) => engine.draft(askAbout(question, product));

describe('the local engine on questions as customers write them', () => {
  it('answers "hakiki deri mi" with a no and the material the product is made of', async () => {
    const { answer, answerable } = await draft('hakiki deri mi', bag);
    expect(answerable).toBe(true);
    expect(answer).toMatch(/^Merhaba, hayır, .*suni deri/);
  });

  it('matches a verb in another form ("atılabilir mi" against "atmayınız") and says no', async () => {
    const { answer } = await draft('tuvalete atilabilir mi', wipes);
    expect(answer).toMatch(/hayır, mendilleri tuvalete atmayınız/i);
  });

  it('reads a waist size alone ("antrasit 33") as the jeans size and holds its restock date', async () => {
    const held = await draft('antrasit 33 ne zaman gelir', jeans);
    expect(held).toMatchObject({ answerable: false, answer: '' });
    expect(held.note).toMatch(/Stoğa giriş tarihi/);
    const sold = await draft('antrasit 33 var mı', jeans);
    expect(sold.answer).toMatch(/hayır, antrasit 33\/32 .*tükendi/i);
  });

  it('holds "ne zaman gelir" after a sold-out option named in the part before', async () => {
    const held = await draft('antrasit 33/32 yok mu ya, ne zaman gelir', jeans);
    expect(held.answerable).toBe(false);
  });

  it('does not split a height like 1.80 into two questions, and holds sizing by height and weight with no chart', async () => {
    const held = await draft('boyum 1.80 kilom 85 hangi beden olur', jeans);
    expect(held).toMatchObject({ answerable: false, answer: '' });
  });

  it('holds parts sold separately, another product, taking it with a medicine, and delivery by tomorrow', async () => {
    for (const question of [
      'yedek askı ayrıca satıyor musunuz',
      'bunun cüzdanı da var mı aynı seriden',
      'tansiyon ilacı kullanıyorum birlikte kullanabilir miyim',
      'yarına elimde olur mu acil',
      'abla 400 yapın 2 tane alayım',
    ]) {
      const result = await draft(question, bag);
      expect(result.answer, question).toBe('');
      expect(result.answerable, question).toBe(false);
    }
  });

  it('holds a question the listing only seems to answer ("askı ayarlanıyor mu" against a note about screen settings)', async () => {
    const context = askAbout('askısı ayarlanabiliyor mu', bag);
    const profile = { ...context.profile, notes: 'Ekran ayarlarına göre renklerde hafif ton farkı olabilir.' };
    const result = await engine.draft({ ...context, profile });
    expect(result).toMatchObject({ answerable: false, answer: '' });
  });

  it('holds "which one should I take" for the customer’s own case, and delivery by a named day', async () => {
    for (const question of [
      'saçlarım dipten yağlanıyor uçlar kuru ikisinden hangisini almam lazım',
      'perşembe sipariş versem cumaya kadar izmire gelir mi',
    ]) {
      const result = await draft(question, bag);
      expect(result.answer, question).toBe('');
    }
  });

  it('counts the customer’s quantity against the free-shipping threshold, and says how many make it free', async () => {
    const two = await draft('2 tane alırsam kargo bedava olur mu', bag);
    expect(two.answer).toMatch(/^Merhaba, evet, .*2 adet için toplam 899,98 TL olduğundan kargo ücretsizdir/);
    // The count before what is bought ("2 çanta alsam"), not only before "tane"; a size is no count.
    const bags = await draft('2 çanta alsam kargo bedava olur mu', bag);
    expect(bags.answer).toMatch(/^Merhaba, evet, .*2 adet için toplam 899,98 TL olduğundan kargo ücretsizdir/);
    expect(countsTold('42 numara alsam olur mu')).toEqual([]);
    expect(countsTold('3 kutu alsam')).toEqual([3]);
    const single = await draft('kaç tane alırsam kargo ücretsiz olur', jeans);
    expect(single.answer).toMatch(/tek ürün alımında da kargo ücretsizdir/);
  });

  it('does not answer "kargo ücreti kaç TL" with the rule when the amount is not in the profile', async () => {
    const context = askAbout('kargo ücreti kaç tl', wipes);
    const profile = {
      ...context.profile,
      deliveryInfo:
        'Tüm siparişlerimizi Yurtiçi Kargo ile gönderiyoruz. 400 TL ve üzeri siparişlerde kargo ücretsizdir; altındaki siparişlerde kargo ücreti ödeme adımında gösterilir.',
    };
    const result = await engine.draft({ ...context, profile });
    expect(result.answer).toBe('');
  });

  it('takes a bare "ne kadar" after a measure as that measure, not the price', async () => {
    const { answer } = await draft('askı uzunluğu ne kadar', bag);
    expect(answer).toContain("110 cm'dir");
    expect(answer).not.toMatch(/TL/);
  });

  it('answers a variant question followed by the customer’s circumstance ("… var mı düğünüm var acil")', async () => {
    const { answer } = await draft('mavi 31 var mı düğünüm var acil', jeans);
    expect(answer).toMatch(/^Merhaba, evet, mavi 31\/32 .*stokta/i);
  });

  it('says no when the fact advises against the asked verb in another form ("kullanmamanızı öneririz")', async () => {
    const { answer } = await draft('yağmurda kullanabilir miyim', bag);
    expect(answer).toMatch(/^Merhaba, hayır, /);
  });

  it('writes an asked colour with its Turkish letters when the product does not come in it', async () => {
    const { answer } = await draft('kirmizi var mi', bag);
    expect(answer).toMatch(/hayır, kırmızı renk seçeneğimiz bulunmuyor/i);
  });

  it('writes listing words small inside a sentence ("materyali suni deridir")', async () => {
    const { answer } = await draft('materyali ne', bag);
    expect(answer).toContain('materyali suni deridir');
  });
});

describe('the verifier on answers that speak of something else', () => {
  it('does not take a feature word of the title as answered ("askı ayarlanıyor mu" by a note about screen settings)', () => {
    const result = verifyAnswer(
      askAbout('askı ayarlanıyor mu', bag),
      'Merhaba, evet, ekran ayarlarına göre renklerde hafif ton farkı olabilir.',
    );
    expect(result.complete).toBe(false);
    expect(result.findings.map((finding) => finding.kind)).toContain('unanswered_part');
  });

  it('counts a part unanswered when the answer never repeats the number it asks about ("spf 30", "12 taksit")', () => {
    const result = verifyAnswer(
      askAbout('12 taksit olur mu', bag),
      'Merhaba, evet, taksit seçenekleri ödeme adımında kartınıza göre gösterilir.',
    );
    expect(result.complete).toBe(false);
    const right = verifyAnswer(askAbout('33 beden var mı', jeans), 'Merhaba, evet, mavi 33/32 beden stokta mevcut.');
    expect(right.findings.map((finding) => finding.kind)).not.toContain('unanswered_part');
  });

  it('does not take a shared start for the same word ("türk" is not "Türkiye")', () => {
    const result = verifyAnswer(
      askAbout('türk kahvesi yapabiliyor muyuz', bag),
      'Merhaba, hayır, yalnızca Türkiye içindeki adreslere gönderim yapıyoruz.',
    );
    expect(result.complete).toBe(false);
  });

  it('does not read a side verb’s negation as the answer’s no ("düzenlendikten sonra … değiştirilemez")', () => {
    const result = verifyAnswer(
      askAbout('kurumsal fatura düzenleyebiliyor musunuz', bag),
      'Merhaba, evet, kurumsal fatura için vergi numaranızı eklemeniz yeterlidir; fatura düzenlendikten sonra bilgiler değiştirilemez.',
    );
    expect(result.findings.map((finding) => finding.message).join(' ')).not.toMatch(/“Evet” diyor/);
  });
});

describe('the local engine on a fresh batch of questions', () => {
  it('reads "takıp kullanabilir" as attaching, not parcel tracking, and "edebiliyomuyum" as a question', async () => {
    expect(readQuestion('tek kulak takip kullanabiliyomuyum').normalized).toBe(
      'tek kulak takarak kullanabiliyor muyum',
    );
    expect(readQuestion('kargo takip numarasi nerede').normalized).toContain('kargo takip');
    const returned = await draft('begenmezsem iade edebiliyomuyum', tshirt);
    expect(fold(returned.answer)).toMatch(/^merhaba, evet, /);
  });

  it('splits a second question after a glued particle or a verb ("… iyimi", "korur mu darbe emici mi")', () => {
    expect(readQuestion('mikrofonu var mi konusma kalitesi iyimi').parts.map((part) => part.text)).toEqual([
      'mikrofonu var mi',
      'konusma kalitesi iyi mi',
    ]);
    expect(readQuestion('dusurunce korur mu darbe emici mi').parts).toHaveLength(2);
    expect(readQuestion('kalibi dar mi genis mi').parts).toHaveLength(1);
    expect(readQuestion('sigir mi balik mi').parts).toHaveLength(1);
  });

  it('holds "kaç taksit" when nothing says a number, and says the price with the VAT when both are asked', async () => {
    expect((await draft('taksit var mi kac taksit', tshirt)).answerable).toBe(false);
    const price = await draft('kdv dahil fiyati ne kadar', tshirt);
    expect(price.answer).toContain('249,99 TL');
    expect(price.answer).toContain('KDV oranı %10');
  });

  it('holds a sold-out option’s restock date even when the FAQ answers "ne zaman gelir" with delivery times', async () => {
    const faq = [{ question: 'Ne zaman gelir?', answer: 'Siparişiniz 2 iş günü içinde kargoya verilir.' }];
    const result = await engine.draft({ ...askAbout('beyaz s ne zaman gelir'), profile: { ...storeProfile, faq } });
    expect(result.answerable).toBe(false);
    expect(result.answer).toBe('');
  });

  it('says no to shipping abroad when the store ships only within Turkey', async () => {
    const deliveryInfo = `${storeProfile.deliveryInfo} Yalnızca Türkiye içindeki adreslere gönderim yapıyoruz.`;
    const result = await engine.draft({
      ...askAbout("Almanya'ya gönderim yapıyor musunuz?"),
      profile: { ...storeProfile, deliveryInfo },
    });
    expect(result.answer).toMatch(/^Merhaba, hayır, yalnızca Türkiye/);
  });

  it('holds a skin reaction, a request to hurry, a body shape the listing does not speak of, and where a material is imported from', async () => {
    for (const question of [
      'bebegimde kizariklik yapti ne yapmaliyim',
      'yarin lazim hizlandirabilir misiniz',
      'dolgun biriyim hangi bedeni almaliyim',
      'hangi ulkeden ithal',
    ]) {
      expect((await draft(question, tshirt)).answerable, question).toBe(false);
    }
  });

  it('says how many units are left, a price differing by option, a VAT rate named wrongly, the shipping fee and a country named', async () => {
    const counted: ProductFacts = {
      ...tshirt,
      variants: tshirt.variants.map((variant, index) => ({
        ...variant,
        quantity: variant.inStock ? 3 + index : 0,
        price: variant.attributes[1]?.value === 'L' ? 269.99 : 249.99,
      })),
    };
    const ask = async (question: string) => (await draft(question, counted)).answer;
    expect(await ask('siyah m kaldi mi kac tane var')).toMatch(
      /^Merhaba, evet, siyah M beden için stokta 7 adet var\./,
    );
    expect(await ask('L de fiyat farkli mi')).toMatch(
      /^Merhaba, evet, L seçeneğinin fiyatı 269,99 TL\. Diğer seçeneklerin fiyatı 249,99 TL/,
    );
    expect(await ask('kdv orani %20 mi')).toMatch(/^Merhaba, hayır, .*KDV oranı %10/);
    expect(await ask('kargo kac para')).toContain('39,99 TL');
    expect(await ask('cin mali mi')).toMatch(/^Merhaba, hayır, ürünümüzün menşei Türkiye/);
  });

  it('answers "orijinal mi" with a yes and "çakma mı" with a no from the store’s notes; "varsa kaç yıl" continues the part before', async () => {
    expect((await draft('abla orjinal mi bunlar', tshirt)).answer).toMatch(
      /^Merhaba, evet, tüm ürünlerimiz orijinaldir/,
    );
    expect((await draft('cakma mi bu', tshirt)).answer).toMatch(/^Merhaba, hayır, tüm ürünlerimiz orijinaldir/);
    expect((await draft('sahte cok var analiz raporu var mi', tshirt)).answerable).toBe(false);
    expect(readQuestion('garantisi var mi, varsa kac yil').parts).toHaveLength(1);
  });

  it('lets the clause that names the thing asked about decide the yes or no ("kapsül kullanabilir miyim")', async () => {
    const machine: ProductFacts = {
      ...wipes,
      title: 'Filtre Kahve Makinesi',
      category: 'Kahve Makinesi',
      description: 'Öğütülmüş kahve ile kullanılır; kapsül kahve ile uyumlu değildir.',
      attributes: [],
    };
    expect((await draft('nespresso kapsul kullanabilir miyim', machine)).answer).toMatch(/^Merhaba, hayır, /);
    expect((await draft('ogutulmus kahve kullanabilir miyim', machine)).answer).toMatch(/^Merhaba, evet, /);
  });

  it('leads with the yes of a later part that the same sentence answers ("Nerede üretilmiş, Çin malı mı?")', async () => {
    expect((await draft('Nerede üretilmiş, Çin malı mı?', bag)).answer).toMatch(
      /^Merhaba, evet, ürünümüzün menşei Çin/,
    );
  });

  it('says the alternative a listing names as a sentence ("kaz tüyü mü elyaf mı")', async () => {
    const pillow: ProductFacts = { ...wipes, attributes: [plain('Dolgu Materyali', 'Elyaf')] };
    expect((await draft('kaz tuyu mu elyaf mi', pillow)).answer).toContain('ürünümüzün dolgu materyali elyaftır.');
  });

  it('does not take "değişik bir koku" for an exchange, and holds the complaint', async () => {
    expect(returnAspects('degisik bir koku var')).not.toContain('exchange');
    expect((await draft('degisik bir koku var bozuk mu gonderdiniz', tshirt)).answerable).toBe(false);
  });

  it('says yes to "bitti mi" for a sold-out option, and reads "kalmış mı", "gözükmüyor" and "alabiliyor muyum" as stock questions', async () => {
    expect((await draft('beyaz s bitmis mi gozukmuyo', tshirt)).answer).toMatch(
      /^Merhaba, evet, beyaz S beden şu an tükendi/,
    );
    expect((await draft('beyazin s bedeni kalmis mi acaba', tshirt)).answer).toMatch(
      /^Merhaba, hayır, beyaz S beden şu an tükendi/,
    );
    expect((await draft('siyah s alabiliyo muyum', tshirt)).answer).toMatch(/^Merhaba, evet, siyah S beden stokta/);
  });

  it('pairs each colour with the size named beside it ("beyaz s ile siyah m"), not every colour with every size', async () => {
    const { answer } = await draft('beyaz s ile siyah m beraber alcam ikisi de var mi', tshirt);
    expect(answer).toMatch(/^Merhaba, hayır, /);
    expect(answer).toMatch(/^Merhaba, hayır, beyaz S beden şu an tükendi; Siyah M beden stokta mevcut/);
    expect(answer).not.toMatch(/Beyaz M|Siyah S/);
  });

  it('answers "which of these is in stock" without a yes or no, and a question about two topics as two parts', async () => {
    const which = await draft('beyaz ile siyah hangisi var elinizde', tshirt);
    expect(which.answer).toMatch(/^Merhaba, (?!evet|hayır)/);
    expect(which.answer).toMatch(/stokta/);
    expect(readQuestion('siyah stokta mi kargosu ucretsiz mi').parts).toHaveLength(2);
    expect(readQuestion('inox ve siyah renkler stokta mi').parts).toHaveLength(1);
    expect(readQuestion('kac watt kablo kac metre').parts.map((part) => part.text)).toEqual([
      'kac watt',
      'kablo kac metre',
    ]);
  });

  it('takes "Sülfatsız" as the answer to "sülfat var mı", and an allergy as the reason an ingredient is asked', async () => {
    const shampoo: ProductFacts = {
      ...wipes,
      title: 'Besleyici Şampuan 400 ml',
      category: 'Şampuan',
      description: 'Yer fıstığı içermez.',
      attributes: [plain('Özellik', 'Sülfatsız, Parabensiz')],
    };
    expect((await draft('sulfat paraben falan var mi', shampoo)).answer).toMatch(/^Merhaba, hayır, .*sülfatsız/);
    const allergy = await draft('oglumun yer fistigi alerjisi var icinde yer fistigi var mi', shampoo);
    expect(allergy).toMatchObject({ answerable: true });
    expect(allergy.answer).toMatch(/^Merhaba, hayır, yer fıstığı içermez/);
    // … but not a question about the condition itself
    expect((await draft('alerjim var kasinti yapar mi', shampoo)).answerable).toBe(false);
  });

  it('answers two "kaç" questions in one breath, says "gücü" and keeps a capital I ("Inox")', async () => {
    const charger: ProductFacts = {
      ...wipes,
      title: 'Hızlı Şarj Adaptörü',
      category: 'Şarj Cihazı',
      description: '',
      attributes: [plain('Güç', '20 W'), plain('Kablo Uzunluğu', '1 m')],
      variants: ['Inox', 'Siyah'].map((colour) => ({
        ...(wipes.variants[0] as ProductFacts['variants'][number]),
        attributes: [plain('Renk', colour)],
      })),
    };
    const both = await draft('kac watt kablo kac metre', charger);
    expect(both.answer).toContain('ürünümüzün gücü 20 W');
    expect(both.answer).toContain('kablo uzunluğu 1 m');
    expect((await draft('inox ve siyah renkler stokta mi', charger)).answer).toMatch(
      /^Merhaba, evet, Inox ve Siyah stokta/,
    );
  });

  it('does not read a count of the customer’s own ("3 paket duruyor") as a figure the policy must repeat', async () => {
    expect((await draft('acmadigim 3 paket duruyor iade edebilir miyim', tshirt)).answer).toMatch(/^Merhaba, evet, /);
  });

  it('says no to a length the description rules out for every size ("34 boy" when all are 32)', async () => {
    const allLength32: ProductFacts = {
      ...jeans,
      description: 'Bedenlerdeki ilk sayı bel, ikinci sayı boy ölçüsüdür; tüm bedenler 32 boydur.',
    };
    expect((await draft('32 bel 34 boy var mı', allLength32)).answer).not.toMatch(/^Merhaba, evet/);
  });

  it('works out free shipping from the price even when the FAQ states the general rule', async () => {
    const context = askAbout('siyah stokta mi kargosu ucretsiz mi', tshirt);
    const rule =
      '300 TL ve üzeri siparişlerde kargo ücretsizdir; 300 TL altındaki siparişlerde kargo ücreti ödeme adımında gösterilir.';
    const profile = { ...context.profile, faq: [{ question: 'Kargo ücretli mi?', answer: rule }] };
    const pricey = { ...tshirt, variants: tshirt.variants.map((variant) => ({ ...variant, price: 899.9 })) };
    const result = await engine.draft({ ...context, product: pricey, profile });
    expect(result.answer).toContain('899,90 TL olduğundan kargo ücretsizdir');
    expect(result.answer).not.toContain('ödeme adımında');
  });

  it('does not take a property of one list item for another ("kuru üzüm çekirdekli mi")', async () => {
    const nuts: ProductFacts = { ...wipes, attributes: [plain('İçerik', 'Badem, Kabak Çekirdeği İçi, Kuru Üzüm')] };
    expect((await draft('kuru uzum cekirdekli mi', nuts)).answerable).toBe(false);
  });

  it('answers a choice only with a sentence naming one of its alternatives', async () => {
    const nuts: ProductFacts = { ...wipes, attributes: [plain('İçerik', 'Badem, Kabak Çekirdeği İçi, Kuru Üzüm')] };
    // "Kabak Çekirdeği" is another thing than "çekirdekli"; the contents say nothing of a bottle's material.
    expect((await draft('kuru uzumler cekirdekli mi cekirdeksiz mi', nuts)).answerable).toBe(false);
    expect((await draft('sisesi cam mi plastik mi', nuts)).answerable).toBe(false);
    // "Kapama: Düğme ve Fermuar" does say "fermuarlı mı düğmeli mi".
    const coat: ProductFacts = { ...wipes, attributes: [plain('Kapama Şekli', 'Düğme ve Fermuar')] };
    const closed = await draft('fermuarlı mı düğmeli mi', coat);
    expect(closed.answerable).toBe(true);
    expect(fold(closed.answer)).toContain('dugme ve fermuar');
  });

  it('answers how to send a return with the store’s procedure, not its damaged-parcel rule', async () => {
    const context = askAbout('iadeyi nasıl yapıcam kargoya nasıl vericem', tshirt);
    const returnPolicy =
      'Hasarlı gelen ürünleri 3 gün içinde bildirin; bu durumda kargo ücreti bize aittir. İade talebini Siparişlerim bölümünden oluşturup ürünü iade koduyla Aras Kargo’ya teslim edin.';
    const result = await engine.draft({ ...context, profile: { ...context.profile, returnPolicy } });
    expect(result.answer).toContain('Siparişlerim');
    expect(result.answer).not.toContain('Hasarlı');
  });

  it('holds what the listing only seems to answer: a case the warranty may not cover, a count of another kind, what washing does', async () => {
    const pan: ProductFacts = {
      ...wipes,
      title: 'Granit Tava 28 cm',
      category: 'Tava',
      description: 'İlk kullanımda hafif koku olması normaldir; boş olarak 200 derecede 10 dakika ısıtınız.',
      attributes: [plain('Garanti Süresi', '2 Yıl'), plain('Yıkama Talimatı', "30°C'de yıkayınız")],
    };
    for (const question of [
      '1 sene sonra kaplama soyulmaya baslarsa garantiye girer mi',
      'bu koku kac kullanimdan sonra tamamen gecer',
      'yikaninca ceker mi',
    ]) {
      expect((await draft(question, pan)).answerable, question).toBe(false);
    }
    expect((await draft('garantisi var mi varsa kac yil', pan)).answer).toContain('2 yıl');
    expect((await draft('renk ne', { ...pan, attributes: [plain('Renk', 'Siyah')] })).answer).toContain('rengi siyah');
  });

  it('reads "50 mllik olanı var mı" as a stock question, and gives the one field in the unit asked with less confidence', async () => {
    const drops: ProductFacts = {
      ...wipes,
      title: 'Vitamin D3 Damla',
      attributes: [plain('Kullanım Süresi', '6 saat')],
      variants: ['20 ml', '50 ml'].map((size) => ({
        ...(wipes.variants[0] as ProductFacts['variants'][number]),
        attributes: [plain('Hacim', size)],
        inStock: size === '20 ml',
      })),
    };
    expect((await draft('d3 damlanin 50 mllik olani var mi', drops)).answer).toMatch(
      /^Merhaba, hayır, 50 ml şu an tükendi/,
    );
    const hours = await draft('pili kac saat idare ediyor', drops);
    expect(hours.answer).toContain('6 saat');
    expect(hours.confidence).toBeLessThan(0.7);
  });

  it('works out the return window, a thrown-away box, VAT added on top or its amount, a named carrier and a country abroad', async () => {
    const ask = async (question: string) => (await draft(question, tshirt)).answer;
    expect(await ask('17 gün oldu teslim alalı iade edebilir miyim hiç giymedim')).toMatch(
      /^Merhaba, hayır, .*17 gün geçtiği için iade süresi dolmuştur/,
    );
    expect(await ask('10 gun once aldim iade edebilir miyim')).toMatch(/^Merhaba, evet, /);
    expect(await ask('kutusunu attim iade alir misiniz')).toMatch(/^Merhaba, hayır, /);
    expect(await ask('odemede ustune kdv eklenecek mi')).toMatch(/^Merhaba, hayır, satış fiyatımıza KDV dahildir/);
    expect(await ask('faturada kdv ne kadar gozukur')).toMatch(/içindeki KDV tutarı \d+,\d\d TL/);
    expect(await ask('aras kargoyla gonderebilir misiniz')).toMatch(/^Merhaba, hayır, .*Yurtiçi Kargo/);
    expect(await ask('1 tane alsam kargo bedavami')).toMatch(/^Merhaba, hayır, /);
    const abroad = askAbout('azerbaycana gonderim var mi', tshirt);
    const profile = {
      ...abroad.profile,
      deliveryInfo: `${abroad.profile.deliveryInfo} Yalnızca Türkiye içindeki adreslere gönderim yapıyoruz.`,
    };
    expect((await engine.draft({ ...abroad, profile })).answer).toMatch(/^Merhaba, hayır, yalnızca Türkiye/);
    // "bırakır" is no Irak
    const stain = await engine.draft({ ...askAbout('boya birakir mi', tshirt), profile });
    expect(stain.answer).not.toContain('Türkiye içindeki');
  });

  it('answers how to claim a warranty with where to write, when the question names the warranty', async () => {
    const context = askAbout('garantisi kac yil ariza olursa nasil basvuru yapiyorum', {
      ...wipes,
      attributes: [plain('Garanti Süresi', '2 Yıl')],
    });
    const notes =
      'Garanti süresi fatura tarihinden başlar. Arızada sipariş numaranızla Trendyol üzerinden mesaj gönderin, ürünü inceleyip onarırız.';
    const result = await engine.draft({ ...context, profile: { ...context.profile, notes } });
    expect(result.answer).toContain('2 yıl');
    expect(result.answer).toContain('mesaj gönderin');
  });

  it('reads what the customer did anywhere in the question into a return, and leads with the part that asks', async () => {
    const ask = async (question: string) => (await draft(question, tshirt)).answer;
    expect(await ask('dugunde bir kere giydim, etiketini de kesmistim. 10 gun oldu daha, iade edebilir miyim')).toMatch(
      /^Merhaba, hayır, .*Bu nedenle kullanılmış veya etiketi koparılmış ürünler iade alınamaz/,
    );
    expect(await ask('etiketini kopardim ama hic giymedim, iade olur mu')).toMatch(
      /^Merhaba, hayır, .*etiketi koparılmış ürünler iade alınamaz/,
    );
    expect(await ask('ambalajini actim ama hic kullanmadim, iade olur mu')).toMatch(/^Merhaba, evet, /);
    // a part that only tells follows the part that asks
    expect(await ask('beyazda s tukenmis gozukuyo, siyah s var mi peki')).toMatch(
      /^Merhaba, evet, siyah S beden stokta/,
    );
    // a short colour with a case ending ("beyaza", "bej'e")
    expect(await ask('beyaza m var mi')).toMatch(/^Merhaba, evet, beyaz M beden stokta/);
  });

  it('does not give the product’s origin for where an ingredient comes from', async () => {
    const nuts: ProductFacts = { ...wipes, title: 'Karışık Kuruyemiş', attributes: [plain('Menşei', 'TR')] };
    const result = await draft('bu urun yerli mi, kaju nereden geliyor turkiyede yetismiyor ki', nuts);
    expect(result.answerable).toBe(false);
    expect(result.note).toContain('kaju');
  });

  it('answers a weekend dispatch from the product and the weekend rule, not from the FAQ’s general rule; a country only with sending', async () => {
    const context = askAbout('cumartesi siparis versem ne zaman kargoya verilir', tshirt);
    const profile = {
      ...context.profile,
      deliveryInfo: `${context.profile.deliveryInfo} Cumartesi ve pazar kargo çıkışı yapılmaz; bu günlerde verilen siparişler ilk iş günü işleme alınır.`,
      faq: [
        {
          question: 'Siparişim ne zaman kargoya verilir?',
          answer: 'Ürüne göre 1 ile 3 iş günü arasında kargoya verilir.',
        },
      ],
    };
    const weekend = await engine.draft({ ...context, profile });
    expect(weekend.answer).toContain('2 iş günü içinde kargoya verilir');
    expect(weekend.answer).toContain('ilk iş günü');
    expect(weekend.answer).not.toContain('1 ile 3');
    const abroad = await engine.draft({ ...askAbout('almanyaya goturcem orda calisir mi', tshirt), profile });
    expect(abroad.answer).not.toMatch(/Türkiye içindeki|gönderim/);
  });

  it('says an order after the same-day cut-off goes out the next business day', async () => {
    const fast: ProductFacts = {
      ...tshirt,
      variants: tshirt.variants.map((variant) => ({ ...variant, sameDayCutOff: '13:00' })),
    };
    expect((await draft('simdi siparis versem bugun kargoya cikar mi saat 14 oldu', fast)).answer).toMatch(
      /^Merhaba, hayır, .*bir sonraki iş günü kargoya verilir/,
    );
  });

  it('takes "kırık mı" as a property asked about, "kırık geldi" as a damaged parcel', () => {
    expect(returnAspects('kajular iri mi kirik mi')).not.toContain('defect');
    expect(returnAspects('kajular kirik geldi ne yapmaliyim')).toContain('defect');
  });
});

describe('the verifier on claims that drop part of the fact', () => {
  const supported = (question: string, answer: string, product: ProductFacts = tshirt) =>
    verifyAnswer(askAbout(question, product), answer).supported;

  it('does not back "only S" when other sizes of the colour are in stock', () => {
    expect(supported('siyah hangi bedenler var', 'Merhaba, Siyah renkte yalnızca S beden var.')).toBe(false);
    expect(supported('renk secenekleri neler', 'Merhaba, tişörtümüzün sadece siyah rengi mevcuttur.')).toBe(false);
    const right = verifyAnswer(
      askAbout('siyah hangi bedenler var'),
      'Merhaba, Siyah renkte yalnızca S ve M beden stokta.',
    );
    expect(right.findings.map((finding) => finding.message).join(' ')).not.toMatch(/de stokta/);
  });

  it('does not back free shipping for a product below the free-shipping amount, nor same-day dispatch for a 2-day product', () => {
    expect(supported('kargo ucretsiz mi', 'Merhaba, evet, kargo ücretsizdir.')).toBe(false);
    expect(supported('kargo ucretsiz mi', 'Merhaba, 400 TL ve üzeri siparişlerde kargo ücretsizdir.')).toBe(true);
    expect(supported('ne zaman kargoya verilir', 'Merhaba, siparişiniz aynı gün kargoya verilir.')).toBe(false);
    // With no dispatch time in the listing there is nothing for "aynı gün" to contradict.
    const undated = { ...tshirt, variants: tshirt.variants.map((variant) => ({ ...variant, deliveryDays: null })) };
    const sameDay = verifyAnswer(
      askAbout('ne zaman kargoya verilir', undated),
      'Merhaba, siparişiniz aynı gün kargoya verilir.',
    );
    expect(sameDay.findings.map((finding) => finding.message).join(' ')).not.toMatch(/kargoya teslim süresi/);
  });

  it('compares a size of several figures as a whole ("20 x 20 cm" is not "18 x 20 cm")', () => {
    const sized = { ...wipes, attributes: [...wipes.attributes, plain('Boyut/Ebat', '18 x 20 cm')] };
    expect(supported('mendil boyutu kac cm', 'Merhaba, mendil boyutu 20 x 20 cm’dir.', sized)).toBe(false);
    expect(supported('mendil boyutu kac cm', 'Merhaba, mendil boyutu 18 x 20 cm’dir.', sized)).toBe(true);
  });

  it('knows the product by its kind and its origin by the country’s name, and checks both', () => {
    // bag: Menşei CN
    expect(supported('turk mali mi', 'Merhaba, hayır, çantamızın menşei Çin’dir.', bag)).toBe(true);
    expect(supported('turk mali mi', 'Merhaba, evet, yerli üretimdir.', bag)).toBe(false);
    expect(supported('nerede uretiliyor', 'Merhaba, İtalya’da üretilmektedir.', bag)).toBe(false);
    expect(verifyAnswer(askAbout('turk mali mi', bag), 'Merhaba, hayır, çantamızın menşei Çin’dir.').complete).toBe(
      true,
    );
  });

  it('takes a care instruction as a recommendation and a dispatch time beside delivery words; no origin without a Menşei', () => {
    expect(supported('nasil yikanir', 'Merhaba, 30°C’de yıkamanızı öneririz.')).toBe(true);
    expect(supported('nasil yikanir', 'Merhaba, 60°C’de yıkamanızı öneririz.')).toBe(false);
    expect(
      supported(
        'kac gunde gelir',
        'Merhaba, siparişiniz 2 iş günü içinde kargoya verilir; kargoya verilen paketler 1-3 iş günü içinde teslim edilir.',
      ),
    ).toBe(true);
    expect(supported('turk mali mi', 'Merhaba, evet, yerli üretimdir.', wipes)).toBe(false);
  });

  it('checks a count of units against the named variant’s stock', () => {
    const counted: ProductFacts = {
      ...tshirt,
      variants: tshirt.variants.map((variant, index) => ({ ...variant, quantity: variant.inStock ? index + 1 : 0 })),
    };
    // Beyaz / M is the second variant: 2 units.
    expect(supported('beyaz m kac tane kaldi', 'Merhaba, Beyaz M beden için stokta 2 adet var.', counted)).toBe(true);
    expect(supported('beyaz m kac tane kaldi', 'Merhaba, Beyaz M beden için stokta 5 adet var.', counted)).toBe(false);
  });

  it('answers "5 tane alabilir miyim" with a no and the units left when fewer are in stock, and refuses its yes', async () => {
    const counted: ProductFacts = {
      ...tshirt,
      variants: tshirt.variants.map((variant, index) => ({ ...variant, quantity: variant.inStock ? index + 1 : 0 })),
    };
    // Siyah / M is the fifth variant: 5 units; Beyaz / M has 2.
    const few = await draft('beyaz m den 3 tane alabilir miyim', counted);
    expect(fold(few.answer)).toMatch(/hayir, beyaz m beden icin stokta su an 2 adet var/);
    expect(fold((await draft('siyah m den 3 tane alabilir miyim', counted)).answer)).toMatch(/evet, siyah m beden/);
    expect(supported('beyaz m den 3 tane alabilir miyim', 'Merhaba, evet, Beyaz M beden stokta mevcut.', counted)).toBe(
      false,
    );
    expect(supported('beyaz m den 2 tane alabilir miyim', 'Merhaba, evet, Beyaz M beden stokta mevcut.', counted)).toBe(
      true,
    );
  });

  it('takes "çıkarılabilir" as the opposite of a fact’s "çıkarılamaz" about the same thing', () => {
    const result = verifyAnswer(
      askAbout('askısını çıkarıp el çantası gibi kullanabilir miyim', bag),
      'Merhaba, evet, askısı çıkarılabilir, el çantası olarak da kullanabilirsiniz.',
    );
    expect(result.supported).toBe(false);
    expect(result.findings.map((finding) => finding.kind)).toContain('contradiction');
  });

  it('does not answer a question from a fact that only shares a word with it', async () => {
    // A bal whose listing says how it crystallises and when it expires, nothing on heating or drops.
    const honey = listing(
      'BAL-1',
      'Süzme Yayla Çiçek Balı 850 g',
      'Bal',
      'Bal, doğal yapısı gereği zamanla kristalleşebilir. Kavanoz açıldıktan sonra 6 ay içinde tüketilmelidir.',
      [plain('Bal Türü', 'Çiçek Balı'), plain('Son Kullanma Tarihi', '03/2027')],
    );
    // "ısıtılarak mı süzülüyor yoksa ham bal mı": "bal" is the product's kind, not one of two choices.
    expect((await draft('bal ısıtılarak mı süzülüyor yoksa çiğ ham bal mı', honey)).answer).toBe('');
    // "kullanabilir mi" alone is not "Son Kullanma Tarihi".
    expect((await draft('12 yaşındaki oğlum kullanabilir mi', honey)).answer).toBe('');
    // "kaç damla" wants a count of drops, not the "6 ay" of another sentence.
    expect((await draft('kavanozda toplam kaç damla var', honey)).answer).toBe('');
    // "yağmurda kalsam": "alsam" inside another word is no sizing question.
    expect((await draft('saatlerce yağmurda kalsam içine su geçer mi', bag)).answer).toBe('');
  });

  it('reads "değiştirmeden" as without changing, not as an exchange', () => {
    const intents = (text: string) =>
      readQuestion(text, () => false).parts.flatMap((part) => part.intents.map((match) => match.id));
    expect(intents('gece bezi değiştirmeden sabaha kadar idare eder mi')).not.toContain('iade');
    expect(intents('bezi değiştirmek istiyorum')).toContain('iade');
  });

  it('still takes the word before the product’s kind as the choice ("külot bez mi bantlı mı")', async () => {
    const diaper = listing('BZ-1', 'Premium Bebek Bezi', 'Bebek Bezi', 'Bantlı bebek bezidir.', [
      plain('Tip', 'Bantlı'),
    ]);
    expect((await draft('külot bez mi bantlı mı', diaper)).answer).toMatch(/bantlı/i);
  });

  it('keeps a part asked with "neyle" as a question of its own', () => {
    const parts = readQuestion('bir ölçekte kaç mg var, neyle karıştırılıyor?', () => false).parts.map(
      (part) => part.text,
    );
    expect(parts).toContain('neyle karistiriliyor');
  });

  it('turns "yıkanıp tekrar kullanılıyor mu" on the washing, not on "kullanım kılavuzu"', async () => {
    const robot = listing(
      'RB-1',
      'Robot Süpürge',
      'Robot Süpürge',
      'Kutu içeriği: robot süpürge, 2 adet paspas bezi, 2 adet yan fırça, kullanım kılavuzu.',
      [],
    );
    expect((await draft('paspas bezi yıkanıp tekrar kullanılıyor mu', robot)).answer).toBe('');
  });

  it('holds giving the product to a baby of some months, and "bu balı verebilir miyim" on its name alone', async () => {
    const honey = listing('BAL-2', 'Çiçek Balı', 'Bal', 'Süzme çiçek balıdır.', [plain('Bal Türü', 'Çiçek Balı')]);
    expect(readQuestion('kızım 10 aylık, verebilir miyim', () => false).flags.has('medical')).toBe(true);
    expect((await draft('bu balı verebilir miyim', honey)).answer).toBe('');
  });

  it('answers a bare "kumaşı?" with every field meant for the material', async () => {
    const shirt: ProductFacts = {
      ...tshirt,
      attributes: [plain('Kumaş Tipi', 'Süprem'), plain('Materyal', '%100 Pamuk')],
    };
    const result = await draft('kumaşı?', shirt);
    expect(result.answer).toMatch(/süprem/i);
    expect(result.answer).toMatch(/%100 pamuk/i);
  });

  it('holds a question whether the store did wrong, and still says what to do about a missing item', async () => {
    const withDefects = async (question: string) => {
      const context = askAbout(question, wipes);
      const returnPolicy =
        'Hasarlı, kırık, eksik veya yanlış gelen ürünleri 3 gün içinde fotoğrafıyla bildirin; kargo ücreti bize aittir.';
      return engine.draft({ ...context, profile: { ...context.profile, returnPolicy } });
    };
    for (const question of ['eksik mi dolduruyosunuz, kutu yarı boş geldi', 'yanlış ürün mü gönderdiniz']) {
      expect((await withDefects(question)).answer, question).toBe('');
    }
    expect((await withDefects('eksik geldi ne yapmalıyım')).answer).toMatch(/3 gün içinde/);
  });

  it('says a sentence once when two parts are answered by it, one with its own "Evet,"', async () => {
    const context = askAbout('orijinalmi faturali mi', tshirt);
    const answer = 'Evet, tüm ürünlerimiz orijinaldir ve her siparişe e-arşiv fatura düzenlenir.';
    const notes =
      'Mağazamızdaki tüm ürünler orijinaldir ve doğrudan markalardan temin edilir. Her siparişiniz için e-arşiv fatura düzenlenir.';
    const profile = { ...context.profile, notes, faq: [{ question: 'Ürünleriniz orijinal mi?', answer }] };
    const result = await engine.draft({ ...context, profile });
    expect(result.answer.match(/tüm ürünlerimiz orijinaldir/gi)?.length, result.answer).toBe(1);
  });
});

describe('the seventh fresh batch (t-): what it showed', () => {
  const honey: ProductFacts = {
    productMainId: 'BAL-2',
    title: 'Süzme Yayla Çiçek Balı 850 g',
    brand: 'Kayalar',
    category: 'Bal',
    description: 'Yayladaki arılıklarımızdan hasat edilir.',
    attributes: [plain('Bal Türü', 'Çiçek Balı'), plain('Üretim Yeri', 'Ardahan'), plain('Hasat Yılı', '2025')],
    variants: [
      {
        attributes: [plain('Ambalaj', 'Cam')],
        inStock: true,
        price: 349.9,
        deliveryDays: 2,
        vatRate: 1,
        sameDayCutOff: null,
      },
    ],
  };
  const sweater: ProductFacts = {
    productMainId: 'KZK-1',
    title: 'Kadın Yün Kazak',
    brand: 'Lila',
    category: 'Kazak',
    description: 'Yumuşak dokulu örme kazak.',
    attributes: [plain('Yıkama Talimatı', 'Elde, soğuk suda yıkayınız; sererek kurutunuz, askıya asmayınız')],
    variants: [
      {
        attributes: [plain('Beden', 'M')],
        inStock: true,
        price: 699.9,
        deliveryDays: 2,
        vatRate: 10,
        sameDayCutOff: null,
      },
    ],
  };
  const collagen: ProductFacts = {
    productMainId: 'KLJ-1',
    title: 'Kolajen Toz 300 g',
    brand: 'Norm',
    category: 'Gıda Takviyesi',
    description: 'Günde bir ölçek 200 ml suya karıştırarak tüketiniz.',
    attributes: [plain('İçerik', 'Hidrolize Kolajen, Vitamin C; aromalı seçeneklerde tatlandırıcı')],
    variants: ['Aromasız', 'Limon'].map((aroma) => ({
      attributes: [plain('Aroma', aroma)],
      inStock: true,
      price: 749.9,
      deliveryDays: 2,
      vatRate: 1,
      sameDayCutOff: null,
    })),
  };
  const diapers: ProductFacts = {
    productMainId: 'BZ-1',
    title: 'Bebek Bezi',
    brand: 'Prima',
    category: 'Bebek Bezi',
    description: 'Bantlı bebek bezi.',
    attributes: [],
    variants: ['3 Numara Midi', '4 Numara Maxi'].map((size) => ({
      attributes: [plain('Beden', size)],
      inStock: true,
      price: 399.9,
      deliveryDays: 2,
      vatRate: 10,
      sameDayCutOff: null,
    })),
  };
  const shampoo: ProductFacts = {
    productMainId: 'SMP-1',
    title: 'Biberiyeli Şampuan',
    brand: 'Adabotanik',
    category: 'Şampuan',
    description: 'Sülfatsız şampuan.',
    attributes: [],
    variants: ['Kuru Saçlar', 'Yağlı Saçlar'].map((kind) => ({
      attributes: [plain('Saç Tipi', kind), plain('Hacim', '400 ml')],
      inStock: kind === 'Yağlı Saçlar',
      price: 299.9,
      deliveryDays: 2,
      vatRate: 20,
      sameDayCutOff: null,
    })),
  };

  it('answers "nerenin balı" with the place, and the verifier holds an answer naming only the kind', async () => {
    expect((await draft('nerenin bali bu', honey)).answer).toMatch(/Ardahan/);
    const verification = verifyAnswer(askAbout('nerenin bali bu', honey), 'Ürünümüzün bal türü çiçek balıdır.');
    expect(verification.complete).toBe(false);
  });

  it('turns "asarak kurutabilir miyim" on hanging it, in the engine and in the verifier', async () => {
    expect((await draft('asarak kurutabilirmiyim', sweater)).answer).toMatch(/^Merhaba, hayır, /);
    const verification = verifyAnswer(
      askAbout('asarak kurutabilir miyim', sweater),
      'Evet, yıkama talimatı: elde, soğuk suda yıkayınız; sererek kurutunuz, askıya asmayınız.',
    );
    expect(verification.supported).toBe(false);
  });

  it('does not answer "limonlu olanda şeker var mı" with the stock of the lemon option', async () => {
    expect((await draft('limonlu olanda seker var mi', collagen)).answer).not.toMatch(/stokta/);
  });

  it('holds when a size the product does not list is asked when it comes ("1 numara ne zaman gelicek")', async () => {
    expect((await draft('yenidogan icin 1 numara ne zaman gelicek sizde', diapers)).answer).toBe('');
  });

  it('says no to "var mı yoksa bitti mi" for a sold-out option', async () => {
    expect((await draft('kuru saclar icin olanin 400 luk varmi yoksa bittimi', shampoo)).answer).toMatch(
      /^Merhaba, hayır, .*tükendi/,
    );
  });

  it('keeps a part asked with "kaçtır", and takes "yüzde kaç" as answered by "%20"', async () => {
    const question = 'Merhabalar, bu ürünün KDV oranı yüzde kaçtır? Ayrıca kurumsal fatura düzenliyor musunuz?';
    expect(readQuestion(question, () => false).parts).toHaveLength(2);
    const verification = verifyAnswer(askAbout('KDV oranı yüzde kaçtır', tshirt), 'Ürünün KDV oranı %10.');
    expect(verification.complete).toBe(true);
  });

  it('accepts "hayır, suni deridir" to "hakiki deri mi" as direct and complete', () => {
    const verification = verifyAnswer(askAbout('hakiki deri mi bu', bag), 'Hayır, ürünümüzün materyali suni deridir.');
    expect(verification.direct).toBe(true);
    expect(verification.complete).toBe(true);
  });

  it('reads "klozet" as the toilet of "tuvalete atmayınız", and "küçük boy var mı" as a size asked', async () => {
    expect((await draft('klozete atilabilirmi', wipes)).answer).toMatch(/^Merhaba, hayır, /);
    expect((await draft('60 yaprak kucuk boy varmi canta icin', wipes)).answer).toMatch(/stokta/);
  });
});

describe('the seventh fresh batch (t-): questions to leave to the seller', () => {
  const earbuds: ProductFacts = {
    productMainId: 'KLK-1',
    title: 'Kablosuz Kulaklık',
    brand: 'Soundex',
    category: 'Kulaklık',
    description: 'Tek şarjla 6 saat çalışır.',
    attributes: [plain('Garanti Süresi', '2 Yıl')],
    variants: [
      ['Siyah', 48],
      ['Beyaz', 0],
    ].map(([colour, stock]) => ({
      attributes: [plain('Renk', String(colour))],
      inStock: Number(stock) > 0,
      price: 899,
      deliveryDays: 1,
      vatRate: 20,
      sameDayCutOff: null,
    })),
  };

  it('holds "beyazı ne zaman gelecek" though another colour named is in stock', async () => {
    expect((await draft('beyazi ne zaman gelcek yaa tam beyaz istiyodum siyahi hic sevmem', earbuds)).answer).toBe('');
  });

  it('states the listing’s price when the customer rounds it ("449 tl lik çantaya kargo ücretli mi")', async () => {
    const { answer } = await draft('449 tl lik cantaya kargo ucretli mi', bag);
    expect(answer).toContain('449,99 TL olduğundan kargo ücretsizdir');
    expect(verifyAnswer(askAbout('449 tl lik cantaya kargo ucretli mi', bag), answer).supported).toBe(true);
  });

  it('holds a price offered for two ("1000 tl ye olur mu") and where the authorised services are', async () => {
    expect(readQuestion('2 tane alsam 1000 tl ye olur mu', () => false).flags.has('discount')).toBe(true);
    expect(readQuestion('iphone 14 e olur mu', () => false).flags.has('discount')).toBe(false);
    expect(readQuestion('yetkili servisleriniz hangi şehirlerde bulunuyor', () => false).flags.has('other')).toBe(true);
  });
});

describe('a choice between two alternatives asked in one breath', () => {
  const collagen: ProductFacts = {
    productMainId: 'KLJ-2',
    title: 'Kolajen Toz 300 g',
    brand: 'Norm',
    category: 'Gıda Takviyesi',
    description: 'Günde bir ölçek suya karıştırarak tüketiniz.',
    attributes: [plain('Kolajen Kaynağı', 'Sığır (Bovine)')],
    variants: [
      {
        attributes: [plain('Aroma', 'Aromasız')],
        inStock: true,
        price: 749.9,
        deliveryDays: 2,
        vatRate: 1,
        sameDayCutOff: null,
      },
    ],
  };
  const coat: ProductFacts = {
    productMainId: 'MNT-2',
    title: 'Kadın Şişme Mont',
    brand: 'Breeze',
    category: 'Mont',
    description: 'Hafif şişme mont.',
    attributes: [plain('Dolgu Materyali', 'Elyaf')],
    variants: [
      {
        attributes: [plain('Beden', 'M')],
        inStock: true,
        price: 1299.9,
        deliveryDays: 2,
        vatRate: 10,
        sameDayCutOff: null,
      },
    ],
  };

  it('answers "balık kolajeni mi sığır mı" by naming which, without a yes or no', async () => {
    const result = await draft('balik kolajeni mi sigir mi', collagen);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/^Merhaba, ürünümüzün kolajen kaynağı sığır/i);
  });

  it('answers "içi kaz tüyü mü elyaf mı" with the filling, without a yes or no', async () => {
    const result = await draft('ici kaz tuyu mu elyaf mi', coat);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/^Merhaba, ürünümüzün dolgu materyali elyaf/i);
  });
});

describe('what the customer tells beside what they ask', () => {
  it('leaves out a told sentence ("polyester olunca çok terliyorum da") when another part asks outright', () => {
    const parts = (text: string) => readQuestion(text, () => false).parts.map((part) => part.text);
    expect(parts('kumasi ne bunun? polyester olunca cok terliyorum da')).toEqual(['kumasi ne bunun']);
    expect(parts('aldim dar geldi, iade kargosunu ben mi odicem')).toEqual(['iade kargosunu ben mi odicem']);
    expect(parts('850 gr cam kavanozlu var mi? cam olsun istiyorum pet istemem')).toEqual([
      '850 gr cam kavanozlu var mi',
    ]);
    // A told sentence with a question mark asks.
    expect(parts('su geciriyor mu? kargo ucretsiz mi gonderdiniz?')).toHaveLength(2);
  });

  it('answers the question when the customer also tells what happened', async () => {
    const result = await draft('orjinal mi bu? piyasada sahtesi cok varmis, faturali mi gonderiyonuz', tshirt);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/^Merhaba, evet, .*orijinal/i);
  });
});

describe('near misses of the development half: what looks answered but is not', () => {
  const coffeeMaker: ProductFacts = {
    productMainId: 'KM-1',
    title: 'Filtre Kahve Makinesi',
    brand: 'Kavra',
    category: 'Kahve Makinesi',
    description: 'Damlatma önleyici sistemi vardır.',
    attributes: [plain('Su Haznesi Kapasitesi', '1,5 L'), plain('Garanti Süresi', '2 Yıl')],
    variants: [
      {
        attributes: [plain('Renk', 'Siyah')],
        inStock: true,
        price: 1299,
        deliveryDays: 2,
        vatRate: 20,
        sameDayCutOff: null,
      },
    ],
  };

  it('holds "kaç fincan" when the facts give the tank in litres only, and still answers "kaç litre"', async () => {
    expect((await draft('1,5 litre hazne kac fincan kahve eder', coffeeMaker)).answer).toBe('');
    expect((await draft('su haznesi kac litre', coffeeMaker)).answer).toMatch(/1,5 L/);
  });

  it('holds a fit compared with another brand even when a size is named', async () => {
    const result = await draft('lee de 32 giyiyorum bunda da 32 mi alayim ayni kalipta mi', jeans);
    expect(result).toMatchObject({ answerable: false, answer: '' });
    expect(result.note).toMatch(/bu ürün dışında/);
  });

  it('reads "biraz daha kırsanız" as bargaining, "hafta sonundan önce" as a date, "yetkili servisi var mı" as the seller’s', () => {
    const flags = (text: string) => readQuestion(text, () => false).flags;
    expect(flags('biraz daha kirsaniz 2 tane alicam').has('discount')).toBe(true);
    expect(flags('ekrani kirar mi dusunce').has('discount')).toBe(false);
    expect(flags('cuma versem hafta sonundan once gelir mi').has('date')).toBe(true);
    expect(flags('ankarada yetkili servisi var mi').has('other')).toBe(true);
  });
});

describe('the s- batch (near misses by three further writers): what it showed', () => {
  const earphones: ProductFacts = {
    productMainId: 'KK-1',
    title: 'Kulak İçi Bluetooth Kulaklık',
    brand: 'Soundex',
    category: 'Kulaklık',
    description: 'Tek şarjla 6 saat çalışır.',
    attributes: [plain('Son Kullanma Tarihi', '08/2027')],
    variants: [
      {
        attributes: [plain('Renk', 'Siyah')],
        inStock: true,
        price: 899,
        deliveryDays: 1,
        vatRate: 20,
        sameDayCutOff: null,
      },
    ],
  };
  const hygiene = {
    ...askAbout('', earphones).profile,
    returnPolicy:
      '15 gün içinde iade edebilirsiniz. İade edilecek ürünün kullanılmamış olması ve orijinal kutusu ile gönderilmesi gerekir. ' +
      'Hijyen nedeniyle ambalajı açılmış kulak içi kulaklıklar iade alınamaz.',
  };
  const ask = (question: string) => engine.draft({ ...askAbout(question, earphones), profile: hygiene });

  it('keeps "M giyiyorum hangisini alayım" as a part beside "oversize mi bu"', () => {
    const parts = readQuestion(
      'oversize mi bu normal dursun istiyorum, M giyiyorum hangisini alayim',
      () => false,
    ).parts;
    expect(parts.map((part) => part.text)).toContain('m giyiyorum hangisini alayim');
  });

  it('says no to a return of earphones the customer means to open and try, with the hygiene rule', async () => {
    const { answer } = await ask('ambalajini acip bi deneyim kulagima olmazsa iade edebilirmiyim');
    expect(answer).toMatch(/^Merhaba, hayır, hijyen nedeniyle/i);
    expect(answer).toContain('açılmış ürünler iade alınamaz');
    // Used ("bir gece kullandık"), the general condition and its consequence.
    expect((await ask('bi gece kullandik begenmedik iade edebilir miyim')).answer).toMatch(
      /^Merhaba, hayır, .*kullanılmış ürünler iade alınamaz/i,
    );
  });

  it('holds "açıldıktan sonra kaç ay kullanılır" when only the expiry date is known', async () => {
    expect((await ask('skt 08/2027 tamam da acildiktan sonra kac ay kullanilir')).answer).toBe('');
    expect((await ask('tek sarjla kac saat gidiyor')).answer).toMatch(/6 saat/);
  });

  it('holds a request to keep stock aside and a fit compared with another brand; reads a wrong item sent and samples', async () => {
    const flags = (text: string) => readQuestion(text, () => false).flags;
    expect(flags('2 tane kalmis benim icin ayirabilir misiniz').has('reserve')).toBe(true);
    expect(flags('parcalari ayirabilir miyim').has('reserve')).toBe(false);
    expect((await draft('siyah 30 kalmis benim icin ayirabilir misiniz maas yatinca alcam', jeans)).answer).toBe('');
    expect((await draft('nike 32 giyiyorum bunun kalibi ayni mi 32 alsam olur mu', jeans)).answer).toBe('');
    expect(flags('cam kavanoz secmistim pet kavanoz geldi').has('complaint')).toBe(true);
    expect(flags('numune gonderiyor musunuz').has('other')).toBe(true);
  });
});

describe('a rule with a case for each side', () => {
  const profile = {
    ...storeProfile,
    notes:
      'Kargoya verilmemiş siparişleri Trendyol üzerinden iptal edebilirsiniz. Kargoya verilmiş bir sipariş iptal edilemez; ürün size ulaştıktan sonra iade edebilirsiniz.',
  };
  const ask = (question: string) => engine.draft({ ...askAbout(question), profile });

  it('leads with the side of the customer’s own case ("kargoya verilmiş ama vazgeçtim")', async () => {
    expect((await ask('siparis kargoya verilmis ama vazgectim iptal edebilir miyim')).answer).toMatch(
      /^Merhaba, hayır,/,
    );
    expect((await ask('siparis daha kargoya verilmemis iptal edebilir miyim')).answer).toMatch(/^Merhaba, evet,/);
  });
});

describe('a sold-out combination of colour and size', () => {
  it('offers the other sizes of the colour and the other colours in the size', async () => {
    const { answer } = await draft('antrasit 33/32 var mi', jeans);
    expect(answer).toMatch(/^Merhaba, hayır,/);
    expect(answer).toContain('Antrasit için stokta olan bedenler: 30/32 ve 31/32.');
    expect(answer).toContain('33/32 için stokta olan seçenekler: Mavi.');
  });

  it('offers the other colours in stock when the product comes in colours alone ("siyahı yok mu")', async () => {
    const kettle: ProductFacts = {
      ...bag,
      productMainId: 'KT-2',
      title: 'Çelik Kettle 1,7 L',
      variants: ['Siyah', 'Beyaz', 'Kırmızı'].map((colour) => ({
        attributes: [plain('Renk', colour)],
        inStock: colour !== 'Siyah',
        price: 899.9,
        deliveryDays: 1,
        vatRate: 20,
        sameDayCutOff: null,
      })),
    };
    const { answer } = await draft('siyahi yok mu ya beyaz hep kirleniyo bende', kettle);
    expect(answer).toMatch(/^Merhaba, hayır, Siyah şu an tükendi\./i);
    expect(answer).toContain('Stokta olan renkler: Beyaz ve Kırmızı.');
  });
});

describe('a warranty certificate asked for', () => {
  const kettle: ProductFacts = {
    productMainId: 'KT-1',
    title: 'Çelik Kettle',
    brand: 'Kavra',
    category: 'Kettle',
    description: 'Otomatik kapanma özelliği vardır.',
    attributes: [plain('Garanti Süresi', '2 Yıl')],
    variants: [
      {
        attributes: [plain('Renk', 'Inox')],
        inStock: true,
        price: 799,
        deliveryDays: 1,
        vatRate: 20,
        sameDayCutOff: null,
      },
    ],
  };

  it('answers with the store’s note on the certificate, and holds when there is none', async () => {
    const question = 'kagit garanti belgesi cikiyo mu kutudan';
    const profile = {
      ...storeProfile,
      notes: 'Faturanız garanti belgesi yerine geçer, ayrıca kağıt garanti belgesi gerekmez.',
    };
    const { answer } = await engine.draft({ ...askAbout(question, kettle), profile });
    expect(answer).toContain('Faturanız garanti belgesi yerine geçer');
    expect((await draft(question, kettle)).answer).toBe('');
  });
});

describe('asking to look at an option', () => {
  it('reads "haki XL e bakar mısın" as asking whether it is there, and answers both options', async () => {
    const parts = readQuestion('siyah L yok mu ya, bi de haki XL e bakar misin', () => false).parts;
    expect(parts.map((part) => part.text)).toEqual(['siyah l yok mu ya', 'bir de haki xl var mi']);
    const { answer } = await draft('mavi 30 var mi bi de antrasit 33 e bakar misiniz', jeans);
    expect(answer).toMatch(/^Merhaba, evet, .*Antrasit 33\/32 .*tükendi/i);
  });
});

describe('near misses of the r- batch: held, not answered from a neighbouring fact', () => {
  it('holds a fit set beside another brand’s by "bunun … de aynı mı olur kalıp olarak"', async () => {
    const held = await draft('levis 511 in 32 si bana tam oluyo bunun 32 si de ayni mi olur kalip olarak', jeans);
    expect(held).toMatchObject({ answerable: false, answer: '' });
  });

  it('holds whether a colour the product lacks "gelecek mi" — the store’s plans are not in its data', async () => {
    const coat: ProductFacts = {
      ...bag,
      productMainId: 'CT-1',
      title: 'Kadın Kaban',
      attributes: [plain('Renk', 'Siyah')],
    };
    coat.variants = ['S', 'M'].map((size) => ({
      ...(bag.variants[0] as ProductFacts['variants'][number]),
      attributes: [plain('Beden', size)],
    }));
    const held = await draft('bunun lacivert rengi gelecek mi siyah sevmiyorum', coat);
    expect(held).toMatchObject({ answerable: false, answer: '' });
    expect(held.note).toMatch(/Stoğa giriş tarihi/);
  });

  it('does not answer "kablosu kaç cm" with the one length the listing gives for something else', async () => {
    const held = await draft('kablosu kac cm, prizim biraz uzakta', bag);
    expect(held.answerable).toBe(false);
    expect((await draft('askisi kac cm', bag)).answer).toContain('110 cm');
  });

  it('does not answer "ne kadarı badem" with the list of ingredients, which gives no shares', async () => {
    const nuts: ProductFacts = {
      ...bag,
      productMainId: 'NUT-1',
      title: 'Karışık Kuruyemiş 500 g',
      description: 'Çiğ ve kavrulmuş kuruyemişlerin karışımı.',
      attributes: [plain('İçerik', 'Badem, Fındık İçi, Ceviz İçi, Kuru Üzüm')],
    };
    const held = await draft('paketin ne kadari badem ne kadari ceviz', nuts);
    expect(held.answerable).toBe(false);
  });
});

describe('the VAT within a price, asked the ways customers ask', () => {
  const shampoo: ProductFacts = {
    ...bag,
    productMainId: 'SH-1',
    title: 'Yağlı Saçlar İçin Şampuan',
    attributes: [plain('Hacim', '250 ml / 750 ml')],
    variants: [
      ['250 ml', 149.9],
      ['750 ml', 299.9],
    ].map(([size, price]) => ({
      attributes: [plain('Hacim', String(size))],
      inStock: true,
      price: Number(price),
      deliveryDays: 1,
      vatRate: 20,
      sameDayCutOff: null,
    })),
  };

  it('works it out for the option named in the part before ("750 ml … KDV oranı ve tutarı nedir")', async () => {
    const { answer } = await draft('750 ml nin fiyatina kdv dahil mi, kdv orani ve tutari nedir', shampoo);
    expect(answer).toContain('299,90 TL fiyatın içindeki KDV tutarı 49,98 TL');
  });

  it('works it out for a price the customer names, and for "fiyatın ne kadarı vergi"', async () => {
    expect((await draft('299,90 un ne kadari kdv', shampoo)).answer).toContain('KDV tutarı 49,98 TL');
    expect((await draft('250 ml kac tl, fiyatin ne kadari vergi', shampoo)).answer).toContain('KDV tutarı 24,98 TL');
  });
});

describe('"sepete ekleyemiyorum, stok mu bitti yoksa site mi bozuk"', () => {
  it('is a stock question — the website is not a defective product, and "stok mu bitti" is answered yes', async () => {
    const { answer } = await draft('antrasit 33/32 sepete ekleyemiyorum stok mu bitti yoksa site mi bozuk', jeans);
    expect(answer).toMatch(/^Merhaba, evet, antrasit 33\/32 beden şu an tükendi\./i);
    expect(answer).not.toMatch(/iade/i);
  });
});

describe('"içinde X var mı", asked with the customer’s own circumstance', () => {
  const cream: ProductFacts = {
    ...bag,
    productMainId: 'CR-1',
    title: 'Nemlendirici Yüz Kremi 50 ml',
    description: 'Hassas ciltler için geliştirildi. İlave şeker içermez.',
    attributes: [plain('Özellik', 'Parfümsüz, Yağsız Doku')],
  };

  it('reads "içinde" as asking what the product contains ("parfüm içeriyor mu")', async () => {
    const { answer } = await draft('icinde parfum var mi parfumlu kremler yuzumu kizartiyo', cream);
    expect(answer).toMatch(/^Merhaba, hayır, .*parfümsüz/i);
  });

  it('leaves out where the customer is ("diyetteyim") from what is asked', async () => {
    const { answer } = await draft('diyetteyim seker var mi icinde', cream);
    expect(answer).toMatch(/^Merhaba, hayır, .*ilave şeker içermez/i);
  });
});

describe('an order on a Sunday', () => {
  it('brings the weekend rule for "pazar akşamı sipariş versem", and not for "pazartesi" or "pazarlık"', async () => {
    const ask = async (question: string) => {
      const context = askAbout(question, tshirt);
      const deliveryInfo = `${context.profile.deliveryInfo} Cumartesi ve pazar kargo çıkışı yapılmaz; bu günlerde verilen siparişler ilk iş günü işleme alınır.`;
      return (await engine.draft({ ...context, profile: { ...context.profile, deliveryInfo } })).answer;
    };
    expect(await ask('pazar aksami siparis versem ne zaman kargoya verilir')).toContain('ilk iş günü');
    expect(await ask('pazartesi siparis versem ne zaman kargoya verilir')).not.toContain('ilk iş günü');
  });
});

describe('"yeterli mi" and "bozulur mu" ask of the thing named, not of a policy that shares the word', () => {
  it('answers "stok yeterli mi" from the stock of the option named', async () => {
    const { answer, answerable } = await draft('mavi 30/32 den 2 tane almak istiyorum stok yeterli mi', jeans);
    expect(answerable).toBe(true);
    expect(answer).toMatch(/stokta/i);
  });

  it('does not answer "havuzda takabilir miyim yoksa bozulur mu" with the warranty period', async () => {
    const earphones: ProductFacts = {
      ...bag,
      productMainId: 'EP-1',
      title: 'Kablosuz Kulak İçi Kulaklık',
      description: 'Terlemeye ve su sıçramasına dayanıklıdır.',
      attributes: [plain('Garanti Süresi', '2 Yıl'), plain('Suya Dayanıklılık', 'IPX4')],
    };
    const result = await draft('ipx4 yaziyo havuzda yuzerken takabilir miyim yoksa bozulur mu', earphones);
    expect(result.answer).not.toMatch(/garanti/i);
    expect((await draft('garantisi var mi bozulursa ne yapicam', earphones)).answer).toMatch(/garanti süresi 2 yıl/i);
  });
});

describe('an opened hygiene item returned', () => {
  it('says no without the window sentence that would read as a yes, and keeps the window when it is asked', async () => {
    const ask = async (question: string) => {
      const context = askAbout(question, tshirt);
      const returnPolicy = `${context.profile.returnPolicy} Hijyen nedeniyle ambalajı açılmış kulak içi kulaklıklar iade alınamaz.`;
      return (await engine.draft({ ...context, profile: { ...context.profile, returnPolicy } })).answer;
    };
    const opened = await ask('kulakligi actim bi gun denedim, iade edebilir miyim');
    expect(opened).toMatch(/^Merhaba, hayır, hijyen nedeniyle/i);
    expect(opened).not.toContain('15 gün içinde iade edebilirsiniz');
    expect(await ask('iade suresi kac gun, kulakligi actim iade olur mu')).toContain('15 gün içinde');
  });
});

describe('a store sentence about other kinds of product', () => {
  it('does not answer "kutulu mu geliyor" of a bag with how clothes and shoes are packed', async () => {
    const ask = async (question: string, product: ProductFacts) => {
      const context = askAbout(question, product);
      const notes = `${context.profile.notes} Giysiler katlanıp şeffaf poşete, ayakkabılar ise kendi kutusunda gönderilir.`;
      return (await engine.draft({ ...context, profile: { ...context.profile, notes } })).answer;
    };
    expect(await ask('kutulu mu geliyor canta, kendi kutusu olsun istiyorum', bag)).not.toContain('ayakkabılar');
    const shoe: ProductFacts = {
      ...bag,
      productMainId: 'SH-2',
      title: 'Erkek Deri Ayakkabı',
      category: 'Klasik Ayakkabı',
    };
    expect(await ask('kendi kutusunda mi geliyor', shoe)).toContain('ayakkabılar ise kendi kutusunda');
  });
});

/** A charger whose input range, box contents and care are listed the way a real listing has them. */
const charger: ProductFacts = {
  productMainId: 'CH-1',
  title: 'Voltaj 20W USB-C Hızlı Şarj Adaptörü',
  brand: 'Voltaj',
  category: 'Şarj Adaptörü',
  description:
    'Cihaz yalnızca 2.4 GHz Wi-Fi ağlarına bağlanır, 5 GHz ağları desteklemez. Kutu içeriği: adaptör, 1 metre Type-C kablo, yedek HEPA filtre.',
  attributes: [
    plain('Giriş Voltajı', '100-240 V'),
    plain('Sıcaklık Ayarı', '80-200 °C'),
    plain('Şarj Süresi', '1,5 Saat'),
    plain('Kalınlık', '1,5 mm'),
    plain('Uyumlu Ocak Tipi', 'İndüksiyon, Gazlı'),
    plain('Yıkama Talimatı', 'Elde Yıkanması Önerilir'),
  ],
  variants: [
    {
      attributes: [plain('Renk', 'Beyaz')],
      inStock: true,
      price: 349.9,
      deliveryDays: 2,
      vatRate: 20,
      sameDayCutOff: null,
    },
  ],
};

describe('a figure asked against a range the listing gives', () => {
  it('says yes inside the range and no outside it, with a figure told in the sentence before', async () => {
    expect((await draft('amerikaya goturucem 110 volt orda calisir mi', charger)).answer).toMatch(
      /^Merhaba, evet, .*100-240 V/,
    );
    expect(
      (await draft('amerikaya gidicem orda elektrik 110 volt, bu adaptor orda calisir mi', charger)).answer,
    ).toMatch(/^Merhaba, evet, .*100-240 V/);
    expect((await draft('230 derece pizza yapabilirmiyim', charger)).answer).toMatch(/^Merhaba, hayır, .*80-200 °C/);
  });
});

describe('what comes in the box', () => {
  it('names the compound by its last word and says yes when every word of it is listed', async () => {
    expect((await draft('süt potu kutudan çıkıyor mu', charger)).answer).toMatch(/^Merhaba, hayır, kutu içeriği/);
    expect((await draft('kutudan yedek filtre cikiyo mu', charger)).answer).toMatch(/^Merhaba, evet, kutu içeriği/);
  });
});

describe('everyday words for what a field is called', () => {
  it('answers "ne kadar sürüyor", "nekadar", "uyuyor mu" and "5ghz modeme" from the fields that say them', async () => {
    expect((await draft('sarj olmasi ne kadar suruyo', charger)).answer).toContain('şarj süresi 1,5 saattir');
    expect((await draft('kalinligi nekadar', charger)).answer).toContain("kalınlığı 1,5 mm'dir");
    expect((await draft('indüksiyon ocağa uyuyormu', charger)).answer).toMatch(/^Merhaba, evet, .*indüksiyon/);
    expect((await draft('5ghz modeme baglanir mi', charger)).answer).toMatch(/^Merhaba, hayır, .*2.4 GHz/);
  });

  it('answers "bulaşık makinesine atabilir miyim" from the washing field, said as a sentence', async () => {
    expect((await draft('bulasik makinesine atabilirmiyim', charger)).answer).toContain(
      'ürünümüzün elde yıkanması önerilir',
    );
  });
});

describe('the customer’s own measures, told before the question', () => {
  it('are the circumstance, not a part left unanswered — unless a wish comes with them', async () => {
    const told = readQuestion('M ile L arasinda kaldim hangisini alayim? ben 1.68 boyunda 65 kiloyum');
    expect(told.parts.map((part) => part.text)).toEqual(['m ile l arasinda kaldim hangisini alayim']);
    const wished = readQuestion('oversize mı bu, normal giymek istiyorum 1.75 70 kiloyum');
    expect(wished.parts).toHaveLength(2);
  });
});

describe('two combinations asked at once', () => {
  it('pairs each colour with its own size, also when the size is named twice or "ikisi de" comes after a comma', async () => {
    // Beyaz/S and Siyah/L are sold out; Beyaz/M and Siyah/M are in stock.
    const repeated = (await draft('beyaz m ve siyah m ikisini birden alcam ikisi de var mı', tshirt)).answer;
    expect(repeated).toMatch(/^Merhaba, evet, /);
    // Both in one sentence: the first says all that was asked.
    expect(repeated).toMatch(/beyaz M beden ve Siyah M beden stokta mevcut/i);
    const afterComma = (await draft('kardesimle alicaz, bana siyah L ona beyaz M, ikisi de stokta var mi', tshirt))
      .answer;
    expect(afterComma).toMatch(/^Merhaba, hayır, siyah L beden şu an tükendi; Beyaz M beden stokta mevcut\./i);
    // The way out is beside the sold-out one: Siyah's other sizes, not Beyaz's.
    expect(afterComma).toContain('Siyah için stokta olan bedenler: S ve M');
    expect(afterComma).not.toContain('Beyaz için stokta olan');
  });
});

describe('whether the price is written in a parcel sent as a gift', () => {
  it('is answered by the store note that no priced document goes in, not left unanswered', async () => {
    const context = askAbout('hediye olarak gonderecegim fiyat yazar mi paketin icinde', tshirt);
    const notes = `${context.profile.notes} Pakete basılı fatura veya fiyat bilgisi konmaz, bu yüzden hediye gönderimlerinde alıcı fiyatı görmez.`;
    const result = await engine.draft({ ...context, profile: { ...context.profile, notes } });
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/^Merhaba, hayır, pakete basılı fatura veya fiyat bilgisi konmaz/);
  });
});

describe('a part the sentence for another part already answers', () => {
  it('is not reported unanswered ("laktoz da içermiyor di mi" after "glutensiz, laktozsuzdur")', async () => {
    const milkFree = listing(
      'GF-1',
      'Glutensiz Yulaf Ezmesi 500 g',
      'Yulaf Ezmesi',
      'Glutensiz üretim tesisinde paketlenir.',
      [plain('Özellik', 'Glutensiz, Laktozsuz')],
    );
    const result = await draft('colyak hastasiyim glutensiz mi, laktoz da icermiyo di mi', milkFree);
    expect(result.answerable).toBe(true);
    expect(result.note).toBeNull();
    expect(result.answer).toMatch(/^Merhaba, evet, .*glutensiz, laktozsuz/);
  });

  it('reads a wish in the conditional as the use asked about ("yünlü programında yıkasam olur mu")', async () => {
    const sweater: ProductFacts = {
      ...tshirt,
      productMainId: 'SW-1',
      attributes: [plain('Yıkama Talimatı', 'Elde, soğuk suda yıkayınız; sererek kurutunuz')],
    };
    const result = await draft('makinede yunlu programinda yikasam olur mu', sweater);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('Elde, soğuk suda yıkayınız');
  });
});

describe('an age below the listing’s lower limit', () => {
  const cream = listing(
    'SUN-1',
    'Güneş Kremi SPF 50 200 ml',
    'Güneş Kremi',
    '3 yaş altı çocuklarda kullanılmaz. Güneşe çıkmadan 20 dakika önce uygulayın.',
    [plain('Yaş Grubu', 'Yetişkin')],
  );
  const honey = listing('HN-1', 'Süzme Çiçek Balı 850 g', 'Bal', '1 yaşından küçük bebeklere bal verilmemelidir.', [
    plain('Menşei', 'TR'),
  ]);

  it('is a no said with the sentence that sets the limit, in years or in months', async () => {
    expect((await draft('kizim 2 yasinda denize gidicez ona da surebilir miyim', cream)).answer).toMatch(
      /^Merhaba, hayır, 3 yaş altı çocuklarda kullanılmaz\./,
    );
    expect((await draft('8 aylık bebeğime kahvaltıda verebilir miyim', honey)).answer).toMatch(
      /^Merhaba, hayır, 1 yaşından küçük bebeklere bal verilmemelidir\./,
    );
  });

  it('says nothing of the limit for an age above it', async () => {
    expect((await draft('12 yasindaki oglum surebilir mi', cream)).answer).not.toContain('3 yaş altı');
  });
});

describe('how many days a pack lasts', () => {
  const collagen = listing(
    'KL-1',
    'Kolajen Toz 300 g',
    'Gıda Takviyesi',
    '300 g kutuda 30 porsiyon bulunur. Kullanım: 1 ölçeği 200 ml su ile karıştırarak günde 1 kez tüketin.',
    [plain('Porsiyon Sayısı', '30')],
  );

  it('is the portions over the daily dose, and is no answer to how long an opened pack keeps', async () => {
    expect((await draft('bi kutu kac gun yeter', collagen)).answer).toContain('günde 1 kez kullanımda 30 gün yeter');
    expect((await draft('gunde 2 olcek icersem 1 kutu kac gun gider', collagen)).answer).toContain(
      'günde 2 kez kullanımda 15 gün yeter',
    );
    expect((await draft('kutuyu actiktan sonra kac gun icinde bitirmek lazim', collagen)).answer).not.toContain(
      'gün yeter',
    );
  });
});

describe('a household size against the models’ ranges', () => {
  const fryer = listing(
    'FR-1',
    'Fritözüm XL Airfryer',
    'Airfryer',
    '4,5 L model 2-4 kişilik, 6,5 L model 4-6 kişilik aileler için uygundur.',
    [plain('Güç', '1800 W')],
  );

  it('names the one model whose range holds it, and none when two do', async () => {
    expect((await draft('5 kisilik aileyiz hangi boyu alalim', fryer)).answer).toContain(
      '5 kişilik bir aile için 6,5 L model uygundur',
    );
    expect((await draft('4 kisilik aileyiz hangi boyu alalim', fryer)).answer).not.toContain('model uygundur.');
  });
});

describe('words that only point at what the customer read', () => {
  it('"7 parça dediğiniz" asks for the set’s contents', async () => {
    const pots = listing('PT-1', 'Granit 7 Parça Tencere Seti', 'Tencere Seti', 'İndüksiyon tabanlıdır.', [
      plain('İçerik', '3 Adet Tencere + 3 Adet Cam Kapak + 1 Adet Tava'),
      plain('Parça Sayısı', '7'),
    ]);
    expect((await draft('parça içeriği ne 7 parça dediğiniz', pots)).answer).toContain('3 Adet Tencere');
  });
});

describe('a choice the listing cannot settle', () => {
  it('is held when a device no fact names is one side, or when only a shared start links a word to a fact', async () => {
    const earphones = listing('EP-2', 'Sonex Kablosuz Kulaklık', 'Kulaklık', 'iOS ve Android telefonlarla uyumludur.', [
      plain('Bluetooth', '5.3'),
    ]);
    const laptop = await draft('windows 10 laptopum var ona da baglanir mi yoksa sadece telefonlar mi', earphones);
    expect(laptop.answerable).toBe(false);
    const drops = listing('VD-1', 'D3 Vitamini 20 ml', 'Vitamin', 'Günde 2 damla kullanınız.', [
      plain('Form', 'Damla'),
    ]);
    const dropper = await draft('sisesi damlalikli mi yoksa pipetli mi', drops);
    expect(dropper.answer).not.toContain('formu damladır');
  });
});

describe('an amount in a larger unit than the options', () => {
  it('is a missing option: "1 kiloluk var mı" of 460 g / 850 g gets a no and the options', async () => {
    const honeyJars: ProductFacts = {
      ...listing('HN-2', 'Süzme Çiçek Balı', 'Bal', 'Doğal süzme bal.', [plain('Menşei', 'TR')]),
      variants: ['460 g', '850 g'].map((amount) => ({
        attributes: [plain('Gramaj', amount)],
        inStock: true,
        price: 300,
        deliveryDays: 2,
        vatRate: 1,
        sameDayCutOff: null,
      })),
    };
    const result = (await draft('1 kiloluk var mi', honeyJars)).answer;
    expect(result).toMatch(/^Merhaba, hayır, 1 kiloluk seçeneğimiz bulunmuyor/);
    expect(result).toContain('460 g ve 850 g');
    expect((await draft('850 gramlik var mi', honeyJars)).answer).not.toContain('bulunmuyor');
  });
});

describe('a figure against the one rating or the dimensions a listing gives', () => {
  const charger20 = listing('CH-2', 'Voltaj 20W Şarj Adaptörü', 'Şarj Adaptörü', 'Power Delivery destekler.', [
    plain('Çıkış Gücü', '20 W'),
  ]);
  const robot = listing('RB-1', 'Temizmatik Robot Süpürge', 'Robot Süpürge', 'Akıllı navigasyon.', [
    plain('Boyut/Ebat', '33 x 33 x 7,8 cm'),
  ]);

  it('says no to more watts than the rating and leaves fewer unsettled', async () => {
    expect((await draft('s23 ultra 45w super hizli sarj eder mi', charger20)).answer).toMatch(
      /^Merhaba, hayır, ürünümüzün çıkış gücü 20 W'tır\./,
    );
    expect((await draft('10w ile sarj eder mi', charger20)).answer).not.toMatch(/^Merhaba, hayır/);
  });

  it('fits under a space by its smallest side and says so with the dimensions, told before or in the question', async () => {
    expect((await draft('koltugumun alti yerden 9 cm, altina girer mi', robot)).answer).toMatch(
      /^Merhaba, evet, ürünümüzün ölçüleri 33 x 33 x 7,8 cm'dir\./,
    );
    expect((await draft('koltuğumun altı 6 cm altına girer mi', robot)).answer).toMatch(/^Merhaba, hayır, /);
  });
});

describe('how a size will sit on the customer', () => {
  it('is held when no size they wear measures it, and a stock sentence does not count as its answer', async () => {
    const held = await draft('siyah l bitmis mi, m alsam cok mu dar durur', tshirt);
    expect(held.answerable).toBe(false);
    expect(held.note).toMatch(/dar durur/);
    // The stock part alone is answered.
    expect((await draft('siyah l bitmis mi', tshirt)).answerable).toBe(true);
  });
});

describe('a field named for what the verb asked does', () => {
  const espresso = listing('ES-1', 'Kahvix Espresso Makinesi', 'Kahve Makinesi', 'Kompakt tasarım.', [
    plain('Öğütücü', 'Yok'),
    plain('Kahve Türü', 'Öğütülmüş Kahve'),
  ]);
  it('answers "öğütüyor mu" with the no of "Öğütücü: Yok", also when the beans are put in first', async () => {
    expect((await draft('kahve cekirdegi koyunca ogutuyo mu', espresso)).answer).toMatch(
      /^Merhaba, hayır, ürünümüzün öğütücüsü yoktur\./,
    );
  });
});

describe('a greeting, a verb of working and a verb of saying', () => {
  const pots = listing('PT-2', 'Granit Tencere Seti', 'Tencere Seti', 'Granit kaplama.', [
    plain('Uyumlu Ocak Tipi', 'İndüksiyon, Elektrikli, Gazlı'),
  ]);
  const vitamin = listing('VT-1', 'C Vitamini 60 Tablet', 'Vitamin', 'Günde 1 tablet.', [
    plain('Son Kullanma Tarihi', '03/2027'),
  ]);
  it('reads "sa" as a greeting and "çalışıyor mu" as asking about the hob named', async () => {
    expect((await draft('sa induksiyon ocakta calisiyo mu', pots)).answer).toMatch(
      /^Merhaba, evet, ürünümüzün uyumlu ocak tipi indüksiyon/,
    );
  });
  it('answers "skt ne zaman yazıyor" with the date the listing gives', async () => {
    expect((await draft('skt ne zaman yaziyo bi bakabilir misiniz', vitamin)).answer).toContain('03/2027');
  });
});

describe('a filling named by its bird', () => {
  const coat = listing('MT-1', 'Kapüşonlu Şişme Mont', 'Mont', 'Elyaf dolgulu şişme mont.', [
    plain('Dolgu Materyali', 'Elyaf'),
  ]);
  it('says no to "kaz tüyü mü" with the filling listed, and does not read "tüy yapar mı" (pilling) as a material', async () => {
    expect((await draft('kaz tüyü mü', coat)).answer).toMatch(/^Merhaba, hayır, ürünümüzün dolgu materyali elyaftır/);
    expect((await draft('tuy yapar mi yikaninca', coat)).answer).not.toMatch(/dolgu materyali/);
  });
});

describe('a question of where', () => {
  it('is answered by the sentence that names the place, and a FAQ’s own "Evet" does not lead an open question', async () => {
    const profile = {
      ...storeProfile,
      notes:
        "Her siparişiniz için e-arşiv fatura düzenlenir ve faturanıza Trendyol'daki Siparişlerim sayfasından ulaşabilirsiniz.",
      faq: [{ question: 'Ürünler faturalı mı?', answer: 'Evet, tüm ürünlerimiz orijinaldir ve faturalıdır.' }],
    };
    const where = await engine.draft({ ...askAbout('faturayi nerden alicam'), profile });
    expect(where.answer).toMatch(
      /^Merhaba, her siparişiniz için e-arşiv fatura düzenlenir ve .*Siparişlerim sayfasından/,
    );
    const open = await engine.draft({
      ...askAbout('fatura bilgisi'),
      profile: { ...storeProfile, notes: '', faq: profile.faq },
    });
    expect(open.answer).not.toMatch(/^Merhaba, evet/);
  });
});

describe('everyday words for cleaning and for the room a product takes', () => {
  const shoe = listing('SH-1', 'Hakiki Deri Bot', 'Bot', 'Bakım: Nemli bezle silip deri boyası ile boyayınız.', []);
  const machine = listing('KM-1', 'Kahvix Filtre Kahve Makinesi', 'Kahve Makinesi', 'Kompakt.', [
    plain('Boyut/Ebat', '30 x 22 x 31 cm'),
  ]);
  it('reads "silip" as cleaning and "ne kadar yer kaplar" as the dimensions', async () => {
    expect((await draft('nasil temizlenir bakimi nasil yapilir', shoe)).answer).toContain('Nemli bezle silip');
    expect((await draft('tezgahta ne kadar yer kaplar olculeri nedir', machine)).answer).toContain('30 x 22 x 31 cm');
  });
});

describe('what the customer tells in the present tense', () => {
  const boot = listing('BT-1', 'Hakiki Deri Bot', 'Bot', 'İçi ve dışı hakiki deri bot.', [
    plain('Materyal', 'Hakiki Deri'),
  ]);
  it('is the circumstance of the part that asks, not a part left unanswered', async () => {
    const result = await draft('ici de deri mi, ucuz ayakkabilarda ici hep kumas oluyo', boot);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('hakiki deri');
  });
});

describe('a part of a device replaced under the warranty', () => {
  const vacuum = listing('VC-1', 'Temizmatik Şarjlı Süpürge', 'Süpürge', 'Güçlü emiş.', [
    plain('Garanti Süresi', '2 Yıl'),
  ]);
  it('is held when the warranty’s sentences do not name the part, and is no product exchange', async () => {
    const returnPolicy = `${storeProfile.returnPolicy} Doğrudan değişim yapmıyoruz; ürünü iade edip yeniden sipariş verebilirsiniz.`;
    const held = await engine.draft({
      ...askAbout('batarya degisimi garanti kapsaminda midir', vacuum),
      profile: { ...storeProfile, returnPolicy },
    });
    expect(held).toMatchObject({ answerable: false, answer: '' });
    expect((await draft('garanti suresi ne kadar', vacuum)).answer).toContain('2 yıl');
  });
});

describe('water against the listed IP rating', () => {
  const earbuds = listing('EB-1', 'Sonex Kablosuz Kulaklık', 'Kulaklık', 'IPX4 ter ve su sıçramasına dayanıklılık.', [
    plain('Suya Dayanıklılık', 'IPX4'),
  ]);
  const diveWatch = listing('SW-1', 'Akıllı Saat', 'Akıllı Saat', 'Şık tasarım.', [plain('Suya Dayanıklılık', 'IP68')]);
  it('says no to swimming below IPX7, yes to sweat from IPX4, and leaves the shower and deeper ratings to the listing', async () => {
    expect((await draft('havuzda yuzerken takabilir miyim', earbuds)).answer).toMatch(
      /^Merhaba, hayır, ürünümüzün suya dayanıklılığı IPX4\./,
    );
    expect((await draft('kosarken cok terliyorum, ter kulakligi bozar mi', earbuds)).answer).toMatch(
      /^Merhaba, hayır, /,
    );
    expect((await draft('terle kullanabilir miyim', earbuds)).answer).toMatch(/^Merhaba, evet, /);
    expect((await draft('dusta takabilir miyim', earbuds)).answer).not.toMatch(/^Merhaba, (?:evet|hayır)/);
    expect((await draft('havuzda yuzerken takabilir miyim', diveWatch)).answer).not.toMatch(/^Merhaba, hayır/);
  });
});

describe('a machine wash named by its programme', () => {
  const shirt = listing('SR-1', 'Pamuklu Gömlek', 'Gömlek', 'Rahat kesim.', [
    plain('Yıkama Talimatı', "30°C'de hassas programda yıkayınız"),
  ]);
  it('answers "makinede yıkanır mı" from "hassas programda yıkayınız"', async () => {
    expect((await draft('makinede yikanir mi', shirt)).answer).toMatch(/^Merhaba, evet, 30°C'de hassas programda/);
  });
});

describe('whether the store issues an invoice', () => {
  const invoiced = (question: string) => {
    const context = askAbout(question, tshirt);
    const notes =
      'Mağazamızdaki tüm ürünler orijinal ve faturalıdır. Her siparişe e-arşiv fatura kesilir ve fatura Trendyol’daki sipariş detayınıza yüklenir. Şirket adına kurumsal fatura isterseniz sipariş verirken Trendyol’da kurumsal fatura bilgilerinizi seçmeniz yeterlidir. Sipariş verildikten sonra fatura bilgileri değiştirilemez.';
    return engine.draft({ ...context, profile: { ...context.profile, notes } });
  };

  it('answers "fatura kesiyor musunuz" with the sentence that every order is invoiced, beside another part', async () => {
    const result = await invoiced('Fiyata KDV dahil mi? Fatura kesiyo musunuz?');
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/KDV dahil/);
    expect(result.answer).toContain('Her siparişe e-arşiv fatura kesilir');
    expect(result.answer).not.toContain('orijinal ve faturalıdır');
  });

  it('says it once when the store’s FAQ answer on originality already says every order is invoiced', async () => {
    const context = askAbout('orjinal mi faturali mi', tshirt);
    const notes = 'Her siparişe e-arşiv fatura kesilir ve fatura Trendyol’daki sipariş detayınıza yüklenir.';
    const faq = [
      { question: 'Ürünler orijinal mi?', answer: 'Evet, tüm ürünlerimiz orijinaldir ve e-arşiv faturalı gönderilir.' },
    ];
    const result = await engine.draft({ ...context, profile: { ...context.profile, notes, faq } });
    expect(result.answer).toContain('e-arşiv faturalı gönderilir');
    expect(result.answer).not.toContain('Her siparişe e-arşiv fatura kesilir');
  });

  it('adds how to have it in the company’s name when a company is named, and leaves a change of it alone', async () => {
    const result = await invoiced('sirket adina fatura kesebiliyor musunuz');
    expect(result.answer).toMatch(/^Merhaba, evet, her siparişe e-arşiv fatura kesilir.*kurumsal fatura bilgilerinizi/);
    const change = await invoiced('fatura kesildi ama şirket adına olmadı, değiştirebilir misiniz');
    expect(change.answer).not.toMatch(/^Merhaba, evet/);
  });
});

describe('availability asked twice in other words', () => {
  it('reads "yok mu abi bitti mi" as one question, and a second topic still as its own', () => {
    expect(readQuestion('1 kiloluk paket yok mu abi bitti mi', () => false).parts).toHaveLength(1);
    expect(readQuestion('5 numara 52 li yok mu bitmis mi yine', () => false).parts).toHaveLength(1);
    expect(readQuestion('stokta var mı kargo ne zaman', () => false).parts).toHaveLength(2);
  });
});

describe('a size asked after the first, with no colour of its own', () => {
  it('is asked of the colour named before ("siyah M var mı, L var mı", "beyaz M var mı peki S?")', async () => {
    // Siyah/M in stock, Siyah/L sold out; Beyaz/M in stock, Beyaz/S sold out.
    expect(readQuestion('siyah M var mi, L var mi').parts.map((part) => part.text)).toEqual([
      'siyah m var mi l var mi',
    ]);
    const both = (await draft('siyah M var mi, L var mi', tshirt)).answer;
    expect(both).toMatch(/siyah L beden şu an tükendi/i);
    expect(both).toMatch(/siyah M beden stokta mevcut/i);
    const after = (await draft('beyaz M var mı peki S?', tshirt)).answer;
    expect(after).toMatch(/beyaz S beden şu an tükendi/i);
    expect(after).toMatch(/beyaz M beden stokta mevcut/i);
  });

  it('answers two sizes with no colour size by size, never one size’s colours as the other’s', async () => {
    const answer = (await draft('S var mi M var mi', tshirt)).answer;
    expect(answer).toContain('S beden için stokta olan seçenekler: Siyah.');
    expect(answer).toContain('S beden için Beyaz şu an tükendi.');
    expect(answer).toContain('M beden için stokta olan seçenekler: Beyaz ve Siyah.');
  });

  it('is not read as a second question the verifier finds unanswered', () => {
    const verification = verifyAnswer(
      askAbout('siyah M var mi, L var mi', tshirt),
      'Merhaba, hayır, Siyah L beden şu an tükendi. Siyah M beden stokta mevcut. İyi alışverişler dileriz.',
    );
    expect(verification.complete).toBe(true);
    // Answering only the first size leaves the second unanswered.
    expect(
      verifyAnswer(
        askAbout('siyah M var mi, L var mi', tshirt),
        'Merhaba, evet, Siyah M beden stokta mevcut. İyi alışverişler dileriz.',
      ).complete,
    ).toBe(false);
  });
});

describe('what the customer did or will do, told inside a stock question', () => {
  it('is their circumstance: "siyahı çok beğendim alcam stokta var mı", "beyaz varsa alırım yoksa siyahı alcam, hangisi var"', async () => {
    const liked = (await draft('siyahi cok begendim alcam M stokta var mi', tshirt)).answer;
    expect(liked).toMatch(/^Merhaba, evet, siyah M beden stokta mevcut/i);
    const either = await draft('beyaz L varsa hemen alirim yoksa siyahi alcam, hangisi var', tshirt);
    expect(either.answerable).toBe(true);
    expect(either.answer).toMatch(/beyaz L beden stokta mevcut/i);
    // "hangisi daha çok satıyor" is a question of its own, not the stock the part before asks.
    expect(readQuestion('beyaz ve siyah var mi, hangisi daha cok satiyor').parts).toHaveLength(2);
  });
});

describe('a size worn in numbers against a listing sized in letters', () => {
  it('is held rather than answered with the general advice ("44 giyiyorum, XL mi XXL mi")', async () => {
    const result = await draft('ben 44 beden giyiyorum bu hangisi olur xl mi xxl mi', tshirt);
    expect(result.answerable).toBe(false);
    // A letter size worn is still answered by the listing's advice.
    expect((await draft('normalde M giyiyorum hangisini alayim', tshirt)).answer).toContain(
      'S beden almanızı öneririz',
    );
  });
});

describe('fast delivery asked of a product Trendyol lists with none', () => {
  it('is a no said outright, with the dispatch time, and the verifier backs it', async () => {
    // The T-shirt's variants have no same-day option and a 2-day dispatch.
    const none = await draft('bu kac gunde kargoya verilir, hizli teslimat var mi bunda', tshirt);
    expect(none.answer).toContain('Bu üründe hızlı teslimat seçeneği bulunmuyor.');
    expect(none.answer).toContain('2 iş günü içinde kargoya verilir');
    const verification = verifyAnswer(
      askAbout('bu kac gunde kargoya verilir, hizli teslimat var mi bunda'),
      none.answer,
    );
    expect(verification).toMatchObject({ supported: true, complete: true });
    expect((await draft('ayni gun kargo var mi', tshirt)).answer).toMatch(
      /^Merhaba, hayır, bu üründe aynı gün kargo seçeneği bulunmuyor\./,
    );
    // With a same-day option the answer is a yes that says so.
    const fast = { ...tshirt, variants: tshirt.variants.map((item) => ({ ...item, sameDayCutOff: '13:00' })) };
    expect((await draft('hizli teslimat var mi', fast)).answer).toMatch(
      /^Merhaba, evet, bu üründe hızlı teslimat var; /,
    );
  });

  it('lets "kaç günde" be answered by "2 iş günü içinde" in the verifier', () => {
    const verification = verifyAnswer(
      askAbout('kac gunde kargoya verilir'),
      'Merhaba, siparişiniz 2 iş günü içinde kargoya verilir. İyi alışverişler dileriz.',
    );
    expect(verification.complete).toBe(true);
    // "güneş" is no "gün".
    expect(
      verifyAnswer(askAbout('gunese dayanikli mi'), 'Merhaba, siparişiniz 2 iş günü içinde kargoya verilir.').complete,
    ).toBe(false);
  });
});

describe('a measure of one dimension asked, a fact of another given', () => {
  it('is no answer: "iç taban uzunluğu kaç cm" is not "taban yüksekliği 4 cm"', async () => {
    const shoe: ProductFacts = {
      ...tshirt,
      title: 'Kadın Kalın Tabanlı Sneaker',
      description: '',
      attributes: [plain('Taban Yüksekliği', '4 cm'), plain('Materyal', 'Suni Deri')],
    };
    expect((await draft('ic taban uzunlugu kac cm', shoe)).answerable).toBe(false);
    expect((await draft('taban yuksekligi kac cm', shoe)).answer).toContain('4 cm');
    expect((await draft('taban kac cm', shoe)).answer).toContain('4 cm');
  });
});

describe('where an ingredient comes from', () => {
  it('is not answered by the list that names it, nor by the product’s own origin', async () => {
    const nuts: ProductFacts = {
      ...tshirt,
      title: 'Lüks Karışık Kuruyemiş',
      description: '',
      attributes: [plain('İçerik', 'Badem, Fındık İçi, Kaju, Ceviz İçi'), plain('Menşei', 'TR')],
    };
    const result = await draft('kajular nereden geliyo', nuts);
    expect(result.answerable).toBe(false);
    expect(result.answer).not.toContain('Badem');
    // Whether it is in still comes from the list.
    expect((await draft('kaju var mi icinde', nuts)).answer).toMatch(/^Merhaba, evet, /);
  });
});

describe('an other size offered after a sold-out one', () => {
  it('is asked too: "siyah L kalmamış mı ya? xl de olur bana"', async () => {
    const product = {
      ...tshirt,
      variants: [
        ...tshirt.variants,
        {
          ...(tshirt.variants[0] as ProductFacts['variants'][number]),
          attributes: [plain('Renk', 'Siyah'), plain('Beden', 'XL')],
          inStock: true,
        },
      ],
    };
    const answer = (await draft('siyah L kalmamis mi ya? xl de olur bana', product)).answer;
    expect(answer).toMatch(/siyah L beden şu an tükendi; Siyah XL beden stokta mevcut/i);
  });
});

describe('a set whose listing describes each size in its own line', () => {
  const bedding: ProductFacts = {
    ...tshirt,
    title: 'Ranforce Nevresim Takımı',
    description:
      '<ul><li>Tek Kişilik: 1 adet nevresim 160x220 cm, 1 adet çarşaf 160x240 cm, 1 adet yastık kılıfı 50x70 cm.</li><li>Çift Kişilik: 1 adet nevresim 200x220 cm, 1 adet çarşaf 240x260 cm, 2 adet yastık kılıfı 50x70 cm.</li></ul>',
    attributes: [plain('Materyal', '%100 Pamuk')],
    variants: ['Tek Kişilik', 'Çift Kişilik'].map((size) => ({
      ...(tshirt.variants[0] as ProductFacts['variants'][number]),
      attributes: [plain('Renk', 'Beyaz'), plain('Boyut', size)],
      inStock: true,
      quantity: 12,
    })),
  };

  it('answers "kaç tane yastık kılıfı çıkıyor" from the named size’s line, not from the stock count', async () => {
    const answer = (await draft('Tek kişilik takımda kaç tane yastık kılıfı çıkıyor, ölçüsü ne?', bedding)).answer;
    expect(answer).toContain('1 adet yastık kılıfı 50x70 cm');
    expect(answer).not.toContain('Çift Kişilik');
    expect(answer).not.toContain('stokta 12 adet');
    // The size named in the first part holds for the parts after it.
    const double = (
      await draft('cift kisilik takimda nevresim kac cm carsaf kac cm, kac tane yastik kilifi var', bedding)
    ).answer;
    expect(double).toContain('2 adet yastık kılıfı');
    expect(double).not.toContain('160x220');
    // "kaç tane kaldı" is still the stock.
    expect((await draft('cift kisilik kac tane kaldi', bedding)).answer).toContain('stokta 12 adet');
  });

  it('reads "ölçüsü ne" after a count as the counted thing’s measure, and after a power as the product’s', () => {
    expect(readQuestion('kac tane yastik kilifi cikiyor, olcusu ne').parts).toHaveLength(1);
    expect(readQuestion('Makinenin gücü kaç watt ve ölçüleri nedir?').parts).toHaveLength(2);
  });
});

describe('a dose asked with a verb of taking it', () => {
  it('is answered by the listing’s dose ("günde kaç damla içmem lazım")', async () => {
    const drops: ProductFacts = {
      ...tshirt,
      title: 'Vitamin D3 Damla',
      description:
        '<ul><li>1 damla: 400 IU Vitamin D3</li><li>Önerilen kullanım: Yetişkinler için günde 2 damla, doğrudan ağza damlatılarak tüketilir.</li></ul>',
      attributes: [],
    };
    expect((await draft('gunde kac damla icmem lazim', drops)).answer).toContain('günde 2 damla');
  });
});

describe('a plan of the customer’s own, told beside the question', () => {
  it('is no part left unanswered ("SKT ne zamana kadar, stok yapcam 3-4 tane alıp")', () => {
    expect(readQuestion('SKT ne zamana kadar acaba, stok yapcam 3-4 tane alip').parts).toHaveLength(1);
    // A condition ("bordo varsa alcam yoksa krem") is no plan told.
    expect(readQuestion('bordo varsa hemen alcam yoksa kremi alirim, hangisi var').parts[0]?.text).toContain('bordo');
  });
});

describe('a judgement asked of what the customer has just told', () => {
  it('is answered by the listing’s word on it, not by the return policy ("şekerlenmiş geldi, bozuk mu")', async () => {
    const honey: ProductFacts = {
      ...tshirt,
      title: 'Süzme Yayla Çiçek Balı',
      description:
        '<p>Bal, doğal yapısı gereği zamanla kristalleşebilir (şekerlenebilir); bu bir bozulma değil, doğallık belirtisidir.</p>',
      attributes: [],
    };
    expect(readQuestion('bal donmus gibi geldi sekerlenmis, bozuk mu?').parts.map((part) => part.text)).toEqual([
      'bal donmus gibi geldi sekerlenmis bozuk mu',
    ]);
    const answer = (await draft('bal donmus gibi geldi sekerlenmis, bozuk mu?', honey)).answer;
    expect(answer).toMatch(/^Merhaba, hayır, /);
    expect(answer).toContain('bozulma değil');
    expect(answer).not.toContain('iade');
    const fryer: ProductFacts = {
      ...tshirt,
      title: 'Airfryer Yağsız Fritöz',
      description:
        '<p>İlk kullanımdan önce boş olarak 200 derecede 10 dakika çalıştırmanızı öneririz; ilk kullanımda hafif koku olması normaldir.</p>',
      attributes: [],
    };
    const smell = (await draft('ilk calistirdim plastik gibi koku yapti, normal mi bu bozuk mu yoksa', fryer)).answer;
    expect(smell).toMatch(/^Merhaba, evet, /);
    expect(smell).toContain('hafif koku olması normaldir');
  });

  it('reads a verb made of a noun in the heard past as the same verb ("şekerlenmiş" ~ "şekerlenebilir"), a plain "-miş" not', () => {
    expect(sameWordStrictly('sekerlenmis', 'şekerlenebilir')).toBe(true);
    expect(sameWordStrictly('sekerlendi', 'şekerlenebilir')).toBe(true);
    expect(sameWordStrictly('acmadan', 'açılmış')).toBe(false);
  });
});

describe('a return policy written for several kinds of product', () => {
  it('does not answer of a coat with the sentence about swimwear and underwear', async () => {
    const coat: ProductFacts = { ...tshirt, title: 'Erkek Kapüşonlu Şişme Mont', category: 'Mont' };
    const profile = {
      ...storeProfile,
      returnPolicy:
        'Ürünü teslim aldığınız tarihten itibaren 15 gün içinde iade edebilirsiniz. İade edilen ürünün kullanılmamış ve etiketli olması gerekir. Hijyen nedeniyle iç giyim, mayo ve bikini ürünlerinde iade kabul edilmez.',
    };
    const answer = (await engine.draft({ ...askAbout('uzerine giydim dar geldi iade edebilirmiyim', coat), profile }))
      .answer;
    expect(answer).toContain('kullanılmamış');
    expect(answer).not.toContain('bikini');
  });
});

describe('a sizing question that names the size worn', () => {
  it('is answered with the advice, not with the stock of that size ("normalde L giyiyorum … hangi beden")', async () => {
    const answer = (await draft('normalde m giyiyorum kalin sweat ustune giyecegim hangi beden', tshirt)).answer;
    expect(answer).toContain('almanızı öneririz');
    expect(answer).not.toMatch(/M beden stokta mevcut/);
  });
});

describe('a phone model the customer names', () => {
  const charger = listing(
    'CHG-1',
    'Voltaj 20W USB-C Hızlı Şarj Adaptörü ve Type-C Kablo Seti',
    'Şarj Adaptörü',
    '<p>iPhone 15 serisi kutudaki Type-C - Type-C kablo ile doğrudan şarj edilebilir.</p><p>iPhone 14 ve önceki Lightning girişli modeller için adaptör uyumludur ancak Type-C - Lightning kablo ayrıca gereklidir; bu kablo sete dahil değildir.</p>',
    [plain('Çıkış Gücü', '20 W')],
  );
  const phoneCase: ProductFacts = {
    ...listing(
      'CASE-1',
      'iPhone 15 / 15 Pro Uyumlu Silikon Kılıf',
      'Telefon Kılıfı',
      'Kılıf iPhone 15 Plus ile uyumlu değildir. Kamera ve tuş boşlukları birebir açılmıştır.',
      [plain('Materyal', 'Silikon')],
    ),
    variants: ['iPhone 15', 'iPhone 15 Pro'].map((model) => ({
      ...(wipes.variants[0] as ProductFacts['variants'][number]),
      attributes: [plain('Uyumlu Model', model)],
    })),
  };

  it('falls within a range the listing gives ("iphone 13 üm var" against "iPhone 14 ve önceki")', async () => {
    const { answer, answerable } = await draft('iphone 13 um var kutudaki kabloyla direk sarj edebilirmiyim', charger);
    expect(answerable).toBe(true);
    expect(answer).toContain('Lightning kablo ayrıca gereklidir');
    expect(answer).not.toContain('iPhone 15 serisi');
    const older = await draft('ip 11 im var bu adaptorle sarj olur mu', charger);
    expect(older.answer).toContain('iPhone 14 ve önceki');
  });

  it('is another model with a word after its number ("15 plus" is no "iPhone 15")', async () => {
    const asked = await draft('ip 15 plus icin olani var mi', phoneCase);
    expect(asked.answer).toMatch(
      /^Merhaba, hayır, iPhone 15 Plus seçeneğimiz bulunmuyor\. Kılıf iPhone 15 Plus ile uyumlu değildir\./,
    );
    const told = await draft('iphone 15 plus kullaniyorum bu kilif bana olur mu', phoneCase);
    expect(told.answer).toMatch(/^Merhaba, hayır, kılıf iPhone 15 Plus ile uyumlu değildir/);
  });
});

describe('a figure the customer names with its unit', () => {
  it('is answered by the clause that holds it ("modem 5 ghz" against "… 5 GHz ağları desteklemez")', async () => {
    const robot = listing(
      'RBT-1',
      'Temizmatik R500 Akıllı Robot Süpürge',
      'Robot Süpürge',
      'Türkçe mobil uygulama ile temizliği başlatabilirsiniz. Cihaz yalnızca 2.4 GHz Wi-Fi ağlarına bağlanır, 5 GHz ağları desteklemez.',
      [plain('Bağlantı', 'Wi-Fi (2.4 GHz)')],
    );
    const context = askAbout('evdeki modem 5 ghz buna baglanir mi acaba', robot);
    const { answer } = await engine.draft(context);
    expect(answer).toMatch(/^Merhaba, hayır, cihaz yalnızca 2\.4 GHz/);
    // The verifier reads the lead from the clause with the figure too: no contradiction found.
    expect(verifyAnswer(context, answer).findings.map((finding) => finding.kind)).not.toContain('contradiction');
    const wrong = 'Merhaba, evet, cihaz yalnızca 2.4 GHz Wi-Fi ağlarına bağlanır, 5 GHz ağları desteklemez.';
    expect(verifyAnswer(context, wrong).findings.map((finding) => finding.kind)).toContain('contradiction');
  });
});

describe('everyday words for what a listing names formally', () => {
  it('reads "çıkıyor mu" as "çıkarılabilir", "nasıl kapanıyor" as the closure, "kaç dk gidiyor" as the running time', async () => {
    const coat = listing('CT-1', 'Kadın Şişme Mont', 'Mont', 'Kapüşon çıtçıtlıdır ve çıkarılabilir.', [
      plain('Kapama Şekli', 'Fermuarlı'),
    ]);
    expect((await draft('kapusonu cikiyo mu', coat)).answer).toMatch(/^Merhaba, evet, kapüşon .*çıkarılabilir/);
    expect((await draft('nasil kapaniyor', coat)).answer).toMatch(/fermuarlı/i);
    const robot = listing('RB-2', 'Robot Süpürge', 'Robot Süpürge', 'Şarjı azaldığında istasyonuna kendisi döner.', [
      plain('Çalışma Süresi', '120 Dakika'),
      plain('Şarj Süresi', '5 Saat'),
    ]);
    for (const question of ['sarji kac dk gidiyo', 'tek sarjla kac dk calisir']) {
      const { answer, answerable } = await draft(question, robot);
      expect(answerable).toBe(true);
      expect(answer).toContain('120 dakika');
      expect(answer).not.toContain('5 saat');
    }
  });
});

describe('the p- batch (written in the first writers’ style): what it showed', () => {
  const shoe: ProductFacts = {
    ...tshirt,
    productMainId: 'SNK-1',
    title: 'Kadın Bağcıklı Günlük Sneaker',
    category: 'Sneaker',
    description: 'Kalıbı standarttır.',
    attributes: [plain('Materyal', 'Suni Deri')],
    variants: ['37', '38'].flatMap((size) =>
      ['Beyaz', 'Siyah'].map((colour) => ({
        ...(wipes.variants[0] as ProductFacts['variants'][number]),
        attributes: [plain('Renk', colour), plain('Beden', size)],
        inStock: !(colour === 'Beyaz' && size === '38'),
      })),
    ),
  };

  it('holds a request to be told when a sold-out option is back ("gelince haber verir misiniz")', async () => {
    expect(readQuestion('beyaz 38 bitmis gelince haber verir misiniz').flags.has('restock')).toBe(true);
    expect((await draft('beyaz 38 bitmis gelince haber verir misiniz', shoe)).answer).toBe('');
  });

  it('calls a shoe’s size a "numara", and answers the stand-in asked after "yoksa" first', async () => {
    const { answer } = await draft('beyaz 38 yoksa siyah 38 alicam o var mi', shoe);
    expect(answer).toMatch(/^Merhaba, evet, siyah 38 numara stokta mevcut; Beyaz 38 numara şu an tükendi\./);
    expect(answer).not.toContain('38 beden');
  });

  it('holds "bel 70 kalçam 98, hangi bedeni" with no size worn and only the model’s measurements', async () => {
    const dress: ProductFacts = {
      ...tshirt,
      title: 'Kadın Viskon Midi Elbise',
      description:
        'Normal kalıptır, kendi bedeninizi almanızı öneririz. Modelimiz bel 64, kalça 92 ölçülerindedir ve S beden giymektedir.',
    };
    expect((await draft('Merhaba, bel ölçüm 70 kalçam 98, sizce hangi bedeni almalıyım?', dress)).answer).toBe('');
    // Told the size worn, the listing's advice stands.
    expect((await draft('bel 70 kalca 98 normalde m giyiyorum hangi bedeni alayim', dress)).answer).toContain(
      'M beden almanızı öneririz',
    );
  });

  it('does not answer what happens after washing with the cut ("bollaşıyor mu" is no "Oversize")', async () => {
    expect((await draft('yakasi yikandikca bollasiyor mu', tshirt)).answer).toBe('');
  });

  it('answers how a product is packed from the product, never from what a returned item must come back in', async () => {
    const profile = {
      ...storeProfile,
      returnPolicy:
        '15 gün içinde iade edebilirsiniz. İade edilen ürünün kullanılmamış ve orijinal ambalajında olması gerekir.',
    };
    const ask = (question: string) => engine.draft({ ...askAbout(question, tshirt), profile });
    expect((await ask('ambalajli mi geliyor')).answer).not.toContain('iade');
  });

  it('reads "toz haznesi kaç ml su haznesi ne kadar" as two questions and answers both', async () => {
    expect(readQuestion('toz haznesi kac ml su haznesi ne kadar').parts.map((part) => part.text)).toEqual([
      'toz haznesi kac ml',
      'su haznesi ne kadar',
    ]);
    expect(readQuestion('kac bar kac watt').parts.map((part) => part.text)).toEqual(['kac bar', 'kac watt']);
    const robot = listing('RB-3', 'Robot Süpürge', 'Robot Süpürge', 'Yerleri süpürür.', [
      plain('Toz Haznesi Kapasitesi', '450 ml'),
      plain('Su Haznesi Kapasitesi', '250 ml'),
    ]);
    const { answer } = await draft('toz haznesi kac ml su haznesi ne kadar', robot);
    expect(answer).toContain('450 ml');
    expect(answer).toContain('250 ml');
  });

  it('says a listed item that comes without the thing asked is a no ("tavanın kapağı var mı" against "Tava (Kapaksız)")', async () => {
    const pans = listing('PN-1', 'Granit Cam Kapaklı Tencere Seti 7 Parça', 'Tencere Seti', 'İndüksiyon tabanlıdır.', [
      plain('İçerik', '3 Adet Tencere + 3 Adet Cam Kapak + 1 Adet Tava (Kapaksız)'),
    ]);
    expect((await draft('tavanin da kapagi var mi', pans)).answer).toMatch(/^Merhaba, hayır, .*Tava \(Kapaksız\)/);
  });

  it('reads a size written with its "x" as one figure, and "yastık kılıfı kaç tane" as the set’s count, not stock', async () => {
    const bedding: ProductFacts = {
      ...listing(
        'NV-1',
        'Pamuk Saten Nevresim Takımı',
        'Nevresim Takımı',
        'Çift Kişilik: 1 adet nevresim 200x220 cm, 2 adet yastık kılıfı 50x70 cm.',
        [],
      ),
      variants: [
        {
          ...(wipes.variants[0] as ProductFacts['variants'][number]),
          attributes: [plain('Boyut', 'Çift Kişilik')],
          quantity: 41,
        },
      ],
    };
    const { answer } = await draft('cift kisilik nevresim 200x220 mi yastik kilifi kac tane', bedding);
    expect(answer).toMatch(/^Merhaba, evet, /);
    expect(answer).toContain('2 adet yastık kılıfı');
    expect(answer).not.toContain('stokta 41');
  });

  it('says no to "kargo parası ödicek miyim" when the price clears the free-shipping amount', async () => {
    const coat: ProductFacts = {
      ...tshirt,
      variants: tshirt.variants.map((variant) => ({ ...variant, price: 899.9 })),
    };
    expect((await draft('siyah m alsam kargo parasi odicek miyim', coat)).answer).toMatch(/^Merhaba, hayır, /);
  });
});

describe('the p- batch: questions the facts come near but do not answer', () => {
  it('holds a return of the unopened rest of a multipack ("12\'li paketten 2\'sini açtım, kalanı")', async () => {
    const profile = {
      ...storeProfile,
      returnPolicy:
        '14 gün içinde iade edebilirsiniz. Hijyen nedeniyle ambalajı açılmış ıslak mendil paketleri iade alınmaz.',
    };
    const ask = (question: string) => engine.draft({ ...askAbout(question, wipes), profile });
    const partial = await ask('12li paketten 2sini actim kalan 10 paketi iade edebilir miyim');
    expect(partial).toMatchObject({ answer: '', answerable: false });
    expect((await ask('3 lu paketten birini actim, diger 2 si kapali onlari iade edebilir miyim')).answer).toBe('');
    // The whole pack opened is the hygiene rule's.
    expect((await ask('paketi actim begenmedim iade edebilir miyim')).answer).toContain('hijyen');
  });

  it('holds a model named by a number no listing sentence names ("iphone 16 ya olur mu" against "15 Plus ile uyumlu değildir")', async () => {
    const phoneCase = listing(
      'CASE-2',
      'iPhone 15 Uyumlu Silikon Kılıf',
      'Telefon Kılıfı',
      'Kılıf iPhone 15 Plus ile uyumlu değildir.',
      [],
    );
    expect((await draft('iphone 16 ya olurmu kamera yeri benziyo', phoneCase)).answer).toBe('');
    expect((await draft('iphone 15 plus a olur mu', phoneCase)).answer).toMatch(/^Merhaba, hayır, /);
  });

  it('holds whether a failure is covered ("tıkanırsa garanti kapsamında değişim") and a part replaced ("taban değişimi")', async () => {
    const machine = listing('ESP-1', 'Espresso Makinesi', 'Espresso Makinesi', 'Buhar çubuğu ile süt köpürtür.', [
      plain('Garanti Süresi', '2 Yıl'),
    ]);
    const profile = {
      ...storeProfile,
      returnPolicy:
        '15 gün içinde iade edebilirsiniz. Doğrudan değişim yapmıyoruz; farklı beden veya renk için ürünü iade edip yeniden sipariş vermeniz gerekir.',
    };
    const ask = (question: string, product: ProductFacts) => engine.draft({ ...askAbout(question, product), profile });
    const warranty = await ask('buhar çubuğu tıkanırsa garanti kapsamında değişim yapılıyor mu?', machine);
    expect(warranty.answer).toBe('');
    const shoe = listing('SH-1', 'Erkek Hakiki Deri Klasik Ayakkabı', 'Klasik Ayakkabı', 'Kauçuk tabanlıdır.', []);
    const resole = await ask('tabani asinca taban degisimi yapiyo musunuz', shoe);
    expect(resole.answer).not.toContain('değişim');
    expect(resole.answerable).toBe(false);
  });

  it('reads "yoksa" as "or", not as "yok" ("460 gr kavanozla beraber mi yoksa net bal mı" asks no stock)', async () => {
    const honey: ProductFacts = {
      ...listing('BAL-1', 'Süzme Çiçek Balı', 'Bal', 'Yayla balıdır.', [plain('Gramaj', '460 g')]),
      variants: ['Cam Kavanoz', 'Pet Kavanoz'].map((pack) => ({
        ...(wipes.variants[0] as ProductFacts['variants'][number]),
        attributes: [plain('Ambalaj', pack), plain('Gramaj', '460 g')],
        inStock: pack === 'Cam Kavanoz',
      })),
    };
    const { answer } = await draft('460 gr kavanozla beraber mi yoksa net bal mi', honey);
    expect(answer).not.toMatch(/stokta|tükendi/);
  });
});

describe('the p- batch: a property in the name, a cause the warranty excludes, packs counted', () => {
  it('asks of a property the product’s name says is absent ("sülfat içeriyor mu" of a "Sülfatsız Şampuan")', async () => {
    const shampoo = listing(
      'SMP-1',
      'Biberiye Özlü Sülfatsız Şampuan',
      'Şampuan',
      'Biberiye özlü, sülfatsız (SLS/SLES içermez) bitkisel şampuan.',
      [plain('İçerik', 'Biberiye Özü, Isırgan Otu Özü')],
    );
    for (const question of ['slm sulfat iceriyo mu sls sles falan', 'içinde sülfat var mı']) {
      const { answer } = await draft(question, shampoo);
      expect(answer).toMatch(/^Merhaba, hayır, /);
      expect(answer).toMatch(/sülfatsız/i);
    }
  });

  it('says no when the customer tells a cause the warranty excludes, and the verifier catches a yes', async () => {
    const earbuds = listing('EB-1', 'Kablosuz Kulaklık', 'Kulaklık', 'Bluetooth 5.3.', [
      plain('Garanti Süresi', '2 Yıl'),
    ]);
    const profile = {
      ...storeProfile,
      notes:
        'Garanti süresi ürün sayfasında yazar. Kullanıcı hatası, düşürme, sıvı teması ve yetkisiz müdahale kaynaklı arızalar garanti kapsamında değildir.',
    };
    const context = { ...askAbout('elimden yere dustu sag taraf ses vermiyo garantiye girer mi', earbuds), profile };
    const { answer } = await engine.draft(context);
    expect(answer).toMatch(/^Merhaba, hayır, .*düşürme.*garanti kapsamında değildir/);
    const yes = 'Merhaba, evet, ürünümüzün garanti süresi 2 yıldır.';
    expect(verifyAnswer(context, yes).findings.map((finding) => finding.kind)).toContain('contradiction');
    expect(verifyAnswer(context, answer).findings.map((finding) => finding.kind)).not.toContain('contradiction');
  });

  it('counts packs toward the free-shipping amount ("2 paket alsam kargo ücreti öder miyim")', async () => {
    const nuts: ProductFacts = {
      ...tshirt,
      variants: tshirt.variants.map((variant) => ({ ...variant, price: 219.9 })),
    };
    const { answer } = await draft('2 paket alsam kargo ucreti oder miyim', nuts);
    expect(answer).toMatch(/^Merhaba, hayır, /);
    expect(answer).toContain('2 adet için toplam 439,80 TL');
  });
});

describe('a replacement asked for a failure told as a condition', () => {
  const coat = listing('MN-1', 'Erkek Şişme Mont', 'Mont', 'Su itici kumaştır.', []);
  const profile = {
    ...storeProfile,
    returnPolicy:
      '15 gün içinde iade edebilirsiniz. Doğrudan değişim yapmıyoruz; beden veya renk değişimi için ürünü iade edip yeniden sipariş vermeniz gerekir.',
  };
  const ask = (question: string) => engine.draft({ ...askAbout(question, coat), profile });

  it('is held ("fermuarı bozulursa … değiştiriyor musunuz"), while "numara olmazsa değişim" is the exchange rule', async () => {
    expect((await ask('fermuari bozulursa garanti var mi degistiriyo musunuz')).answerable).toBe(false);
    expect((await ask('1 sene sonra sarj tutmazsa degistiriyo musunuz')).answer).toBe('');
    expect((await ask('beden olmazsa degisim yapiyor musunuz')).answer).toContain('doğrudan değişim yapmıyoruz');
  });
});

describe('stock asked in other words', () => {
  it('reads "43 numarası çıkıyor mu" and "… istiyorum, sipariş verebilir miyim" as stock questions', async () => {
    const shoe: ProductFacts = {
      ...tshirt,
      title: 'Kadın Sneaker',
      category: 'Sneaker',
      variants: ['36', '37', '38'].map((size) => ({
        ...(wipes.variants[0] as ProductFacts['variants'][number]),
        attributes: [plain('Renk', 'Beyaz'), plain('Beden', size)],
        inStock: size !== '38',
      })),
    };
    expect((await draft('43 numarasi cikiyor mu', shoe)).answer).toMatch(
      /^Merhaba, hayır, 43 numara seçeneğimiz bulunmuyor/,
    );
    expect((await draft('38 numara istiyorum siparis verebilir miyim', shoe)).answer).toMatch(
      /^Merhaba, hayır, .*38 numara şu an tükendi/i,
    );
  });
});

describe('the o- batch (near misses): what it showed', () => {
  it('holds how a cut sits on a body shape the listing does not speak of ("baldırlarım kalın", "bacakları tombul")', async () => {
    const jeansFit = listing(
      'JN-2',
      'Erkek Slim Fit Jean',
      'Jean',
      'Slim fit kalıp vücudu sarar; daha bol kullanmayı sevenlere bir beden büyük almalarını öneririz.',
      [plain('Kalıp', 'Slim Fit')],
    );
    expect((await draft('baldirlarim kalin 33 giyiyorum slim fit sikar mi beni', jeansFit)).answer).toBe('');
    const nappies: ProductFacts = {
      ...listing('BZ-1', 'Bebek Bezi', 'Bebek Bezi', '3 Numara Midi: 6-10 kg. 4 Numara Maxi: 9-14 kg.', []),
      variants: ['3 Numara Midi', '4 Numara Maxi'].map((size) => ({
        ...(wipes.variants[0] as ProductFacts['variants'][number]),
        attributes: [plain('Beden', size)],
      })),
    };
    expect((await draft('bebegim 8 kilo ama bacaklari cok tombul 3 numara sikar mi', nappies)).answer).toBe('');
    expect((await draft('bebegim 8 kilo hangi numara', nappies)).answer).toContain('3 Numara Midi uygundur');
  });

  it('says no to "2 tane mı" when the listing says 1, and the verifier finds a yes that says another count', async () => {
    const bedding = listing(
      'NV-2',
      'Nevresim Takımı',
      'Nevresim Takımı',
      'Tek Kişilik: 1 adet nevresim 160x220 cm, 1 adet yastık kılıfı 50x70 cm.',
      [],
    );
    const context = askAbout('tek kisilikte kac yastik kilifi var 2 tane mi', bedding);
    const { answer } = await engine.draft(context);
    expect(answer).toMatch(/^Merhaba, hayır, /);
    const yes = 'Merhaba, evet, tek kişilik: 1 adet nevresim 160x220 cm, 1 adet yastık kılıfı 50x70 cm.';
    const findings = verifyAnswer(context, yes).findings;
    expect(findings.map((finding) => finding.message)).toContainEqual(expect.stringContaining('1 adet yastık'));
  });

  it('holds a delivery way the store’s text does not name ("kargo dolabına gönderebilir misiniz")', async () => {
    const { answer } = await draft(
      'gunduz evde olmuyorum kargo dolabina ya da teslimat noktasina gonderebilir misiniz',
      tshirt,
    );
    expect(answer).toBe('');
    expect((await draft('hangi kargo ile gonderiyorsunuz', tshirt)).answer).toContain('Yurtiçi Kargo');
  });

  it('reads "hiç giymedim, etiketi üzerinde" as told, not asked', () => {
    expect(
      readQuestion('17 gun oldu teslim alali hic giymedim etiketi de uzerinde, hala iade edebiliyor muyum').parts.map(
        (part) => part.text,
      ),
    ).toEqual(['hala iade edebiliyor muyum']);
  });
});

describe('the n- and m- batches: what they showed', () => {
  it('reads "beyaz s?" — a colour and a size, nothing else — as asking whether that one is in stock', async () => {
    const { answer } = await draft('beyaz s?', tshirt);
    expect(answer).toMatch(/^Merhaba, hayır, beyaz S beden şu an tükendi/);
    expect((await draft('siyah m', tshirt)).answer).toMatch(/^Merhaba, evet, siyah M beden stokta/);
    // The verifier finds an answer that lists the colours and never names the size.
    const colours = 'Merhaba, renk seçeneklerimiz: Beyaz, Siyah.';
    expect(verifyAnswer(askAbout('beyaz s?', tshirt), colours).complete).toBe(false);
  });

  it('holds the origin of a material ("pamuğu da Türkiye’den mi"), which the product’s origin does not say', async () => {
    const result = await draft('turk mali mi pamugu da turkiyeden mi', tshirt);
    expect(result.answerable).toBe(false);
    expect(result.note).toContain('pamugu da turkiyeden mi');
    expect((await draft('turk mali mi', tshirt)).answer).toMatch(/^Merhaba, evet, .*menşei Türkiye/);
    const origin = 'Merhaba, evet, ürünümüzün menşei Türkiye.';
    expect(verifyAnswer(askAbout('turk mali mi pamugu da turkiyeden mi', tshirt), origin).complete).toBe(false);
  });

  it('says yes to "kumaşı pamuk mu" from the material’s field, not no from the fabric’s kind', async () => {
    const knit: ProductFacts = {
      ...tshirt,
      title: 'Erkek Oversize Bisiklet Yaka %100 Pamuk Basic Tişört',
      attributes: [plain('Materyal', '%100 Pamuk'), plain('Kumaş Tipi', 'Süprem'), ...tshirt.attributes.slice(1)],
    };
    expect((await draft('kumasi pamuk mu', knit)).answer).toMatch(/^Merhaba, evet, .*%100 pamuk/i);
  });

  it('advises the size first and then says the stock of the size advised, not of the size told', async () => {
    const shoe: ProductFacts = {
      ...tshirt,
      title: 'Erkek Deri Klasik Ayakkabı',
      description: 'Kalıbı dar olduğu için normal numaranızdan bir numara büyük almanızı öneririz.',
      attributes: [plain('Materyal', 'Hakiki Deri')],
      variants: ['41', '42', '43'].map((size) =>
        variantOf([plain('Renk', 'Kahverengi'), plain('Numara', size)], size !== '43'),
      ),
    };
    const question = 'normalde 42 giyiyorum kahverengiden hangi numarayi almaliyim stokta var mi';
    const { answer } = await draft(question, shoe);
    expect(answer).toContain('43 numara almanızı öneririz');
    expect(answer).toMatch(/Kahverengi 43 numara şu an tükendi/);
    expect(answer).not.toMatch(/42 numara stokta/);
    // A bare stock answer about the size told leaves the advice unanswered.
    const stockOnly = 'Merhaba, evet, kahverengi 42 numara stokta mevcut.';
    expect(verifyAnswer(askAbout(question, shoe), stockOnly).complete).toBe(false);
    // The colour wanted, with no stock asked, still says the advised size is gone in it.
    const wanted = await draft('normalde 42 giyiyorum kahverengi istiyorum kac numara almam lazim', shoe);
    expect(wanted.answer).toMatch(/43 numara almanızı öneririz.*Kahverengi 43 numara şu an tükendi/);
  });
});

describe('the k- batch: what it showed', () => {
  it('sums an order the customer describes, each item at its own price, and shows the sum', async () => {
    expect((await draft('siyah m bi de beyaz l alsam toplam kac tl', tshirt)).answer).toMatch(
      /siyah M beden 249,99 TL ve Beyaz L beden 249,99 TL; ikisi için toplam 499,98 TL ödersiniz\./,
    );
    expect((await draft('3 tane alsam ne tutar', tshirt)).answer).toMatch(
      /birim fiyatı 249,99 TL; 3 adet için toplam 749,97 TL ödersiniz\./,
    );
    // Two counts that do not agree with the items named are no order to add up.
    expect((await draft('siyah m 2 tane beyaz l 3 tane alsam toplam ne tutar', tshirt)).answer).not.toMatch(/toplam/);
  });

  it('decides free shipping on the order told, not on one item’s price', async () => {
    const two = await draft('siyah m ve beyaz l birer tane alsam kargo ucretsiz olur mu', tshirt);
    expect(two.answer).toMatch(/^Merhaba, evet, .*2 adet için toplam 499,98 TL olduğundan kargo ücretsizdir/);
    const one = await draft('siyah m alsam kargo ucretsiz olur mu', tshirt);
    expect(one.answer).toMatch(/^Merhaba, hayır, .*fiyatı 249,99 TL olduğundan kargo ücretlidir/);
  });

  it('reads a size alone after another question as a question of its own, and a count as asking of its noun', () => {
    expect(readQuestion('cepli mi, m beden kaldi mi').parts.map((part) => part.text)).toEqual([
      'cepli mi',
      'm beden kaldi mi',
    ]);
    // After a question of stock, a size alone still asks the same of that size.
    expect(readQuestion('siyah s var mi, m var mi').parts).toHaveLength(1);
    expect(
      readQuestion('cift kisilik nevresim olcusu kac yastik kilifi kac tane').parts.map((part) => part.text),
    ).toEqual(['cift kisilik nevresim olcusu kac', 'yastik kilifi kac tane']);
  });
});

describe('the l- batch: what it showed', () => {
  it('answers the option asked after one the customer tells is gone, and confirms the one told', async () => {
    for (const question of ['beyaz s kalmamis, beyaz m var mi', 'beyaz s kalmamis beyaz m var mi']) {
      const { answer } = await draft(question, tshirt);
      expect(answer).toMatch(/^Merhaba, evet, beyaz M beden stokta mevcut/);
      expect(answer).toMatch(/Beyaz S beden (?:ise )?şu an tükendi/);
    }
    // The verifier reads the yes as about the size asked, and "X ise tükendi" as said of X.
    const right = 'Merhaba, evet, beyaz M beden stokta mevcut. Beyaz S beden ise şu an tükendi.';
    const checked = verifyAnswer(askAbout('beyaz s kalmamis, beyaz m var mi', tshirt), right);
    expect(checked.findings).toEqual([]);
    const wrong = 'Merhaba, evet, beyaz M beden stokta mevcut. Siyah M beden ise şu an tükendi.';
    expect(verifyAnswer(askAbout('beyaz s kalmamis, beyaz m var mi', tshirt), wrong).supported).toBe(false);
  });

  it('holds a material named by its country ("türk pamuğu mu"), which the product’s origin does not say', async () => {
    expect((await draft('turk mali yaziyor pamugu da turk pamugu mu', tshirt)).answerable).toBe(false);
    expect((await draft('misir pamugu mu', tshirt)).answerable).toBe(false);
    expect((await draft('turk mali mi', tshirt)).answer).toMatch(/^Merhaba, evet, .*menşei Türkiye/);
  });

  it('does not answer a certificate asked of ("TSE belgesi de var mı") with the box’s contents', async () => {
    const adapter = listing(
      'AD-1',
      'Voltaj 20W Type-C Şarj Adaptörü',
      'Şarj Adaptörü',
      'Kutu İçeriği: 1 adet 20W adaptör, 1 adet 1 metre Type-C kablo.',
      [plain('Sertifika', 'CE')],
    );
    const result = await draft('CE belgesi yaziyor, TSE belgesi de var mi', adapter);
    expect(result.answerable).toBe(false);
    expect((await draft('kutudan kablo da cikiyor mu', adapter)).answer).toMatch(/^Merhaba, evet/);
  });

  it('holds whether it suits a newborn when no fact names newborns', async () => {
    const result = await draft('yenidogan bebegimin yuzunde kullanabilir miyim', {
      ...wipes,
      attributes: [plain('Kullanım Alanı', 'El, Yüz ve Bez Bölgesi')],
    });
    expect(result.answerable).toBe(false);
  });
});

describe('the warranty’s kind and the causes it covers', () => {
  const kettle = listing('KT-1', 'Sonex Çelik Kettle 1,7 L', 'Kettle', 'Paslanmaz çelik gövde.', [
    plain('Garanti Süresi', '2 Yıl'),
    plain('Menşei', 'CN'),
  ]);

  it('holds a kind of warranty or a cause the warranty’s facts do not name, and says the period when asked', async () => {
    for (const question of [
      'garanti resmi mi',
      '2 yil garanti ithalatci garantisi mi yoksa sonex turkiye distributor garantisi mi',
      '2 yil garanti diyor kirec yuzunden bozulursa garantiye girer mi',
    ]) {
      expect((await draft(question, kettle)).answerable, question).toBe(false);
    }
    expect((await draft('garantisi var mi', kettle)).answer).toMatch(/^Merhaba, evet, .*garanti süresi 2 yıl/);
  });
});

describe('the i- batch: what it showed', () => {
  const damaged = {
    ...storeProfile,
    returnPolicy: `Hasarlı veya kusurlu ürün teslim aldıysanız teslimattan itibaren 3 gün içinde fotoğraflarıyla Trendyol üzerinden mağazamıza mesaj gönderin; kargo ücreti bize ait olmak üzere yenisini göndeririz. ${storeProfile.returnPolicy}`,
  };
  const withPolicy = (question: string) => ({ ...askAbout(question, tshirt), profile: damaged });

  it('answers the return window and its cost from the ordinary rule, not the damaged parcel’s', async () => {
    const question = 'denedim olmadi, kac gun icinde iade edebilirim kargo ucreti bana mi ait';
    const { answer } = await engine.draft(withPolicy(question));
    expect(answer).toMatch(/^Merhaba, hayır, .*15 gün içinde iade edebilirsiniz/);
    expect(answer).toContain('İade kargo ücreti mağazamıza aittir');
    expect(answer).not.toMatch(/Hasarlı/);
    // Told of damage, the damaged parcel's rule is the answer.
    expect((await engine.draft(withPolicy('kusurlu gelirse iade kargo ucreti kime ait'))).answer).toMatch(/3 gün/);
    // The verifier does not take the damaged parcel's sentence for an answer to an ordinary return.
    const misplaced =
      'Merhaba, hasarlı veya kusurlu ürün teslim aldıysanız teslimattan itibaren 3 gün içinde fotoğrafıyla bize yazın; kargo ücreti bize aittir.';
    expect(verifyAnswer(withPolicy(question), misplaced).complete).toBe(false);
  });

  it('finds a return said possible without its condition when the customer tells they used it', () => {
    const question = 'actim 2 kere kullandim begenmedim kac gun icinde iade edebilirim';
    const bare = 'Merhaba, teslim aldığınız tarihten itibaren 15 gün içinde iade edebilirsiniz.';
    expect(verifyAnswer(askAbout(question, tshirt), bare).supported).toBe(false);
    const conditioned = `${bare} İade edilen ürünün kullanılmamış ve etiketli olması gerekir.`;
    expect(verifyAnswer(askAbout(question, tshirt), conditioned).supported).toBe(true);
  });

  it('finds a sold-out option in a list said to be in stock', () => {
    const question = 'siyah l kalmamis mi siyahta hangi bedenler var';
    const listed = 'Merhaba, siyah L tükendi; S ve M bedenler stokta.';
    expect(verifyAnswer(askAbout(question, tshirt), listed).supported).toBe(true);
    const wrong = 'Merhaba, siyah renkte S, M ve L bedenler stokta mevcut.';
    expect(verifyAnswer(askAbout(question, tshirt), wrong).supported).toBe(false);
  });

  it('does not let a figure told for one part answer another part that names a thing of its own', async () => {
    const adapter = listing('AD-2', 'Voltaj 20W Şarj Adaptörü', 'Şarj Adaptörü', 'Power Delivery destekler.', [
      plain('Giriş Voltajı', '100-240 V'),
    ]);
    const both = await draft('amerikaya goturcem 110 volt orda calisir mi fisi uyar mi', adapter);
    expect(both.answerable).toBe(false);
    expect(both.note).toContain('fisi uyar mi');
    const works = await draft(
      'amerikaya gidiyorum orda elektrik 110 volt, bu adaptor orda calisir mi yanar mi',
      adapter,
    );
    expect(works.answer).toMatch(/^Merhaba, evet, .*100-240 V/);
  });
});

describe('the j- batch: what it showed', () => {
  it('asks a later part’s option of what an earlier part named on the other axes ("ekru s bitmiş mi, m de var mı")', async () => {
    const { answer } = await draft('beyaz s bitmis mi, m de var mi', tshirt);
    expect(answer).toMatch(/^Merhaba, evet, beyaz S beden şu an tükendi/);
    expect(answer).toMatch(/Beyaz M beden stokta mevcut/);
    // The fallback named in a part of its own, the other options are offered no more.
    const fallback = await draft('beyaz s bitmis mi, bitmisse m alirim m de var mi', tshirt);
    expect(fallback.answer).toMatch(/Beyaz M beden stokta mevcut/);
    expect(fallback.answer).not.toMatch(/stokta olan/);
    expect((await draft('beyaz s var mi', tshirt)).answer).toMatch(/stokta olan/);
    // An amount alone after a question of stock is a part of its own, asked of what came before.
    const shampoo: ProductFacts = {
      ...tshirt,
      title: 'Bitkisel Şampuan',
      variants: ['400 ml', '750 ml'].map((size) =>
        variantOf([plain('Hacim', size), plain('Tip', 'Kuru Saçlar')], size === '750 ml'),
      ),
    };
    const amount = await draft('kuru saclar icin olanin 400 mlsi yok mu, 750 var mi?', shampoo);
    expect(amount.answer).toMatch(/400 ml Kuru Saçlar şu an tükendi; 750 ml Kuru Saçlar stokta mevcut/);
  });

  it('holds the origin of the fabric ("kumaşı da yerli mi"), which the product’s origin does not say', async () => {
    const result = await draft('turk mali mi bu, kumasi da yerli mi yoksa ithal kumas mi', tshirt);
    expect(result.answerable).toBe(false);
    const origin = 'Merhaba, evet, ürünümüzün menşei Türkiye.';
    expect(verifyAnswer(askAbout('kumasi da yerli mi yoksa ithal mi', tshirt), origin).complete).toBe(false);
  });

  it('reads "neden yapılmış" as what it is made of, and "su haznesi" as water', async () => {
    expect(readQuestion('tabani kac cm ve neden yapilmis').parts.map((part) => part.text)).toEqual([
      'tabani kac cm',
      'neden yapilmis',
    ]);
    const robot = listing('RB-1', 'Robot Süpürge', 'Robot Süpürge', 'Paspas özelliği vardır.', [
      plain('Toz Haznesi Kapasitesi', '450 ml'),
      plain('Su Haznesi Kapasitesi', '250 ml'),
    ]);
    const { answer } = await draft('su haznesi kac ml', robot);
    expect(answer).toContain('250 ml');
    expect(answer).not.toContain('450 ml');
  });
});

describe('a size worn, told in a sentence of its own or by the waist alone', () => {
  const shoe: ProductFacts = {
    ...tshirt,
    title: 'Erkek Deri Klasik Ayakkabı',
    description: 'Kalıbı dar olduğu için normal numaranızdan bir numara büyük almanızı öneririz.',
    attributes: [plain('Materyal', 'Hakiki Deri')],
    variants: ['41', '42', '43'].map((size) => variantOf([plain('Renk', 'Siyah'), plain('Numara', size)])),
  };

  it('advises the size from one worn by someone else, told before the question', async () => {
    for (const question of [
      'babama alicam normalde 42 giyiyo, siyah hangi numarayi alayim',
      'normalde 42 giyiyom siyahtan hangi numarayi alayim',
    ]) {
      expect((await draft(question, shoe)).answer, question).toContain(
        '42 numara giyiyorsanız 43 numara almanızı öneririz',
      );
    }
  });

  it('says the cut too when the question asks it beside the size', async () => {
    const question = 'oversize mi kalibi, normalde l giyiyorum normal dursun istiyorum hangisini alayim';
    const { answer } = await draft(question, tshirt);
    expect(answer).toMatch(/kalıbı oversizedir.*L beden giyiyorsanız M beden almanızı öneririz/);
  });

  it('reads a waist worn against sizes sold by waist and length', async () => {
    const jeansCut: ProductFacts = {
      ...jeans,
      description: 'Slim fit kalıp vücudu sarar; daha bol kullanmayı sevenlere bir beden büyük almalarını öneririz.',
      variants: ['31/32', '32/32', '33/32'].map((size) =>
        variantOf([plain('Renk', 'Mavi'), plain('Beden', size)], true, jeans.variants[0]),
      ),
    };
    const { answer } = await draft('biraz bol giymeyi severim normalde 32 giyiyorum hangi bedeni alayim', jeansCut);
    expect(answer).toContain('32/32 beden giyiyorsanız 33/32 beden almanızı öneririz');
  });
});

describe('a sentence about some orders or products', () => {
  const profile = {
    ...storeProfile,
    notes: `${storeProfile.notes} Hediye paketli siparişlerde içinde fiyat yazan hiçbir belge kutuya konmaz; faturanız yalnızca dijital olarak iletilir.`,
  };
  const ask = (question: string) => engine.draft({ ...askAbout(question, tshirt), profile });

  it('answers only a question that names them ("hediye paketli siparişlerde …" is no answer to "belgeli mi")', async () => {
    expect((await ask('hediye edecegim kutuda fiyat yazan belge olur mu')).answer).toMatch(
      /Hediye paketli|hediye paketli/,
    );
    for (const question of ['kutulu mu gonderiyorsunuz', 'deri sertifikasi var mi belgeli mi']) {
      const result = await ask(question);
      expect(result.answer, question).not.toMatch(/hediye paketli/i);
    }
  });
});

describe('the material of a part of the product', () => {
  it('is said only by a fact that names the part', async () => {
    const pots = listing('PT-1', 'Granit Tencere Seti 7 Parça', 'Tencere Seti', 'Granit kaplama.', [
      plain('Uyumlu Ocak Tipi', 'İndüksiyon, Elektrikli, Gazlı'),
      plain('Kulp Materyali', 'Bakalit'),
    ]);
    expect((await draft('firina atabilir miyim kulplari bakalit diye soruyorum', pots)).answerable).toBe(false);
    expect((await draft('kulplari bakalit mi', pots)).answer).toMatch(/^Merhaba, evet, .*bakalit/i);
  });
});

describe('an ingredient asked of an option', () => {
  const collagen: ProductFacts = {
    ...tshirt,
    title: 'Kolajen Toz 300 g',
    category: 'Kolajen',
    description: 'İlave şeker içermez.',
    attributes: [plain('İçerik', 'Hidrolize Sığır Kolajeni; aromalı seçeneklerde tatlandırıcı (steviol glikozit)')],
    variants: ['Limon', 'Aromasız'].map((flavour) => variantOf([plain('Aroma', flavour)])),
  };

  it('answers the ingredient, not the option’s stock ("limonluda şeker var mı")', async () => {
    expect((await draft('limonluda seker var mi', collagen)).answer).toMatch(/^Merhaba, hayır, ilave şeker içermez/);
    expect((await draft('limon var mi', collagen)).answer).toMatch(/^Merhaba, evet, limon stokta mevcut/);
    expect((await draft('tatlandirici ne kullaniliyor', collagen)).answer).toMatch(/steviol glikozit/);
  });
});

describe('shipping and price when the options are priced differently', () => {
  const shampoo: ProductFacts = {
    ...tshirt,
    title: 'Bitkisel Şampuan',
    category: 'Şampuan',
    variants: (['400 ml', '750 ml'] as const).flatMap((size) =>
      ['Yağlı Saçlar', 'Kuru Saçlar'].map((type) => ({
        ...variantOf([plain('Hacim', size), plain('Saç Tipi', type)]),
        price: size === '400 ml' ? 189.9 : 299.9,
      })),
    ),
  };
  const checked = async (question: string) => {
    const result = await draft(question, shampoo);
    return { ...result, verification: verifyAnswer(askAbout(question, shampoo), result.answer) };
  };

  it('decides shipping by the option named in another part ("… 750 ml kaç tl, sadece bunu alsam")', async () => {
    const { answer, verification } = await checked(
      'yagli sac icin 750 ml kac tl, sadece bunu alsam kargo parasi oder miyim',
    );
    // The shipping sentence says the price it turns on: the price is not said twice, and its yes leads.
    expect(answer).toMatch(
      /^Merhaba, evet, 750 ml Yağlı Saçlar seçeneğinin fiyatı 299,90 TL olduğundan kargo ücretlidir/,
    );
    expect(answer).not.toMatch(/güncel satış fiyatı/);
    expect(answer).not.toMatch(/189,90/);
    expect(verification.findings).toEqual([]);
  });

  it('reads "400 ml kaç tl kargo ücreti ayrıca mı" as two questions, and "kargo da ekleniyor mu" as the cost', async () => {
    expect(readQuestion('400 ml kac tl kargo ucreti ayrica mi').parts.map((part) => part.text)).toEqual([
      '400 ml kac tl',
      'kargo ucreti ayrica mi',
    ]);
    expect(
      readQuestion('2 tane alsam toplam kac tl tutar kargo da ekleniyor mu').parts.map((part) => part.text),
    ).toEqual(['2 tane alsam toplam kac tl tutar', 'kargo da ekleniyor mu']);
    const cost = await checked('400 ml yagli sac kac tl kargo da ekleniyor mu');
    expect(cost.answer).toMatch(/189,90 TL olduğundan kargo ücretlidir/);
    expect(cost.verification.findings).toEqual([]);
    // "400 ml kaç tl" is answered by the shipping sentence's "400 ml … 189,90 TL".
    const price = await checked('400 ml kac tl kargo ucreti ayrica mi');
    expect(price.verification.complete).toBe(true);
  });

  it('does not take the arrival time for "ne zaman kargoya verilir"', () => {
    const question = 'ne zaman kargoya verilir';
    const arrival = 'Merhaba, siparişleriniz Yurtiçi Kargo ile gönderilir ve 1-3 iş günü içinde adresinize ulaşır.';
    expect(verifyAnswer(askAbout(question, tshirt), arrival).complete).toBe(false);
    const dispatch = 'Merhaba, siparişiniz 2 iş günü içinde kargoya verilir.';
    expect(verifyAnswer(askAbout(question, tshirt), dispatch).complete).toBe(true);
  });

  it('refuses "kargo ücretsizdir" beside a price below the free-shipping amount, unless it states the rule', () => {
    const context = askAbout('400 ml yagli sac kac tl kargo ucreti ayrica mi', shampoo);
    expect(verifyAnswer(context, 'Merhaba, 400 ml 189,90 TL, kargo ücretsizdir.').supported).toBe(false);
    expect(
      verifyAnswer(context, 'Merhaba, 400 ml 189,90 TL. 400 TL ve üzeri siparişlerde kargo ücretsizdir.').findings,
    ).not.toContainEqual(expect.objectContaining({ kind: 'contradiction' }));
  });

  it('says it for every option when none is named, the conclusion first', async () => {
    const paid = await checked('kargo ucretli mi');
    expect(paid.answer).toMatch(/^Merhaba, evet, ürünümüzün fiyatı 299,90 TL'ye kadar olduğundan kargo ücretlidir\./);
    expect(paid.verification.findings).toEqual([]);
    const free = await checked('3 tane alsam kargo bedava olur mu');
    expect(free.answer).toMatch(/^Merhaba, evet, 3 adet için toplam en az 569,70 TL olduğundan kargo ücretsizdir\./);
    expect(free.verification.findings).toEqual([]);
    // Two of the cheaper ones stay under 400 TL, two of the dearer ones do not: each is said, with no yes or no.
    const two = await checked('2 tane alsam kargo bedava olur mu');
    expect(two.answer).toMatch(
      /^Merhaba, fiyatı 189,90 TL olan seçeneklerden 2 adet için toplam 379,80 TL olduğundan kargo ücretlidir; 299,90 TL olan seçeneklerden 2 adet için toplam 599,80 TL olduğundan kargo ücretsizdir\./,
    );
  });

  it('lets the verifier follow an order worked out from the count told', async () => {
    const { answer, verification } = await checked('2 tane 750 ml alsam kargo ucretsiz olur mu');
    expect(answer).toMatch(
      /^Merhaba, evet, 750 ml seçeneğinden 2 adet için toplam 599,80 TL olduğundan kargo ücretsizdir/,
    );
    expect(verification.supported).toBe(true);
    expect(verification.complete).toBe(true);
    // A total the count does not give is still a figure with no source.
    const wrong = verifyAnswer(
      askAbout('2 tane 750 ml alsam kargo ucretsiz olur mu', shampoo),
      'Merhaba, evet, 2 adet için toplam 649,80 TL olduğundan kargo ücretsizdir.',
    );
    expect(wrong.supported).toBe(false);
  });

  it('reads "… var mı yoksa … kaç tl" as two questions', async () => {
    const { answer } = await draft('400 ml kuru sac var mi yoksa 750 ml kac tl', {
      ...shampoo,
      variants: shampoo.variants.map((variant) =>
        variant.attributes[0]?.value === '400 ml' ? { ...variant, inStock: false } : variant,
      ),
    });
    expect(answer).toMatch(/^Merhaba, hayır, 400 ml Kuru Saçlar şu an tükendi/);
    expect(answer).toMatch(/750 ml Kuru Saçlar seçeneğinin güncel satış fiyatı 299,90 TL/);
  });
});

describe('a choice asked of a part of the product', () => {
  const bedding: ProductFacts = {
    ...tshirt,
    title: 'Pamuk Ranforce Nevresim Takımı Çift Kişilik',
    category: 'Nevresim Takımı',
    description: '1 adet nevresim, 1 adet çarşaf, 2 adet yastık kılıfı. Nevresimin ağız kısmı fermuarlıdır.',
    attributes: [plain('Kapanış Tipi', 'Fermuarlı'), plain('Materyal', '%100 Pamuk')],
  };

  it('holds it when the fact that names an alternative is about another part ("yastık kılıfları fermuarlı mı kapaklı mı")', async () => {
    expect((await draft('yastik kiliflari fermuarli mi yoksa kapakli mi', bedding)).answerable).toBe(false);
    expect(
      (await draft('nevresimin agzi fermuarli biliyorum yastik kiliflari da fermuarli mi yoksa kapakli mi', bedding))
        .answerable,
    ).toBe(false);
    expect((await draft('sisenin kapagi metal mi plastik mi', bedding)).answerable).toBe(false);
    // The product's own choice is still answered.
    expect((await draft('fermuarli mi dugmeli mi', bedding)).answer).toMatch(/kapanış tipi fermuarlıdır/);
    expect((await draft('pamuk mu polyester mi', bedding)).answer).toMatch(/%100 pamuk/);
  });
});

describe('the g- batch: what it showed', () => {
  it('reads "kırık beyaz" as a colour, not as a broken item', async () => {
    const result = await draft('tam beyaz mi yoksa kirik beyaz krem tonunda mi', tshirt);
    expect(result.answer).not.toMatch(/hasarlı|kusurlu|iade/i);
    expect(result.answerable).toBe(false);
    expect(returnAspects('tam beyaz mi yoksa kirik beyaz krem tonunda mi')).not.toContain('defect');
    expect(returnAspects('kirik geldi ne yapacagim')).toContain('defect');
  });

  it('does not read a setting changed ("süreyi sonradan değiştirebiliyor muyuz") as an exchange', async () => {
    const fryer: ProductFacts = {
      ...tshirt,
      title: 'Dijital Airfryer 6,5 L',
      category: 'Airfryer',
      description: '8 hazır program. Sıcaklık 80-200 °C.',
      attributes: [plain('Zamanlayıcı', '60 Dakika')],
    };
    const exchanging = (question: string) =>
      engine.draft({
        ...askAbout(question, fryer),
        profile: {
          ...storeProfile,
          returnPolicy: `${storeProfile.returnPolicy} Değişim için ürünü iade edip yeni sipariş vermeniz gerekir.`,
        },
      });
    const result = await exchanging('hazir programda sureyi sonradan degistirebiliyo muyuz');
    expect(result.answer).not.toMatch(/iade/);
    expect(result.answerable).toBe(false);
    // An exchange is still one.
    expect((await exchanging('baska modelle degistirebilir miyim')).answer).toMatch(/iade edip yeni sipariş/);
  });

  it('holds "hangi kurumdan" when the fact names no such body', async () => {
    const collagen: ProductFacts = {
      ...tshirt,
      title: 'Kolajen Toz',
      category: 'Kolajen',
      attributes: [plain('Helal Sertifikası', 'Var')],
    };
    expect((await draft('helal sertifikasi var mi', collagen)).answer).toMatch(/^Merhaba, evet/);
    expect((await draft('helal sertifikasi varsa hangi kurumdan alinmistir', collagen)).answerable).toBe(false);
    // A kind answered by its values is still answered ("hangi renkler var").
    expect((await draft('hangi renkler var', tshirt)).answer).toMatch(/Beyaz|Siyah/);
  });
});

describe('a share asked in percent', () => {
  it('answers "yün yüzde kaç" from the material’s percentages', async () => {
    const cardigan: ProductFacts = {
      ...tshirt,
      title: 'Kadın Triko Hırka',
      category: 'Hırka',
      attributes: [plain('Materyal', '%50 Akrilik, %30 Yün, %20 Polyamid')],
    };
    expect((await draft('yun yuzde kac', cardigan)).answer).toMatch(/%30 yün/i);
    expect((await draft('krem xl var mi? yun yuzde kac', cardigan)).answerable).toBe(true);
  });
});

describe('the e- batch: what it showed', () => {
  const counted = (quantities: Record<string, number>): ProductFacts => ({
    ...tshirt,
    variants: tshirt.variants.map((item) => {
      const label = item.attributes.map((attribute) => attribute.value).join(' ');
      return { ...item, inStock: (quantities[label] ?? 0) > 0, quantity: quantities[label] ?? 0 };
    }),
  });

  it('says no to "deri mi" when the listing says faux leather, and the verifier refuses the yes', async () => {
    expect((await draft('deri mi bu', bag)).answer).toMatch(/^Merhaba, hayır, .*suni deri/i);
    expect((await draft('suni deri mi', bag)).answer).toMatch(/^Merhaba, evet/);
    const verdict = verifyAnswer(askAbout('deri mi bu', bag), 'Merhaba, evet, ürünümüzün materyali suni deridir.');
    expect(verdict.supported).toBe(false);
    expect(
      verifyAnswer(askAbout('deri mi bu', bag), 'Merhaba, hayır, ürünümüzün materyali suni deridir.').supported,
    ).toBe(true);
  });

  it('holds a fit compared with another brand’s size, even when a size of its own is named', async () => {
    const diapers: ProductFacts = {
      ...tshirt,
      title: 'Pamukbebe Premium Bebek Bezi',
      category: 'Bebek Bezi',
      attributes: [],
      variants: ['3 Numara Midi', '4 Numara Maxi'].map((size) =>
        variantOf([plain('Numara', size), plain('Adet', '68 Adet')]),
      ),
    };
    const compared = 'pampersin 3 numarasindan buyuk mu kaliyor kucuk mu';
    expect(readQuestion(compared).flags.has('other')).toBe(true);
    expect((await draft(compared, diapers)).answerable).toBe(false);
    for (const own of [
      'normalden dar mi',
      'kendi numaramdan buyuk mu gelir',
      'bi beden buyuk mu alsam',
      's bedenden buyuk mu',
    ])
      expect(readQuestion(own).flags.has('other')).toBe(false);
    // A figure with its suffix ("68li") is answered by the figure.
    const price = verifyAnswer(
      askAbout('3 numara 68li kac tl', diapers),
      'Merhaba, 3 Numara Midi 68 Adet seçeneğinin fiyatı 249,99 TL.',
    );
    expect(price.complete).toBe(true);
  });

  it('reads "yokmu yaaa, xl de olur" as the stock of both sizes', async () => {
    const result = await draft('siyah L yokmu yaaa m de olur siyah olsun yeter', tshirt);
    expect(result.answer).toMatch(/^Merhaba, hayır, siyah L beden şu an tükendi/i);
    expect(result.answerable).toBe(true);
  });

  it('answers "stok yeter mi" from the option and count told before it', async () => {
    const stocked = counted({ 'Beyaz M': 4, 'Beyaz L': 9, 'Siyah S': 2, 'Siyah M': 7 });
    const enough = await draft('beyaz m den 4 tane alicaz ofisteki arkadaslara, stok yeter mi', stocked);
    expect(enough.answer).toMatch(/^Merhaba, evet, beyaz M beden için stokta 4 adet var/i);
    const short = await draft('siyah s den 3 tane alicaz, stok yeter mi', stocked);
    expect(short.answer).toMatch(/^Merhaba, hayır, siyah S beden için stokta şu an 2 adet var/i);
  });

  it('does not take whom it is bought for ("biri eşime") as something asked', async () => {
    const result = await draft('siyah m den 2 tane alicam biri esime stokta var mi', tshirt);
    expect(result.answer).toMatch(/^Merhaba, evet, siyah M beden stokta/i);
  });

  it('adds what shipping costs to the sum asked "kargoyla beraber"', async () => {
    const result = await draft('beyaz m den 2 tane alsam toplam ne tutar kargoyla beraber', tshirt);
    expect(result.answer).toMatch(/toplam 499,98 TL/);
    expect(result.answer).toMatch(/kargo ücretsiz/i);
  });

  it('finds a sum asked of a count unanswered unless the count times a figure is said', () => {
    const asked = askAbout('beyaz m 2 tane alsam toplam kac tl eder', tshirt);
    expect(verifyAnswer(asked, 'Merhaba, ürünümüzün fiyatı 249,99 TL.').complete).toBe(false);
    expect(verifyAnswer(asked, 'Merhaba, beyaz M beden 2 adet için toplam 499,98 TL ödersiniz.').complete).toBe(true);
    const wipes: ProductFacts = {
      ...tshirt,
      title: 'Islak Mendil 12li Paket',
      attributes: [plain('Yaprak Sayısı', '60')],
    };
    const leaves = askAbout('12li pakette toplam kac yaprak var', wipes);
    expect(verifyAnswer(leaves, "Merhaba, 12'li pakette toplam 60 yaprak vardır.").complete).toBe(false);
    expect(verifyAnswer(leaves, "Merhaba, 12'li pakette toplam 720 yaprak vardır.").complete).toBe(true);
  });

  it('reads "çeker mi çekmez mi" as one choice, a verb and its negation', async () => {
    const linen: ProductFacts = { ...tshirt, attributes: [plain('Çekme', 'Yıkamada çekme yapmaz')] };
    expect((await draft('yikayinca ceker mi cekmez mi', linen)).answerable).toBe(true);
  });

  it('writes out letters held long', () => {
    expect(readQuestion('cok guzeeel yaaa').normalized).toBe('cok guzel ya');
  });

  it('answers "içi deri mi" from the inner material, and holds a verb asked after it', async () => {
    const shoe: ProductFacts = {
      ...bag,
      title: 'Erkek Sneaker',
      category: 'Sneaker',
      description: '',
      attributes: [plain('Materyal', 'Suni Deri'), plain('İç Materyal', 'Tekstil'), plain('Taban Materyali', 'EVA')],
    };
    expect((await draft('ici deri mi', shoe)).answer).toMatch(/^Merhaba, hayır, .*iç materyali tekstil/i);
    const twoAsked = await draft('ici de deri mi terletir mi', {
      ...shoe,
      attributes: [plain('İç Materyal', 'Hakiki Deri')],
    });
    expect(twoAsked.answerable).toBe(false);
    expect(twoAsked.note).toMatch(/terletir mi/);
    // A choice is still one: "deri mi suni mi".
    expect((await draft('deri mi suni mi', shoe)).answerable).toBe(true);
  });
});

describe('the c- and d- batches: what they showed', () => {
  const wideSizes: ProductFacts = {
    ...tshirt,
    variants: ['S', 'M', 'L', 'XL', 'XXL'].flatMap((size) =>
      ['Siyah', 'Beyaz'].map((colour) =>
        variantOf([plain('Renk', colour), plain('Beden', size)], !(colour === 'Beyaz' && size === 'M')),
      ),
    ),
  };

  it('reads "2xl" as XXL and "medium", "small" as M and S', async () => {
    expect((await draft('siyah 2xl var mi', wideSizes)).answer).toMatch(/^Merhaba, evet, siyah XXL beden stokta/i);
    expect((await draft('siyah 2 xl var mi', wideSizes)).answer).toMatch(/^Merhaba, evet, siyah XXL beden stokta/i);
    expect((await draft('beyaz medium mevcut mu', wideSizes)).answer).toMatch(/^Merhaba, hayır, beyaz M beden/i);
    expect((await draft('beyaz small var mi', wideSizes)).answer).toMatch(/^Merhaba, evet, beyaz S beden stokta/i);
    // A product sold only up to XL has no 2XL.
    expect((await draft('2xl bedeni bulunuyor mu', tshirt)).answer).toMatch(/^Merhaba, hayır, XXL/i);
  });

  it('reads "kara" as black', async () => {
    expect((await draft('kara M kaldi mi', tshirt)).answer).toMatch(/^Merhaba, evet, siyah M beden stokta/i);
    expect((await draft('karasinin L bedeni var mi', tshirt)).answer).toMatch(/^Merhaba, hayır, siyah L/i);
  });

  it('reads "bulunuyor mu" as "var mı", and a product of the store "sizde … da" as another product', async () => {
    const normalized = readQuestion('icinde alkol bulunuyo mu').normalized;
    expect(normalized).toBe('icinde alkol var mi');
    expect(readQuestion('kapakli olani bulunmuyor mu').normalized).toBe('kapakli olani yok mu');
    expect(readQuestion('sizde kestane bali da bulunur mu').flags.has('other')).toBe(true);
    expect((await draft('cebi bulunuyor mu', tshirt)).answer).toMatch(/^Merhaba, hayır/);
  });

  it('takes "muyuz", "miyiz" as the particle of a yes/no question', async () => {
    const noCash = { ...storeProfile, notes: 'Kapıda ödeme seçeneğimiz yoktur; ödeme Trendyol üzerinden alınır.' };
    const asked = { ...askAbout('kapıda ödeme yapabiliyor muyuz', tshirt), profile: noCash };
    expect(readQuestion(asked.question).parts[0]?.yesNo).toBe(true);
    expect((await engine.draft(asked)).answer).toMatch(/^Merhaba, hayır, kapıda ödeme/i);
    // Without its "hayır" the answer does not lead with what was asked.
    expect(verifyAnswer(asked, 'Merhaba, kapıda ödeme seçeneğimiz yoktur.').direct).toBe(false);
  });

  it('holds a skin complaint of the customer’s own, however plainly the listing says where it is used', async () => {
    const baby = {
      ...wipes,
      description: 'El, yüz ve bez bölgesi temizliğinde kullanılabilir.',
      attributes: [plain('Kullanım Alanı', 'El, Yüz ve Bez Bölgesi'), plain('Yaş Grubu', 'Bebek')],
    };
    const symptom = await draft('Merhaba, bebeğimin poposunda kızarıklık var, bu mendille temizleyebilir miyim?', baby);
    expect(symptom.answerable).toBe(false);
    expect((await draft('bez bolgesinde kullanilir mi', baby)).answerable).toBe(true);
  });

  it('reads a model with its genitive ("15 pronun pembesi") as that model', async () => {
    const cases: ProductFacts = {
      ...wipes,
      title: 'iPhone 15 Serisi Silikon Kılıf',
      variants: ['iPhone 15', 'iPhone 15 Pro'].flatMap((model) =>
        ['Pembe', 'Siyah'].map((colour) => ({
          ...(wipes.variants[0] as ProductFacts['variants'][number]),
          attributes: [plain('Uyumlu Model', model), plain('Renk', colour)],
          inStock: !(model === 'iPhone 15' && colour === 'Pembe'),
        })),
      ),
    };
    expect((await draft('15 pronun pembesi kaldi mi', cases)).answer).toMatch(
      /^Merhaba, evet, pembe iPhone 15 Pro stokta/i,
    );
  });

  it('agrees with a negative the customer tells of their own case ("paket açılmadı") instead of saying no', async () => {
    const policy = {
      ...storeProfile,
      returnPolicy:
        'Açılmamış bebek bezi paketlerinde beden değişimi yapılır; bunun için ürünü iade edip doğru bedeni yeniden sipariş vermeniz yeterlidir.',
    };
    const asked = await engine.draft({
      ...askAbout('beden yanlis aldim paket acilmadi degisim yapabilir miyim', wipes),
      profile: policy,
    });
    expect(asked.answer).toMatch(/^Merhaba, evet, açılmamış bebek bezi paketlerinde beden değişimi yapılır/);
  });

  it('answers "e-arşiv faturası gönderiyor musunuz" from the invoice note, not the dispatch time', async () => {
    const invoiced = { ...storeProfile, notes: 'Her siparişiniz için e-arşiv fatura düzenlenir.' };
    const result = await engine.draft({
      ...askAbout('e arsiv faturasi gonderiyor musunuz', tshirt),
      profile: invoiced,
    });
    expect(result.answer).toMatch(/^Merhaba, evet, .*e-arşiv fatura düzenlenir/);
  });

  it('says a counted field as a count ("Bölme Sayısı: 2" → "2 bölme") and a pocket as "cebi"', async () => {
    const purse = { ...bag, attributes: [plain('Bölme Sayısı', '2'), plain('Cep', '1 Fermuarlı İç Cep')] };
    const result = await draft('kac bolmeli, ic cebi var mi', purse);
    expect(result.answer).toMatch(/^Merhaba, ürünümüzde 2 bölme bulunur\. Ürünümüzün cebi 1 fermuarlı iç ceptir\./);
  });

  it('answers "kaç renk seçeneği var" with how many and which, a count the verifier accepts', async () => {
    const colours: ProductFacts = {
      ...bag,
      variants: ['Siyah', 'Bej', 'Bordo', 'Taba'].map((colour) =>
        variantOf([plain('Renk', colour)], colour !== 'Bej', bag.variants[0]),
      ),
    };
    const result = await draft('kac renk var', colours);
    expect(result.answer).toMatch(/^Merhaba, dört renk seçeneğimiz var: Siyah, Bordo ve Taba; Bej şu an tükendi\./);
    const context = askAbout('kac renk var', colours);
    expect(verifyAnswer(context, result.answer).supported).toBe(true);
    expect(verifyAnswer(context, 'Merhaba, beş renk seçeneğimiz var: Siyah, Bordo ve Taba.').supported).toBe(false);
  });

  it('reads "değeri" as no word of its own ("spf değeri nedir")', async () => {
    const sunscreen = { ...wipes, attributes: [plain('Koruma Faktörü (SPF)', '50+')] };
    expect((await draft('spf degeri nedir', sunscreen)).answer).toMatch(/^Merhaba, ürünümüzün koruma faktörü 50\+/);
  });

  it('reads "kullanılabilir mi" as the light verb "kullanılır mı" is read', async () => {
    const pots = {
      ...wipes,
      title: 'Granit 7 Parça İndüksiyon Tabanlı Tencere Seti',
      description:
        '<p>Döküm alüminyum gövdesi ısıyı hızlı dağıtır. İndüksiyon tabanı ile tüm ocak tiplerinde kullanılabilir.</p>',
      attributes: [
        plain('Materyal', 'Döküm Alüminyum, Granit Kaplama'),
        plain('Uyumlu Ocak Tipi', 'İndüksiyon, Elektrikli, Gazlı, Seramik'),
        plain('Kapak Materyali', 'Temperli Cam'),
        plain('Yıkama Talimatı', 'Elde Yıkanması Önerilir'),
      ],
    };
    for (const question of ['induksiyon ocakta kullanilir mi', 'İndüksiyon ocakta kullanılabilir mi?'])
      expect((await draft(question, pots)).answer, question).toMatch(/^Merhaba, evet, .*indüksiyon/i);
    // The passive and the ability stack ("kullan-ıl-abil-ir"): still a light verb, no word of its own.
    for (const verb of ['kullanilabilir', 'kullanilir', 'kullanabilir', 'yeter'])
      expect(lightVerb.test(verb), verb).toBe(true);
  });

  it('says no to "hakiki deri mi" of a product with no leather at all', async () => {
    expect((await draft('hakiki deri mi', jeans)).answer).toMatch(/^Merhaba, hayır, .*%98 pamuk/);
    expect((await draft('hakiki deri mi', { ...bag, attributes: [plain('Materyal', 'Hakiki Deri')] })).answer).toMatch(
      /^Merhaba, evet/,
    );
  });

  it('asks a verb of containing of the name’s words ("her damla kaç IU içeriyor")', async () => {
    const drops = {
      ...wipes,
      title: 'Vitamin D3 400 IU Damla 20 ml',
      description: '1 damla: 400 IU (10 µg) Vitamin D3.',
      attributes: [plain('Hacim', '20 ml')],
    };
    expect((await draft('her damla kac iu iceriyor', drops)).answer).toMatch(/^Merhaba, 1 damla: 400 IU/);
  });

  it('reads "ileride gelir mi" as asking for a restock date', () => {
    expect(readQuestion('bunun laciverti gelir mi ileride').flags.has('restock')).toBe(true);
    expect(readQuestion('ilerde bordo rengi de gelecek mi').flags.has('restock')).toBe(true);
    expect(readQuestion('ileride kullanirim diye aliyorum pamuklu mu').flags.has('restock')).toBe(false);
  });

  it('splits a measure or a which-question from another topic asked after it without a comma', () => {
    const wipes = readQuestion('mendil boyutu kac cm alkol var mi');
    expect(wipes.parts.map((part) => part.text)).toEqual(['mendil boyutu kac cm', 'alkol var mi']);
    const invoice = readQuestion('hangi kargoyla gonderiyosunuz faturayi kutunun icine koyuyo musunuz');
    expect(invoice.parts.map((part) => part.text)).toEqual([
      'hangi kargoyla gonderiyorsunuz',
      'faturayi kutunun icine koyuyor musunuz',
    ]);
    // A time asked goes on about the same; a size chosen and its stock are one question.
    expect(readQuestion('kac gunde kargoya verirsiniz').parts).toHaveLength(1);
    expect(readQuestion('siyahtan hangi numarayi almaliyim stokta var mi').parts).toHaveLength(1);
  });
});

describe('the b batch: what it showed', () => {
  const sweater: ProductFacts = {
    ...tshirt,
    title: 'Kadın Balıkçı Yaka Triko Kazak',
    description: '<p>Yumuşak dokulu triko kazak.</p>',
    attributes: [plain('Materyal', '%50 Akrilik, %30 Yün, %20 Polyamid')],
  };

  it('reads a particle before its verb ("kendi mi gidiyor … yoksa elle mi") as one question', () => {
    const parts = (text: string) => readQuestion(text).parts.map((part) => part.text);
    expect(parts('sarji bitince kendi mi gidiyo istasyona yoksa elle mi takcaz')).toHaveLength(1);
    // Another question after the verb is still its own part.
    expect(parts('toz torbasi ile mi geliyo kutulu mu gonderiyosunuz')).toHaveLength(2);
    expect(parts('vakumlu mu geliyor acinca nasil saklamaliyim')).toHaveLength(2);
    expect(parts('ici de deri mi terletir mi')).toHaveLength(2);
  });

  it('says no to a material asked pure ("hep", "full", "%100") of a blend, and the verifier agrees', async () => {
    for (const question of ['hep akrilik mi', 'full yun mu', '%100 yun mu']) {
      const result = await draft(question, sweater);
      expect(result.answer, question).toMatch(
        /^Merhaba, hayır, ürünümüzün materyali %50 akrilik, %30 yün ve %20 polyamiddir\./,
      );
      const context = askAbout(question, sweater);
      expect(verifyAnswer(context, result.answer).supported, question).toBe(true);
      expect(verifyAnswer(context, 'Merhaba, evet, materyali %50 akrilik, %30 yün ve %20 polyamiddir.').supported).toBe(
        false,
      );
    }
    // The first of two alternatives is what the yes or no answers.
    expect((await draft('icinde yun var mi yoksa hep akrilik mi', sweater)).answer).toMatch(/^Merhaba, evet, /);
    expect((await draft('icinde kasmir var mi yoksa hep akrilik mi', sweater)).answer).toMatch(/^Merhaba, hayır, /);
  });

  it('confirms a guess about stock ("bordo bitmiş galiba") after what is asked outright', async () => {
    expect(readQuestion('bordo bitmis galiba, gri alsam').normalized).toBe('bordo bitmis mi galiba, gri alsam');
    const read = readQuestion('beyaz S kalmamis galiba, kac gunde kargoya verirsiniz');
    expect(read.parts.map((part) => part.text)).toEqual(['kac gunde kargoya verirsiniz', 'beyaz s kalmamis mi galiba']);
    const result = await draft('beyaz S kalmamis galiba, kac gunde kargoya verirsiniz', tshirt);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/2 iş günü içinde kargoya verilir\. Beyaz S beden şu an tükendi\./i);
    expect((await draft('beyaz S kalmamis galiba', tshirt)).answer).toMatch(
      /^Merhaba, evet, beyaz S beden şu an tükendi/i,
    );
  });

  it('does not count an option the customer believes gone into the order they describe', async () => {
    const honey: ProductFacts = {
      ...wipes,
      variants: [
        ['250 g', 219.9, true],
        ['500 g', 409.9, true],
        ['1 kg', 789.9, false],
      ].map(([size, price, inStock]) => ({
        ...(wipes.variants[0] as ProductFacts['variants'][number]),
        attributes: [plain('Gramaj', size as string)],
        price: price as number,
        inStock: inStock as boolean,
      })),
    };
    const result = await draft('1 kiloluk yok galiba, 500 gr lik alsam kargo bedava olur mu', honey);
    expect(result.answer).not.toMatch(/2 adet|1\.199,80/);
    expect(result.answer).toMatch(/500 g seçeneğinin fiyatı 409,90 TL olduğundan kargo ücretsizdir/);
  });

  it('splits "1 damlası kaç IU, günde kaç damla" and answers both', async () => {
    const drops: ProductFacts = {
      ...wipes,
      title: 'Vitamin D3 Damla 20 ml',
      description:
        '<ul><li>1 damla: 400 IU (10 µg) Vitamin D3</li><li>Önerilen kullanım: Yetişkinler için günde 2 damla, doğrudan ağza damlatılarak tüketilir.</li></ul><p>Zeytinyağı içinde çözünmüş kolekalsiferol içerir.</p>',
      attributes: [plain('Form', 'Damla')],
    };
    const question = 'slm 1 damlasi kac iu gunde kac damla icilcek';
    expect(readQuestion(question).parts).toHaveLength(2);
    const result = await draft(question, drops);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/400 IU.*günde 2 damla/);
    // "içiliyor" (is drunk) is not "içerir" (contains).
    expect((await draft('gunde kac damla iciliyor', drops)).answer).toMatch(/günde 2 damla/);
  });

  it('answers "indüksiyonda çalışır mı" although the product’s name says indüksiyon', async () => {
    const pots: ProductFacts = {
      ...wipes,
      title: 'Granit 7 Parça İndüksiyon Tabanlı Tencere Seti',
      description: '<p>Döküm alüminyum gövde.</p>',
      attributes: [plain('Uyumlu Ocak Tipi', 'İndüksiyon, Elektrikli, Gazlı, Seramik')],
    };
    const result = await draft('induksiyonda calisir mi', pots);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/^Merhaba, evet, ürünümüzün uyumlu ocak tipi indüksiyon/);
  });

  it('holds a choice between two kinds of one thing ("mineral filtre mi … kimyasal filtre mi") no fact names', async () => {
    const sunscreen: ProductFacts = {
      ...wipes,
      title: 'Güneş Kremi SPF 50+',
      description: '<p>UVA ve UVB filtreli, SPF 50+ çok yüksek korumalı güneş kremi.</p>',
      attributes: [],
    };
    const result = await draft('bu üründe mineral filtre mi kullanılıyor yoksa kimyasal filtre mi?', sunscreen);
    expect(result.answerable).toBe(false);
  });

  it('does not take "KDV dahildir" for the VAT rate asked', () => {
    const context = askAbout('kdv orani ne kadar', tshirt);
    expect(verifyAnswer(context, 'Merhaba, fiyatlarımıza KDV dahildir.').complete).toBe(false);
    expect(verifyAnswer(context, 'Merhaba, ürünümüzün KDV oranı %10’dur; fiyatlarımıza KDV dahildir.').complete).toBe(
      true,
    );
  });

  it('reads a verb of manner in "-ıp" ("askıya asıp kurutabilir miyim") against the listing’s "askıya asmayınız"', async () => {
    const knit = {
      ...sweater,
      attributes: [plain('Yıkama Talimatı', 'Elde, soğuk suda yıkayınız; sererek kurutunuz, askıya asmayınız')],
    };
    expect((await draft('askiya asip kurutabilir miyim', knit)).answer).toMatch(/^Merhaba, hayır, /);
    expect((await draft('serip kurutabilir miyim', knit)).answer).toMatch(/^Merhaba, evet, /);
    const context = askAbout('askiya asip kurutabilir miyim', knit);
    const findings = verifyAnswer(context, 'Merhaba, evet, askıya asmayınız.').findings.map((item) => item.kind);
    expect(findings).toContain('contradiction');
  });

  it('answers "taban açılırsa ne yapacağız" with the warranty procedure when the warranty is asked before', async () => {
    const boots = { ...bag, attributes: [plain('Garanti Süresi', '2 Yıl')] };
    const procedure = {
      ...storeProfile,
      notes:
        'Garantili ürünlerde üretim hatası olduğunda faturanız ve sorunun fotoğraflarıyla Trendyol üzerinden mağazamıza mesaj göndermeniz yeterlidir.',
    };
    const result = await engine.draft({
      ...askAbout('garantisi var mi kac yil? taban acilirsa ne yapicaz nereye gonderiyoz', boots),
      profile: procedure,
    });
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/2 yıl.*fotoğraflarıyla Trendyol üzerinden mağazamıza mesaj/);
  });

  it('matches a fact on the first of two alternatives ("kendi mi gidiyor … yoksa ben mi koyacağım")', async () => {
    const robot = {
      ...wipes,
      title: 'Robot Süpürge',
      description: '<p>Şarjı azaldığında şarj istasyonuna kendisi döner.</p>',
      attributes: [],
    };
    const result = await draft('sarji bitince kendi mi gidiyo istasyona yoksa ben mi takicam her seferinde', robot);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/istasyonuna kendisi döner/);
  });

  it('lets an allergy told beside a choice ("yüz için mi vücut için mi") be answered by the ingredient’s yes or no', async () => {
    const sunscreen: ProductFacts = {
      ...wipes,
      title: 'Güneş Kremi SPF 50+',
      attributes: [plain('Kullanım Alanı', 'Yüz ve Vücut'), plain('Özellik', 'Parfümsüz, Yağsız Doku')],
    };
    const result = await draft(
      'yuz icin mi vucut icin mi bu? bide parfum kokusu var mi parfume alerjim var',
      sunscreen,
    );
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/yüz ve vücut.*parfümsüz/i);
  });

  it('answers "KDV faturada ayrı gösteriliyor mu" from the store’s invoice note, not the VAT rate', async () => {
    const invoiced = {
      ...storeProfile,
      notes: 'Ürün fiyatlarımıza KDV dahildir ve KDV tutarı faturanızda ayrıca gösterilir.',
    };
    const result = await engine.draft({ ...askAbout('kdv faturada ayri gosteriliyor mu', tshirt), profile: invoiced });
    expect(result.answer).toMatch(/^Merhaba, evet, ürün fiyatlarımıza KDV dahildir ve KDV tutarı faturanızda ayrıca/);
  });

  it('reads "34 boyu" of jeans sold as waist/length as a length, not a waist', async () => {
    const result = await draft('34 boyu var mi', jeans);
    expect(result.answer).toMatch(/^Merhaba, hayır, 34 boy seçeneğimiz bulunmuyor/);
    expect((await draft('antrasit 31 var mi', jeans)).answer).toMatch(/^Merhaba, evet, antrasit 31\/32/i);
  });

  it('holds an allergy question whose ingredient part has no yes or no, and answers one that has', async () => {
    const mix: ProductFacts = {
      ...wipes,
      title: 'Karışık Kuruyemiş',
      description: '<p>Yer fıstığı içermez.</p>',
      attributes: [plain('İçerik', 'Badem, Fındık, Kaju')],
    };
    expect((await draft('fistik alerjim var icinde yer fistigi var mi, kac tl', mix)).answer).toMatch(
      /^Merhaba, hayır, yer fıstığı içermez\./,
    );
    expect((await draft('icinde neler var tam olarak? cocugumun yer fistigi alerjisi var', mix)).answerable).toBe(
      false,
    );
  });

  it('answers two ways of doing from a fact about either ("makineye atabilir miyim yoksa elde mi yıkamak gerek")', async () => {
    const knit = { ...sweater, attributes: [plain('Yıkama Talimatı', 'Elde, soğuk suda yıkayınız')] };
    const result = await draft('makinaya atabilirmiyim yoksa elde mi yikamak gerek', knit);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/^Merhaba, hayır, .*elde, soğuk suda yıkayınız/i);
  });

  it('splits a second question with a verb of its own though it repeats a word ("boyalı saça … boyayı akıtır mı")', async () => {
    const parts = readQuestion('boyali saca kullanilir mi boyayi akitir mi').parts.map((part) => part.text);
    expect(parts).toEqual(['boyali saca kullanilir mi', 'boyayi akitir mi']);
    const shampoo = {
      ...wipes,
      title: 'Şampuan',
      description: '<p>Boyalı saçlarda kullanılabilir.</p><p>Kullanım: Islak saça uygulayın, köpürtün, durulayın.</p>',
      attributes: [],
    };
    expect((await draft('boyali saca kullanilir mi boyayi akitir mi', shampoo)).answerable).toBe(false);
  });
});

describe('the a batch: what it showed', () => {
  const drops: ProductFacts = {
    ...tshirt,
    title: 'Vitamin D3 Damla 20 ml',
    description:
      '<ul><li>Şişe açıldıktan sonra 6 ay içinde tüketilmelidir.</li></ul><p>Çocukların ulaşamayacağı yerde, 25°C altında saklayınız.</p>',
    attributes: [],
  };
  const weekendRule = 'Cumartesi, pazar ve resmi tatillerde kargo çıkışı yapılmaz.';
  const tracking = 'Paketiniz kargoya verildiğinde takip numarası Trendyol’daki Siparişlerim sayfasına eklenir.';
  const withDelivery = (question: string, extra: string) => {
    const context = askAbout(question, tshirt);
    return { ...context, profile: { ...context.profile, deliveryInfo: `${storeProfile.deliveryInfo} ${extra}` } };
  };

  it('reads a second question word after a question whole to its verb as a second question ("… bitirmem lazım nasıl saklıcam")', async () => {
    const parts = (text: string) => readQuestion(text).parts.map((part) => part.text);
    expect(parts('acildiktan sonra kac ay icinde bitirmem lazim nasil saklicam bunu')).toEqual([
      'acildiktan sonra kac ay icinde bitirmem lazim',
      'nasil saklicam bunu',
    ]);
    // One question with its question word in the middle stays whole.
    expect(parts('kac gunde nasil iade ederim')).toHaveLength(1);
    const result = await draft('acildiktan sonra kac ay icinde bitirmem lazim nasil saklicam bunu', drops);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('6 ay içinde tüketilmelidir');
    expect(result.answer).toContain('25°C altında saklayınız');
  });

  it('reads the spoken future ("saklıcam", "ödicez") as the verb it is, for the engine and the verifier', async () => {
    expect(sameWordStrictly('saklicam', 'saklayınız')).toBe(true);
    expect(sameWordStrictly('saklicaz', 'saklayınız')).toBe(true);
    const result = await draft('nasil saklicam bunu', drops);
    expect(result.answer).toContain('25°C altında saklayınız');
    // The verifier asks the verb of a "nasıl" when nothing else is asked: another sentence does not answer it.
    const context = askAbout('nasil saklicam bunu', drops);
    expect(verifyAnswer(context, 'Merhaba, şişe açıldıktan sonra 6 ay içinde tüketilmelidir.').complete).toBe(false);
    expect(verifyAnswer(context, 'Merhaba, çocukların ulaşamayacağı yerde, 25°C altında saklayınız.').complete).toBe(
      true,
    );
  });

  it('holds the channel of a tracking number the store never names ("sms ile geliyor mu"), and answers where it is shown', async () => {
    for (const question of [
      'kargo takip numarasi sms ile geliyor mu',
      'kargoya verilince sms geliyo mu takip no icin, uygulamaya pek girmiyorum',
    ]) {
      const result = await engine.draft(withDelivery(question, tracking));
      expect(result.answer, question).toBe('');
    }
    const shown = await engine.draft(withDelivery('takip numarasi nereden bakicam', tracking));
    expect(shown.answer).toContain('Siparişlerim sayfasına eklenir');
    const told = await engine.draft(
      withDelivery('takip numarasi sms ile geliyor mu', `${tracking} Takip numaranız ayrıca SMS ile de gönderilir.`),
    );
    expect(told.answer).toContain('SMS');
  });

  it('holds a weekend delivery by the carrier ("cumartesi dağıtım yapıyor mu"), which the store’s weekend dispatch rule does not answer', async () => {
    for (const question of [
      'yurtici cumartesi dagitim yapiyo mu cumartesi evdeyim ancak',
      'hafta ici evde yokum cumartesi gunu eve dagitim yapiyo mu',
    ]) {
      expect((await engine.draft(withDelivery(question, weekendRule))).answer, question).toBe('');
    }
    const dispatch = await engine.draft(withDelivery('cumartesi kargo cikiyor mu', weekendRule));
    expect(dispatch.answer).toMatch(/^Merhaba, hayır, .*kargo çıkışı yapılmaz/);
  });

  it('leaves out a sentence that repeats what was said (the FAQ beside the policy), but not another option’s stock', () => {
    const said = [
      fold(
        'Açılmamış bebek bezi paketlerinde beden değişimi yapılır; bunun için ürünü iade edip doğru bedeni yeniden sipariş vermeniz yeterlidir.',
      ),
    ];
    expect(
      restates(
        fold('Paket açılmamışsa yapıyoruz; ürünü iade edip doğru bedeni yeniden sipariş vermeniz yeterlidir.'),
        said,
      ),
    ).toBe(true);
    expect(restates(fold('İade kargo ücreti mağazamıza aittir ve ürünü 15 gün içinde iade edebilirsiniz.'), said)).toBe(
      false,
    );
    const stock = [fold('iPhone 15 Pro Max için stokta olan seçenekler: Lacivert ve Pembe.')];
    expect(restates(fold('Siyah için stokta olan seçenekler: iPhone 15 ve iPhone 15 Pro.'), stock)).toBe(false);
  });

  it('says a yes-or-no attribute as a seller would ("Vegan: Evet" → "Ürünümüz vegandır")', async () => {
    const shampoo: ProductFacts = {
      ...tshirt,
      title: 'Biberiyeli Şampuan 400 ml',
      attributes: [plain('Vegan', 'Evet')],
    };
    expect((await draft('vegan mi', shampoo)).answer).toMatch(/^Merhaba, evet, ürünümüz vegandır\./);
    const notVegan: ProductFacts = { ...shampoo, attributes: [plain('Vegan', 'Hayır')] };
    expect((await draft('vegan mi', notVegan)).answer).toMatch(/ürünümüz vegan değildir\./);
  });

  it('asks the stock of the size it advised when the customer says "o numara"', async () => {
    const sizes = ['S', 'M', 'L', 'XL'];
    const sweater: ProductFacts = {
      ...tshirt,
      description: '<p>Kalıbı dar olduğu için normal bedeninizden bir beden büyük almanızı öneririz.</p>',
      attributes: [plain('Kalıp', 'Dar')],
      variants: sizes.map((size) => variantOf([plain('Renk', 'Siyah'), plain('Beden', size)], size !== 'L')),
    };
    const result = await draft('normalde M giyiyorum hangi bedeni almaliyim, siyah istiyorum o beden var mi', sweater);
    expect(result.answer).toContain('L beden almanızı öneririz');
    expect(result.answer).toMatch(/Siyah L beden şu an tükendi/i);
    expect(result.answer).not.toMatch(/Siyah M beden stokta mevcut/i);
  });

  it('says no to "XL var mı" when the size it advises is sold out, the sold-out size first', async () => {
    const sizes = ['S', 'M', 'L', 'XL'];
    const coat: ProductFacts = {
      ...tshirt,
      description: '<p>Kalın kazak üzerine giyecekseniz bir beden büyük almanızı öneririz.</p>',
      attributes: [],
      variants: sizes.map((size) => variantOf([plain('Renk', 'Siyah'), plain('Beden', size)], size !== 'XL')),
    };
    const result = await draft('normalde L giyiyom kalin kazak ustune giyicem XL var mi', coat);
    expect(result.answer).toMatch(/^Merhaba, hayır, XL beden şu an tükendi\. Normalde L beden giyiyorsanız XL beden/);
  });

  it('reads a particle glued to a judgement or a colour ("bozukmu", "siyahmi")', async () => {
    expect(readQuestion('sekerlenmis bozukmu').normalized).toBe('sekerlenmis bozuk mu');
    expect(readQuestion('siyahmi').normalized).toBe('siyah mi');
    const honey: ProductFacts = {
      ...tshirt,
      title: 'Çiçek Balı 850 g',
      description:
        '<p>Bal, doğal yapısı gereği zamanla kristalleşebilir (şekerlenebilir); bu bir bozulma değil, doğallık belirtisidir.</p>',
      attributes: [],
    };
    const result = await draft('aldigim bal sekerlenmis bozukmu geldi', honey);
    expect(result.answer).toMatch(/^Merhaba, hayır, .*bozulma değil/);
  });

  it('does not back a claim that an item has what the listing says it lacks ("tava cam kapaklıdır" / "Tava (Kapaksız)")', () => {
    const pans: ProductFacts = {
      ...tshirt,
      title: '7 Parça Granit Tencere Seti',
      description: '<p>Granit kaplama tencere seti.</p>',
      attributes: [plain('İçerik', '3 Adet Tencere + 3 Adet Cam Kapak + 1 Adet Tava (Kapaksız)')],
    };
    const context = askAbout('tavanin da kapagi var mi', pans);
    const stitched = verifyAnswer(context, 'Merhaba, evet, set 7 parça olup tencereler ve tava cam kapaklıdır.');
    expect(stitched.supported).toBe(false);
    expect(stitched.findings.map((finding) => finding.message).join(' ')).toContain('tava kapaksız');
    expect(
      verifyAnswer(context, 'Merhaba, hayır, setteki tava kapaksızdır.').findings.map((f) => f.kind),
    ).not.toContain('contradiction');
  });

  it('answers an option’s measures and contents from that option’s own sentence, never another option’s', async () => {
    const bedding: ProductFacts = {
      ...tshirt,
      title: 'Ranforce Nevresim Takımı',
      description:
        '<p><b>Tek Kişilik:</b> 1 adet nevresim 160x220 cm, 1 adet yastık kılıfı 50x70 cm.</p><p><b>Çift Kişilik:</b> 1 adet nevresim 200x220 cm, 2 adet yastık kılıfı 50x70 cm.</p>',
      attributes: [plain('Materyal', '%100 Pamuk')],
      variants: ['Tek Kişilik', 'Çift Kişilik'].map((size) =>
        variantOf([plain('Renk', 'Beyaz'), plain('Boyut', size)]),
      ),
    };
    const measures = await draft('tek kisilik nevresim olcusu ne', bedding);
    expect(measures.answer).toMatch(/^Merhaba, Tek Kişilik: 1 adet nevresim 160x220 cm/);
    const count = await draft('tek kisilikte yastik kilifi kac tane geliyo 2 mi', bedding);
    expect(count.answer).toMatch(/^Merhaba, hayır, Tek Kişilik: .*1 adet yastık kılıfı/);
    expect(count.answer).not.toContain('200x220');
  });

  it('holds an oven or a microwave asked of a cookware set whose listing names only hobs', async () => {
    const pans: ProductFacts = {
      ...tshirt,
      title: '7 Parça Granit Tencere Seti',
      description: '<p>İndüksiyon tabanı ile tüm ocak tiplerinde kullanılabilir.</p>',
      attributes: [plain('Uyumlu Ocak Tipi', 'İndüksiyon, Elektrikli, Gazlı, Seramik')],
    };
    for (const question of [
      'tencereleri firina atabilirmiyim kapaklariyla beraber 180 derece',
      'mikrodalgaya girer mi',
    ]) {
      expect((await draft(question, pans)).answer, question).toBe('');
    }
    expect((await draft('ocakta kullanilir mi', pans)).answer).toMatch(/^Merhaba, evet, .*ocak tip/);
  });

  it('says nothing of how a return goes once the return is refused ("açılmış kulaklıklar iade alınamaz")', async () => {
    const buds: ProductFacts = { ...tshirt, title: 'Kablosuz Kulak İçi Kulaklık', attributes: [] };
    const context = askAbout('kutusunu actim denedim begenmedim iade edebilirmiyim kargo parasini ben mi odicem', buds);
    const profile = {
      ...context.profile,
      returnPolicy:
        'Ürünü teslim aldığınız tarihten itibaren 15 gün içinde iade edebilirsiniz. İade kargo ücreti mağazamıza aittir. Hijyen nedeniyle ambalajı açılmış kulak içi kulaklıklar iade alınamaz.',
    };
    const result = await engine.draft({ ...context, profile });
    expect(result.answer).toMatch(/^Merhaba, hayır, .*iade alınamaz/);
    expect(result.answer).not.toContain('mağazamıza aittir');
  });
});

describe('the za batch: what it showed', () => {
  const twoColours: ProductFacts = {
    ...charger,
    variants: [variantOf([plain('Renk', 'Beyaz')]), variantOf([plain('Renk', 'Siyah')], false)],
  };
  const generate = (context: ReturnType<typeof askAbout>) =>
    generateDraft({ primary: engine, fallback: engine }, context, pino({ level: 'silent' }));

  it('reads an option wanted if it is there ("siyah rengi varsa siyah istiyorum yoksa beyaz alıcam") as a stock question', async () => {
    const result = await draft('kargo ucretli mi? siyah rengi varsa siyah istiyorum yoksa beyaz alicam', twoColours);
    expect(result.answer).toMatch(/Siyah şu an tükendi/i);
    expect(result.answer).not.toContain('seçeneklerimiz');
  });

  it('finds a list of the options sold that names a sold-out option the customer wants', () => {
    const context = askAbout('siyah varsa siyah alicam', twoColours);
    const listed = verifyAnswer(context, 'Merhaba, renk seçeneklerimiz: Beyaz, Siyah.');
    expect(listed.supported).toBe(false);
    expect(listed.findings.map((finding) => finding.message).join(' ')).toContain('Siyah stokta yok');
    expect(verifyAnswer(context, 'Merhaba, hayır, Siyah şu an tükendi; Beyaz stokta mevcut.').supported).toBe(true);
    // A list the customer asked for, naming no option, claims nothing of a sold-out one.
    expect(
      verifyAnswer(askAbout('hangi renkler var', twoColours), 'Merhaba, renk seçeneklerimiz: Beyaz, Siyah.').supported,
    ).toBe(true);
  });

  it('holds a warmth asked in degrees ("kaç dereceye kadar sıcak tutuyor", "-10 derecede yeter mi") that only a washing temperature would answer', async () => {
    for (const question of [
      'kac dereceye kadar sicak tutuyo bu',
      '-10 derecede yeter mi',
      'eksi 10 derecede sicak tutar mi',
    ]) {
      const result = await draft(question, tshirt);
      expect(result.answer, question).toBe('');
    }
    const washing = await draft('kac derecede yikanir', tshirt);
    expect(washing.answer).toContain('30°C');
  });

  it('holds whether the warranty covers a part ("bataryaya da geçerli mi") and a part replaced when it dies ("pil ölünce değiştiriyor musunuz")', async () => {
    const robot = listing(
      'RB-1',
      'Temizmatik R500 Akıllı Robot Süpürge ve Paspas',
      'Robot Süpürge',
      'Şarjı azaldığında şarj istasyonuna kendisi döner.',
      [plain('Garanti Süresi', '2 Yıl'), plain('Pil Kapasitesi', '2600 mAh')],
    );
    const context = (question: string) => ({
      ...askAbout(question, robot),
      profile: {
        ...storeProfile,
        returnPolicy: `${storeProfile.returnPolicy} Doğrudan değişim yapmıyoruz; farklı model için ürünü iade edip yeni sipariş vermeniz gerekir.`,
        notes:
          'Garanti süresi olan ürünlerde süre, ürün sayfasındaki Garanti Süresi bilgisinde yazar ve fatura tarihinden başlar. ' +
          'Garanti kapsamındaki bir arıza için Trendyol üzerinden mağazamıza mesaj göndererek başvurabilirsiniz. ' +
          'Garanti kapsamında arızalı bulunan ürün onarılır, onarım mümkün değilse yenisiyle değiştirilir. ' +
          'Kullanıcı hatası, düşürme, sıvı teması ve yetkisiz müdahale kaynaklı arızalar garanti kapsamında değildir. ' +
          'Faturanız garanti belgesi yerine geçer, ayrıca kağıt garanti belgesi gerekmez.',
      },
    });
    for (const question of [
      '2 yil garanti diyosunuz bataryaya da gecerli mi?? robot supurgelerin pili 1 yilda bitiyo biliyoz, pil olunce degistiriyo musunuz yoksa yine kendimiz mi alicaz',
      '2 yil garanti diyosunuz bataryaya da gecerli mi',
      'pil olunce degistiriyo musunuz',
    ]) {
      const result = await engine.draft(context(question));
      expect(result.answer, question).toBe('');
    }
    expect((await engine.draft(context('garantisi kac yil'))).answer).toContain('2 yıl');
  });

  it('holds a favour asked in the negative ("yurtiçi ile gönderemez misiniz") for the seller, whatever the engine drafts', async () => {
    const context = askAbout('aras koye gelmiyor, yurtici ile gonderemez misiniz', tshirt);
    const result = await generate(context);
    expect(result.answerable).toBe(false);
    expect(result.verification.findings.some((finding) => finding.kind === 'needs_seller')).toBe(true);
    expect(
      verifyAnswer(
        askAbout('yurtici ile gonderiyor musunuz', tshirt),
        'Merhaba, evet, tüm siparişlerimizi Yurtiçi Kargo ile gönderiyoruz.',
      ).findings.some((finding) => finding.kind === 'needs_seller'),
    ).toBe(false);
  });

  it('does not answer a carrier asked by name ("yurtiçi ile") from an FAQ entry about sending abroad ("yurt dışı")', async () => {
    const context = {
      ...askAbout('yurtici ile gonderebilir misiniz', tshirt),
      profile: {
        ...storeProfile,
        deliveryInfo: 'Siparişleriniz Aras Kargo ile gönderilir.',
        faq: [
          {
            question: 'Yurt dışına gönderim yapıyor musunuz?',
            answer: 'Hayır, yalnızca Türkiye içindeki adreslere gönderim yapıyoruz.',
          },
        ],
      },
    };
    const result = await engine.draft(context);
    expect(result.answer).not.toContain('Türkiye içindeki');
    expect(result.answer).toContain('Aras Kargo');
  });

  it('holds a choice between two cases of a figure the customer already read ("6 saat … açıkken mi yoksa kapalıyken mi")', async () => {
    const earbuds = listing('EB-1', 'ANC Kablosuz Kulaklık', 'Kulaklık', 'Aktif gürültü engelleme.', [
      plain('Kullanım Süresi', '6 Saat (Şarj Kutusu ile Toplam 30 Saat)'),
    ]);
    const result = await draft('6 saat yaziyo ama anc acikken de 6 saat mi gidiyo yoksa anc kapaliyken mi', earbuds);
    expect(result.answer).toBe('');
    expect((await draft('sarji kac saat gidiyor', earbuds)).answer).toContain('6 Saat');
  });

  it('answers "kumaşı polyester mi" with the material field’s no, not with a field that only repeats "kumaş" ("Kumaş Tipi: Dokuma")', async () => {
    const dress = listing('DR-1', 'Kadın Midi Elbise', 'Elbise', 'Çiçek desenli midi elbise.', [
      plain('Materyal', '%100 Viskon'),
      plain('Kumaş Tipi', 'Dokuma'),
    ]);
    const result = await draft('kumasi ne polyester mi', dress);
    expect(result.answer).toMatch(/^Merhaba, hayır, .*viskon/i);
  });

  it('reads "kahverengisi var mı o numarada" as the size just advised', async () => {
    const shoes: ProductFacts = {
      ...tshirt,
      title: 'Erkek Hakiki Deri Klasik Ayakkabı',
      category: 'Klasik Ayakkabı',
      description: 'Kalıbı dar olduğu için normal numaranızdan bir numara büyük almanızı öneririz.',
      attributes: [plain('Materyal', 'Hakiki Deri')],
      variants: ['42', '43'].flatMap((size) =>
        ['Siyah', 'Kahverengi'].map((colour) =>
          variantOf([plain('Renk', colour), plain('Numara', size)], !(colour === 'Kahverengi' && size === '43')),
        ),
      ),
    };
    const result = await draft('normalde 42 giyiyorum hangi numarayı almalıyım? kahverengisi var mı o numarada', shoes);
    expect(result.answer).toContain('43 numara almanızı öneririz');
    expect(result.answer).toMatch(/Kahverengi 43 numara şu an tükendi/);
    expect(result.answer).not.toContain('Kahverengi 42 numara stokta');
  });

  it('takes "ölçüleri" for the field "Boyut/Ebat": the measures are supported and answer "boyutu ne kadar"', async () => {
    const sized = listing('WP-2', 'Islak Mendil', 'Islak Mendil', 'Her pakette 60 yaprak.', [
      plain('Boyut/Ebat', '18 x 20 cm'),
    ]);
    const context = askAbout('mendil boyutu ne kadar', sized);
    const verdict = verifyAnswer(context, "Merhaba, ürünümüzün ölçüleri 18 x 20 cm'dir.");
    expect(verdict.supported).toBe(true);
    expect(verdict.complete).toBe(true);
    expect(verifyAnswer(context, "Merhaba, ürünümüzün ölçüleri 20 x 30 cm'dir.").supported).toBe(false);
  });

  it('answers whether it works on the hob the customer has ("indüksiyon ocağım var, çalışır mı") from the hob types', async () => {
    const pots = listing('PT-1', 'Granit İndüksiyon Tabanlı Tencere Seti', 'Tencere Seti', 'Granit kaplama.', [
      plain('Uyumlu Ocak Tipi', 'İndüksiyon, Gazlı'),
    ]);
    const result = await draft('induksiyon ocagim var calisir mi bunda', pots);
    expect(result.answer).toMatch(/^Merhaba, evet, .*indüksiyon/i);
  });

  it('takes an amount quoted with "üstü" for the store’s rule, not the price ("400 tl üstü kargo bedavaydı di mi, bu çanta da ücretsiz mi gelir")', async () => {
    const context = {
      ...askAbout('400 tl ustu kargo bedavaydi di mi, bu canta da ucretsiz mi gelir? askisi kac cm', bag),
      profile: {
        ...storeProfile,
        deliveryInfo:
          '400 TL ve üzeri siparişlerde kargo ücretsizdir. 400 TL ve üzeri siparişlerde kargo ücretsizdir; 400 TL altındaki siparişlerde kargo ücreti ödeme adımında gösterilir.',
        faq: [{ question: 'Hediye paketi ücretli mi?', answer: 'Evet, hediye paketi ücretsizdir.' }],
      },
    };
    const result = await engine.draft(context);
    expect(result.answer).toContain('449,99 TL olduğundan kargo ücretsizdir');
    expect(result.answer).not.toContain('fiyatı 400 TL');
    // "bu çanta da ücretsiz mi gelir" asks the shipping again, not the gift wrap.
    expect(result.answer).not.toContain('hediye');
    // The strap's own field answers "askısı kaç cm", though the title's "Askılı" names the strap.
    expect(result.answer).toContain('askı uzunluğu 110 cm');
    // A sentence a later one says whole is said once.
    expect(result.answer.match(/400 TL ve üzeri siparişlerde kargo ücretsizdir/g)).toHaveLength(1);
  });
});

describe('the zb batch: what it showed', () => {
  it('asks a part with a question of its own for itself, though the message closes as a complaint ("… bozuk çıkarsa bi daha almam")', async () => {
    const nuts = listing('NT-1', 'Karışık Kuruyemiş Vakumlu Paket', 'Kuruyemiş', 'Vakumlu pakette gönderilir.', [
      plain('Net Miktar', '500 g'),
    ]);
    const withDefects = {
      ...storeProfile,
      returnPolicy:
        'Ürün kusurlu değilse iade kargo ücreti alıcıya aittir. Bozuk veya hasarlı gelen ürünlerde kargo bize aittir.',
    };
    const result = await engine.draft({
      ...askAbout(
        'son kullanma tarihi yazmiyo sayfada, acilmadan ne kadar dayaniyo? bozuk cikarsa bi daha almam',
        nuts,
      ),
      profile: withDefects,
    });
    expect(result.answerable).toBe(false);
    expect(result.note).toContain('acilmadan ne kadar dayaniyor');
    // A complaint that only asks what now still gets the damaged-parcel rule.
    const broken = await engine.draft({
      ...askAbout('paket yirtik geldi rezalet, ne yapacaksiniz', nuts),
      profile: {
        ...storeProfile,
        returnPolicy:
          'Hasarlı veya yırtık gelen ürünleri 3 gün içinde fotoğrafıyla bildirin; ürünü yenisiyle değiştiririz.',
      },
    });
    expect(broken.answer).toContain('3 gün içinde');
  });

  it('holds whether the warranty takes a cause it does not name ("kireçten bozulursa garantiden yapıyor musunuz")', async () => {
    const machine = listing('ES-1', 'Espresso Makinesi', 'Espresso Makinesi', '15 bar pompa basıncı.', [
      plain('Garanti Süresi', '2 Yıl'),
    ]);
    const context = {
      ...askAbout('pompa kirecten bozulursa garantiden yapiyo musunuz', machine),
      profile: {
        ...storeProfile,
        notes:
          'Garanti kapsamındaki bir arıza için Trendyol üzerinden mağazamıza mesaj göndererek başvurabilirsiniz. ' +
          'Kullanıcı hatası, düşürme ve sıvı teması kaynaklı arızalar garanti kapsamında değildir.',
      },
    };
    expect((await engine.draft(context)).answer).toBe('');
    expect((await engine.draft({ ...context, question: 'garantisi kac yil' })).answer).toContain('2 yıl');
  });

  it('keeps a tumble dryer ("kurutma makinesi") apart from dry cleaning ("kuru temizleme") and from a washing instruction that names neither', async () => {
    expect(sameWordStrictly('kurutma', 'kuru')).toBe(false);
    const coat = listing('MN-1', 'Erkek Şişme Mont', 'Mont', 'Su itici kumaş.', [
      plain('Yıkama Talimatı', "30°C'de hassas programda yıkayınız; kuru temizleme yapmayınız, ütülemeyiniz"),
    ]);
    for (const question of [
      'kurutma makinesine atabilir miyim',
      'kuru temizleme yapmayın yazıyor tamam da yıkadıktan sonra kurutma makinesine atabilir miyim',
    ]) {
      expect((await draft(question, coat)).answer, question).toBe('');
    }
    expect((await draft('kuru temizlemeye verilir mi', coat)).answer).toMatch(/^Merhaba, hayır/);
    // A washing instruction that keeps to the hand says no to the dishwasher.
    const pots = listing('PT-2', 'Granit Tencere Seti', 'Tencere Seti', 'Granit kaplama.', [
      plain('Yıkama Talimatı', 'Elde Yıkanması Önerilir'),
    ]);
    expect((await draft('bulasik makinesine atabilir miyim', pots)).answer).toMatch(/^Merhaba, hayır, .*elde/);
  });

  it('answers what is asked after a quote of the listing ("… yazıyor tamam da …"), not the quote', () => {
    const part = readQuestion(
      'kuru temizleme yapmayin yaziyor tamam da yikadiktan sonra kurutma makinesine atabilir miyim',
    ).parts[0];
    expect(part && beyondQuote(part).text).toBe('yikadiktan sonra kurutma makinesine atabilir miyim');
    const plainPart = readQuestion('kuru temizleme yapilir mi').parts[0];
    expect(plainPart && beyondQuote(plainPart)).toBe(plainPart);
  });

  it('holds a refund on a case the return policy does not name ("sahte ya da şekerli çıkarsa paranızı iade ediyor musunuz")', async () => {
    const honey = listing('BL-1', 'Süzme Çiçek Balı 850 g', 'Bal', 'Katkısız süzme çiçek balı.', []);
    const context = (question: string) => ({
      ...askAbout(question, honey),
      profile: {
        ...storeProfile,
        returnPolicy:
          'Ürünü teslim aldığınız tarihten itibaren 14 gün içinde iade edebilirsiniz. Hasarlı, kırık veya eksik gelen ürünleri 3 gün içinde fotoğrafıyla bildirin; ürünü yenisiyle değiştirir ya da ücretini iade ederiz.',
      },
    });
    expect((await engine.draft(context('sahte ya da sekerli cikarsa paranizi iade ediyo musunuz'))).answer).toBe('');
    expect((await engine.draft(context('kirik cikarsa iade ediyor musunuz'))).answer).toContain('kırık');
  });

  it('reads "kargo parası çıkar mı" as asking whether shipping is paid, and "L fiyatı diğerlerinden farklı mı" as a price question', async () => {
    const free = await draft('kargo parasi cikar mi', bag);
    expect(free.answer).toMatch(/^Merhaba, hayır, .*kargo ücretsizdir/);
    const sized: ProductFacts = {
      ...tshirt,
      variants: tshirt.variants.map((variant) =>
        variant.attributes.some((attribute) => attribute.value === 'L') ? { ...variant, price: 269.99 } : variant,
      ),
    };
    const price = await draft('L fiyati digerlerinden farkli mi', sized);
    expect(price.answer).toContain('269,99 TL');
  });

  it('answers a topic with its field only for the topics the field is meant for ("kumaş gramajı ne" is no material)', async () => {
    expect((await draft('bu tisortun kumas gramaji ne', tshirt)).answer).toBe('');
    expect((await draft('kumasi ne', tshirt)).answer).toContain('%100 pamuk');
    const shoes = listing('SH-2', 'Hakiki Deri Klasik Ayakkabı', 'Klasik Ayakkabı', 'Kauçuk taban.', [
      plain('Materyal', 'Hakiki Deri'),
      plain('Taban Materyali', 'Kauçuk'),
    ]);
    expect((await draft('su ile yikanir mi deri oldugu icin korkuyorum', shoes)).answer).toBe('');
    expect(
      (
        await draft(
          'olculeri ne kadar en boy',
          listing('BG-2', 'Omuz Çantası', 'Çanta', 'Zincir askılı.', [plain('Boyut/Ebat', '26 x 18 x 9 cm')]),
        )
      ).answer,
    ).toContain('26 x 18 x 9 cm');
  });

  it('holds a length measured on the body ("kolu dirseğe kadar mı iniyor") that neither the cut nor the sizing advice says', async () => {
    expect((await draft('kolu dirsege kadar mi iniyo oversize ya', tshirt)).answer).toBe('');
    const sleeved = { ...tshirt, description: `${tshirt.description}<p>Kolları dirseğe kadar uzanır.</p>` };
    expect((await draft('kolu dirsege kadar mi iniyo', sleeved)).answer).toContain('dirseğe kadar');
  });
});

describe('the zc batch: what it showed', () => {
  it('answers a sold-out option with the one the customer takes instead ("yoksa bordo m alıcam ona göre", "yoksa mavi 33 olur")', async () => {
    const fallback = await draft('beyaz s varmı yoksa siyah s alıcam ona göre', tshirt);
    expect(fallback.answerable).toBe(true);
    expect(fallback.answer).toMatch(/hayır, beyaz S beden şu an tükendi; Siyah S beden stokta mevcut\. İyi/i);
    // Told in a sentence of its own, with no question of its own: the same answer, with nothing more offered.
    const told = await draft('antrasit 33 yokmu?? yoksa mavi 33 olur', jeans);
    expect(told.answer).toMatch(/antrasit 33\/32 beden şu an tükendi; Mavi 33\/32 beden stokta mevcut\. İyi/i);
    expect(told.answer).not.toContain('stokta olan');
  });

  it('reads "yardımcı olur musunuz" and "arada kaldım" as asking nothing of their own', async () => {
    const parts = readQuestion('3 numara mi alayim 4 mu arada kaldim yardimci olurmusunuz').parts;
    expect(parts.map((part) => part.text)).not.toContainEqual(expect.stringContaining('yardimci'));
  });

  it('adds up an order told item by item ("1 beyaz s 1 de siyah m alsam") and answers "ikisi de var mı" of those items', async () => {
    const result = await draft('1 beyaz m 1 de siyah s alsam kargo bedava olurmu ikisi de var di mi', tshirt);
    expect(result.answer).toMatch(/^Merhaba, evet, 2 adet için toplam 499,98 TL olduğundan kargo ücretsizdir/);
    expect(result.answer).toMatch(/Beyaz M beden ve Siyah S beden stokta mevcut/);
    expect(result.answerable).toBe(true);
  });

  it('answers "kutudan ne çıkıyor" with the sentence listing what the product comes with', async () => {
    const shoes = listing(
      'SH-3',
      'Hakiki Deri Klasik Ayakkabı',
      'Klasik Ayakkabı',
      '<p>Ürün kendi kutusunda, bez toz torbası ve yedek bağcık ile gönderilir.</p>',
      [plain('Materyal', 'Hakiki Deri')],
    );
    const result = await draft('kutudan ne cikiyo', shoes);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('yedek bağcık');
    // The yes of a second part that the same sentence answers leads.
    // (The store's packaging note answers with it.)
    const both = await engine.draft({
      ...askAbout('kutudan ne cikiyo? yedek bagcik veriyomusunuz', shoes),
      profile: {
        ...storeProfile,
        notes: 'Ayakkabılar kendi kutusunda, kargo kutusu içinde gönderilir.',
      },
    });
    expect(both.answer).toMatch(/^Merhaba, evet, .*yedek bağcık/);
  });

  it('holds what is asked beyond a quoted instruction ("elde yıkayın yazıyor ama makinemin elde yıkama programı var, onda …")', async () => {
    const cardigan = listing('HR-1', 'Kadın Örgü Hırka', 'Hırka', 'Yumuşak örgü.', [
      plain('Yıkama Talimatı', 'Elde, soğuk suda yıkayınız; sererek kurutunuz'),
    ]);
    const beyond = await draft(
      'elde yikayin yaziyo ama makinemin elde yikama programi var, onda yikasam bi sey olurmu',
      cardigan,
    );
    expect(beyond.answer).toBe('');
    // "onda" opens on what was just told: one part, not an answer to "onda yıkasam" alone.
    expect(readQuestion('makinemin elde yikama programi var, onda yikasam bi sey olurmu').parts).toHaveLength(1);
    expect((await draft('nasil yikaniyor', cardigan)).answer).toContain('Elde, soğuk suda');
  });

  it('holds a figure asked while the product is in a state no fact names ("anc açıkken de 6 saat gidiyor mu")', async () => {
    const buds = listing('KL-1', 'Kablosuz Kulaklık ANC', 'Kulaklık', 'Aktif gürültü engelleme (ANC).', [
      plain('Kullanım Süresi', '6 Saat'),
    ]);
    expect((await draft('anc acikken de 6 saat gidiyomu yoksa dusuyomu', buds)).answer).toBe('');
    expect((await draft('sarji kac saat gidiyor', buds)).answer).toContain('6 saat');
  });
  it('keeps the material field\'s no when a word match on "kumaş" finds the same field ("mendilin kumaşı pamuk mu")', async () => {
    const wipe = listing('WP-2', 'Islak Mendil 60 Yaprak', 'Islak Mendil', 'Alkol içermez.', [
      plain('Materyal', '%30 Viskon, %70 Polyester (Dokumasız Kumaş)'),
    ]);
    expect((await draft('mendilin kumasi pamuk mu', wipe)).answer).toMatch(/^Merhaba, hayır, .*Viskon/);
    // A material the field names, in its "-lı" form, keeps its yes.
    expect((await draft('pamuklu mu', jeans)).answer).toMatch(/^Merhaba, evet, .*pamuk/);
  });

  it('reads "günlük" as "günde" ("günlük kaç damla" against "günde 2 damla")', async () => {
    const drops = listing('D3-1', 'Vitamin D3 Damla', 'Vitamin', 'Önerilen kullanım: Yetişkinler için günde 2 damla.', [
      plain('Form', 'Damla'),
    ]);
    expect((await draft('günlük kaç damla kullanılması gerekiyor', drops)).answer).toContain('günde 2 damla');
  });
  it('asks a size after a part whose "var" asks nothing ("karma cildim var, yüzüme de sürebilir miyim? 50 ml var mı")', async () => {
    const parts = readQuestion(
      'karma cildim var yuzume de surebilirmiyim yoksa sadece vucut icin mi? 50 ml varmi',
    ).parts;
    expect(parts.map((part) => part.text)).toContainEqual('50 ml var mi');
    // A size alone after a part that asks a stock still asks the same of that size.
    expect(readQuestion('siyah S var mı? M?').parts).toHaveLength(1);
    expect(readQuestion('kuru sac icin olanin hangi boyutu var stokta 400 mu 750 mi').parts).toHaveLength(1);
  });
});

describe('the zd batch: what it showed', () => {
  it('says whether the option asked in exchange is in stock ("krem L yok gibi, M alsam olmazsa L ile değiştirebilir misiniz")', async () => {
    const context = {
      ...askAbout('beyaz s yok gibi, m alsam olmazsa sonra s ile degistirebilir misiniz?', tshirt),
      profile: {
        ...storeProfile,
        returnPolicy:
          'Doğrudan değişim gönderimi yapmıyoruz; beden veya renk değişimi için ürünü iade edip istediğinizi yeniden sipariş vermeniz gerekir.',
      },
    };
    const result = await engine.draft(context);
    expect(result.answer).toMatch(/Doğrudan değişim gönderimi yapmıyoruz.*Beyaz S beden şu an tükendi/i);
    // An option in stock is said so, named in another part of the message.
    const other = await engine.draft({
      ...context,
      question: 'siyah l aldim bol geldi, m ile degistirin, degisim yapiyor musunuz',
    });
    expect(other.answer).toContain('Siyah M beden stokta mevcut');
  });

  it('holds spare parts asked to be bought separately ("o da bitince filtre, yan fırça sizden ayrıca alabilir miyiz")', async () => {
    const robot = listing('RB-1', 'Robot Süpürge', 'Robot Süpürge', 'Güçlü emiş.', [
      plain('Kutu İçeriği', 'robot süpürge, şarj istasyonu, 2 adet yan fırça, 1 adet yedek HEPA filtre'),
    ]);
    const result = await draft(
      'kutuda 1 tane yedek hepa varmis, o da bitince filtre yan firca falan sizden ayrica alabilir miyiz? tsk',
      robot,
    );
    expect(result.answer).toBe('');
    expect((await draft('kutudan yedek filtre cikiyor mu', robot)).answer).toMatch(/evet/);
  });

  it('holds whether colours go with something the customer has, though this product\'s colour is named ("tonlar birbirini tutar mı")', async () => {
    const result = await draft('beyaz gomlegim var, ustune siyah tisortu alsam tonlar birbirini tutar mi', tshirt);
    expect(result).toMatchObject({ answerable: false, answer: '' });
  });

  it('answers "kutudan çıkıyor mu yoksa ayrı mı almak lazım" and "yedek uç koymuşlar mı" from the contents', async () => {
    const buds = listing('KL-2', 'Kablosuz Kulaklık', 'Kulaklık', 'Bluetooth 5.3.', [
      plain('Kutu İçeriği', '2 adet kulaklık, şarj kutusu, USB Type-C şarj kablosu, 3 çift yedek silikon uç (S/M/L)'),
    ]);
    const result = await draft('kutudan sarj kablosu cikiyo mu yoksa ayri mi almak lazim? yedek uc koymuslar mi', buds);
    expect(result.answerable).toBe(true);
    expect(result.answer).toMatch(/^Merhaba, evet, .*yedek silikon uç/);
    expect((await draft('kilif koymuslar mi', buds)).answer).toMatch(/^Merhaba, hayır/);
  });

  it('answers "nerede saklıcaz" with how the product is kept, though it names no place', async () => {
    const drops = listing(
      'D3-2',
      'Vitamin D3 Damla',
      'Vitamin',
      'Çocukların ulaşamayacağı yerde, 25°C altında saklayınız.',
      [plain('Form', 'Damla')],
    );
    expect((await draft('nerde saklicaz', drops)).answer).toContain('25°C altında saklayınız');
  });

  it('takes the cut as the answer to a choice of fits asked with thanks after it ("kalıbı dar mı geniş mi tşk")', async () => {
    const shoes = listing('SH-4', 'Kadın Babet', 'Babet', 'Yumuşak taban.', [plain('Kalıp', 'Standart Kalıp')]);
    const result = await draft('beyaz bitmis galiba, siyah varmi? kalibi dar mi genis mi tşk', shoes);
    expect(result.answerable).toBe(true);
    expect(result.answer).toContain('standart kalıp');
  });
  it('takes a supplement\'s "İçerik" for what it is made of, and a set\'s title for no list of its contents', async () => {
    const collagen = listing(
      'KL-3',
      'Kolajen Toz 300 g',
      'Gıda Takviyesi',
      '<p>Ölçek kaşığı kutunun içinden çıkar.</p>',
      [plain('İçerik', 'Hidrolize Sığır Kolajeni, Vitamin C (L-Askorbik Asit)')],
    );
    const scoop = await draft('olcek kasigi kutudan cikiyomu', collagen);
    expect(scoop.answer).toMatch(/^Merhaba, evet, ölçek kaşığı kutunun içinden çıkar/);
    const pots = listing('TN-1', 'Granit 7 Parça Tencere Seti Cam Kapaklı', 'Tencere Seti', 'Döküm gövde.', [
      plain('Parça Sayısı', '7'),
      plain('İçerik', '3 Adet Tencere + 3 Adet Cam Kapak + 1 Adet Tava (Kapaksız)'),
    ]);
    const ladle = await draft('kepcesi de dahil mi', pots);
    expect(ladle.answer).toMatch(/^Merhaba, hayır, içerik: 3 Adet Tencere/);
  });
});

describe('the ze batch: what it showed', () => {
  it('says a numbered size the product is not made in is not there ("35/32 koyu mavi var mı", "35 var mı")', async () => {
    for (const question of ['35/32 mavi varmi', '35 mavi var mi', '32 numara antrasit var mı']) {
      const result = await draft(question, jeans);
      expect(result.answer, question).toMatch(/^Merhaba, hayır, 3[25](?:\/32)? beden seçeneğimiz bulunmuyor/);
    }
    // A size that is there is answered by its stock.
    expect((await draft('33 antrasit var mı', jeans)).answer).toMatch(
      /^Merhaba, hayır, antrasit 33\/32 beden şu an tükendi/i,
    );
    expect((await draft('31 mavi var mı', jeans)).answer).toMatch(/^Merhaba, evet/);
  });

  it('leads with no when the customer proposes the size they wear and the listing advises another ("bunda da 42 mi alayım")', async () => {
    const shoes = listing(
      'SH-5',
      'Erkek Klasik Ayakkabı',
      'Ayakkabı',
      'Kalıbı dar olduğu için normal numaranızdan bir numara büyük almanızı öneririz.',
      [plain('Kalıp', 'Dar Kalıp')],
    );
    const sized = {
      ...shoes,
      variants: ['40', '41', '42', '43'].map((size) => variantOf([plain('Numara', size)], true, wipes.variants[0])),
    };
    for (const question of ['normalde 42 giyiyorum bunda da 42 mi alayim', '42 giyiyorum kendi numaramı mı alayım']) {
      expect((await draft(question, sized)).answer, question).toMatch(
        /^Merhaba, hayır, normalde 42 numara giyiyorsanız 43/,
      );
    }
    expect((await draft('normalde 42 giyiyorum 43 mü alayım', sized)).answer).toMatch(/^Merhaba, evet/);
  });

  it('asks of a part a title names the product "with" ("askısı kaç cm" of a "Zincir Askılı … Çanta")', async () => {
    const sized = { ...bag, attributes: [...bag.attributes, plain('Boyut/Ebat', '26 x 18 x 9 cm')] };
    const result = await draft('aski boyu ne kadar', sized);
    expect(result.answer).toContain('askı uzunluğu 110 cm');
    // "kısaltmak" (to shorten) is no "kısa" against "uzunluğu" (the length): not asked, not answered.
    expect((await draft('askısı ayarlanabiliyor mu kısaltmak istiyorum', bag)).answer).toBe('');
  });

  it('holds "çıkıyor mu kürklü mü": a verb and a property asked are two questions', async () => {
    const coat = listing('MN-1', 'Erkek Kapüşonlu Şişme Mont', 'Mont', 'Çıtçıtlı, çıkarılabilir kapüşon.', [
      plain('Kapüşon', 'Çıkarılabilir Kapüşonlu'),
    ]);
    expect((await draft('kapüşonu çıkıyor mu kürklü mü', coat)).answer).toBe('');
    expect((await draft('kapüşonu çıkıyor mu', coat)).answer).toMatch(/^Merhaba, evet/);
  });

  it('takes "bu fiyata" for the scene, and "birde" for asking nothing ("birde hediye paketi yapıyor musunuz")', async () => {
    const context = {
      ...askAbout('birde hediye paketi yapıyomusunuz', tshirt),
      profile: {
        ...storeProfile,
        notes:
          'Paketin içine fiyat bilgisi içeren bir belge konmaz; bu nedenle ürünü hediye olarak doğrudan alıcının adresine gönderebilirsiniz. Hediye paketi ve hediye notu hizmetimiz bulunmamaktadır.',
      },
    };
    expect((await engine.draft(context)).answer).toMatch(/^Merhaba, hayır, hediye paketi ve hediye notu/);
    const price = await engine.draft({ ...context, question: 'bu fiyata 1 tane mi geliyo yoksa 2li paket mi' });
    expect(price.answer).not.toMatch(/fiyat bilgisi/);
  });

  it('holds how an order is parcelled ("siyah s ile bej m alsam tek kolide mi gelir ayrı ayrı mı") when no sentence says it', async () => {
    const result = await draft('siyah s ile beyaz m ayni anda alsam tek kolide mi gelir ayri ayri mi', tshirt);
    expect(result).toMatchObject({ answerable: false, answer: '' });
    const context = {
      ...askAbout('2 tane alsam tek pakette mi gelir', tshirt),
      profile: { ...storeProfile, notes: 'Aynı siparişteki ürünler tek paket halinde gönderilir.' },
    };
    expect((await engine.draft(context)).answer).toMatch(/^Merhaba, evet, aynı siparişteki ürünler tek paket halinde/);
    // "ayrı ayrı mı gelir" against one parcel is a no; a choice of both gets the sentence alone.
    const apart = await engine.draft({ ...context, question: 'iki renk beraber alsam ayri ayri mi gelir' });
    expect(apart.answer).toMatch(/^Merhaba, hayır, aynı siparişteki/);
    const choice = await engine.draft({ ...context, question: 'tek pakette mi gelir ayrı ayrı mı' });
    expect(choice.answer).toMatch(/^Merhaba, aynı siparişteki/);
  });

  it('holds a fit asked against another brand\'s ("başka marka 4 numara kullanıyoruz, sizinki dar mı kalıyor")', async () => {
    const nappies = listing(
      'BZ-1',
      'Bebek Bezi 4 Numara',
      'Bebek Bezi',
      'Bebeğiniz iki bedenin kesiştiği kilodaysa bir büyük numarayı tercih etmenizi öneririz.',
      [plain('Beden Seçimi', 'Bebeğiniz iki bedenin kesiştiği kilodaysa bir büyük numarayı tercih etmenizi öneririz.')],
    );
    const result = await draft('baska marka 4 numara kullaniyoruz sizinki dar mi kaliyo kalip olarak bol mu', nappies);
    expect(result).toMatchObject({ answerable: false, answer: '' });
  });

  it('holds the material of a part the listing names but does not describe ("tamper plastik mi metal mi")', async () => {
    const espresso = listing(
      'ES-1',
      'Espresso Makinesi 15 Bar',
      'Espresso Makinesi',
      'Kutu içeriği: makine, portafiltre, ölçü kaşığı ve tamper.',
      [plain('Materyal', 'Paslanmaz Çelik ve Plastik')],
    );
    expect((await draft('tamper plastik mi metal mi', espresso)).answer).toBe('');
    // The product itself is answered by its material.
    expect((await draft('plastik mi metal mi', espresso)).answer).toMatch(/paslanmaz çelik/i);
  });

  it('answers "içinden çıkıyor mu, ayrıca almam mı lazım" from the contents, not as a part sold separately', async () => {
    const collagen = listing('KL-4', 'Kolajen Toz 300 g', 'Gıda Takviyesi', 'Ölçek kaşığı kutunun içinden çıkar.', [
      plain('İçerik', 'Hidrolize Sığır Kolajeni'),
    ]);
    const result = await draft('olcek kasigi icinden cikiyo mu ayrica almam mi lazim', collagen);
    expect(result.answer).toMatch(/^Merhaba, evet, ölçek kaşığı kutunun içinden çıkar/);
  });

  it('answers a wool programme asked of a knit, whose washing field names no programme ("yün programında yıkayabilir miyim")', async () => {
    const cardigan = listing('HR-1', 'Kadın Örgü Triko Hırka', 'Hırka', 'Yumuşak dokulu.', [
      plain('Yıkama Talimatı', 'Elde, soğuk suda yıkayınız; sererek kurutunuz.'),
    ]);
    const result = await draft('makinede yün programında yıkayabilir miyim', cardigan);
    expect(result.answer).toMatch(/^Merhaba, hayır, yıkama talimatı: Elde/);
  });

  it('holds "boyu uzun mu kısa mı" against "Kol Tipi: Kısa Kol": what is long or short must be the fact\'s too', async () => {
    const tee = listing('TS-9', 'Erkek Basic Tişört', 'Tişört', 'Yumuşak dokulu.', [plain('Kol Tipi', 'Kısa Kol')]);
    expect((await draft('boyu uzun mu kısa mı', tee)).answer).toBe('');
    expect((await draft('kolları uzun mu', tee)).answer).toMatch(/^Merhaba, hayır, ürünümüzün kol tipi kısa koldur/);
  });

  it('holds a place of delivery or a way of paying the carrier that the profile does not name ("iş yerime teslim", "karşı ödemeli")', async () => {
    for (const question of [
      'iş yerime teslim edebilir misiniz',
      'kargo kapıya kadar getiriyor mu yoksa şubeden mi alıcam',
      'kargo ücretini karşı ödemeli gönderebilir misiniz',
    ]) {
      expect((await draft(question, tshirt)).answer, question).toBe('');
    }
    const context = {
      ...askAbout('iş yerime teslim edebilir misiniz', tshirt),
      profile: {
        ...storeProfile,
        deliveryInfo: `${storeProfile.deliveryInfo} İş yeri adreslerine de teslimat yapılır.`,
      },
    };
    expect((await engine.draft(context)).answer).toContain('iş yeri adreslerine de teslimat yapılır');
    // "kapıda ödeme" is no door the parcel is left at.
    const door = {
      ...askAbout('evde yokum kargocu kapiya birakiyo mu', tshirt),
      profile: { ...storeProfile, notes: 'Kapıda ödeme seçeneğimiz yoktur.' },
    };
    expect((await engine.draft(door)).answer).toBe('');
    // A colour is no place ("koyu mavi var mı").
    expect((await draft('m beden koyu mavi var mı', tshirt)).answer).not.toBe('');
  });

  it('leads "kutudan çıkıyor mu ayrı mı almam lazım" by whether it is in the box', async () => {
    const espresso = listing('ES-2', 'Espresso Makinesi 15 Bar', 'Espresso Makinesi', 'Güçlü pompa.', [
      plain('Kutu İçeriği', 'makine, portafiltre, ölçü kaşığı ve tamper, kullanım kılavuzu'),
    ]);
    const result = await draft('tamper kutudan çıkıyo mu ayrı mı almam lazım', espresso);
    expect(result.answer).toMatch(/^Merhaba, evet, kutu içeriği: .*tamper/);
  });

  it('answers how the parcel is packed from the sentence said of this kind of product ("nasıl paketliyorsunuz")', async () => {
    const notes =
      'Elektronik ürünler orijinal kutusunda, darbelere karşı balonlu naylona sarılarak gönderilir. Cam kavanozlu ürünler balonlu naylona sarılıp karton kutuda gönderilir.';
    const fryer = listing('FR-1', 'Dijital Airfryer 4,5 L', 'Airfryer', 'Yağsız pişirme.', [
      plain('Kapasite', '4,5 L'),
    ]);
    const honey = listing('BL-1', 'Süzme Çiçek Balı Cam Kavanoz 850 g', 'Bal', 'Katkısız.', [
      plain('Ambalaj', 'Cam Kavanoz'),
    ]);
    const pots = listing('TN-2', 'Granit Tencere Seti', 'Tencere Seti', 'Döküm gövde.', [plain('Parça Sayısı', '7')]);
    const ask = (question: string, product: ProductFacts) =>
      engine.draft({ ...askAbout(question, product), profile: { ...storeProfile, notes } });
    expect((await ask('kargo nasıl paketleniyor', fryer)).answer).toContain('balonlu naylona sarılarak gönderilir');
    expect((await ask('kirilmadan gelir mi nasil paketliyosunuz', honey)).answer).toContain('karton kutuda gönderilir');
    // "kutusuyla mı geliyor": yes of what the listing says comes in its box, no of clothes sent in a bag.
    const clothes =
      'Giysiler katlanıp şeffaf poşete konularak, ayakkabılar ise kendi kutusunda, kargo kutusu içinde gönderilir.';
    const sneaker = listing('SN-1', 'Kadın Sneaker Spor Ayakkabı', 'Sneaker', 'Ürün kendi kutusunda gönderilir.', []);
    const boxed = (product: ProductFacts) =>
      engine.draft({ ...askAbout('kutusuyla mi geliyor', product), profile: { ...storeProfile, notes: clothes } });
    expect((await boxed(sneaker)).answer).toMatch(/^Merhaba, evet, ürün kendi kutusunda gönderilir/);
    expect((await boxed(tshirt)).answer).toMatch(/^Merhaba, hayır, giysiler katlanıp şeffaf poşete/);
    // Asking to have it wrapped is no question of how it is packed.
    expect((await ask('hediye alicam paketleyip not ekler misiniz', fryer)).answer).toBe('');
    // Neither sentence is said of a pot set, nor of the T-shirt's shipping in general.
    expect((await ask('kargo nasıl paketleniyor', pots)).answer).toBe('');
  });
});

describe('the zg batch: what it showed', () => {
  it('holds a parcel question with another after it, and a parcel rule that is a return sentence', async () => {
    const context = {
      ...askAbout('250 lik ile 500 luk alsam tek pakette mi gelir vakumlu paketleri kutuya mi koyuyonuz', tshirt),
      profile: { ...storeProfile, notes: 'Bir siparişteki ürünlerin hepsi tek pakette gönderilir.' },
    };
    expect((await engine.draft(context)).answer).toBe('');
    // "… aksesuarlarıyla birlikte gönderilmesi gerekir" is a return's condition, not how an order is parcelled.
    const returns = {
      ...askAbout('2 farkli model alicam annemle bana ayni pakette mi gelir ayri mi', tshirt),
      profile: {
        ...storeProfile,
        notes: 'İade edilecek ürünün orijinal kutusu ile tüm aksesuarlarıyla birlikte gönderilmesi gerekir.',
      },
    };
    expect((await engine.draft(returns)).answer).toBe('');
  });

  it('holds a packing material the sentence does not name ("kutunun içinde strafor var mı")', async () => {
    const fryer = listing('FR-2', 'Dijital Airfryer 4,5 L', 'Airfryer', 'Yağsız pişirme.', []);
    const context = {
      ...askAbout('kargoda kirilmasin diye nasil paketliyosunuz kutunun icinde strafor var mi', fryer),
      profile: {
        ...storeProfile,
        notes: 'Elektronik ürünler orijinal kutusunda, darbelere karşı balonlu naylona sarılarak gönderilir.',
      },
    };
    expect((await engine.draft(context)).answer).toBe('');
    expect(
      (await engine.draft({ ...context, question: 'nasil paketliyosunuz balonlu naylon var mi' })).answer,
    ).toContain('balonlu naylona sarılarak');
  });

  it('holds how a sleeve sits on the customer ("1.60 boyum, kolları uzun gelir mi") and a socket abroad', async () => {
    const cardigan = listing('HR-2', 'Kadın Triko Hırka', 'Hırka', 'Yumuşak.', [plain('Kol Tipi', 'Uzun Kol')]);
    expect((await draft('1.60 boyum kollari uzun gelir mi', cardigan)).answer).toBe('');
    expect((await draft('kolları uzun mu', cardigan)).answer).toMatch(/^Merhaba, evet/);
    const charger = listing('CH-1', 'USB-C Hızlı Şarj Adaptörü 20W', 'Şarj Cihazı', 'Hızlı şarj.', [
      plain('Giriş Voltajı', '100-240 V'),
    ]);
    expect((await draft('amerikaya goturcem oradaki prizlerde calisir mi', charger)).answer).toBe('');
    expect((await draft('110 volt destekliyor mu', charger)).answer).toMatch(/^Merhaba, evet, .*100-240 V/);
    // "ne kadar olur" is no fit ("dar olur"), though the customer names her hand; "prize yetişmiyor" asks no socket.
    const hurry = await draft('kremin bir an önce elime ulaşması gerekiyor. kargo ücreti ne kadar olur', tshirt);
    expect(hurry.answer).toMatch(/kargo/i);
    const cable = listing('CH-2', 'Şarj Kablosu', 'Kablo', 'Örgülü.', [plain('Kablo Uzunluğu', '1 m')]);
    expect((await draft('kablosu kac metre kisa olursa prize yetismiyo', cable)).answer).toContain('1 m');
  });

  it('holds a fit asked against the brand the customer uses ("prima 4 numara kullanıyoruz, bu markanın kalıbı küçük mü")', async () => {
    const nappies = {
      ...listing(
        'BZ-2',
        'Premium Bebek Bezi Ekonomik Paket',
        'Bebek Bezi',
        '<ul><li>3 Numara Midi: 6-10 kg</li><li>4 Numara Maxi: 9-14 kg</li></ul><p>Beden seçimi: Bebeğiniz iki bedenin kesiştiği kilodaysa bir büyük numarayı tercih etmenizi öneririz.</p>',
        [plain('Bez Tipi', 'Bantlı Bez')],
      ),
      variants: ['3 Numara Midi', '4 Numara Maxi'].map((size) =>
        variantOf([plain('Beden', size)], true, wipes.variants[0]),
      ),
    };
    const result = await draft(
      'prima 4 numara kullaniyoruz bu markanin kalibi kucuk mu ayni numarayi mi alalim',
      nappies,
    );
    expect(result).toMatchObject({ answerable: false, answer: '' });
  });

  it('holds "onlar da fermuarlı mı kapaklı mı": a choice asked of things named before', async () => {
    const bedding = listing('NV-1', 'Pamuk Nevresim Takımı', 'Nevresim Takımı', 'Ranforce.', [
      plain('İçerik', '1 adet nevresim, 1 adet çarşaf, 2 adet yastık kılıfı'),
      plain('Kapanış Tipi', 'Fermuarlı'),
    ]);
    expect((await draft('yastik kilifi 2 tane mi, onlar da fermuarli mi kapakli mi', bedding)).answerable).toBe(false);
    expect((await draft('fermuarlı mı kapaklı mı', bedding)).answer).toContain('fermuarlıdır');
  });

  it('holds a service the seller would give ("kurulum için birini gönderiyor musunuz", "şehrimde servisi var mı")', async () => {
    const robot = listing('RB-2', 'Robot Süpürge', 'Robot Süpürge', 'Wi-Fi ile uygulamadan kontrol.', [
      plain('Garanti Süresi', '2 Yıl'),
    ]);
    for (const question of [
      'izmire kac gunde gelir kurulum icin birini gonderiyomusunuz',
      'bozulursa yetkili servise götürebilir miyim şehrimde servisi var mı',
    ]) {
      expect((await draft(question, robot)).answer, question).toBe('');
    }
    expect((await draft('garantisi kac yil bozulursa servise mi goturcem', robot)).answer).toContain('2 yıl');
  });

  it('answers the carrier asked "instead" with a no, and holds same-day delivery, an invoice in the parcel and a changed address', async () => {
    // The fixture store ships with Yurtiçi Kargo, same day before the cut-off.
    const instead = await draft('yurtiçi yerine aras ile gönderir misiniz', tshirt);
    expect(instead.answer).toMatch(/^Merhaba, hayır, .*Yurtiçi/);
    expect((await draft('yurtiçi ile mi gönderiyorsunuz', tshirt)).answer).toMatch(/^Merhaba, evet/);
    for (const question of [
      'kurye ile aynı gün teslimat var mı istanbul içi',
      'kargo paketinde fatura var mı',
      'adresim değişti siparişte nasıl değiştiririm',
    ]) {
      expect((await draft(question, tshirt)).answer, question).toBe('');
    }
  });

  it('holds a weight asked of a part the listing names ("ölçek kaşığı kaç gram"), not of the product', async () => {
    const collagen = listing('KL-5', 'Kolajen Toz 300 g', 'Gıda Takviyesi', 'Ölçek kaşığı kutunun içinden çıkar.', [
      plain('Gramaj', '300 g'),
    ]);
    expect((await draft('ölçek kaşığı kaç gram', collagen)).answer).toBe('');
    expect((await draft('paketi kaç gram', collagen)).answer).toContain('300 g');
  });

  it('holds the iron, dry cleaning and a colour that runs when the washing instruction does not name them', async () => {
    const dress = listing('EL-1', 'Kadın Viskon Midi Elbise', 'Elbise', 'Çiçek desenli.', [
      plain('Yıkama Talimatı', "30°C'de hassas programda yıkayınız, ağartıcı kullanmayınız."),
    ]);
    for (const question of ['ütü ister mi', 'kuru temizleme mi', 'yıkayınca rengi akar mı', 'renk atar mı']) {
      expect((await draft(question, dress)).answer, question).toBe('');
    }
    expect((await draft('kaç derecede yıkanır', dress)).answer).toContain('30°C');
    const coat = listing('MN-2', 'Şişme Mont', 'Mont', 'Su itici.', [
      plain('Yıkama Talimatı', "30°C'de hassas programda yıkayınız; kuru temizleme yapmayınız, ütülemeyiniz."),
    ]);
    expect((await draft('kuru temizlemeye verebilir miyim', coat)).answer).toMatch(/^Merhaba, hayır/);
    expect((await draft('ütülenir mi', coat)).answer).toMatch(/^Merhaba, hayır/);
  });

  it('asks a state the name gives of the part named beside it ("kaju kavrulmuş mu" of a "… Çiğ ve Kavrulmuş" mix)', async () => {
    const nuts = listing(
      'KR-1',
      'Lüks Karışık Kuruyemiş Tuzsuz Çiğ ve Kavrulmuş',
      'Kuruyemiş',
      'Badem, fındık ve kaju fırında tuzsuz olarak kavrulmuştur; ceviz ve kabak çekirdeği çiğdir.',
      [plain('İçerik', 'Badem, Fındık İçi, Kaju, Ceviz İçi, Kabak Çekirdeği İçi, Kuru Üzüm')],
    );
    expect((await draft('kaju kavrulmuş mu', nuts)).answer).toMatch(/^Merhaba, evet, badem, fındık ve kaju/);
    expect((await draft('ceviz kavrulmuş mu', nuts)).answer).toMatch(
      /^Merhaba, hayır, .*ceviz ve kabak çekirdeği çiğdir/,
    );
  });
});

describe('the zh batch: what it showed', () => {
  it('splits off a particle glued to a word of need ("tekrar sürmek lazımmı") and finds the second part unanswered', async () => {
    const parts = readQuestion('suya dayanikli mi denize girince tekrar surmek lazimmi').parts.map((part) => part.text);
    expect(parts).toEqual(['suya dayanikli mi', 'denize girince tekrar surmek lazim mi']);
    const sunscreen = listing('GN-1', 'Güneş Kremi SPF 50', 'Güneş Kremi', 'Suya dayanıklıdır.', []);
    const context = askAbout('suya dayanikli mi denize girince tekrar surmek lazimmi', sunscreen);
    expect(verifyAnswer(context, 'Merhaba, evet, ürünümüz suya dayanıklıdır.').complete).toBe(false);
  });

  it('holds a delivery address changed after dispatch ("kargoya verildi adresi değiştirebilir miyim")', async () => {
    const context = {
      ...askAbout('kargoya verildi adresi degistirebilirmiyim', tshirt),
      profile: {
        ...storeProfile,
        returnPolicy:
          'Doğrudan değişim yapmıyoruz; farklı renk veya beden için ürünü iade edip yeni sipariş vermeniz gerekir.',
      },
    };
    expect((await engine.draft(context)).answer).toBe('');
  });

  it('does not answer how the product is made with how the store packs parcels ("damlalığı kapağında mı")', async () => {
    const drops = listing('D3-1', 'D3 Vitamini Damla 20 ml', 'Vitamin', 'Sıvı damla.', [plain('Form', 'Damla')]);
    const context = {
      ...askAbout('damlaligi kapaginda mi pipet ayri mi geliyo', drops),
      profile: { ...storeProfile, notes: 'Sıvı ürünlerin kapakları akmaya karşı bantlanır ve ayrı poşete konur.' },
    };
    expect((await engine.draft(context)).answer).toBe('');
    expect(
      (await engine.draft({ ...context, question: 'damlalık kapağında mı ayrı bi damlalık mı çıkıyo kutudan' })).answer,
    ).toBe('');
    expect(
      (await engine.draft({ ...context, question: 'kargoda akmasin kapagini bantliyor musunuz' })).answer,
    ).toContain('bantlanır');
  });

  it('takes "hiçbir belge kutuya konmaz" as said of documents, not of the gift-wrapped product', async () => {
    const context = {
      ...askAbout('hediye paketi yapinca kutuya mi koyuyonuz', bag),
      profile: {
        ...storeProfile,
        notes:
          'Ücretsiz hediye paketi yapıyoruz. Hediye paketli siparişlerde içinde fiyat yazan hiçbir belge kutuya konmaz; faturanız yalnızca dijital olarak iletilir.',
      },
    };
    expect((await engine.draft(context)).answer).toBe('');
    const price = await engine.draft({ ...context, question: 'anneme hediye alicam icinde fiyat yazan bisey olmasin' });
    expect(price.answer).toContain('hiçbir belge kutuya konmaz');
  });

  it('holds the hour the courier comes ("kargo saat kaçta gelir evde olmam lazım") but answers the cut-off hour', async () => {
    expect((await draft('kargo saat kacta gelir evde olmam lazim', tshirt)).answer).toBe('');
    expect((await draft('saat kaca kadar siparis verirsem ayni gun kargoda', tshirt)).answer).not.toBe('');
  });

  it('asks what follows a quote said without "ama" ("kutusunda geliyo yazıyo ekstra tabanlık da var mı")', async () => {
    const part = readQuestion('kutusunda geliyo yaziyo ekstra tabanlik da var mi').parts[0];
    expect(part && beyondQuote(part).text).toBe('ekstra tabanlik da var mi');
    const sneaker = listing('SN-1', 'Kadın Sneaker', 'Sneaker', 'Ürün kendi kutusunda gönderilir. EVA taban.', []);
    expect((await draft('kutusunda geliyo yaziyo ekstra tabanlik da var mi', sneaker)).answer).toBe('');
    expect((await draft('kutusunda mi geliyor', sneaker)).answer).toMatch(/^Merhaba, evet, .*kendi kutusunda/);
  });

  it('does not answer whether one piece fits another with the list of the set ("24\'lük tencere kapağı tavaya olur mu")', async () => {
    const set = listing('TN-1', 'Granit Tencere Seti 7 Parça', 'Tencere Seti', 'Granit kaplama.', [
      plain('İçerik', '3 Adet Tencere + 3 Adet Cam Kapak + 1 Adet Tava (Kapaksız)'),
    ]);
    expect((await draft('24 luk tencere kapagi tavaya olur mu', set)).answer).toBe('');
    expect((await draft('tavanin kapagi var mi', set)).answer).toContain('Tava (Kapaksız)');
  });

  it('ends a question at the verb after its particle ("kutusuyla mı gelir poşete mi koyuyonuz"), not at a noun in -er', () => {
    const parts = (question: string) => readQuestion(question).parts.map((part) => part.text);
    expect(parts('kutusuyla mi gelir posete mi koyuyonuz')).toEqual(['kutusuyla mi gelir', 'posete mi koyuyorsunuz']);
    expect(parts('full pamuk mu polyester karisik mi')[1]).toBe('polyester karisik mi');
  });

  it('takes a gift bought for someone as the scene ("babama hediye alıcam, kutusundan neler çıkıyor")', async () => {
    const shoe = listing(
      'AY-1',
      'Erkek Klasik Ayakkabı',
      'Ayakkabı',
      'Ürün kendi kutusunda, toz torbası ve yedek bağcık ile gönderilir.',
      [],
    );
    const answer = (await draft('babama hediye alicam kutusundan neler cikiyor', shoe)).answer;
    expect(answer).toContain('yedek bağcık');
  });
});

describe("the development half's near misses in use and care", () => {
  it('takes the skin the customer has as told ("yağlı cildim var, mat bitiş mi veriyor"), not as what is asked', async () => {
    const cream = listing('GK-2', 'Güneş Kremi SPF 50', 'Güneş Kremi', 'Yüz ve vücut için.', [
      plain('Cilt Tipi', 'Tüm Cilt Tipleri'),
    ]);
    expect((await draft('yagli ciltim var mat bitis mi veriyo', cream)).answer).toBe('');
    expect((await draft('hassas cildim var kullanabilir miyim', cream)).answer).toContain('tüm cilt tipleri');
  });

  it('holds a use the customer has in mind that no fact names ("makyaj temizlemek için kullanıcam, yüzde olur mu")', async () => {
    const cloth = listing(
      'IM-2',
      'Islak Mendil 99 Yaprak',
      'Islak Mendil',
      'El, yüz ve bez bölgesi temizliğinde kullanılabilir.',
      [],
    );
    expect((await draft('ben makyaj temizlemek icin kullanicam yuzde olur mu', cloth)).answer).toBe('');
    expect((await draft('yuzu temizlemek icin kullanilir mi', cloth)).answer).toContain('yüz ve bez bölgesi');
  });

  it('holds "kuşağı da geliyor mu yoksa dikili mi": how it is made is no second way of doing', async () => {
    const dress = listing('EL-3', 'Kadın Kuşaklı Midi Elbise', 'Elbise', 'Belde bağlama kuşağı.', []);
    expect((await draft('kusagi da geliyomu yoksa dikili mi', dress)).answer).toBe('');
  });
});

describe('the zj batch: what it showed', () => {
  it('holds a delivery asked for a holiday ("arife günü teslim eder mi, yoksa bayramdan sonra mı gelir")', async () => {
    const question = 'bayramda giysin istiyorum. arife gunu teslim eder mi yurtici, yoksa bayramdan sonra mi gelir';
    expect(readQuestion(question).flags.has('date')).toBe(true);
    expect((await draft(question, tshirt)).answer).toBe('');
  });

  it('holds the customer\'s own order told by its payment ("sepeti onayladım, bankadan onay 15:05\'te geldi")', async () => {
    const question = '15e 5 kala sepeti onayladim ama bankadan onay 15:05te geldi. bugun kargoya cikar mi';
    expect(readQuestion(question).flags.has('order')).toBe(true);
  });

  it('holds the hour parcels leave ("saat kaçta çıkıyor kargolar")', async () => {
    expect((await draft('saat kacta cikiyo kargolar', tshirt)).answer).toBe('');
  });

  it('does not take "Bulaşık Makinesinde Yıkanabilir Parçalar" for what is in the box', async () => {
    const fryer = listing('FR-3', 'Airfryer 4 L', 'Airfryer', '8 otomatik program.', [
      plain('Bulaşık Makinesinde Yıkanabilir Parçalar', 'Sepet, Hazne'),
    ]);
    expect((await draft('kutudan türkçe tarif kitapçığı çıkıyor mu', fryer)).answer).toBe('');
  });
});
