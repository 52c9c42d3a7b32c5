/**
 * The questions `npm run bench:answers` puts to every answer engine: Turkish customer questions as
 * they arrive (typos, lowercase, missing diacritics) about the sandbox's demo catalogue
 * (apps/sandbox/src/catalogue) and the bench's store profile (`benchProfile`).
 *
 * An answerable case lists the facts a correct answer must state, each taken from the product's
 * attributes, description, variants (stock, price, delivery days) or the profile. A fact may be a list
 * of alternatives, any one of which suffices; all are compared Turkish-folded, at a word start. An
 * unanswerable case asks what neither the product nor the profile says; the right draft refuses.
 */

import type { StoreProfile } from '../apps/server/src/features/answering/engine/types.js';
import { defaultProfile } from '../apps/server/src/features/answering/profile.js';

export type Topic =
  | 'kargo/teslimat'
  | 'iade/değişim'
  | 'beden/ölçü'
  | 'stok/varyant'
  | 'renk'
  | 'malzeme/içerik'
  | 'garanti'
  | 'orijinallik/fatura'
  | 'kullanım/bakım'
  | 'uyumluluk'
  | 'fiyat'
  | 'boyut'
  | 'menşei'
  | 'teknik'
  | 'son kullanma'
  | 'kutu/set içeriği'
  | 'kurulum'
  | 'ödeme'
  | 'indirim'
  | 'başka ürün';

/** One fact an answer must contain, or alternatives of which one must be there. */
export type ExpectedFact = string | readonly string[];

type Case = { id: string; productMainId: string; topic: Topic; question: string };

export type AnswerCase =
  | (Case & { facts: readonly ExpectedFact[]; unanswerable?: never })
  | (Case & {
      /** why neither the catalogue nor the profile answers it */
      unanswerable: string;
      facts?: never;
    });

/** The store the questions are asked of: what it tells customers beyond the product pages. */
export const benchProfile: StoreProfile = {
  ...defaultProfile,
  deliveryInfo:
    'Siparişler, ürün sayfasında belirtilen süre içinde kargoya verilir. Kargo ücretsizdir. ' +
    'Gönderilerimiz Trendyol Express ile yapılır.',
  returnPolicy:
    '14 gün içinde ücretsiz iade ve değişim hakkınız vardır. İade edilecek ürünün kullanılmamış ve etiketli olması gerekir.',
  notes: 'Tüm ürünlerimiz orijinal ve faturalıdır.',
  faq: [
    {
      question: 'Hediye paketi yapıyor musunuz?',
      answer: 'Evet, sipariş notuna yazmanız hâlinde ürününüzü hediye paketiyle gönderiyoruz.',
    },
    {
      question: 'Kapıda ödeme var mı?',
      answer: 'Kapıda ödeme seçeneğimiz yoktur; Trendyol üzerinden kartla ödeme yapabilirsiniz.',
    },
    { question: 'Faturalı mı gönderiyorsunuz?', answer: 'Evet, tüm siparişlerimiz e-fatura ile gönderilir.' },
  ],
};

/** How an answer says that the asked variant is sold out (the sandbox has it at stock 0). */
const soldOut = [
  'stokta bulunmu',
  'stokta yok',
  'stokta olmayan',
  'stoklarımızda bulunmu',
  'stoklarımızda yok',
  'tükendi',
  'tükenmiş',
  'mevcut değil',
];
const fourteenDays = ['14 gün', 'on dört gün'];

