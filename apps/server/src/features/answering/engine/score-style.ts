import type { TScorePart, TTone } from '@cevapla/contracts/answering';
import { fold, sentences } from './text.js';

const warmWords = /(?<![a-z])(?:tesekkur|memnuniyet|keyifli|sevgi|rica eder|dileriz|dilerim|sevin|mutlu|guzel gun)/;
const slang =
  /(?<![a-z])(?:slm|mrb|tmm|tamamdir|kanka|canim|cnm|hocam|abi|abla|kardesim|ya|yaa+|valla|vallahi|bi|napim|aynen)(?![a-z])/;
const emoji = /\p{Extended_Pictographic}/u;
/** "siz", "size", and the second person plural suffixes ("sorunuz", "bilginize", "alabilirsiniz"). */
const sizForm =
  /(?<![a-z])(?:siz|size|sizi|sizin|sizlere)(?![a-z])|(?:niz|nuz)(?:e|i|in|a|u|un|den|dan|le|la)?(?![a-z])/;

const tonePart = (points: number, note: string): TScorePart => ({ id: 'tone', label: 'Üslup', points, max: 10, note });
const lengthPart = (points: number, note: string): TScorePart => ({
  id: 'length',
  label: 'Uzunluk',
  points,
  max: 10,
  note,
});

/**
 * Tone match (max 10): a warm store sounds warm, a formal one speaks "siz" without slang or emoji,
 * a brief one stays within two sentences.
 */
export function toneScore(answer: string, tone: TTone): TScorePart {
  if (!answer.trim()) return tonePart(0, 'Cevap boş.');
  const folded = fold(answer);
  switch (tone) {
    case 'samimi':
      return warmWords.test(folded)
        ? tonePart(10, 'Cevap mağazanın samimi üslubuna uyuyor.')
        : tonePart(6, 'Samimi üslup için daha sıcak bir dil (teşekkür, iyi dilekler) kullanılabilir.');
    case 'resmi':
      if (slang.test(folded) || emoji.test(answer)) return tonePart(2, 'Resmi üslupta argo veya emoji kullanılmamalı.');
      return sizForm.test(folded)
        ? tonePart(10, 'Cevap mağazanın resmi üslubuna uyuyor.')
        : tonePart(6, 'Resmi üslupta müşteriye “siz” diliyle hitap edilmeli.');
    case 'kisa': {
      const count = sentences(answer).length;
      if (count <= 2) return tonePart(10, 'Cevap kısa ve net.');
      return count === 3
        ? tonePart(6, 'Kısa üslup için cevap en fazla iki cümle olmalı.')
        : tonePart(2, `Kısa üslup için cevap en fazla iki cümle olmalı (şu an ${count} cümle).`);
    }
  }
}

/** Length (max 10): 40–400 characters reads best on a product page; shorter or longer earns less. */
export function lengthScore(answer: string): TScorePart {
  const length = answer.trim().length;
  if (length === 0) return lengthPart(0, 'Cevap boş.');
  if (length < 20) return lengthPart(3, `Cevap çok kısa (${length} karakter).`);
  if (length < 40) return lengthPart(6, `Cevap biraz kısa (${length} karakter).`);
  if (length <= 400) return lengthPart(10, `Cevabın uzunluğu uygun (${length} karakter).`);
  if (length <= 800) return lengthPart(6, `Cevap biraz uzun (${length} karakter).`);
  if (length <= 2000) return lengthPart(3, `Cevap çok uzun (${length} karakter).`);
  return lengthPart(0, `Cevap Trendyol sınırını aşıyor (${length} karakter).`);
}
