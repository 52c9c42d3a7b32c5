/**
 * What customers ask about, as folded keywords (see text.ts `fold`). `stems` (space-separated) match
 * a word start, so Turkish suffixes are tolerated ("kargo" → "kargoya", "kargom"); `words` must match
 * a whole word because they are short or prefixes of unrelated words ("cam" / "çamaşır"); `phrases`
 * (comma-separated) match a run of word starts and count double. `attributes` says which product
 * attribute names answer the intent. Keywords name a topic, not an object: "adaptör" or "matkap" stay
 * out, so a question naming them needs a fact that names them too.
 */
export type Keywords = { stems?: string; words?: string; phrases?: string };
export type IntentKeywords = Keywords & { label: string; attributes?: Keywords };

export const intentKeywords = {
  indirim: {
    label: 'indirim ve kampanya',
    stems: 'indirim kampanya kupon pazarlik promosyon',
    phrases: 'toplu alim, toplu siparis, son fiyat, daha uygun',
  },
  fiyat: { label: 'fiyat', stems: 'fiyat pahali ucuz', phrases: 'kac tl, kac lira, kac para, ne kadar para' },
  kargo: {
    label: 'kargo ve teslimat',
    // Answer-side forms of "göndermek" and carrier names count; a customer's "gönderiyor musunuz" does not.
    stems: 'kargo teslim sevk ulasir gonderil gonderiyoruz gonderim yurtici',
    // "elime", "elimde" — not "elimden düşüyor"
    words: 'express aras mng surat ptt ups dhl elime elimde elimize',
    // "kaç günde" alone may be about anything ("kaç günde etki eder"): only with arriving or sending.
    phrases:
      'ne zaman gel, kac gunde gel, kac gunde elim, kac gunde ulas, kac gunde kargo, kac gunde teslim, kac gunde gonder, kac gunde cik, ne zaman gonder, hemen gonder, bugun gonder, yola cik, ayni gun, yarin gel',
    attributes: { stems: 'kargo teslim gonderim' },
  },
  iade: {
    label: 'iade ve değişim',
    stems: 'iade degisim degistir cayma begenmez',
    phrases: 'geri gonder, geri al, para iade',
  },
  stok: { label: 'stok durumu', stems: 'stok stog tuken mevcut kalmad', phrases: 'ne zaman gelecek, tekrar gel' },
  beden: {
    label: 'beden ve kalıp',
    stems: 'beden kalip kalib numaram oversize slim',
    words: 'numara boy boyum boyunda kilo kiloyum kiloda',
    phrases: 'kac numara, dar mi, bol mu, dar gel, buyuk gel, kucuk gel, buyuk mu, kucuk mu, bir beden',
    attributes: { stems: 'beden kalip numara' },
  },
  renk: {
    label: 'renk seçenekleri',
    stems: 'renk reng siyah beyaz kirmizi lacivert yesil pembe turuncu kahverengi',
    words: 'mavi gri bej mor sari haki ekru lila vizon bordo antrasit inox fume',
    attributes: { stems: 'renk desen' },
  },
  malzeme: {
    label: 'malzeme ve içerik',
    // Materials a question may name directly ("çelik mi", "suntadan mı") count as well.
    stems:
      'malzeme materyal kumas icer pamuk polyester viskon keten elastan likra plastik ' +
      'celik paslanmaz ahsap seramik porselen alumin sunta metal granit silikon akrilik naylon elyaf kustuy',
    words: 'yun mdf cam deri bpa pvc pfoa alkol paraben',
    // ("kaz tüyü mü": a filling named by its bird; "tüy yapar mı" asks about pilling)
    phrases: 'neyden yapil, neden yapil, nesinden yapil, ne malzeme, kaz tuy, ordek tuy, kus tuy',
    attributes: { stems: 'materyal malzeme kumas icerik kaplama dolgu astar' },
  },
  bakim: {
    label: 'kullanım, bakım ve yıkama',
    stems: 'yika utu bakim temizle kurutma camasir sakla solma soldu cekme',
    phrases: 'kuru temizle, bulasik makine, nasil kullan, kullanim talimat, ceker mi',
    attributes: { stems: 'yika bakim utu bulasik talimat saklama' },
  },
  garanti: { label: 'garanti süresi', stems: 'garanti servis ariza bozul', attributes: { stems: 'garanti' } },
  orijinallik: {
    label: 'orijinallik',
    stems: 'orijinal orjinal original sahte replika taklit bandrol yenilenmis distributor',
    phrases: 'sifir mi, kutusu acil, ithalatci garanti',
  },
  uyumluluk: {
    label: 'uyumluluk',
    stems: 'uyumlu uyum destekl induksiyon indiksiyon mikrodalga firin ocak iphone android',
    words: 'ios mac pc windows samsung xbox ps5',
    phrases: 'ile kullan, ile calis, calisir mi, uyar mi',
    attributes: { stems: 'uyum isletim baglanti port ocak', phrases: 'giris tipi, kullanim alani' },
  },
  olcu: {
    label: 'ölçüler',
    stems: 'olcu boyut ebat genislik yukseklik derinlik uzunluk santim hacim kapasite',
    words: 'cm mm eni boyu cap capi litre lt ml cc metre',
    phrases: 'kac cm, kac kisilik, ne kadar buyuk, kac santim, kac litre',
    attributes: { stems: 'olcu boyut ebat genislik yukseklik derinlik uzunluk hacim kapasite', words: 'cap boy en' },
  },
  agirlik: {
    label: 'ağırlık',
    stems: 'agirlik agir hafif gram tasir tasima',
    words: 'kg gr',
    phrases: 'kac kilo, kac gram',
    attributes: { stems: 'agirlik gramaj', phrases: 'tasima kapasite' },
  },
  guc: { label: 'güç', stems: 'guc watt motor', words: 'w kw', attributes: { stems: 'guc motor' } },
  teknik: {
    label: 'teknik özellikler',
    stems: 'volt devir batarya sarj bluetooth hafiza ekran cozunurluk kademe',
    words: 'ram gb mah hz rpm pil hiz hizi inc',
    attributes: { stems: 'hafiza ekran bluetooth batarya anten devir ram kademe baglanti', words: 'hiz pil' },
  },
  icerik: {
    label: 'kutu ve set içeriği',
    stems: 'parca',
    phrases: 'kutu icerig, kutu icinde, kutusunda, setin icinde, icinde neler, icinden ne, kutudan ne, kutusundan ne',
    attributes: { stems: 'parca adet', phrases: 'kutu icerig, set icerig' },
  },
  kurulum: {
    label: 'kurulum ve montaj',
    stems: 'kurulum montaj',
    phrases: 'kendimiz mi kur, kurulu mu, kurulu gel',
    attributes: { stems: 'kurulum montaj' },
  },
  skt: {
    label: 'son kullanma tarihi',
    words: 'skt stt tett',
    phrases: 'son kullanma, son tuketim, uretim tarih, taze mi, ne zamana kadar',
    attributes: { phrases: 'son kullanma, son tuketim, uretim tarih, raf omru' },
  },
  mensei: {
    label: 'menşei ve üretim yeri',
    stems: 'mensei mense ithal yerli uretici uretil turkiyede',
    phrases: 'uretim yeri, nerede uretil, nerede yapil, made in, turk mali, cin mali, nerenin mali, nerenin, nereli',
    attributes: { stems: 'mensei mense', phrases: 'uretim yeri' },
  },
  fatura: { label: 'fatura', stems: 'fatura', attributes: { stems: 'fatura' } },
  odeme: { label: 'ödeme seçenekleri', stems: 'taksit odeme havale', words: 'eft', phrases: 'kapida odeme' },
} satisfies Record<string, IntentKeywords>;

export type IntentId = keyof typeof intentKeywords;
