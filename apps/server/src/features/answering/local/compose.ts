import { ANSWER_MAX_LENGTH } from '@cevapla/contracts/answering';
import { asSentence } from '../engine/text.js';
import type { StoreProfile } from '../engine/types.js';

type Voice = Pick<StoreProfile, 'tone' | 'greeting' | 'signature'>;

/** Lowers a sentence's first letter to follow a comma, unless its first word is an acronym or a size ("XL", "iPhone"). */
function continuing(text: string): string {
  // "Tek Kişilik: 1 adet nevresim …": an option's name as a label keeps its capitals.
  if (/^\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+:/u.test(text)) return text;
  const first = text.split(' ')[0] ?? '';
  const rest = first.slice(1);
  // A capital I stays: lowered the Turkish way it would turn "Inox" into "ınox".
  const plain =
    first.length > 1 && rest === rest.toLocaleLowerCase('tr-TR') && !/\d/.test(first) && !first.startsWith('I');
  return plain ? text.charAt(0).toLocaleLowerCase('tr-TR') + text.slice(1) : text;
}

/** The body with its yes or no first: "Evet, ürünümüz …". */
function withLead(lead: 'evet' | 'hayir' | null, body: string[]): string[] {
  if (body.length === 0) return body;
  const [said = '', ...rest] = body;
  // A sentence that brings its own yes or no ("Hayır, yalnızca …" from the FAQ) gives it up to the lead —
  // and, with no lead, drops it: "faturayı nereden alırım" is not answered "Evet, …".
  const first = said.replace(/^(?:evet|hayır)\s*[,.!]\s*/i, '');
  if (!lead) return first === said ? body : [first.charAt(0).toLocaleUpperCase('tr-TR') + first.slice(1), ...rest];
  return [`${lead === 'evet' ? 'Evet' : 'Hayır'}, ${continuing(first)}`, ...rest];
}

/**
 * The answer in the store's voice: the greeting once, the direct answer first, the facts as
 * sentences, the signature once (a formal store adds "Bilginize sunarız."). Trailing sentences are
 * dropped if Trendyol's length limit would be passed; the caller learns how many made it.
 */
export function composeAnswer(
  voice: Voice,
  lead: 'evet' | 'hayir' | null,
  body: string[],
): { answer: string; kept: number } {
  const greeting = voice.greeting.trim();
  const signature = voice.signature.trim() ? asSentence(voice.signature) : '';
  for (let kept = body.length; kept > 0; kept -= 1) {
    const sentences = withLead(lead, body.slice(0, kept).map(asSentence));
    const closing = voice.tone === 'resmi' ? ['Bilginize sunarız.'] : [];
    const text = [...sentences, ...closing, signature].filter(Boolean).join(' ');
    const answer = !greeting
      ? text
      : greeting.endsWith(',')
        ? `${greeting} ${continuing(text)}`
        : `${greeting} ${text}`;
    if (answer.length <= ANSWER_MAX_LENGTH) return { answer, kept };
  }
  return { answer: '', kept: 0 };
}
