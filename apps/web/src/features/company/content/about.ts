export const aboutLead =
  'Cevapla, pazaryeri satıcılarının müşteri sorularına hızlı, doğru ve kendi üsluplarıyla yanıt verebilmesi için kuruldu.';

export const aboutSections: readonly { heading: string; paragraphs: readonly string[] }[] = [
  {
    heading: 'Neden Cevapla?',
    paragraphs: [
      'Küçük ve orta ölçekli bir Trendyol mağazasında gün; sipariş hazırlamak, kargo takip etmek, stok güncellemek ve kampanya planlamakla geçer. Ürün sayfasına gelen sorular ise çoğu zaman akşamı, hatta ertesi günü bekler. Oysa soru soran müşteri, satın almaya en yakın müşteridir.',
      'Cevapla bu boşluğu kapatmak için var. Mağazanızı bağladığınızda yeni soruları alır, ürün bilgilerinize ve mağaza politikalarınıza dayanan bir yanıt taslağı hazırlar, taslağa bir kalite puanı verir ve yanıtı onayınıza sunar. İsterseniz yanıtların onayınızı beklemeden gönderilmesine de izin verebilirsiniz.',
    ],
  },
  {
    heading: 'Neye inanıyoruz?',
    paragraphs: [
      'Yapay zekâ satıcının yerine geçmemeli, onun zamanını geri vermeli. Bu yüzden her yanıt sizin bilgilerinize dayanır, kontrol her zaman sizdedir ve hangi yanıtın ne zaman gönderildiğini panelden görebilirsiniz.',
      'Güven, verilerle başlar. Mağaza API anahtarlarınızı şifreleyerek saklıyor, kart bilgilerinizi hiç saklamıyor ve verilerinizi yalnızca hizmeti sunmak için kullanıyoruz.',
    ],
  },
  {
    heading: 'Bugün ve yarın',
    paragraphs: [
      'Bugün Trendyol mağazalarıyla çalışıyoruz. Hepsiburada entegrasyonu yakında, N11 ise yol haritamızda. İstanbul’daki küçük ekibimizle her hafta satıcılardan gelen geri bildirimleri dinleyerek ürünü geliştiriyoruz.',
    ],
  },
];
