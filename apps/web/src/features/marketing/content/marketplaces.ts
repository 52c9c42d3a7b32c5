export interface Marketplace {
  name: string;
  status: 'Aktif' | 'Yakında' | 'Planlanıyor';
  description: string;
}

export const marketplaces: readonly Marketplace[] = [
  {
    name: 'Trendyol',
    status: 'Aktif',
    description: 'Soruları alır, ürün bilgilerinizi okur ve yanıtları mağazanız adına gönderir.',
  },
  {
    name: 'Hepsiburada',
    status: 'Yakında',
    description: 'Entegrasyon üzerinde çalışıyoruz; hazır olduğunda kayıtlı kullanıcılarımıza e-postayla duyuracağız.',
  },
  {
    name: 'N11',
    status: 'Planlanıyor',
    description: 'Yol haritamızda yer alıyor; Hepsiburada entegrasyonunun ardından ele alınacak.',
  },
];

export const statusColors: Readonly<Record<Marketplace['status'], string>> = {
  Aktif: 'green',
  Yakında: 'blue',
  Planlanıyor: 'gray',
};

export const trendyolCapabilities: readonly { title: string; text: string }[] = [
  {
    title: 'Soruları alma',
    text: 'Mağazanıza gelen yeni müşteri sorularını düzenli olarak çeker; sorular panelinize anlık olarak düşer.',
  },
  {
    title: 'Ürün bilgilerini okuma',
    text: 'Sorunun ait olduğu ürünün adını, görselini, özelliklerini ve açıklamasını okuyarak yanıtı bu bilgilere dayandırır.',
  },
  {
    title: 'Yanıt gönderme',
    text: 'Onayladığınız ya da otomatik gönderilmesine izin verdiğiniz yanıtı Trendyol’a iletir; her soruya tek yanıt hakkı olduğu için yalnızca bir kez gönderir.',
  },
];

export const trendyolCredentialSteps: readonly string[] = [
  'Trendyol satıcı paneline (partner.trendyol.com) giriş yapın.',
  'Sağ üstteki hesap menüsünden “Hesap Bilgilerim” bölümüne, ardından “Entegrasyon Bilgileri” sekmesine gidin.',
  'Satıcı ID (Cari ID), API Key ve API Secret değerlerini kopyalayın.',
  'Cevapla’da “Mağaza Entegrasyon Bilgileri” sayfasına bu üç değeri ve mağaza adınızı girip “Bağlantıyı Test Et ve Kaydet” düğmesine basın.',
];
