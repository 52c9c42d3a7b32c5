/** What the local engine tells the seller about a draft (Turkish; shown next to the draft, never sent). */

const howToFix = ' Bu bilgiyi ürün özelliklerine veya mağaza profiline eklerseniz benzer sorular otomatik cevaplanır.';

export const localNotes = {
  restock: 'Stoğa giriş tarihi ürün ve mağaza bilgilerinde yok; tarih vaat edilemeyeceği için soru size bırakıldı.',
  medical:
    'Soru sağlıkla ilgili bir iddia veya tavsiye gerektiriyor; ürün bilgilerinde buna dair bir bilgi olmadığı için cevabı siz verin.',
  order:
    'Soru müşterinin kendi siparişinin durumunu soruyor; sipariş bilgisi Cevapla’da olmadığı için cevabı siz verin.',
  discount:
    'İndirim, kampanya ve pazarlık soruları otomatik cevaplanmaz: cevapta indirim vaadi olamaz. Cevabı siz yazın.',
  complaint: 'Müşteri bir şikâyet iletiyor; çözüm sizin kararınızı gerektirdiği için cevabı siz yazın.',
  other:
    'Soru bu ürün dışında bir ürünü veya ayrıca satılan bir parçayı soruyor; mağazanızın diğer ürünleri Cevapla’da olmadığı için cevabı siz verin.',
  advice:
    'Müşteri kendi durumuna göre hangisini alacağını soruyor; ürün bilgileri bu öneriyi vermediği için cevabı siz verin.',
  reserve:
    'Müşteri ürünü kendisi için ayırmanızı istiyor; stok ayırma sözü ancak sizin kararınızla verilebilir, cevabı siz yazın.',
  exception:
    'Müşteri sizden bir istisna istiyor (“… gönderemez misiniz”); buna ancak siz karar verebilirsiniz, cevabı siz yazın.',
  partialReturn:
    'Müşteri bir paketin veya setin yalnızca bir kısmını iade etmek istiyor; iade koşullarında buna dair bir bilgi olmadığı için cevabı siz verin.',
  datePromise:
    'Müşteri belirli bir güne teslim soruyor; teslim tarihi vaat edilemeyeceği için cevabı siz verin (kargo süreleri taslakta yok).',
  missing: (parts: string) => `Sorunun şu kısmı için mağaza veya ürün bilgisi yok: ${parts}.${howToFix}`,
  partial: (parts: string) =>
    `Sorunun bir kısmı için bilgi yok: ${parts}. Taslak yalnızca bilinen kısmı cevaplıyor; tamamlayıp onaylayabilirsiniz.`,
  nothing: `Bu soru için mağaza profilinde veya ürün bilgilerinde yeterli bilgi bulunamadı.${howToFix}`,
  frame: (message: string) => `Mağaza profilindeki selamlama veya imza bir kontrolden geçmiyor: ${message}`,
};
