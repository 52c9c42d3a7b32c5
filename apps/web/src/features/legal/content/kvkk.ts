import { COMPANY } from '@cevapla/contracts/company';
import type { LegalSection } from './legal-section';

export const kvkkLead =
  '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi uyarınca, Cevapla hizmetini kullanan satıcılarımızı ve sitemizi ziyaret edenleri kişisel verilerinin işlenmesi hakkında bilgilendiriyoruz.';

export const kvkkSections: readonly LegalSection[] = [
  {
    heading: '1. Veri sorumlusu',
    paragraphs: [
      `Kişisel verileriniz, veri sorumlusu sıfatıyla ${COMPANY.name} (${COMPANY.address}; e-posta: ${COMPANY.email}) tarafından aşağıda açıklanan kapsamda işlenir.`,
    ],
  },
  {
    heading: '2. İşlenen kişisel veriler',
    items: [
      'Kimlik ve iletişim: ad, soyad, e-posta adresi, telefon numarası.',
      'Müşteri işlem: mağaza adı, Trendyol Satıcı ID, şifrelenmiş API Key ve API Secret, abonelik ve yanıt hakkı kayıtları, onay ve ret kararları.',
      'Mağaza içerikleri: Trendyol’dan alınan müşteri soruları, ürün adı, görseli ve kodu, hazırlanan ve gönderilen yanıtlar.',
      'Finans: fatura bilgileri (unvan, vergi dairesi ve numarası, T.C. kimlik numarası, adres), ödeme tutarı ve sonucu. Kart bilgileri Cevapla tarafından saklanmaz.',
      'İşlem güvenliği: şifrenin geri döndürülemez özeti, oturum kayıtları, giriş denemeleri, IP adresi ve tarayıcı bilgisi.',
    ],
  },
  {
    heading: '3. İşleme amaçları',
    items: [
      'Üyelik kaydının oluşturulması, e-posta doğrulaması ve hesabın yönetimi.',
      'Trendyol mağazasının bağlanması, müşteri sorularının alınması, yapay zekâ ile yanıt taslağı hazırlanması ve yanıtların gönderilmesi.',
      'Abonelik sözleşmesinin kurulması ve ifası, ödemenin alınması, faturalandırma ve iade süreçleri.',
      'Destek taleplerinin yanıtlanması ve hizmete ilişkin bildirimlerin yapılması.',
      'Bilgi güvenliğinin sağlanması, hukuki yükümlülüklerin yerine getirilmesi ve olası uyuşmazlıklarda hakların korunması.',
    ],
  },
  {
    heading: '4. Hukuki sebepler',
    paragraphs: [
      'Kişisel verileriniz KVKK’nın 5. maddesinin 2. fıkrasında yer alan şu hukuki sebeplere dayanarak, otomatik yollarla işlenir: bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (c), veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi (ç), bir hakkın tesisi, kullanılması veya korunması (e) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (f). Pazarlama amaçlı bir işleme yapmadığımız için açık rızanıza dayanan bir işleme bulunmamaktadır; ileride olursa önceden rızanızı isteriz.',
    ],
  },
  {
    heading: '5. Aktarım',
    paragraphs: ['Kişisel verileriniz yalnızca yukarıdaki amaçlarla ve gerektiği ölçüde şu alıcılara aktarılır:'],
    items: [
      'iyzico Ödeme Hizmetleri A.Ş.: abonelik ödemesinin 3-D Secure ile alınması.',
      'Trendyol: kendi API anahtarlarınızla soruların alınması, ürün bilgilerinin okunması ve yanıtların gönderilmesi.',
      'E-posta altyapı sağlayıcısı: doğrulama kodu, bildirim ve destek e-postalarının iletilmesi.',
      'Yapay zekâ altyapı sağlayıcısı: yalnızca soru metni ile ilgili ürün ve mağaza bilgilerinin, yanıt taslağı üretmek için iletilmesi.',
      'Yetkili kamu kurum ve kuruluşları: yasal bir talep olması hâlinde.',
    ],
  },
  {
    heading: '6. Saklama süreleri',
    paragraphs: [
      'Hesap ve mağaza verileri üyelik süresince, fatura ve ödeme kayıtları vergi mevzuatı gereği 10 yıl, güvenlik kayıtları ise ilgili mevzuatta öngörülen süre boyunca saklanır. Süresi dolan veriler periyodik imha süreçleriyle silinir, yok edilir veya anonim hâle getirilir.',
    ],
  },
  {
    heading: '7. KVKK 11. madde kapsamındaki haklarınız',
    items: [
      'Kişisel verilerinizin işlenip işlenmediğini öğrenme.',
      'İşlenmişse buna ilişkin bilgi talep etme.',
      'İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme.',
      'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme.',
      'Eksik veya yanlış işlenmişse düzeltilmesini isteme.',
      'KVKK’nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme.',
      'Düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme.',
      'Münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme.',
      'Kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
    ],
  },
  {
    heading: '8. Başvuru yolu',
    paragraphs: [
      `Haklarınıza ilişkin taleplerinizi, kimliğinizi tespit etmemizi sağlayacak bilgilerle birlikte hesabınızda kayıtlı e-posta adresinizden ${COMPANY.email} adresine ya da yazılı olarak ${COMPANY.address} adresine iletebilirsiniz. Başvurunuzu niteliğine göre en geç otuz gün içinde ücretsiz olarak sonuçlandırırız; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu’nun belirlediği tarife uygulanabilir. Başvurunuzun reddedilmesi veya yanıtı yetersiz bulmanız hâlinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.`,
    ],
  },
];
