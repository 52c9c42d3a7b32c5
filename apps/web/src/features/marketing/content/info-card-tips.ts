export interface TipCategory {
  /** Stable key, also the anchor id on the page. */
  key: string;
  title: string;
  tips: readonly string[];
}

/** Tips for better AI answers in the eight categories of spec §2. */
export const tipCategories: readonly TipCategory[] = [
  {
    key: 'genel',
    title: 'Genel',
    tips: [
      'Mağaza profilinize kargoya veriliş sürenizi ve çalıştığınız kargo firmalarını yazın; “ne zaman gelir?” sorusu her kategoride en sık sorulan sorudur.',
      'İade ve değişim koşullarınızı (süre, ürünün durumu, kargo ücretini kimin ödediği) açıkça tanımlayın ki yanıtlar politikanızla çelişmesin.',
      'Yanıtların üslubunu belirleyin: “siz” diye hitap, kısa ve nazik cümleler, selamlama ve kapanış tercihiniz.',
      'Ölçü, ağırlık ve kapasite gibi değerleri birimleriyle birlikte ürün özelliklerine girin; açıklamadaki “büyük boy” gibi ifadeler yanıt için yeterli değildir.',
      'Aynı soru bir üründe tekrar tekrar geliyorsa, o bilgiyi ürün açıklamasına ekleyin.',
    ],
  },
  {
    key: 'giyim',
    title: 'Giyim',
    tips: [
      'Her ürüne santimetre cinsinden beden tablosu ekleyin: göğüs, bel, basen, boy ve kol uzunluğu.',
      'Kumaş içeriğini yüzdeleriyle yazın (ör. %95 pamuk, %5 elastan) ve kumaşın esneyip esnemediğini belirtin.',
      'Kalıbı tanımlayın: dar, normal ya da bol kalıp; gerekiyorsa “bir beden büyük almanızı öneririz” notunu ekleyin.',
      'Mankenin boyunu, kilosunu ve giydiği bedeni açıklamaya ekleyin.',
      'Yıkama talimatını ve çekme yapıp yapmadığını belirtin.',
    ],
  },
  {
    key: 'mutfak',
    title: 'Mutfak',
    tips: [
      'Malzemeyi ve kaplamayı açıkça yazın: paslanmaz çelik, granit, döküm, cam; kaplamanın PFOA içerip içermediği gibi.',
      'Hangi ocak türleriyle uyumlu olduğunu belirtin: indüksiyon, gazlı, elektrikli, seramik; fırına girip girmediğini de ekleyin.',
      'Bulaşık makinesinde yıkanıp yıkanamayacağını yazın.',
      'Çap, hacim (litre) ve set içeriğini parça parça listeleyin.',
    ],
  },
  {
    key: 'mobilya',
    title: 'Mobilya',
    tips: [
      'Genişlik, derinlik ve yükseklik ölçülerini santimetre cinsinden; koltuk ve masalarda oturma yüksekliğini de ekleyin.',
      'Ürünün kurulu mu yoksa demonte mi gönderildiğini, kurulum hizmeti verip vermediğinizi yazın.',
      'Malzemeyi ayrıntılandırın: sunta, MDF, masif ahşap; kumaşın türü ve silinebilir olup olmadığı.',
      'Taşıma kapasitesini (kg) ve paket sayısını belirtin.',
      'Teslimatın kapıya mı yoksa eve kadar mı yapıldığını mağaza profilinize yazın.',
    ],
  },
  {
    key: 'elektronik',
    title: 'Elektronik',
    tips: [
      'Uyumlu marka ve modelleri tek tek listeleyin; “hangi telefonla uyumlu?” en sık gelen sorudur.',
      'Garanti süresini, garantiyi kimin verdiğini (üretici, ithalatçı) ve servis yöntemini yazın.',
      'Kutu içeriğini belirtin: şarj adaptörü, kablo türü, kılıf, kullanım kılavuzu.',
      'Teknik değerleri birimleriyle girin: güç (W), pil kapasitesi (mAh), bağlantı türü (USB-C, Bluetooth sürümü).',
    ],
  },
  {
    key: 'gida',
    title: 'Gıda',
    tips: [
      'İçindekiler listesini ve alerjen uyarılarını (gluten, fındık, süt vb.) eksiksiz yazın.',
      'Net ağırlığı ve porsiyon bilgisini belirtin.',
      'Son kullanma süresini ve gönderilen ürünlerin en az ne kadar raf ömrüyle kargolandığını yazın.',
      'Saklama koşullarını ve açıldıktan sonra ne kadar sürede tüketilmesi gerektiğini ekleyin.',
      'Helal, vegan, şekersiz gibi sertifika veya özellikleri yalnızca belgeliyse belirtin.',
    ],
  },
  {
    key: 'kozmetik',
    title: 'Kozmetik',
    tips: [
      'Hangi cilt veya saç tipine uygun olduğunu yazın: kuru, yağlı, karma, hassas.',
      'İçerik listesini (INCI) ekleyin ve parfüm, paraben ya da alkol içerip içermediğini belirtin.',
      'Kullanım sıklığını ve nasıl uygulanacağını adım adım anlatın.',
      'Hacmi (ml) ve açıldıktan sonraki kullanım süresini (PAO) yazın.',
      'Ürünün orijinal olduğunu ve nereden tedarik edildiğini mağaza profilinizde belirtin.',
    ],
  },
  {
    key: 'ekstra',
    title: 'Ekstra',
    tips: [
      'Kampanya, kupon ve indirimlerde koşulları ve bitiş tarihini ürün açıklamasına yazın; yapay zekâ bilmediği bir kampanyadan bahsedemez.',
      'Stokta olmayan renk veya bedenler için ne zaman yenileneceğini biliyorsanız belirtin.',
      'Hediye paketi, fatura türü (bireysel/kurumsal) gibi ek hizmetlerinizi mağaza profiline ekleyin.',
      'Reddettiğiniz yanıt taslaklarını inceleyin: çoğu zaman eksik bir ürün bilgisine işaret ederler.',
    ],
  },
];
