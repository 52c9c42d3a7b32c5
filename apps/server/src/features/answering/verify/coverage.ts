import { detectIntents, type IntentId } from '../engine/intents.js';
import type { QuestionPart } from '../engine/read-question.js';
import { isContentWord } from '../engine/text.js';
import { sameWord } from '../engine/turkish.js';
import type { ClaimSentence } from './claims.js';
import { lexiconEntry } from './evidence.js';
import { availableWords, colourWords, frameWords, letterSizes, materialWords, unavailableWords } from './lexicon.js';

/** How an answer sentence can speak to an intent besides naming it: the kind of fact that answers it. */
const intentSignals: Partial<Record<IntentId, (sentence: ClaimSentence) => boolean>> = {
  stok: (sentence) => availableWords.test(sentence.folded) || unavailableWords.test(sentence.folded),
  renk: (sentence) => sentence.words.some((word) => lexiconEntry(word, colourWords)),
  beden: (sentence) =>
    sentence.words.some((word) => letterSizes.has(word) || /^(?:beden|kalip|kalib|numara)/.test(word)),
  malzeme: (sentence) => sentence.words.some((word) => lexiconEntry(word, materialWords)),
  fiyat: (sentence) => /\d[\d.,]*\s*(?:tl|₺|lira)|kdv/.test(sentence.folded),
  olcu: (sentence) => /\d[\d.,]*\s*(?:x\s*\d|cm|mm|m|metre|lt?|ml|litre|kisilik)(?![a-z])/.test(sentence.folded),
};

/**
 * Aspects a customer singles out within a topic: when the question asks about one, the answer must
 * say something of that kind ("Kargo ücretli mi?" is not answered by the carrier's name).
 */
const aspects: Array<{ asked: RegExp; answered: RegExp }> = [
  {
    asked:
      /(?:kargo|iade|gonderim|teslimat)\w*\s(?:\w+\s)?(?:ucret|bedava|parali|para)|(?:ucretsiz|bedava|parali) mi|kim oduyor|kim oder|ucreti (?:kim|ne)/,
    answered: /ucret|bedava|ucretsiz|\d\s*tl|karsila|ait|odenir|alici|tarafimiz/,
  },
  {
    asked:
      /kac gun|ne zaman (?:gel|kargo|gonder|elim|ulas|teslim|cik)|ne kadar (?:sure|surede|zamanda)|kac saat|bugun (?:kargo|gonder|siparis|versem)|yarin (?:gel|elim|kapim)|hemen (?:gonder|kargo)/,
    answered: /\d|gun|saat|hafta|ayni gun|bugun|yarin/,
  },
  {
    asked: /hangi kargo|kargo (?:firma|sirket)|hangi firma|hangi kargoyla|kargo ile mi/,
    answered: /express|aras|yurtici|mng|surat|ptt|ups|dhl|hepsijet|sendeo|kolay ?gelsin|horoz|ceva|borusan/,
  },
  { asked: /saat kac|saat kaca|kaca kadar|kacta/, answered: /saat|\d{1,2}[:.]\d{2}/ },
  { asked: /kac gun (?:icinde )?iade|iade (?:suresi|hakki)/, answered: /\d+\s*gun|gun icinde/ },
  { asked: /kac yil|kac ay|garanti suresi/, answered: /\d|yil|ay/ },
];

/** The part's own words: no stop word, frame word or bare question word. */
const topicWords = (part: QuestionPart) =>
  part.words.filter((word) => isContentWord(word) && !frameWords.has(word) && !/^(?:ne|nasil|hangi|kac)/.test(word));

/** Whether the sentence speaks to this part of the question. */
export function addresses(part: QuestionPart, sentence: ClaimSentence): boolean {
  for (const aspect of aspects) {
    if (aspect.asked.test(part.text) && !aspect.answered.test(sentence.folded)) return false;
  }
  const told = new Set(detectIntents(sentence.folded).map((match) => match.id));
  const top = part.intents[0]?.score ?? 0;
  const asked = part.intents.filter((match) => match.score === top);
  if (asked.some((match) => told.has(match.id) || intentSignals[match.id]?.(sentence))) return true;
  const mine = topicWords(part);
  const shared = mine.filter((word) => sentence.words.some((other) => sameWord(word, other)));
  return asked.length === 0 ? shared.length > 0 : shared.length >= Math.min(2, mine.length);
}

/** The parts of the question no sentence of the answer speaks to. */
export const unansweredParts = (parts: readonly QuestionPart[], sentences: readonly ClaimSentence[]) =>
  parts.filter((part) => !sentences.some((sentence) => addresses(part, sentence)));
