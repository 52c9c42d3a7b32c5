/** What the local engine tells the seller about a draft (Turkish; shown next to the draft, never sent). */

const howToFix =
  ' Bu bilgiyi ürün özelliklerine veya mağaza profilindeki sık sorulan sorulara eklerseniz benzer sorular otomatik cevaplanır.';

export const engineNotes = {
  discount: 'İndirim ve kampanya soruları otomatik cevaplanmaz: cevapta indirim vaadi olamaz. Cevabı siz yazın.',
  missing: (labels: string) =>
    `Bu soru için mağaza profilinde veya ürün bilgilerinde yeterli bilgi yok: ${labels}.${howToFix}`,
  nothing: `Bu soru için mağaza profilinde veya ürün bilgilerinde yeterli bilgi bulunamadı.${howToFix}`,
  partial: (labels: string) =>
    `Sorunun bir kısmı için bilgi yok: ${labels}. Taslak yalnızca bilinen kısmı cevaplıyor; tamamlayıp onaylayabilirsiniz.`,
  advice: 'Soru bir öneri istiyor; taslak yalnızca ürün bilgilerini aktarıyor. Önerinizi ekleyip onaylayabilirsiniz.',
  restock: 'Stoğa giriş tarihi bilinmiyor; cevap yalnızca güncel stok durumunu belirtiyor.',
  example: (question: string) =>
    `Cevap, mağazanın benzer bir soruya verdiği önceki cevaptan hazırlandı (“${question}”). Bu ürün için de doğru olduğunu kontrol edin.`,
  statement: 'Cevap, soruyla en çok örtüşen mağaza veya ürün bilgisinden hazırlandı. Göndermeden önce kontrol edin.',
  frame: (message: string) => `Mağaza profilindeki selamlama veya imza bir kontrolden geçmiyor: ${message}`,
};
