import { ANSWER_MAX_LENGTH } from '@cevapla/contracts/answering';
import { asSentence, fold, sentences } from './text.js';
import type { StoreProfile } from './types.js';

type Voice = Pick<StoreProfile, 'tone' | 'greeting' | 'signature'>;

/**
 * After a greeting that ends with a comma the answer goes on in the same sentence, so its first
 * letter is lowered — unless the first word is an acronym or a size ("XL", "M").
 */
function afterGreeting(greeting: string, text: string): string {
  if (!greeting) return text;
  if (!greeting.endsWith(',')) return `${greeting} ${text}`;
  const first = text.split(' ')[0] ?? '';
  const lower = first.length > 1 && first.slice(1) === first.slice(1).toLocaleLowerCase('tr-TR');
  return `${greeting} ${lower ? text.charAt(0).toLocaleLowerCase('tr-TR') + text.slice(1) : text}`;
}

/** The sentences around the facts, by tone: warm, formal ("siz", "bilginize"), or the fact alone. */
function frame(voice: Voice, body: string[]): string[] {
  const signature = voice.signature.trim() ? asSentence(voice.signature) : '';
  switch (voice.tone) {
    case 'samimi':
      return ['Sorunuz için teşekkür ederiz!', ...body, signature];
    case 'resmi':
      return ['Sorunuz için teşekkür ederiz.', ...body, 'Bilginize sunarız.', signature];
    case 'kisa':
      // The short tone stays within two sentences: the signature only follows a one-sentence fact.
      return body.length === 1 ? [...body, signature] : body;
  }
}

/**
 * The full answer in the store's voice. Trailing fact sentences are dropped if the answer would pass
 * Trendyol's length limit (or the short tone's two sentences); the caller learns how many made it.
 */
export function composeAnswer(voice: Voice, body: string[]): { answer: string; kept: number } {
  // The short tone says the most direct facts only; they come first.
  const most = voice.tone === 'kisa' ? Math.min(2, body.length) : body.length;
  for (let kept = most; kept > 0; kept -= 1) {
    const text = frame(voice, body.slice(0, kept)).filter(Boolean).join(' ');
    const answer = afterGreeting(voice.greeting.trim(), text);
    if (answer.length <= ANSWER_MAX_LENGTH) return { answer, kept };
  }
  return { answer: '', kept: 0 };
}

const greetingPattern =
  /^(?:merhaba(?:lar)?|selam(?:lar)?|iyi gunler|degerli musterimiz|sayin musterimiz)[^.!?,]*[,.!]?\s*/;
const leadPattern = /^(?:sorunuz|ilginiz) icin tesekkur/;
const closingPattern = /^(?:iyi (?:alisverisler|gunler|aksamlar)|saygilarimizla|sevgilerimizle|tesekkur|bilginize)/;

/**
 * The substance of an earlier answer without its greeting and closing, so it can be said again in
 * the store's current voice.
 */
export function withoutFrame(answer: string, voice: Voice): string {
  let text = answer.trim();
  const greeting = voice.greeting.trim();
  if (greeting && fold(text).startsWith(fold(greeting))) text = text.slice(greeting.length).trim();
  else text = text.slice(greetingPattern.exec(fold(text))?.[0].length ?? 0).trim();
  const signature = fold(voice.signature.trim());
  const kept = sentences(text);
  while (kept.length > 1 && leadPattern.test(fold(kept[0] ?? ''))) kept.shift();
  while (kept.length > 1) {
    const last = fold(kept[kept.length - 1] ?? '');
    if (!(signature && last.startsWith(signature.replace(/[.!]+$/, ''))) && !closingPattern.test(last)) break;
    kept.pop();
  }
  const body = kept.join(' ');
  return body ? body.charAt(0).toLocaleUpperCase('tr-TR') + body.slice(1) : '';
}
