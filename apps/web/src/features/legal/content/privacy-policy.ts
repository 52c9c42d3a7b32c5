import { COMPANY } from '@cevapla/contracts/company';
import { LEGAL, SUPPORT_HOURS } from '@cevapla/contracts/constants';
import type { LegalSection } from './legal-section';

export const privacyPolicyLead =
  'Cevapla’yı kullanırken bize emanet ettiğiniz bilgileri yalnızca hizmeti sunmak için kullanıyor ve koruyoruz. Bu politika hangi verileri neden işlediğimizi, kimlerle paylaştığımızı ve haklarınızı açıklar.';

export const privacyPolicySections: readonly LegalSection[] = [
  {
    heading: 'Kapsam',
    paragraphs: [
      `Bu politika, ${COMPANY.website} adresindeki web sitesi ve Cevapla uygulaması üzerinden sunduğumuz, Trendyol müşteri sorularını yapay zekâ ile yanıtlama hizmetinde işlenen kişisel verileri kapsar. Veri sorumlusu ${COMPANY.name}’dır (${COMPANY.address}).`,
    ],
  },
  {
    heading: 'İşlediğimiz veriler',
    items: [
      'Hesap bilgileri: adınız, soyadınız, e-posta adresiniz ve telefon numaranız. Şifrenizi hiçbir zaman açık metin olarak saklamayız; yalnızca geri döndürülemez biçimde özetlenmiş (hash) hâlini tutarız.',
      'Mağaza entegrasyon bilgileri: mağaza adınız, Trendyol Satıcı ID’niz, API Key ve API Secret bilgileriniz. API anahtarları veritabanımızda şifrelenmiş olarak saklanır ve bağlantı kurulduktan sonra ekranda yeniden gösterilmez.',
      'Soru ve yanıt verileri: Trendyol’dan alınan müşteri soruları, sorunun ait olduğu ürünün adı, görseli ve ürün kodu, hazırlanan yanıt taslakları, kalite puanları ile onay ve ret kararlarınız. Müşteriler soru metnine kendi kişisel bilgilerini yazabilir; bu bilgileri yalnızca yanıt hazırlamak için işleriz.',
      'Fatura bilgileri: ad soyad veya şirket unvanı, vergi dairesi ve vergi numarası, T.C. kimlik numarası, fatura adresi, il, ilçe, posta kodu ve telefon.',
      'Abonelik kayıtları: seçtiğiniz plan, ödeme tutarı ve tarihi, ödemenin sonucu, kalan yanıt hakkınız.',
      'Güvenlik kayıtları: giriş denemeleri, oturum kayıtları, IP adresi ve tarayıcı bilgisi.',
      'İletişim kayıtları: iletişim formu ve e-posta yoluyla bize ilettiğiniz mesajlar.',
    ],
  },
  {
    heading: 'Kart bilgileriniz',
    paragraphs: [
      'Ödemeler, lisanslı ödeme kuruluşu iyzico üzerinden 3-D Secure doğrulamasıyla alınır. Kart numaranız, son kullanma tarihiniz ve CVC kodunuz ödemenin yapılması için doğrudan iyzico’ya iletilir; bu bilgileri veritabanımızda ya da kayıtlarımızda saklamayız. Bize yalnızca ödemenin sonucu ve işlem referansı ulaşır.',
    ],
  },
  {
    heading: 'Verileri hangi amaçlarla kullanıyoruz',
    items: [
      'Hesabınızı oluşturmak, e-posta adresinizi doğrulamak ve oturumunuzu güvenle açık tutmak.',
      'Mağazanızdaki yeni soruları almak, ürün bilgilerinizi okumak, yanıt taslakları hazırlamak ve onayladığınız ya da otomatik gönderilmesine izin verdiğiniz yanıtları Trendyol’a iletmek.',
      'Aboneliğinizi başlatmak, ücretini tahsil etmek, fatura düzenlemek ve kalan yanıt hakkınızı takip etmek.',
      'Destek taleplerinizi yanıtlamak ve hizmetle ilgili zorunlu bildirimleri e-postayla göndermek.',
      'Hizmetin güvenliğini sağlamak, kötüye kullanımı ve yetkisiz erişimi önlemek, yasal yükümlülüklerimizi yerine getirmek.',
    ],
  },
  {
    heading: 'Verileri kimlerle paylaşıyoruz',
    paragraphs: [
      'Verilerinizi satmayız ve reklam amacıyla kimseyle paylaşmayız. Hizmetin çalışması için yalnızca şu taraflara, gerektiği kadar veri aktarırız: ödemeler için iyzico’ya; soruları almak ve yanıtları göndermek için Trendyol’a (kendi API anahtarlarınızla); doğrulama kodu ve bildirim e-postalarını göndermek için e-posta altyapı sağlayıcımıza; yanıt taslağını üretmek için soru metni ile ilgili ürün ve mağaza bilgilerini yapay zekâ altyapı sağlayıcımıza. Hesap, fatura ve kart bilgileriniz yapay zekâ sağlayıcısıyla paylaşılmaz. Yetkili kamu kurumlarının yasal talepleri saklıdır.',
    ],
  },
  {
    heading: 'Çerezler',
    paragraphs: [
      'Yalnızca oturumunuzu açık tutan tek bir zorunlu çerez kullanıyoruz: cevapla_session. Performans, işlevsellik ya da hedefleme/reklam çerezi kullanmıyoruz. Ayrıntılar Çerez Politikamızda yer alır.',
    ],
  },
  {
    heading: 'Saklama süreleri',
    paragraphs: [
      `Hesap ve mağaza bilgilerinizi hesabınız açık olduğu sürece saklarız; hesabınızın kapatılmasını istediğinizde mağaza API anahtarlarınızı hemen, diğer verilerinizi yasal saklama süreleri dolduğunda sileriz veya anonim hâle getiririz. Fatura ve ödeme kayıtları vergi mevzuatının öngördüğü süre boyunca (10 yıl) saklanır. Kart bilgilerini saklamayız; bir ödeme işlemi nedeniyle herhangi bir kayıtta kart bilgisi yer alırsa bu kayıt en geç ${LEGAL.cardDataRetentionDays} gün içinde imha edilir. Güvenlik kayıtları, olası bir olayın incelenebilmesi için sınırlı bir süre tutulur ve ardından silinir.`,
    ],
  },
  {
    heading: 'Güvenlik',
    paragraphs: [
      'Tüm bağlantılar HTTPS ile şifrelenir. Oturum çerezimiz JavaScript tarafından okunamaz (httpOnly). Mağaza API anahtarları şifrelenmiş olarak saklanır, şifreler geri döndürülemez biçimde özetlenir ve verilere erişim yalnızca hizmetin çalışması için gerekli sistemlerle sınırlıdır.',
    ],
  },
  {
    heading: 'Haklarınız',
    paragraphs: [
      '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme ve itiraz etme haklarına sahipsiniz. Haklarınızın tamamını ve başvuru yolunu KVKK Aydınlatma Metnimizde bulabilirsiniz.',
    ],
  },
  {
    heading: 'İletişim ve değişiklikler',
    paragraphs: [
      `Sorularınız için ${COMPANY.email} adresine yazabilirsiniz; destek ekibimiz ${SUPPORT_HOURS.support.toLocaleLowerCase('tr-TR')} arasında yanıt verir. Bu politikayı güncellediğimizde yeni metni bu sayfada yayımlar, önemli değişiklikleri e-posta ile bildiririz.`,
    ],
  },
];
