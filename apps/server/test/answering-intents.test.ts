import { describe, expect, it } from 'vitest';
import { detectIntents, questionIntents } from '../src/features/answering/engine/intents.js';

const primary = (text: string) => questionIntents(text)[0]?.id;
const ids = (text: string) => questionIntents(text).map((match) => match.id);

describe('Turkish intent detection', () => {
  it.each([
    ['Bugün sipariş versem ne zaman kargoya verilir?', 'kargo'],
    ['KARGOM ne zaman gelir', 'kargo'],
    ['kac gunde elime ulasir', 'kargo'],
    ['İade süresi kaç gün?', 'iade'],
    ['Beden olmazsa DEĞİŞİM yapabiliyor muyum?', 'iade'],
    ['Kalıbı dar mı, bir beden büyük mü almalıyım?', 'beden'],
    ['42 numara ayağıma olur mu', 'beden'],
    ['M bedeni ne zaman stoğa girer?', 'stok'],
    ['stokta var mi', 'stok'],
    ['Beyaz rengi de var mı?', 'renk'],
    ['Renkleri neler', 'renk'],
    ['Bu tişörtün kumaşı nedir?', 'malzeme'],
    ['MALZEMESİ sunta mı MDF mi?', 'malzeme'],
    ['Kaç derecede yıkanmalı, ütü gerekiyor mu?', 'bakim'],
    ['Bulaşık makinesinde yıkanabilir mi?', 'bakim'],
    ['Garantisi var mı, kaç yıl?', 'garanti'],
    ['ürün orijinal mi', 'orijinallik'],
    ['orjinal mi bandrollü mü', 'orijinallik'],
    ['İndüksiyon ocakta kullanılabilir mi?', 'uyumluluk'],
    ['iPhone 13 ile uyumlu mu?', 'uyumluluk'],
    ['Fiyatı ne kadar?', 'fiyat'],
    ['Toplu alımda indirim yapıyor musunuz', 'indirim'],
    ['Ölçüleri tam olarak nedir, derinliği kaç cm?', 'olcu'],
    ['Ağırlığı ne kadar?', 'agirlik'],
    ['Raf başına ne kadar ağırlık taşır?', 'agirlik'],
    ['Kaç watt?', 'guc'],
    ['Setin içinde hangi parçalar var?', 'icerik'],
    ['Kurulum hizmeti var mı yoksa kendimiz mi kuruyoruz?', 'kurulum'],
    ['Son kullanma tarihi ne zaman?', 'skt'],
    ['Nerede üretiliyor, yerli mi?', 'mensei'],
    ['Faturalı mı gönderiyorsunuz?', 'fatura'],
    ['Kapıda ödeme var mı?', 'odeme'],
  ])('reads “%s” as %s', (question, intent) => {
    expect(primary(question)).toBe(intent);
  });

  it('finds nothing in a question about something else', () => {
    expect(detectIntents('Hediye paketi yapıyor musunuz?')).toEqual([]);
    expect(detectIntents('Merhaba')).toEqual([]);
  });

  it('keeps both topics of a two-part question', () => {
    expect(ids('Garanti süresi ne kadar, faturalı mı geliyor?')).toEqual(['garanti', 'fatura']);
    expect(ids('Siyah rengi stokta mı, ne zaman gönderilir?').sort()).toEqual(['kargo', 'stok']);
  });

  it('drops weaker incidental matches, but keeps explicit topics', () => {
    // "şarj" matches technical specs, but the question is about the box contents.
    expect(ids('Kutu içeriğinde şarj adaptörü var mı?')).toEqual(['icerik']);
    expect(ids('Kutu içeriğinde şarj adaptörü var mı, kargo ücretsiz mi?')).toEqual(['icerik', 'kargo']);
  });

  it('reads the size and colour of a stock question as the variant it points at', () => {
    expect(detectIntents('L beden beyaz ne zaman stoğa girer?').map((match) => match.id)).toContain('renk');
    expect(ids('L beden beyaz ne zaman stoğa girer?')).toEqual(['stok']);
  });

  it('ignores names it is told to, so a brand called Mavi is no colour question', () => {
    expect(ids('ürün orijinal Mavi mı')).toContain('renk');
    expect(questionIntents('ürün orijinal Mavi mı', ['Mavi']).map((match) => match.id)).toEqual(['orijinallik']);
  });

  it('says which words carried each intent', () => {
    const [match] = detectIntents('Bu tişörtün KUMAŞI nedir?');
    expect(match).toMatchObject({ id: 'malzeme', label: 'malzeme ve içerik', words: ['kumasi'] });
  });
});
