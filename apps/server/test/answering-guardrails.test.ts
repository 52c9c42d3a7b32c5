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
    expect(failedIds('Evet var..')).toEqual([]);
    expect(failedIds('a'.repeat(2000))).toEqual([]);
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
  ])('blocks a competitor marketplace: %s', (name) => {
    expect(failedIds(wrap(`Aynı ürün ${name} mağazamızda da satılıyor.`))).toContain(GuardrailId.Competitor);
  });

  it.each([
    'Ne diyorsun salak',
    'Siktir git.',
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
    'Lütfen bize mesaj atın.',
  ])('blocks a placeholder non-answer: %s', (middle) => {
    expect(failedIds(wrap(middle))).toContain(GuardrailId.Placeholder);
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
});
