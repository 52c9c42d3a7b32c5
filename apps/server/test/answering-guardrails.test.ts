import { describe, expect, it } from 'vitest';
import { checkAnswer, firstFailure, GuardrailId, passesAll } from '../src/features/answering/engine/guardrails.js';

const check = (text: string, blockedTerms: string[] = []) => checkAnswer(text, { blockedTerms });
const failedIds = (text: string, blockedTerms: string[] = []) =>
  check(text, blockedTerms)
    .filter((result) => !result.passed)
    .map((result) => result.id);
const wrap = (middle: string) => `Merhaba, ${middle} İyi alışverişler dileriz.`;

describe('answer guardrails', () => {
  it('reports one result per rule, each with a Turkish label, and a message only when it fails', () => {
    const results = check(wrap('ürünümüz %100 pamuktur.'));
    expect(results.map((result) => result.id)).toEqual(Object.values(GuardrailId));
    expect(results.every((result) => result.passed && result.message === null && result.label.length > 0)).toBe(true);
    expect(passesAll(results)).toBe(true);
    expect(firstFailure(results)).toBeNull();
  });

  it.each([
    ['', 0],
    ['Evet.', 5],
    ['   kısa    ', 4],
    ['a'.repeat(2001), 2001],
  ])('rejects an answer of the wrong length (%#)', (text, length) => {
    const failure = firstFailure(check(text));
    expect(failure?.id).toBe(GuardrailId.Length);
    expect(failure?.message).toContain(`${length} karakter`);
  });

  it('accepts exactly 10 and exactly 2000 characters', () => {
    // Ten or 2000 characters that read as nothing a seller writes are the learned reader's; the rules let them pass.
    expect(passesAll(checkAnswer('Evet var..', { blockedTerms: [], learned: false }))).toBe(true);
    expect(passesAll(checkAnswer('a'.repeat(2000), { blockedTerms: [], learned: false }))).toBe(true);
  });

  it.each([
    'Detaylar https://ornek.com/urun adresinde.',
    'Detaylar http://magaza.net sayfasında.',
    'Bilgi için www.ornekmagaza.com.tr adresine bakın.',
    'Ürünü ornek.com üzerinden inceleyebilirsiniz.',
    'Katalog magaza.com.tr adresinde.',
    'Kılavuz bit.ly/abc123 bağlantısında.',
    'Site: Ornek-Magaza.NET',
    'Bizi ornekmagaza nokta com adresinde bulun.',
  ])('blocks a web address: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Url);
  });

  it.each([
    'Bize destek@ornek.com.tr adresinden yazın.',
    'E-posta: satis.ekibi@gmail.com',
    'satis [at] ornek adresine iletebilirsiniz.',
  ])('blocks an e-mail address: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Email);
  });

  it.each([
    '0532 123 45 67',
    '+90 532 123 4567',
    '5321234567',
    '05321234567',
    '0 (532) 123-45-67',
    '+90 (532) 123 45 67',
    '0212 555 44 33',
    '(0212) 555 44 33',
    '0850 123 45 67',
    '444 1 234',
    '444 12 34',
    '0532.123.45.67',
  ])('blocks a Turkish phone number: %s', (phone) => {
    const failure = firstFailure(check(wrap(`Numaramız ${phone} olarak kayıtlı.`)));
    expect(failure?.id).toBe(GuardrailId.Phone);
    expect(failure?.message).toContain(phone);
  });

  it.each([
    'Instagram hesabımızdan ulaşabilirsiniz.',
    "Whatsapp'tan fotoğraf gönderebiliriz.",
    'Telegram kanalımızda duyuruyoruz.',
    'Facebook sayfamızda videosu var.',
    'TikTok hesabımızda kullanımını gösterdik.',
    '@ornekmagaza hesabına bakabilirsiniz.',
    "Detaylar için DM'den yazın.",
    'Detaylar için bize yazın.',
    'Her sorunuz için bize ulaşın.',
    'Mağazamıza gelin, deneyin.',
    'Bizimle iletişime geçin.',
    'Web sitemizde daha fazla renk var.',
    'Lütfen bize mesaj atın.',
    'Kendi sitemizde daha ucuz.',
    'Sitemizden sipariş verirseniz hemen gönderiyoruz.',
    'Mağazamıza uğrayın, deneyerek alın.',
    'Showroomumuzda görebilirsiniz.',
    'Bizi arayabilirsiniz, yardımcı oluruz.',
    'Numaramızdan ulaşabilirsiniz.',
    'Bize mail atın, katalog gönderelim.',
    'Özelden yazın, bilgi verelim.',
    'Adresimize gelip teslim alabilirsiniz.',
  ])('blocks an invitation to another channel: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Channels);
  });

  it.each([
    'Sepette kupon tanımlı.',
    'İndirim kodu ile daha uygun alabilirsiniz.',
    'Promosyon kodu: YAZ24.',
    'Kampanya kodu ile kargo bedava.',
    "Bu ay %20'ye varan indirim var.",
    'Şu an %20 indirim uygulanıyor.',
    'Yüzde 15 indirim yapıyoruz.',
    '50 TL indirim yaparız.',
    'Size özel indirim tanımlayabiliriz.',
  ])('blocks coupon and discount wording: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Promotion);
  });

  it.each([
    'Hepsiburada',
    "N11'de",
    'Amazon',
    'Çiçeksepeti',
    'Pazarama',
    'Temu',
    'AliExpress',
    'Gittigidiyor',
    "HB'deki",
    'HB',
    'hepsi burada',
    'n 11',
    'PttAVM',
  ])('blocks a competitor marketplace: %s', (name) => {
    expect(failedIds(wrap(`Aynı ürün ${name} mağazamızda da satılıyor.`))).toContain(GuardrailId.Competitor);
  });

  it.each([
    'Siktir git.',
    'Ne biçim soru a.q',
    'aq bu kadar da olmaz',
    'Ne sorusu bu mk',
    'ŞEREFSİZ müşteri',
    'Bu ne AMK',
    'Gerizekalı mısınız',
  ])('blocks profanity whatever the case: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Profanity);
  });

  it.each([
    'Kontrol edip size dönüş yapacağız.',
    'Depoya sorup bilgi vereceğiz.',
    'Öğrenip size döneceğiz.',
    'En kısa sürede dönüş sağlayacağız.',
  ])('blocks a placeholder non-answer: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Placeholder);
  });

  it.each([
    ['IBAN: TR33 0006 1005 1978 6457 8413 26 hesabına gönderebilirsiniz.', 'TR33 0006 1005 1978 6457 8413 26'],
    ['Havale için TR330006100519786457841326 kullanın.', 'TR330006100519786457841326'],
    ['Faturayı 10000000146 TC kimlik numarasına kestik.', '10000000146'],
    ['Kart 4111 1111 1111 1111 ile ödeme alındı.', '4111 1111 1111 1111'],
    ['Kart numarası 5528790000000008 olarak görünüyor.', '5528790000000008'],
    ['Depomuz Atatürk Mah. Cumhuriyet Cad. No:12 Kadıköy/İstanbul adresindedir.', 'Mah. Cumhuriyet Cad. No:12'],
    ['Ürünü Bağdat Caddesi No 45 Daire 3 adresinden alabilirsiniz.', 'Caddesi No 45'],
    ['Gönderim İkitelli OSB 3. Cadde No 14 depomuzdan yapılır.', '3. Cadde No 14'],
  ])('blocks personal data (IBAN, TC kimlik no, card number, street address): %s', (middle, quoted) => {
    const failure = check(wrap(middle)).find((result) => result.id === GuardrailId.PersonalData);
    expect(failure?.passed).toBe(false);
    expect(failure?.message).toContain(quoted);
  });

  it.each([
    'Barkod 8680001234567 ile arayabilirsiniz.',
    'Ürün kodu 10000000147 olan modeldir.',
    'Fiyatı 1.299,90 TL, kargo 2 iş günü.',
    '16 parça set, 4 adet tencere, 1111 gram.',
    'İstanbul depomuzdan 1-2 iş günü içinde gönderilir.',
    'Ürün 38 numara, model no: 5 olarak geçer.',
  ])('does not take numbers, codes or a city for personal data: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });

  it.each([
    'lan',
    'Salak mısın',
    'Aptal mısınız',
    'mal mısın',
    'Git başka yerden al.',
    'Beğenmiyorsan alma o zaman.',
    'Açıklamayı okumayı bilmiyor musunuz?',
    'Okusaydınız görürdünüz.',
    'Bu kadar basit şeyi anlamadınız mı?',
    'Boş boş soru sormayın.',
    'Sizin gibi müşteriye satmıyoruz.',
  ])('blocks insults and scolding, with or without swear words: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Insult);
  });

  it.each([
    'Bir yapay zeka dil modeli olarak kesin bilgi veremem.',
    'As an AI language model I cannot say.',
    'Umarım bu cevap yardımcı olmuştur! Başka sorunuz varsa sormaktan çekinmeyin.',
    'Sayın [Müşteri Adı], ürününüz hazır.',
    'Ürünün materyali {materyal} olarak geçer.',
    'Ürün {{urun_adi}} ile uyumludur.',
    'Fiyatı XXX TL olarak güncellendi.',
    '**Cevap:** ürün pamukludur.',
    'Kargo …. gün içinde teslim edilir.',
  ])('blocks AI boilerplate, markdown and unfilled templates: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.MachineText);
  });

  it.each([
    'eksenstore . com adresinden bakabilirsiniz.',
    'eksenstore nokta com üzerinden.',
    'www eksenstore com sayfamızda.',
    'lilamoda[.]com adresinde.',
    'lila moda .com.tr adresinde.',
    'e k s e n s t o r e . c o m',
  ])('blocks a disguised web address: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Url);
  });

  it.each([
    'Fiyat konusunda anlaşırız.',
    'Fiyatta anlaşabiliriz, yazın.',
    'Pazarlık payı var.',
    'Size özel fiyat çıkarırız.',
    'Toplu alımda fiyat konuşuruz.',
  ])('blocks bargaining over the price: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Bargaining);
  });

  it.each([
    'Sipariş detayından bize yazabilirsiniz.',
    'Sorunuzu Trendyol’daki Satıcıya Sor bölümünden bize iletebilirsiniz.',
    'Trendyol üzerinden bize mesaj atabilirsiniz.',
    'Hesabım > Siparişlerim sayfasından kargonuzu takip edebilirsiniz.',
    'Trendyol Çözüm Merkezi’nden iade talebi oluşturabilirsiniz.',
    'Mağazamızda “keten gömlek” diye arayabilirsiniz.',
    'Model kodunu arama çubuğuna yazarak arayabilirsiniz.',
    'Beden tablosu ürün görsellerinde, hepsi burada mevcut.',
    'Ürünümüz şu an indirimli fiyatla satıştadır.',
    'Aras Kargo ile gönderiyoruz, kapıda ödeme yoktur.',
    'SG-200 ve MK-3 modelleri mevcuttur.',
    'Türk malıdır, malı depomuzdan gönderiyoruz.',
    `Ürünümüz %100 pamuktur. ${'Yıkamada çekme yapmaz, rengi solmaz. '.repeat(40)}`,
  ])('allows what Trendyol allows: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });

  it('blocks the store’s learned terms, case- and Turkish-insensitively, with suffixes', () => {
    const failure = firstFailure(check(wrap('Ürünümüz MUCİZEVİ etkilidir.'), ['mucizevi']));
    expect(failure?.id).toBe(GuardrailId.BlockedTerms);
    expect(failure?.message).toContain('MUCİZEVİ');
    expect(failedIds(wrap('İNDİRİMLİ fiyatla.'), ['indirimli'])).toContain(GuardrailId.BlockedTerms);
    expect(failedIds(wrap('Garantili ürün.'), ['garanti'])).toContain(GuardrailId.BlockedTerms);
    expect(failedIds(wrap('Uzun ömürlü bir üründür.'), ['garanti', ' '])).toEqual([]);
  });

  it.each([
    'Ürünümüz %100 pamuktur, oversize kalıptır.',
    '42 numara ayakkabı için 42 beden öneririz.',
    'Siparişleriniz 2-3 iş günü içinde kargoya verilir.',
    'Model numarası SM-A546 olan cihazla uyumludur.',
    'Güncel fiyatı 249,90 TL, 1.699,00 TL olan set ayrıca satılıyor.',
    'Ölçüleri 120x60x75 cm, ağırlığı 1.5 kg.',
    'Cihaz 1200 W gücündedir ve 2024 üretimidir.',
    'Barkod numarası 8680001234567 olan üründür.',
    'Model A1.2 ve B2.5 sürümleri mevcuttur.',
    'Beden seçenekleri: 36, 38, 40, 42, 44.',
    'Garanti süresi 2 yıl, 24 ay resmi garantilidir.',
    'Çok şık bir üründür, yıkamada çekme yapmaz.',
    'Kapasitesi 1,7 L, demlik 0,7 L.',
    'Kargo takip numaranızı Trendyol siparişlerim sayfasından görebilirsiniz.',
    'Ürünümüz iPhone 13 ile uyumludur, Android cihazlarla da çalışır.',
    'Hız 3000 rpm, pil 5000 mAh.',
    'Toptan siparişlerde kargo ücretsizdir.',
    'Siparişiniz en kısa sürede kargoya verilir.',
  ])('allows an ordinary answer: %s', (middle) => {
    expect(firstFailure(check(wrap(middle)))).toBeNull();
  });

  it.each([
    ['Beğenmiyorsanız s1kt1r olun.', GuardrailId.Profanity],
    ['Hesabımız: TR69 OOO4 6OOO 7l83 92O4 56ll 87', GuardrailId.PersonalData],
    ['İlk kısmı TR17000120, devamı 0000093847162039 olan hesabımıza EFT yapabilirsiniz.', GuardrailId.PersonalData],
    ['Bu fiyat Trendyol komisyonlu fiyatı, direkt bizden alırsanız daha uygun.', GuardrailId.Channels],
    ["Trendyol'dan sipariş vermeden önce bize ulaşın, doğrudan gönderelim.", GuardrailId.Channels],
    ['Ürünü fabrikamızdan kendiniz teslim alırsanız kargo ücreti de ödemezsiniz.', GuardrailId.Channels],
    ['Fark ücretini hesabımıza gönderin: şube kodu 0456, hesap no 58102937.', GuardrailId.Channels],
    ['Müşteri yorumlarımız g.page/r/CdEfGh123/review adresinde.', GuardrailId.Url],
    ["n on bir'deki mağazamızda kırmızısı var.", GuardrailId.Competitor],
    ['Diğer sitelerde bu fiyata bulamazsınız, hepsine baktık.', GuardrailId.Competitor],
    ["Koton'un sitesinde aynı ürün 100 TL daha pahalı.", GuardrailId.Competitor],
    ['Okuma bilmiyor musunuz? Açıklamada yazıyor.', GuardrailId.Insult],
    ['Gözünüz görmüyor mu, fotoğrafta ölçüler yazıyor.', GuardrailId.Insult],
    ['Sepete ekleyin, fiyatı sizin için özel olarak düşürelim.', GuardrailId.Bargaining],
    ["Siparişinize not olarak 'hediye' yazın, yanına bir çift çorap ekleyelim.", GuardrailId.Promotion],
    ['TODO: stok bilgisi eklenecek', GuardrailId.Placeholder],
    ['Lorem ipsum dolor sit amet, consectetur adipiscing elit.', GuardrailId.Placeholder],
    ['Selamlama: Merhaba\nCevap:\nİmza: İyi alışverişler', GuardrailId.MachineText],
    ['Merhaba, kitap  sayfadır ve  yılında basılmıştır.', GuardrailId.MachineText],
    ["Değişim için Trendyol'dan talep açmayın, ürünü bize direkt gönderin.", GuardrailId.Channels],
    ["Trendyol'a yeni ilan açmakla uğraşmayalım, bize ayrıca ulaşın.", GuardrailId.Channels],
    ['Acil lazımsa kuryeyle aynı gün yollayalım, ödemeyi kuryeye nakit yaparsınız.', GuardrailId.Channels],
    ['Cumartesileri el yapımı ürünler pazarında tezgahımız var, oradan da alabilirsiniz.', GuardrailId.Channels],
    ['Sipariş notuna telefonunuzu yazın, sizi arayıp bilgi verelim.', GuardrailId.Channels],
    ['Montaj için ustamızla görüşebilirsiniz: beşyüzkırkiki 333 44 55', GuardrailId.Phone],
    ['Mısır Çarşısı’nın arka kapısından çıkınca sağdaki ikinci pasajın girişindeyiz.', GuardrailId.PersonalData],
    ['Madem 2 tane alacaksınız, 2.000 yerine 1.800 yaparız, anlaştık mı?', GuardrailId.Bargaining],
    ['Kusura bakmayın, 1.000 TL’nin altına inmemiz zor; 1.050 son teklifimiz.', GuardrailId.Bargaining],
    ['abi 650 dedin 700 diyelim ortada bulusalim', GuardrailId.Bargaining],
    ['İki tane alırsanız tanesini 400’den hesaplayalım.', GuardrailId.Bargaining],
    ['5 yıldız verip fotoğraflı yorum yaparsanız 50 TL’yi hesabınıza geri yatırıyoruz.', GuardrailId.Promotion],
    ['Siparişinize ayrıca 2 adet deneme boy serum ekliyoruz.', GuardrailId.Promotion],
    ['Fiyat düştü diye üzülmeyin, aradaki farkı size para iadesi olarak göndereceğiz.', GuardrailId.Promotion],
    ['Ucuz ürün alıp mucize beklemeyin, her şeyin bir kalitesi var.', GuardrailId.Insult],
    ['Beğenmediyseniz almayın, kimse zorla satmıyor size.', GuardrailId.Insult],
    ['Q: su gecirir mi\nA: Ürünümüz su iticidir.', GuardrailId.MachineText],
    ['Cevap 1: Ürün stokta.\nCevap 2: Ürün tükendi.', GuardrailId.MachineText],
    ['Ürününüz kargoya verildi.\nKargo takip no:\nTahmini teslim:', GuardrailId.MachineText],
    ['Ürün ölçüleri: en ? cm, boy ? cm.', GuardrailId.MachineText],
    ['Öne çıkan özellikler:\n- Su geçirmez\n- 5000 mAh batarya', GuardrailId.MachineText],
    ['Sure! Ürünümüz 4 kişiliktir. Let me know if you need anything else.', GuardrailId.MachineText],
    ['Kurye bulamazsa depo sorumlumuza ulaşın, cep: beşyüzelli bir - 302 - 44 - 18.', GuardrailId.Phone],
    ['Müşteri hizmetlerimize beş-üç-iki / 9 8 7 / 65 / 43 hattından ulaşabilirsiniz.', GuardrailId.Phone],
    ['Buraya adres yazamıyoruz ama şöyle söyleyeyim: butikelif + nokta + net', GuardrailId.Url],
    [
      'Ekim ayındaki fuarında standımızda tüm koleksiyonu sergileyeceğiz, siparişleri de yerinde alıyoruz.',
      GuardrailId.Channels,
    ],
    ['ankaradaysan kizilayda guvenparkin arka sokagindaki sari tabelali telefoncu bizim', GuardrailId.PersonalData],
    ['merhaba hocam sepette EVTEK50 yazarsan 50 tl düşüyor, bugüne özel', GuardrailId.Promotion],
    ['abla 3 tane alırsan kargo dahil 1200 yaparız', GuardrailId.Bargaining],
    ['Ürünü kullanmayı bilmiyorsanız bu bizim sorunumuz değildir.', GuardrailId.Insult],
    ['3 yaşındaki çocuk bile bunun USB ile şarj olduğunu anlar.', GuardrailId.Insult],
    ['Daha doğru bir cevap verebilmem için boyunuzu ve kilonuzu söyleyebilir misiniz?', GuardrailId.MachineText],
    ['Ürünün malzemesi ...', GuardrailId.MachineText],
    ['Renk tonunu depoda fotoğraflayıp daha sonra paylaşacağız.', GuardrailId.Placeholder],
    ["LC Waikiki'nin benzer modeline göre bizim kalıp biraz daha geniş.", GuardrailId.Competitor],
    ['Renk seçeneklerini t i k t o k hesabımızda paylaştık.', GuardrailId.Channels],
    ['Adresimiz m a h a l l e: Cumhuriyet, s o k a k: Lale, n o: 14', GuardrailId.PersonalData],
    ['Detaylı bilgi için instadan yazın, hemen döneriz.', GuardrailId.Channels],
    ['Yeni sezonu Twitter hesabımızdan kaçırmayın.', GuardrailId.Channels],
    ['Fiyatta anlaşırız merak etmeyin, kaç adet alacaksınız?', GuardrailId.Bargaining],
    ['Yedek parçalar için Trendyol’u beklemeyin, bizi doğrudan arayın.', GuardrailId.Channels],
    ['Trendyol’da havale yok ancak bizden direkt siparişte havale kabul ediyoruz.', GuardrailId.Channels],
    ['Siparişi platform dışından oluşturalım, daha hızlı olur.', GuardrailId.Channels],
    ['Yedek bıçakları www-evtek-com adresinde bulabilirsiniz.', GuardrailId.Url],
    ['Kuaförlere özel %20 iskonto uyguluyoruz.', GuardrailId.Promotion],
    ['Öğrenciyseniz fiyattan %10 düşüyoruz.', GuardrailId.Promotion],
    ['3 adet alırsanız 900 değil 800 olur, sizin için ayarlarız.', GuardrailId.Bargaining],
    ['Ürünün kapasitesi ... litredir.', GuardrailId.MachineText],
    ['Ürünümüz stokta (VAR / YOK).', GuardrailId.MachineText],
    ['buraya cevap yazılacak', GuardrailId.Placeholder],
    ['Not: depoya sorulacak, cevap bekleniyor.', GuardrailId.Placeholder],
    ['Ne bok olduğunu bilmeden yazmayın.', GuardrailId.Profanity],
    ['Sanırım Türkçe okuma sorununuz var, açıklamada yazıyor.', GuardrailId.Insult],
    ['Bunu anlamak biraz zekâ istiyor, kolay gelsin.', GuardrailId.Insult],
    ['Ölçüsünü bilmeyen anne mi olur, paketin üstünde yazıyor.', GuardrailId.Insult],
    ['Sorun üründe değil, sorun kullanıcıda.', GuardrailId.Insult],
    ['Kendi hatanızı bize yüklemeyin, kargoyu almayan sizsiniz.', GuardrailId.Insult],
    ['Ayağınız normal olsaydı kalıp size de uyardı.', GuardrailId.Insult],
    ['Bu yaşta hâlâ ütü kullanamayan birine ne diyelim.', GuardrailId.Insult],
    ['Anlamamakta ısrar ediyorsunuz, son kez açıklıyorum.', GuardrailId.Insult],
    ['Plakayla sorgulamak için TC kimlik numaranızı buraya yazmanız gerekiyor.', GuardrailId.PersonalData],
    ['İade için kart no, SKT ve CVV gerekiyor. Buraya yazarsanız başlatırız.', GuardrailId.PersonalData],
    ['Toptan ödemede hesabımız: T R 3 3 0 0 0 6 1 0 0 5 1 9 7 8 6 4 5 7 8 4 1 3 2 6', GuardrailId.PersonalData],
    ['Aynı krem Watsons mağazalarında da var, orada deneyebilirsiniz.', GuardrailId.Competitor],
    ['Bu fiyata başka yerde yok, amzn’de bile daha pahalı.', GuardrailId.Competitor],
    ['Setin tamamını alırsanız 5.000 TL değil, size özel 4.600 TL yapabiliriz.', GuardrailId.Bargaining],
    ['900 TL fazla geliyorsa 850’ye de olur.', GuardrailId.Bargaining],
    ['Özel ölçü siparişlerde ödemeyi haricen alıp üretime başlıyoruz.', GuardrailId.Channels],
    ['Trendyol komisyon kesiyor, bir dahakine aracısız bizden alın.', GuardrailId.Channels],
    ['Stok Trendyol’da bitti; bizi arayıp direkt sipariş verirseniz gönderelim.', GuardrailId.Channels],
    ['Bizi uygulama mağazasından indirip oradan sipariş verirseniz kargo bedava.', GuardrailId.Channels],
    ['Ankara’daysanız AVM otoparkının B girişinde teslim ederiz.', GuardrailId.Channels],
    ['Sorunuzu yetkili arkadaşımıza ilettim, o size ulaşacak.', GuardrailId.Placeholder],
    ['Konu teknik ekibimiz tarafından incelenmektedir.', GuardrailId.Placeholder],
    ['bakip yazicam abla', GuardrailId.Placeholder],
    ['Parası olmayan fiyat sormasın.', GuardrailId.Insult],
    ['Açıklamayı okuma zahmetine girseydiniz sormanıza gerek kalmazdı.', GuardrailId.Insult],
    ['Kalıp normal. a.m.q her gün aynı soru', GuardrailId.Profanity],
    ['Mama tahılsızdır.\n\n(Cevap 20 karakter. Daha resmi bir versiyon ister misiniz?)', GuardrailId.MachineText],
    ['Kolajen tozu XX g ve günde XX ölçek kullanılır.', GuardrailId.MachineText],
    ['Arkadaşını getir kampanyamızla ikiniz de %20 kazanın!', GuardrailId.Promotion],
    ['Açıklamada yazıyor, okumayı hiç denediniz mi?', GuardrailId.Insult],
    ['Bu kadar basit kurulumu yapamıyorsanız usta çağırın.', GuardrailId.Insult],
    ['Aynı soruyu üçüncü kez soruyorsunuz, cevap aynı.', GuardrailId.Insult],
    ['Sorup almayan müşterilerden bıktık, alacaksanız alın.', GuardrailId.Insult],
    ['Çocuğa bu yaşta bu oyuncak alınır mı, biraz düşünün.', GuardrailId.Insult],
    ['Ürün yorumu yapanlara küçük bir sürprizimiz var.', GuardrailId.Promotion],
    ['Kaç adet alacağınızı söylerseniz birim fiyatta size yardımcı oluruz.', GuardrailId.Bargaining],
    ['Siparişi iptal edin, biz size ayrıca yollarız.', GuardrailId.Channels],
    ['Kart bilgilerinizi mesajla iletmeniz yeterli.', GuardrailId.PersonalData],
    ['tc no atarsaniz faturayi hemen keselim', GuardrailId.PersonalData],
    ['Telegram grubumuzda stok bildirimleri paylaşıyoruz, katılmak isterseniz yazın.', GuardrailId.Channels],
    ['Kitabın ön izlemesi: kalemkitap ⚫ com ⚫ tr', GuardrailId.Url],
    ['Temudakilerle aynı sanmayın, bizimki metal.', GuardrailId.Competitor],
    ['Müşteriye şöyle yazabilirsiniz: ürün 45 cm.', GuardrailId.MachineText],
    ['İlgili birimimiz inceleyip bilgilendirme yapacaktır.', GuardrailId.Placeholder],
  ])('blocks what an independent writer found slipping through: %s', (text, id) => {
    expect(failedIds(text)).toContain(id);
  });

  it.each([
    'Başka bir sorunuz olursa Trendyol üzerinden sormaktan çekinmeyin.',
    "Ürün sayfasında görünen '2. ürüne %20 indirim' kampanyası Trendyol sepetinde otomatik olarak uygulanır.",
    'Güncel kampanya ve kupon bilgileri ürün sayfasında ve sepette Trendyol tarafından gösterilir.',
    'Kurulum adımları kutu içindeki kılavuzda ve ürün görsellerinde yer almaktadır.',
    'Mağazamızda satılan tüm ürünler faturalıdır.',
    'Kutuda hasar görürseniz kargo görevlisine tutanak tutturarak teslim almayınız.',
    'Ürün bize ulaştığında aynı numaradan yenisini gönderiyoruz.',
    'Faturanızı Trendyol Hesabım sayfasından indirebilirsiniz.',
    'Sepette Trendyol kuponu görünüyorsa ödeme adımında kullanabilirsiniz; kuponlar Trendyol tarafından tanımlanır.',
    "Mağaza olarak kupon kodu dağıtmıyoruz; Trendyol'un güncel kuponlarını Kuponlarım sayfasından görebilirsiniz.",
    "Ürün başlığındaki [2'li Paket] ibaresi kutuda iki adet ürün olduğunu belirtir.",
    'Kişiye özel fiyat veremiyoruz, herkes için aynı fiyat geçerlidir.',
    "Kitabın 3. bölümünde 'Instagram Pazarlaması' konusu ayrıntılı olarak anlatılmaktadır.",
    'Laptop standımız alüminyumdur ve katlandığında 26x6x4 cm’dir.',
    'Eksik ürün geldiyse Siparişlerim’den bildirim yapabilirsiniz; kontrol edip gerekli işlemi başlatacağız.',
    'OEM no: 04465-02220, Toyota Corolla 2013-2018 ön fren balatası ile uyumludur.',
    'Ürün Koton markasının orijinal ürünüdür ve faturalı olarak gönderilir.',
    'Bilgiler şöyle:\n\nÜrün %100 organik pamuktur ve 30 derecede yıkanır.',
    'Sepette gördüğünüz ek indirim Trendyol kampanyası kapsamında uygulanır.',
    'Sepette gördüğünüz fiyat son fiyattır, KDV dahildir.',
    'Kulaklık düşük gecikme modludur; YouTube ve Instagram’da video izlerken ses kayması olmaz.',
    'Yedek filtrenin parça kodu N11’dir, siparişte bu kodu kontrol edebilirsiniz.',
    'Sorunuz olursa Trendyol üzerinden yazmaktan çekinmeyin, merak etmeyin.',
    'Montajı yetkili servis veya deneyimli bir ustaya yaptırmanızı öneririz.',
    'Ürünümüz Trendyol’un Efsane Kasım kampanyasına dahil olduğu için sepette ekstra indirimli görünür.',
    'Ürünün son fiyatı Trendyol ürün sayfasında gördüğünüz fiyattır.',
    'Pazarlık yapmıyoruz; Trendyol’daki kupon ve kampanyaları takip edebilirsiniz.',
    'Satıcı kuponu varsa Trendyol ürün sayfasında Kupon Kazan olarak görünür ve sepette uygulanır.',
    'Kurulum için üreticinin uygulamasını indirip cihazı eşleştirebilirsiniz.',
    'Siparişiniz 2-3 iş günü içinde size ulaşacaktır.',
    'Mağazamızdaki diğer ürünlerimize de göz atabilirsiniz.',
    'Sipariş vermeden önce ölçülerinizi kontrol etmenizi öneririz.',
    'Küçük parçalar içerdiği için çocukların yanında dikkatli olunmasını öneririz.',
    'Son kullanma tarihi 2027’dir; ürün jelatin ambalajla korunur.',
    'Bu bilgiyi üreticiden teyit alıp ürün açıklamasını güncelleyeceğiz.',
  ])('allows what looks close but is fine: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });

  it.each([
    ['Anladığınız dilden yazayım: ürün su geçirmez değildir.', GuardrailId.Insult],
    ['Herkes anlıyor bir siz anlamadınız, kalıp standarttır.', GuardrailId.Insult],
    ['Bunu çocuğun bile anlayacağı şekilde tabloya yazdık.', GuardrailId.Insult],
    ['Biraz araştırmak zor olmasa gerek; ürün pamuktur.', GuardrailId.Insult],
    ['Kurulumu beceremeyen bir tek siz kaldınız.', GuardrailId.Insult],
    ['Ulan herkes aynı şeyi soruyor, kalıp normal.', GuardrailId.Profanity],
    ['Ürün orijinaldir, sahte diyenlerin ağzına sıçayım.', GuardrailId.Profanity],
    ['Çoklu alımlarda konuşuruz, adedi yazmanız yeterli.', GuardrailId.Bargaining],
    ['Kurum alımıysa fiyatı ayrıca görüşebiliriz.', GuardrailId.Bargaining],
    ['Biraz beklerseniz size özel düşürürüz.', GuardrailId.Bargaining],
    ['Tekrar alırsanız ufak bir indirim ayarlarız.', GuardrailId.Bargaining],
    ['As of my last knowledge update, yeni model çıkmamıştı.', GuardrailId.MachineText],
    [
      'Özel ölçü Trendyol’da yapılamıyor, siparişi dışarıdan alıyoruz; iletişim bilgimiz faturada yazıyor.',
      GuardrailId.Channels,
    ],
    ['Yedek parçayı kargoyla yollarız, ücretini kapıda tahsil ederiz.', GuardrailId.Channels],
  ])('blocks, in new words, what the rules forbid: %s', (middle, id) => {
    expect(failedIds(wrap(middle))).toContain(id);
  });

  it('blocks an answer cut off after a postposition, and one of courtesy alone', () => {
    expect(failedIds('Merhaba, kumaşın gramajı konusunda üreticiden gelen bilgiye göre')).toContain(
      GuardrailId.MachineText,
    );
    expect(failedIds('İlginiz için teşekkür ederiz. Sorunuz bizim için çok değerlidir.')).toContain(
      GuardrailId.Placeholder,
    );
    expect(failedIds('Teşekkür ederiz, ürün %100 pamuktur. İyi alışverişler dileriz.')).toEqual([]);
  });

  it.each([
    'Bir ölçek 10 gramdır. Başka bir sorunuz olursa ürün sayfasındaki soru alanından bize yazabilirsiniz.',
    "Ürün Trendyol'un 'Sepette %10 İndirim' kampanyasında, indirim ödeme adımında otomatik düşer.",
    "Trendyol'da mağazamızı takip ederseniz yeni ürünler ve mağaza kuponları size bildirim olarak düşer.",
    'Ön kamera 32 MP’dir; Instagram ve TikTok için çekeceğiniz videolarda yeterli netlik verir.',
    'Son kullanma tarihi 09/2027’dir; lot numarası 2503140712.',
  ])('allows Trendyol’s own features, apps as a use and a lot number: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });

  it.each([
    ['Bu sorunuz yanıtlanmaya bile değmez, ürün pamuktur.', GuardrailId.Insult],
    ['Kazak yün, başka ne olacaktı?', GuardrailId.Insult],
    ['Kargoyu geç açan sizsiniz, lütfen bizi suçlamayın.', GuardrailId.Insult],
    ['Ölçü tablosunu okumamak sizin dikkatsizliğiniz.', GuardrailId.Insult],
    ['Beş kez aynı soruyu sordunuz, cevap değişmedi.', GuardrailId.Insult],
    ['Fiyatı biraz aşağı yuvarlarız, siz yeter ki alın.', GuardrailId.Bargaining],
    ['Yorumlarda yazmayın ama size 30 TL daha ucuza bırakırız.', GuardrailId.Bargaining],
    ['Takım alırsanız fiyatı 2.500 TL’ye sabitleyebiliriz.', GuardrailId.Bargaining],
    ['Sorunuz ilgili birime yönlendirilmiştir.', GuardrailId.Placeholder],
    ['Talebinizi değerlendirmeye aldık, teşekkürler.', GuardrailId.Placeholder],
    ['Teknik ekibimiz en kısa zamanda sizinle iletişime geçecektir.', GuardrailId.Placeholder],
    ['Bayilerimizden birine giderseniz hemen teslim alırsınız.', GuardrailId.Channels],
    ['EFT ile öderseniz komisyonu olmadan göndeririz.', GuardrailId.Channels],
    ['Siparişi iptal edin, biz ürünü kendimiz yollarız.', GuardrailId.Channels],
    ['Ürünü Cevahir AVM 2. kat mağazamızda görebilirsiniz.', GuardrailId.PersonalData],
    ['Değişim için Bağdat Caddesi 112/4 Kadıköy adresimize bırakabilirsiniz.', GuardrailId.PersonalData],
  ])('blocks what a tenth independent batch found slipping through, in new words: %s', (middle, id) => {
    expect(failedIds(wrap(middle))).toContain(id);
  });

  it.each([
    "Bu model 'aptal telefon' denen tuşlu telefonlardandır; yalnızca arama ve SMS yapar.",
    'Gözlük camları UV400 korumalıdır ve çizilmeye dayanıklıdır.',
    'Halka ışık 30 cm çapındadır; YouTube çekimleri ve canlı yayın için yeterli ışık verir.',
    "Instagram'da çok sevilen bu çanta naylondan üretilmiştir.",
    'Kapasitesi 20.000 mAh ve 22,5 W çıkışlıdır; telefonunuzu ortalama 4-5 kez şarj eder.',
    'İç taban ölçüleri: 40 numara 25,5 cm, 41 numara 26,2 cm, 42 numara 26,8 cm, 43 numara 27,5 cm, 44 numara 28 cm.',
    'Hakaret içeren mesajlara yanıt veremiyoruz; ürünümüz orijinal ve faturalıdır.',
  ])('allows what the tenth batch showed is fine: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });

  it.each([
    ['Bazı müşteriler ne yazsak anlamıyor, ölçüler açıklamada.', GuardrailId.Insult],
    ['Aynı soruyu yanıtlamaktan yorulduk, kalıp normaldir.', GuardrailId.Insult],
    ['Renk tablosuna bakmak bu kadar zor mu?', GuardrailId.Insult],
    ['Bunu bilmeyen bu ürünü almasın, tabii ki uyumlu.', GuardrailId.Insult],
    ['Herkes memnun, bir tek sizin mi sorun yaşamanız gerekiyordu?', GuardrailId.Insult],
    ['Fiyatı her bütçeye göre değil, kusura bakmayın.', GuardrailId.Insult],
    ['Adet artarsa rakam değişir, yazmanız yeterli.', GuardrailId.Bargaining],
    ['Toplu alımda size özel bir rakam sunarız.', GuardrailId.Bargaining],
    ['Üç tane alırsanız sizin için bir şeyler yaparız.', GuardrailId.Bargaining],
    ['Fiyatta elimizden geldiğince yardımcı olmaya çalışırız.', GuardrailId.Bargaining],
    ['kanka 2 tane alirsan aramizda hallederiz sikinti yok', GuardrailId.Bargaining],
    ['Son fiyat bu değil aslında, sorarsanız oluru var.', GuardrailId.Bargaining],
    ['Sorunuzu ilgili ekibe ilettik.', GuardrailId.Placeholder],
    ['Bilmiyorum, bakarım.', GuardrailId.Placeholder],
    ['Tedarikçiye soralım, sonra yazarız.', GuardrailId.Placeholder],
    ['Aynı ürün şubelerimizde de var.', GuardrailId.Channels],
    ['Siparişten önce kuyumcumuza gelin, ölçünüzü alalım.', GuardrailId.Channels],
    ['Bu ürün yalnızca kendi internet mağazamızda satılıyor, kitap olarak da var.', GuardrailId.Channels],
    ['abi trendyoldan alma, kapida odemeli gonderirim', GuardrailId.Channels],
    ['Yorum yapıp fotoğraf eklerseniz ikinci üründe yüzde kırk indirim var.', GuardrailId.Promotion],
    ['Mağazamız Kapalıçarşı girişindeki 12 numaralı kuyumcu dükkânı.', GuardrailId.PersonalData],
    ['Cihazı Bakırcılar Çarşısı 17 numaraya bırakın.', GuardrailId.PersonalData],
  ])('blocks what an eleventh independent batch found slipping through, in new words: %s', (middle, id) => {
    expect(failedIds(wrap(middle))).toContain(id);
  });

  it('blocks an answer of a greeting and thanks alone, joined by a comma', () => {
    expect(failedIds('Merhaba, teşekkürler.')).toContain(GuardrailId.Placeholder);
    expect(failedIds('Sorunuz için teşekkür ederiz, iyi alışverişler dileriz.')).toContain(GuardrailId.Placeholder);
  });

  it.each([
    'Yedek bıçak kodu 4410-0021-13’tür, mağazamızda ayrıca satılır.',
    'Kesim yüksekliği 25 ile 75 mm arasında 7 kademelidir; 55 litrelik sepetiyle yaklaşık 600–800 metrekare alanı rahatlıkla biçer.',
    'Kamera fotoğrafları Wi-Fi ile telefona aktarır, doğrudan Instagram’da paylaşabilirsiniz.',
    'Kutuda 12 adet 0,7 mm 2B-0.7-HB uç vardır; HB kalemle de kullanılır.',
    "Bu ürün 'Aptallar İçin Python' kitabının son baskısıdır.",
    "Maalesef ek indirim yapamıyoruz; Trendyol'un kampanyasında fiyat değişirse ürün sayfasında görünür.",
    'Eksik ürün geldiyse Siparişlerim’den kayıt açabilirsiniz, hemen ilgileniyoruz.',
  ])('allows what the eleventh batch showed is fine: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });
  it.each([
    ['Dükkanımız Kadıköy çarşısında, balıkçıların tam karşısındadır.', GuardrailId.PersonalData],
    [
      'Deri ceketlerimiz Kazlıçeşme Deri Sanayi Sitesi A Blok’taki imalathanemizde üretiliyor.',
      GuardrailId.PersonalData,
    ],
    ['Fabrikamız Organize Sanayi Bölgesi 2. kısım, 24. caddededir.', GuardrailId.PersonalData],
    ['Kavurma evimiz Moda’da, Şair Nefi Sokak üzerindeki köşe binadadır.', GuardrailId.PersonalData],
    ['Bağdat Caddesi, Suadiye ışıklarının hemen yanındayız.', GuardrailId.PersonalData],
    ['Faturanız Kızılay Meşrutiyet Cad. 22/6 adresinden düzenlenir.', GuardrailId.PersonalData],
    ['Yeni adresimiz Gebze plastikçiler sitesi C blok no 14.', GuardrailId.PersonalData],
    ['PK 45 Şişli Postanesi 34360 İstanbul adresine postalayabilirsiniz.', GuardrailId.PersonalData],
    ['Garanti kaydı için TC kimlik numaranızı bu soruya cevap olarak yazmanız yeterli.', GuardrailId.PersonalData],
    ['Okuma zahmetine bir katlanın lütfen.', GuardrailId.Insult],
    ['Biraz araştırma yapsaydınız kendiniz de görebilirdiniz.', GuardrailId.Insult],
    ['Her şeyi bizden mi bekliyorsunuz, biraz da siz inceleyin.', GuardrailId.Insult],
    ['Kullanmayı bilmeyince ürün bozuk oluyor tabii.', GuardrailId.Insult],
    ['Size kaç kere anlatacağız, ürün orijinal.', GuardrailId.Insult],
    ['2 ay sonra iade istemek ne kadar mantıklı sizce?', GuardrailId.Insult],
    ['Yaşınız gereği teknolojiye uzaksınız sanırım, torununuzdan yardım isteyin.', GuardrailId.Insult],
    ['Lütfen zamanımızı boşa harcamayın.', GuardrailId.Insult],
    ['Atölyemize randevu alarak gelebilirsiniz.', GuardrailId.Channels],
    ['İstanbul’daysanız gelip bakabilirsiniz.', GuardrailId.Channels],
    ['Fabrika satış noktamızda tüm numaralar var, orada giyip karar verebilirsiniz.', GuardrailId.Channels],
    ['Eczanemize uğrarsanız numune de veririz.', GuardrailId.Channels],
    ['Kordonu mağazamıza getirirseniz ücretsiz takarız.', GuardrailId.Channels],
    ['Trendyol iade kodunu beklemeyin, kartvizitteki hattan bizi arayın.', GuardrailId.Channels],
    ['Kullanım videosu instgram hesabimizda sabitli.', GuardrailId.Channels],
    ['Rehberler Discord sunucumuzda.', GuardrailId.Channels],
    [
      'Evde nasıl durduğunu görmek için Pinterest panomuza göz atabilirsiniz, müşteri evlerinden çekimler var.',
      GuardrailId.Channels,
    ],
    ['Kampanyaları kaçırmamak için linki bio’da paylaştık.', GuardrailId.Channels],
    ['Güncel stokları X hesabımızdan duyuruyoruz.', GuardrailId.Channels],
    ['Kaç kutu alacağınızı yazın, ona göre size bir fiyat söyleyelim.', GuardrailId.Bargaining],
    ['Size de yaparız o fiyata.', GuardrailId.Bargaining],
    ['Fiyatı da ayrıca konuşuruz.', GuardrailId.Bargaining],
    ['Kaç adet düşündüğünüzü yazarsanız size uygun bir rakam çıkarırız.', GuardrailId.Bargaining],
    ['Etiket fiyatı 1.850 TL ama sizin için 1.700’e iner.', GuardrailId.Bargaining],
    ['mrb son fiyat 450 olur daha asagi inemiyoruz kusura bakmayin.', GuardrailId.Bargaining],
    ['Bu ürünün ölçüleri NNN x NNN cm’dir.', GuardrailId.MachineText],
    ['(mağaza adı) olarak tüm ürünlerimiz orijinaldir.', GuardrailId.MachineText],
    ['Garanti süresi (...) yıldır.', GuardrailId.MachineText],
    ['Ürün … tarihinde stoklarımıza girecektir.', GuardrailId.MachineText],
    ['Hay sokayım böyle işe.', GuardrailId.Profanity],
  ])('blocks what a twelfth and thirteenth independent batch found slipping through: %s', (middle, id) => {
    expect(failedIds(wrap(middle))).toContain(id);
  });

  it.each([
    'Siparişinizle ilgili bir sorun olursa sipariş detayından bize yazabilirsiniz, en kısa sürede dönüş yapıyoruz.',
    'Stok geldiğinde haberdar olmak için ürünü favorilerinize ekleyebilirsiniz, Trendyol stok gelince bildirim gönderir.',
    'İsim bilgisini sipariş detayındaki Satıcıya Sor alanından yazabilirsiniz; isim en fazla 12 karakter olabilir.',
    'Ürün bize ulaştıktan sonra 2 iş günü içinde kontrol edilir.',
    'Kutu ölçüsü 30x20x15 cm’dir ve hediye olarak göndermeye uygundur.',
    'TikTok’ta çok paylaşılan ürünü soruyorsanız bunu doğrulayamıyoruz; sattığımız ürün orijinaldir.',
    'Trendyol mağaza profilimizde satıcı puanımızı görebilirsiniz.',
    "Setteki '______' şeklinde boş satırları kalemle doldurabilirsiniz.",
    'Bedenler [S/M] ve [L/XL] olarak iki gruba ayrılır.',
    'Teslimat adresinizi değiştirebilirsiniz. Yardımcı olabileceğimiz başka bir konu olursa buradan yazabilirsiniz.',
    "Ürün sayfasındaki '2. Ürüne %50 İndirim' kampanyası Trendyol üzerinden tüm müşterilere geçerlidir.",
    'Evde bulunmazsanız paket şubeye bırakılır ve size SMS ile bilgi verilir.',
  ])('allows what the twelfth and thirteenth batches showed is fine: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });
  it.each([
    ['Başka bir mağazada daha ucuz gördüyseniz söyleyin, aynı fiyata biz de veririz.', GuardrailId.Bargaining],
    ['Kameranın fiyatında son bir rötuş yapabiliriz, ciddi alıcıysanız rakam verin.', GuardrailId.Bargaining],
    ['Bu fiyat son fiyat değil, aklınızdaki rakamı söyleyin.', GuardrailId.Bargaining],
    ['hocam fiyatı dert etmeyin siz bi alın biz bişey yaparız', GuardrailId.Bargaining],
    ['Bu soru bugün üçüncü kez soruluyor, lütfen önce diğer soruları okuyun.', GuardrailId.Insult],
    ['Soru sormadan önce fotoğraflara baksanız görürsünüz, evet kapüşonlu.', GuardrailId.Insult],
    ['Ürünün nasıl çalıştığını anlamamışsınız galiba, tekrar anlatmaya gerek görmüyorum.', GuardrailId.Insult],
    ['Her ürünü deneyip iade edemezsiniz, burası deneme kabini değil.', GuardrailId.Insult],
    ['AÇIKLAMADA YAZIYOR!!! %100 PAMUK!!!', GuardrailId.Insult],
    ['ÜRÜN SAYFASINDA 4 AYRI FOTOĞRAFTA ÖLÇÜLER VAR, LÜTFEN BİRAZ ZAHMET EDİN.', GuardrailId.Insult],
    ['Ayakkabı dar değil, ayağınız geniş.', GuardrailId.Insult],
    ['Montaj adımlarını mavi kuş hesabımızda paylaştık.', GuardrailId.Channels],
    ['Tüm renklerin canlı çekimi highlight’larımızda var.', GuardrailId.Channels],
    ['Tiktok’ta bu nemlendiricinin 30 günlük kullanım sonucunu paylaştık, bakmanızı öneririm.', GuardrailId.Channels],
    ['Tarifler için bizi TT’den takip edin.', GuardrailId.Channels],
    ['Müşteri hattımız hafta içi 9-18 arası açık, oradan detaylı anlatalım.', GuardrailId.Channels],
    ['Rengi görüntülü arama ile size canlı gösterebiliriz.', GuardrailId.Channels],
    ['Tadilat gerekirse terzimiz ücretsiz yapıyor, mağazaya getirmeniz yeterli.', GuardrailId.Channels],
    ['Kanka nakit verirsen kargo parası da çıkmaz, gel dükkandan al.', GuardrailId.Channels],
    ['Mağazamız Bağdat Caddesi’nde, Şaşkınbakkal ışıklarının hemen yanında.', GuardrailId.PersonalData],
    ['Kargo çıkış adresimiz Karataş yolu üzeri, petrol istasyonunun arkası.', GuardrailId.PersonalData],
    ['Atölyemiz Merter’de, Keresteciler Sitesi B Blok.', GuardrailId.PersonalData],
    ['Serumumuz ### ml’lik cam şişede gelmektedir.', GuardrailId.MachineText],
    ['İade kargo kodunuz: KOD_BURAYA.', GuardrailId.MachineText],
    ['Evet stokta var. Ek olarak: <buraya kampanya bilgisi eklenecek>', GuardrailId.MachineText],
    ['Kılıfımız iPhone (model) ile birebir uyumludur.', GuardrailId.MachineText],
  ])('blocks what a fourteenth and fifteenth independent batch found slipping through: %s', (middle, id) => {
    expect(failedIds(wrap(middle))).toContain(id);
  });

  it.each([
    'Pinterest’te gördüğünüz modele benziyor ancak bizim ürünümüz el yapımıdır.',
    'Benzer kalıptaki diğer modellerimizi de mağazamızda inceleyebilirsiniz.',
    'Lütfen Siparişlerim sayfasından iade başlatın. Ürün bize ulaşır ulaşmaz yenisini kargoya vereceğiz.',
    '3’lü paketi mağaza içi aramada ‘üçlü set’ diye aratırsanız görürsünüz.',
    'Kulaklığın mikrofonu Zoom, Teams ve WhatsApp görüntülü aramalarında sorunsuz çalışır.',
    'Fiyatlarımız herkes için sabittir, bu nedenle kişiye özel fiyat yapamıyoruz.',
    'Ürün Aras Kargo ile gönderilir; teslimatta paketi görevlinin yanında kontrol etmenizi öneririz.',
    'Ayağınız genişse yarım numara büyük almanızı öneririz.',
    'Yağ 5W-30, 4 litre, ACEA C3, API SN. VW 504.00/507.00 onaylıdır.',
    'Bu paletteki tonlar cilde Instagram filtresi gibi yumuşak bir ışıltı veriyor.',
    'Airfryer tezgâhta az yer kaplar.',
    'Parçaları 3 yaş altındaki kardeşlerin ulaşamayacağı bir yerde saklayın.',
    'Kılıfın iPhone 15 Pro için olanı da var; mağazamızda telefon modelinizi yazıp aramanız yeterli.',
  ])('allows what the fourteenth and fifteenth batches showed is fine: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });

  it.each([
    ['Kurumsal alımlarda fiyat karşılıklı görüşülerek belirlenir, teklif hazırlayabiliriz.', GuardrailId.Bargaining],
    ['Sepetteki fiyattan 100 TL daha düşüğe verebiliriz.', GuardrailId.Bargaining],
    ['En son 600 e bırakırım, daha aşağı olmaz.', GuardrailId.Bargaining],
    ['500 olursa veririz daha aşağısı olmaz.', GuardrailId.Bargaining],
    ['Haftaya fiyat düşerse aradaki farkı size geri yollarız, aramızda kalsın.', GuardrailId.Bargaining],
    ['Kaç tane alacaksınız, ona göre bi rakam söyleyelim.', GuardrailId.Bargaining],
    ['Üç kere açıklamaya yazdık, yine de soruyorsunuz.', GuardrailId.Insult],
    ['Bu fiyata mucize mi bekliyorsunuz?', GuardrailId.Insult],
    ['Kulaklık kablosuz, adı üstünde. Başka?', GuardrailId.Insult],
    ['6 yaşındaki oğlum bile bu ayarları yapabiliyor.', GuardrailId.Insult],
    ['Sorun ya telefonunuzda ya da sizde.', GuardrailId.Insult],
    ['Ayakkabı kalıbı NORMAL/DAR/GENİŞ (uygun olanı seç).', GuardrailId.MachineText],
    ['Kulaklık bluetooth 5.x sürümüne sahiptir.', GuardrailId.MachineText],
    ['Adaptör çıkışı ?V / ?A değerindedir.', GuardrailId.MachineText],
    ['Renk seçenekleri: -- , -- ve --', GuardrailId.MachineText],
    ['Videosu için Snap’ten ekleyin.', GuardrailId.Channels],
    ['Yakın çekimler i.n.s.t.a sayfamızda.', GuardrailId.Channels],
    ['Sorun olursa Messenger’dan yazın.', GuardrailId.Channels],
    ['Montaj videosu TT hesabımızda.', GuardrailId.Channels],
  ])('blocks what a sixteenth and seventeenth independent batch found slipping through: %s', (middle, id) => {
    expect(failedIds(wrap(middle))).toContain(id);
  });

  it.each([
    'Maalesef pazarlık yapamıyoruz, fiyatımız zaten maliyetine yakın belirlenmiştir.',
    'Telefonun kamerası 50 MP; sosyal medyaya yüklediğiniz fotoğraflar net görünür.',
    'Halının makinede yıkanıp yıkanamayacağı hiç de saçma bir soru değil; 30 derecede yıkayabilirsiniz.',
    'Araç şarj cihazı 12/24 V girişe uyar; 2 USB çıkışı toplamda 3,4 A verir.',
    'Saksılar drenaj delikli gelir, altlığı da setin içinde',
  ])('allows what the sixteenth and seventeenth batches showed is fine: %s', (middle) => {
    expect(failedIds(wrap(middle))).toEqual([]);
  });

  describe('the learned reader', () => {
    // Development-half answers of writers the patterns were not written for: only the model holds them.
    it.each([
      'Bu ürünün fiyatı zaten maliyetine yakın. Yine de iki adet alırsanız ortada bir yol buluruz, siparişten önce yazmanız yeterli.',
      'Emzirme yastığının kılıfını ayrıca satıyoruz ama Trendyol’a henüz yüklemedik, e-postayla talep ederseniz gönderebiliriz.',
      'Sayın müşterimiz, garanti işlemleri için ürünü Trendyol üzerinden göndermek yerine teknik servisimize elden getirmenizi rica ederiz.',
      'Bebeğiniz için ek gıda tariflerimizi mavi kuşlu uygulamada paylaşıyoruz, oradan da takipleşelim.',
      'Kargo ücretini sizden almayalım, üstüne fiyattan da biraz düşelim; yeter ki güzel bir yorum bırakın.',
      'Oyuncak mağazamız Ümraniye’de Çarşı durağında, eczanenin üst katında.',
    ])('holds what no pattern names: %s', (text) => {
      expect(checkAnswer(text, { blockedTerms: [], learned: false }).every((result) => result.passed)).toBe(true);
      const failure = firstFailure(check(text));
      expect(failure?.id).toBe(GuardrailId.Learned);
      // The seller is told which words weighed, quoted from the answer as written.
      const quoted = /“(.+)”/.exec(failure?.message ?? '')?.[1] ?? '';
      expect(quoted.length).toBeGreaterThan(0);
      expect(text).toContain(quoted);
    });

    it.each([
      wrap('kumaşı %100 pamuktur, 30 derecede yıkayabilirsiniz.'),
      wrap('sipariş detayınızdan “Satıcıya Sor” ile bize yazabilirsiniz; en geç 24 saat içinde dönüş yaparız.'),
      wrap('beden tablosunu ürün sayfasındaki görsellerde arayabilirsiniz; M beden göğüs 104 cm’dir.'),
      'Değerli müşterimiz, hayır, lacivert iPhone 15 Pro şu an tükendi. Siyah ve Pembe stokta. Saygılarımızla, Evtek Mağaza Ekibi.',
    ])('lets ordinary answers through: %s', (text) => {
      expect(failedIds(text)).toEqual([]);
    });

    it('is left out for a text the seller approves themselves', () => {
      const text =
        'Kargo ücretini sizden almayalım, üstüne fiyattan da biraz düşelim; yeter ki güzel bir yorum bırakın.';
      const results = checkAnswer(text, { blockedTerms: [], learned: false });
      expect(results.map((result) => result.id)).not.toContain(GuardrailId.Learned);
    });
  });
});
