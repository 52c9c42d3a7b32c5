/** What the verifier tells the seller about a draft (Turkish; shown with the draft, never sent). */
export const findingTexts = {
  unanswered: (part: string) => `Sorunun “${part}” kısmı cevaplanmamış.`,
  unsupported: (what: string, sentence: string) =>
    `“${what}” bilgisi mağaza ve ürün bilgilerinde yok (cümle: “${sentence}”).`,
  contradiction: (what: string) => `Cevap ürün bilgileriyle çelişiyor: ${what}.`,
  wrongLead: (said: 'evet' | 'hayir', expected: 'evet' | 'hayir') =>
    `Cevap “${said === 'evet' ? 'Evet' : 'Hayır'}” diyor, ama ürün bilgilerine göre doğru cevap “${expected === 'evet' ? 'Evet' : 'Hayır'}”.`,
  indirect: 'Cevap, sorulan bilgiyle doğrudan başlamıyor.',
  excludedCause:
    'Müşteri arızanın nedenini söylüyor (düşme, sıvı teması…); garanti bu nedeni kapsam dışı sayıyor, cevap ise “Evet” diyor.',
  countDiffers: (asked: string, said: string) =>
    `Müşteri “${asked}” diye soruyor; cevap “Evet” diyor ama kendi bilgisi “${said}” diyor.`,
  usedReturn: 'Müşteri ürünü kullandığını söylüyor; iade koşulları kullanılmamış ürün istiyor, cevap ise “Evet” diyor.',
  needsSeller: {
    order: 'Soru müşterinin kendi siparişiyle ilgili; sipariş durumunu yalnızca siz bilebilirsiniz.',
    discount: 'Soru indirim, kampanya veya pazarlık istiyor; bu cevap sizin kararınız.',
    medical: 'Soru sağlıkla ilgili; sağlık iddiası içeren cevap otomatik gönderilmez.',
    restock: 'Soru stoğa giriş tarihini soruyor; bu tarih mağaza bilgilerinde yok.',
    other: 'Soru bu ürün dışında bir ürünü veya ayrı satışı soruyor.',
    complaint: 'Müşteri şikâyet ediyor; çözüm sizin kararınızı gerektiriyor.',
    upset: 'Müşteri öfkeli yazıyor (büyük harfler, ünlemler); cevabı göndermeden önce siz okuyun.',
    date: 'Müşteri belirli bir güne teslim soruyor; teslim tarihi vaat edilemez.',
    reserve: 'Müşteri ürünü kendisi için ayırmanızı istiyor; bu söz sizin kararınız.',
    exception: 'Müşteri sizden bir istisna istiyor; buna yalnızca siz karar verebilirsiniz.',
    advice: 'Müşteri kendi durumuna göre hangisini alacağını soruyor; bu öneriyi ürün bilgileri vermiyor.',
  },
};
