export interface SampleAnswer {
  product: string;
  question: string;
  answer: string;
  qualityScore: number;
}

/** Three real-looking Trendyol questions with the kind of answer Cevapla drafts from product data. */
export const sampleAnswers: readonly SampleAnswer[] = [
  {
    product: 'Pamuklu Oversize Tişört',
    question: 'Merhaba, 1,75 boyunda ve 70 kiloyum. Hangi bedeni almalıyım?',
    answer:
      'Merhaba, ilginiz için teşekkür ederiz. Ürünümüz oversize kalıptadır; boy ve kilonuza göre M beden rahat ve bol bir duruş sağlar. Daha dar bir görünüm isterseniz S bedeni tercih edebilirsiniz. İyi alışverişler dileriz.',
    qualityScore: 96,
  },
  {
    product: 'Çelik Düdüklü Tencere 6 L',
    question: 'İndüksiyon ocakta kullanılabilir mi? Garantisi var mı?',
    answer:
      'Merhaba, evet. Tencerenin kapsüllü tabanı indüksiyon uyumludur; indüksiyon, elektrikli, seramik ve gazlı ocaklarda kullanabilirsiniz. Ürünümüz 2 yıl üretici garantilidir.',
    qualityScore: 94,
  },
  {
    product: 'Ahşap Çalışma Masası 120 cm',
    question: 'Bugün sipariş verirsem ne zaman kargoya verilir? Kurulum gerekiyor mu?',
    answer:
      'Merhaba, saat 14:00’e kadar verilen siparişler aynı gün kargoya teslim edilir. Masa demonte gönderilir; kurulum şeması ve bağlantı parçaları kutudadır, yaklaşık 20 dakikada kurulur.',
    qualityScore: 92,
  },
];