export const answerCases: readonly AnswerCase[] = [
  // ── Clothing ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'tsh-kumas',
    productMainId: 'KTN-TSH-1001',
    topic: 'malzeme/içerik',
    question: 'kumasi ne pamuk mu',
    facts: [['%100 pamuk', 'yüzde 100 pamuk', '100% pamuk']],
  },
  {
    id: 'tsh-stok-l',
    productMainId: 'KTN-TSH-1001',
    topic: 'stok/varyant',
    question: 'L beden stokta var mi',
    facts: [soldOut],
  },
  {
    id: 'tsh-model-beden',
    productMainId: 'KTN-TSH-1001',
    topic: 'beden/ölçü',
    question: 'Modeldeki ürün kaç beden?',
    facts: [['s beden']],
  },
  {
    id: 'tsh-kargo',
    productMainId: 'KTN-TSH-1001',
    topic: 'kargo/teslimat',
    question: 'bugün sipariş versem ne zaman kargoya verilir',
    facts: [['2 iş günü', 'iki iş günü']],
  },
  {
    id: 'tsh-iade',
    productMainId: 'KTN-TSH-1001',
    topic: 'iade/değişim',
    question: 'beğenmezsem iade edebilirmiyim?',
    facts: [fourteenDays],
  },
  {
    id: 'tsh-mensei',
    productMainId: 'KTN-TSH-1001',
    topic: 'menşei',
    question: 'türk malı mı yoksa ithal mi',
    facts: [['menşei: tr', 'menşei tr', 'türkiye', 'türk malı', 'yerli üretim']],
  },
  {
    id: 'jean-boy',
    productMainId: 'LCW-JEAN-2040',
    topic: 'beden/ölçü',
    question: 'boy uzunlugu kac',
    facts: [['boy uzunluğu 32', 'boyu 32', '32 boy']],
  },
  {
    id: 'jean-fiyat',
    productMainId: 'LCW-JEAN-2040',
    topic: 'fiyat',
    question: 'fiyatı ne kadar şu an',
    facts: [['599,99', '599.99']],
  },
  {
    id: 'elb-astar',
    productMainId: 'DFC-ELB-3312',
    topic: 'malzeme/içerik',
    question: 'Astarı var mı, içini gösterir mi?',
    facts: [['astarsız', 'astarı yok', 'astar yok', 'astarı bulunm', 'astar bulunm']],
  },
  {
    id: 'elb-stok-38',
    productMainId: 'DFC-ELB-3312',
    topic: 'stok/varyant',
    question: '38 bedeni stokta varmı',
    facts: [soldOut],
  },
  {
    id: 'mont-renk',
    productMainId: 'MVI-MNT-0457',
    topic: 'renk',
    question: 'siyah rengi var mi bu montun',
    facts: [['lacivert', 'bulunmu', 'yoktur', 'mevcut değil']],
  },
  {
    id: 'mont-kapuson',
    productMainId: 'MVI-MNT-0457',
    topic: 'malzeme/içerik',
    question: 'kapşonu çıkıyor mu',
    facts: [['çıkarılabil', 'çıkartılabil']],
  },
  {
    id: 'ayk-kalip',
    productMainId: 'NKE-AYK-8821',
    topic: 'beden/ölçü',
    question: 'Kalıbı dar mı, bir numara büyük mü almalıyım?',
    facts: [['yarım numara büyük']],
  },
  {
    id: 'ayk-stok-39',
    productMainId: 'NKE-AYK-8821',
    topic: 'stok/varyant',
    question: '39 numara stokta var mı',
    facts: [soldOut],
  },
  {
    id: 'ayk-orijinal',
    productMainId: 'NKE-AYK-8821',
    topic: 'orijinallik/fatura',
    question: 'orjinal mi bu ürün',
    facts: [['orijinal']],
  },
  {
    id: 'ayk-degisim',
    productMainId: 'NKE-AYK-8821',
    topic: 'iade/değişim',
    question: 'numara olmazsa degisim yapiyormusunuz',
    facts: [fourteenDays],
  },
  {
    id: 'atki-yikama',
    productMainId: 'TRY-ESF-5510',
    topic: 'kullanım/bakım',
    question: 'makinede kaç derecede yıkanır',
    facts: [['30 derece', 'otuz derece']],
  },
  {
    id: 'atki-kasmir',
    productMainId: 'TRY-ESF-5510',
    topic: 'malzeme/içerik',
    question: 'gerçek kaşmir mi',
    facts: [['akrilik']],
  },
  // ── Electronics ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'buds-garanti',
    productMainId: 'XMI-RBN-7A',
    topic: 'garanti',
    question: 'garantisi kaç yıl',
    facts: [['2 yıl', 'iki yıl', '24 ay']],
  },
  {
    id: 'buds-bt',
    productMainId: 'XMI-RBN-7A',
    topic: 'teknik',
    question: 'bluetooth sürümü kaç',
    facts: [['5.4', '5,4']],
  },
  {
    id: 'buds-stok-siyah',
    productMainId: 'XMI-RBN-7A',
    topic: 'stok/varyant',
    question: 'siyahı stokta yok mu',
    facts: [soldOut],
  },
  {
    id: 'buds-sure',
    productMainId: 'XMI-RBN-7A',
    topic: 'teknik',
    question: 'şarjı kaç saat gidiyor',
    facts: [['30 saat', 'otuz saat']],
  },
  {
    id: 'a55-adaptor',
    productMainId: 'SMS-A55-128',
    topic: 'kutu/set içeriği',
    question: 'kutudan sarj adaptoru cikiyor mu',
    facts: [['yoktur', 'bulunmuyor', 'bulunmamaktadır', 'çıkmıyor', 'çıkmamaktadır', 'dahil değil']],
  },
  {
    id: 'a55-garanti',
    productMainId: 'SMS-A55-128',
    topic: 'garanti',
    question: 'Resmi distribütör garantili mi, ithalatçı mı?',
    facts: [['resmi distribütör']],
  },
  {
    id: 'a55-renk',
    productMainId: 'SMS-A55-128',
    topic: 'renk',
    question: 'lila rengi var mı',
    facts: [['lila'], ['mevcut', 'var', 'bulunmaktadır', 'bulunuyor', 'stokta']],
  },
  {
    id: 'a55-fiyat',
    productMainId: 'SMS-A55-128',
    topic: 'fiyat',
    question: 'telefonun fiyatı kaç tl',
    facts: [['17.499', '17499', '17 499']],
  },
  {
    id: 'pwb-iphone',
    productMainId: 'ANK-PWB-10K',
    topic: 'uyumluluk',
    question: 'iphone 13 ü şarj eder mi',
    facts: [['iphone'], ['uyumlu']],
  },
  {
    id: 'pwb-ucak',
    productMainId: 'ANK-PWB-10K',
    topic: 'kullanım/bakım',
    question: 'uçakta kabin bagajına alabilir miyim',
    facts: [['uçakta taşın', 'uçağa alın', 'uçakta yanınızda']],
  },
  {
    id: 'pwb-kargo-firma',
    productMainId: 'ANK-PWB-10K',
    topic: 'kargo/teslimat',
    question: 'hangi kargoyla geliyor',
    facts: [['trendyol express']],
  },
  {
    id: 'afr-litre',
    productMainId: 'PHL-AFR-4200',
    topic: 'boyut',
    question: 'kaç litre hazne',
    facts: [['6,2 l', '6.2 l']],
  },
  {
    id: 'mx-mac',
    productMainId: 'LGT-MX3S-MS',
    topic: 'uyumluluk',
    question: 'macbook ile calisir mi',
    facts: [['macos', 'mac os']],
  },
  {
    id: 'arc-modem',
    productMainId: 'TPL-ARC-C6',
    topic: 'kullanım/bakım',
    question: 'modem yerine kullanabilir miyim bunu',
    facts: [['modem değil']],
  },
  {
    id: 'arc-garanti',
    productMainId: 'TPL-ARC-C6',
    topic: 'garanti',
    question: 'garanti süresi ne kadar',
    facts: [['3 yıl', 'üç yıl', '36 ay']],
  },
  // ── Kitchen ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'tnc-induksiyon',
    productMainId: 'KRC-TNC-18P',
    topic: 'uyumluluk',
    question: 'induksiyon ocakta kullanılıyor mu',
    facts: [['indüksiyon dahil tüm ocak', 'tüm ocaklarda', 'indüksiyonda kullanılabilir', 'indüksiyon uyumlu']],
  },
  {
    id: 'tnc-parca',
    productMainId: 'KRC-TNC-18P',
    topic: 'kutu/set içeriği',
    question: 'set kaç parça',
    facts: [['7 parça', 'parça sayısı: 7', 'yedi parça']],
  },
  {
    id: 'cay-stok',
    productMainId: 'PSB-CAY-6LI',
    topic: 'stok/varyant',
    question: '6 adetlik olan stokta mı',
    facts: [soldOut],
  },
  {
    id: 'cym-odeme',
    productMainId: 'ARZ-CYM-3010',
    topic: 'ödeme',
    question: 'kapıda ödeme yapabilir miyim',
    facts: [['yok', 'bulunm', 'mümkün değil']],
  },
  {
    id: 'tav-firin',
    productMainId: 'EMS-TAV-28',
    topic: 'uyumluluk',
    question: 'fırına girer mi bu tava',
    facts: [['200 derece']],
  },
  {
    id: 'ksl-mikrodalga',
    productMainId: 'SCH-KSL-4LU',
    topic: 'uyumluluk',
    question: 'mikrodalgada kullanilir mi',
    facts: [['mikrodalga ve bulaşık makinesine uygun', 'mikrodalgaya uygun', 'mikrodalgada kullanılabilir']],
  },
  {
    id: 'bck-bulasik',
    productMainId: 'TFL-BCK-5PC',
    topic: 'kullanım/bakım',
    question: 'bulaşık makinesine atılır mı',
    facts: [['elde yıkan']],
  },
  // ── Cosmetics ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'eff-skt',
    productMainId: 'LRP-EFF-400',
    topic: 'son kullanma',
    question: 'skt ne zaman',
    facts: [['2027/06', '06/2027', 'haziran 2027']],
  },
  {
    id: 'eff-parfum',
    productMainId: 'LRP-EFF-400',
    topic: 'malzeme/içerik',
    question: 'parfüm içeriyor mu hassasiyetim var',
    facts: [['parfüm içermez', 'parfümsüz']],
  },
  {
    id: 'eff-cilt',
    productMainId: 'LRP-EFF-400',
    topic: 'kullanım/bakım',
    question: 'kuru cildim var kullanabilir miyim',
    facts: [['yağlı']],
  },
  {
    id: 'msk-su',
    productMainId: 'MYB-SKY-MSC',
    topic: 'malzeme/içerik',
    question: 'suya dayanıklı mı waterproof mu',
    facts: [['hayır', 'değil']],
  },
  {
    id: 'fdt-stok',
    productMainId: 'FLM-FDT-30',
    topic: 'stok/varyant',
    question: '230 numara stokta var mi',
    facts: [soldOut],
  },
  {
    id: 'edp-nota',
    productMainId: 'ZRH-EDP-100',
    topic: 'malzeme/içerik',
    question: 'hangi notaları var kokunun',
    facts: [['yasemin'], ['sandal']],
  },
  {
    id: 'edp-hediye',
    productMainId: 'ZRH-EDP-100',
    topic: 'kargo/teslimat',
    question: 'hediye paketi yapıyor musunuz',
    facts: [['sipariş notu']],
  },
  {
    id: 'crv-vucut',
    productMainId: 'CRV-NEM-454',
    topic: 'kullanım/bakım',
    question: 'vücuda da sürülür mü yoksa sadece yüz için mi',
    facts: [['yüz ve vücut']],
  },
  // ── Furniture ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'ktp-olcu',
    productMainId: 'VVK-KTP-5RF',
    topic: 'boyut',
    question: 'ölçüleri nedir',
    facts: [['180 x 80 x 30', '180x80x30']],
  },
  {
    id: 'ktp-kurulum',
    productMainId: 'VVK-KTP-5RF',
    topic: 'kurulum',
    question: 'kurulu mu geliyor',
    facts: [['kurulum gerektir', 'kurulum gerekir', 'demonte']],
  },
  {
    id: 'ktp-kargo',
    productMainId: 'VVK-KTP-5RF',
    topic: 'kargo/teslimat',
    question: 'kac gunde kargoya verilir',
    facts: [['5 iş günü', 'beş iş günü']],
  },
  {
    id: 'ktp-kargo-ucret',
    productMainId: 'VVK-KTP-5RF',
    topic: 'kargo/teslimat',
    question: 'kargo ücretli mi',
    facts: [['ücretsiz']],
  },
  {
    id: 'brj-stok',
    productMainId: 'ENZ-KLT-BRJ',
    topic: 'stok/varyant',
    question: 'hardal rengi stokta var mı',
    facts: [soldOut],
  },
  {
    id: 'dsk-montaj',
    productMainId: 'ADR-CLS-DSK',
    topic: 'kurulum',
    question: 'montaj malzemesi çıkıyor mu kutudan',
    facts: [['montaj malzemeleri dahil']],
  },
  {
    id: 'ytk-garanti',
    productMainId: 'YTS-YTK-160',
    topic: 'garanti',
    question: 'garantisi var mi kaç yıl',
    facts: [['5 yıl', 'beş yıl']],
  },
  {
    id: 'tvu-65',
    productMainId: 'KLS-TVU-180',
    topic: 'boyut',
    question: '65 inç tv sığar mı',
    facts: [['65 inç televizyona kadar', '65 inçe kadar', "65 inç'e kadar", '65 inç’e kadar']],
  },
  {
    id: 'snd-kilo',
    productMainId: 'IKE-SND-4LU',
    topic: 'teknik',
    question: 'kaç kilo taşıyor sandalyeler',
    facts: [['120 kg', '120 kilo']],
  },
  // ── Food ────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'khv-skt',
    productMainId: 'KHV-TRK-500',
    topic: 'son kullanma',
    question: 'son kullanma tarihi ne zaman',
    facts: [['2026/12', '12/2026', 'aralık 2026']],
  },
  {
    id: 'khv-stok',
    productMainId: 'KHV-TRK-500',
    topic: 'stok/varyant',
    question: '500 gramlık stokta var mı',
    facts: [soldOut],
  },
  {
    id: 'zyt-asit',
    productMainId: 'TKS-ZYT-1L',
    topic: 'malzeme/içerik',
    question: 'asit oranı kaç',
    facts: [['%0,8', '0,8', '0.8']],
  },
  {
    id: 'fnd-seker',
    productMainId: 'ULK-FND-400',
    topic: 'malzeme/içerik',
    question: 'şeker ilavesi var mı',
    facts: [['şeker ve katkı maddesi içermez', 'şeker içermez', 'şekersiz', 'şeker ilavesi yok']],
  },
  {
    id: 'lkm-jelatin',
    productMainId: 'DOG-LKM-1KG',
    topic: 'malzeme/içerik',
    question: 'jelatin var mı içinde',
    facts: [['içermez', 'jelatin yok', 'jelatinsiz']],
  },
  {
    id: 'bal-kristal',
    productMainId: 'KNT-BAL-850',
    topic: 'kullanım/bakım',
    question: 'bal şekerlenirse normal mi',
    facts: [['kristalleşme doğal', 'doğal bir süreç']],
  },

  // ── Unanswerable: neither the product nor the profile says it ──────────────────────────────────
  {
    id: 'u-tsh-garanti',
    productMainId: 'KTN-TSH-1001',
    topic: 'garanti',
    question: 'tişörtün garantisi var mı',
    unanswerable: 'no warranty attribute for a t-shirt',
  },
  {
    id: 'u-jean-yikama',
    productMainId: 'LCW-JEAN-2040',
    topic: 'kullanım/bakım',
    question: 'kac derecede yikanmali ceker mi',
    unanswerable: 'no washing instructions',
  },
  {
    id: 'u-elb-beden-oneri',
    productMainId: 'DFC-ELB-3312',
    topic: 'beden/ölçü',
    question: 'boyum 1.65 kilom 62 hangi bedeni almalıyım',
    unanswerable: 'no size chart',
  },
  {
    id: 'u-mont-soguk',
    productMainId: 'MVI-MNT-0457',
    topic: 'kullanım/bakım',
    question: 'eksi 10 derecede üşütür mü',
    unanswerable: 'no temperature rating',
  },
  {
    id: 'u-ayk-baska-model',
    productMainId: 'NKE-AYK-8821',
    topic: 'başka ürün',
    question: 'Court Vision Mid modelini de satıyor musunuz',
    unanswerable: 'another product',
  },
  {
    id: 'u-buds-iphone15',
    productMainId: 'XMI-RBN-7A',
    topic: 'uyumluluk',
    question: 'iphone 15 pro ile uyumlu mu',
    unanswerable: 'no phone compatibility listed',
  },
  {
    id: 'u-buds-indirim',
    productMainId: 'XMI-RBN-7A',
    topic: 'indirim',
    question: '2 tane alsam indirim yapar misiniz',
    unanswerable: 'discount request',
  },
  {
    id: 'u-a55-pazarlik',
    productMainId: 'SMS-A55-128',
    topic: 'indirim',
    question: 'son fiyat ne olur 16 bine verir misiniz',
    unanswerable: 'bargaining',
  },
  {
    id: 'u-mx-gram',
    productMainId: 'LGT-MX3S-MS',
    topic: 'teknik',
    question: 'mouse kaç gram oyun için ağır mı',
    unanswerable: 'no weight',
  },
  {
    id: 'u-arc-altyapi',
    productMainId: 'TPL-ARC-C6',
    topic: 'uyumluluk',
    question: 'türk telekom fiber altyapısıyla çalışır mı',
    unanswerable: 'no ISP compatibility listed',
  },
  {
    id: 'u-tnc-pfoa',
    productMainId: 'KRC-TNC-18P',
    topic: 'malzeme/içerik',
    question: 'PFOA içeriyor mu sağlığa zararlı mı',
    unanswerable: 'no PFOA statement',
  },
  {
    id: 'u-afr-mensei',
    productMainId: 'PHL-AFR-4200',
    topic: 'menşei',
    question: 'menşei neresi çin mi',
    unanswerable: 'no origin for the airfryer',
  },
  {
    id: 'u-crv-hamile',
    productMainId: 'CRV-NEM-454',
    topic: 'kullanım/bakım',
    question: 'hamileyim kullanabilir miyim',
    unanswerable: 'medical advice',
  },
  {
    id: 'u-msk-hayvan',
    productMainId: 'MYB-SKY-MSC',
    topic: 'malzeme/içerik',
    question: 'hayvanlar üzerinde test ediliyor mu',
    unanswerable: 'no animal-testing statement',
  },
  {
    id: 'u-brj-leke',
    productMainId: 'ENZ-KLT-BRJ',
    topic: 'kullanım/bakım',
    question: 'kumaşı leke tutar mı ıslak bezle silinir mi',
    unanswerable: 'no cleaning instructions',
  },
  {
    id: 'u-bal-diyabet',
    productMainId: 'KNT-BAL-850',
    topic: 'kullanım/bakım',
    question: 'şeker hastası yiyebilir mi',
    unanswerable: 'medical advice',
  },
  {
    id: 'u-zyt-cesit',
    productMainId: 'TKS-ZYT-1L',
    topic: 'malzeme/içerik',
    question: 'hangi zeytin çeşidinden, memecik mi ayvalık mı',
    unanswerable: 'no olive variety',
  },
  {
    id: 'u-cay-tabak',
    productMainId: 'PSB-CAY-6LI',
    topic: 'başka ürün',
    question: 'aynı serinin çay tabakları da var mı',
    unanswerable: 'another product',
  },
  {
    id: 'u-ksl-tek-parca',
    productMainId: 'SCH-KSL-4LU',
    topic: 'başka ürün',
    question: 'kırılan tabak için tek parça satıyor musunuz',
    unanswerable: 'single pieces are not sold here',
  },
  {
    id: 'u-dsk-yerli',
    productMainId: 'ADR-CLS-DSK',
    topic: 'menşei',
    question: 'yerli üretim mi',
    unanswerable: 'no origin for the desk',
  },
];
