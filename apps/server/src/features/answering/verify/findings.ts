/** What the verifier tells the seller about a draft (Turkish; shown with the draft, never sent). */
export const findingTexts = {
  unanswered: (part: string) => `Sorunun “${part}” kısmı cevaplanmamış.`,
  unsupported: (what: string, sentence: string) =>
    `“${what}” bilgisi mağaza ve ürün bilgilerinde yok (cümle: “${sentence}”).`,
  contradiction: (what: string) => `Cevap ürün bilgileriyle çelişiyor: ${what}.`,
  wrongLead: (said: 'evet' | 'hayir', expected: 'evet' | 'hayir') =>
    `Cevap “${said === 'evet' ? 'Evet' : 'Hayır'}” diyor, ama ürün bilgilerine göre doğru cevap “${expected === 'evet' ? 'Evet' : 'Hayır'}”.`,
  indirect: 'Cevap, sorulan bilgiyle doğrudan başlamıyor.',
};
