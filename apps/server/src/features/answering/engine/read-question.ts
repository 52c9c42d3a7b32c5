import { detectIntents, type IntentMatch } from './intents.js';
import { normalizeQuestion } from './normalize.js';
import { isContentWord } from './text.js';

/**
 * What a question needs beyond facts, so no draft should answer it alone: a restock date, a health
 * claim, the status of one's own order, a discount, a complaint that needs a person.
 */
export type QuestionFlag = 'restock' | 'medical' | 'order' | 'discount' | 'complaint';

/** One thing the customer asks ("kalıbı dar mı" · "kaç günde gelir"). */
export type QuestionPart = {
  /** the part's words, normalised (see normalize.ts) */
  text: string;
  words: string[];
  intents: IntentMatch[];
  /** asks for a yes or a no ("var mı", "pamuklu mu", "uyar mı") */
  yesNo: boolean;
};

export type ReadQuestion = { text: string; normalized: string; parts: QuestionPart[]; flags: Set<QuestionFlag> };

const flagPatterns: Record<QuestionFlag, RegExp> = {
  restock:
    /(?:stoga|stoklara|stoklariniza|stogunuza|stoga tekrar|tekrar stog|yeniden stog)\s*(?:ne zaman|gir|gel|ekle)|(?:tekrar|yeniden)\s+(?:gel|stok|gir|ekle|uret|sat)|ne zaman (?:stoga|stoklara|tekrar|yeniden)|gelecek mi|gelir mi tekrar|gelme ihtimal|stok yenile|(?:ne zaman|nzmn)\s+(?:gelecek|gelir|girer|eklenir)\s*(?:stog|stok)/,
  medical:
    /(?<![a-z])(?:hamile|gebe|emzir|seker hasta|diyabet|tansiyon|kalp hasta|bobrek|karaciger|ilac|tedavi|iyilestir|iyi gelir|iyi gelirmi|yan etki|zarar(?:li|i) (?:var )?mi|alerji|egzama|sedef|akne|sivilce|kolesterol|kanser|doktor|hekim|recete|hastalig|hastaligi|bagisiklig|zayiflat|kilo verdir|kilo aldir|guvenli mi|saglikli mi|colyak|reflu|gastrit)/,
  order:
    /(?<![a-z])(?:siparisim|siparisimi|siparisimin|siparisimiz|kargom|kargomu|paketim|urunum (?:hala|gelmedi|nerede)|hala (?:gelmedi|gonderilmedi|kargoya)|(?:gun|gundur|haftadir|gunu) bekliyorum|ne zaman gondereceksiniz|kargoya vermediniz|takip numaram)/,
  discount: /(?<![a-z])(?:indirim|kupon|pazarlik|son fiyat|daha uygun|ucuzlat|kampanya)/,
  complaint:
    /(?<![a-z])(?:rezalet|berbat|dolandirici|sikayet|yazik|utan|magdur|kirik geldi|yirtik|eksik geldi|yanlis geldi|bozuk geldi|hasarli geldi|lekeli geldi|sahte geldi|ne bicim|tuketici hakem|bir daha almam|asla almayin|paramı|paramı iade)/,
};

const yesNoPattern =
  /(?<![a-z])(?:mi|mu|misin|musun|misiniz|musunuz|midir|mudur|miyim|muyum|mi acaba|mu acaba)(?![a-z])/;

/** Where one question ends and the next begins: punctuation, or a joining word followed by another topic. */
const partBreak = /[?!.]+|\s(?:bir de|birde|ayrica|bi de|hem de|peki|bide|ve bir de)\s|,\s/;
/** "ve" only splits when both sides ask something of their own (see `readQuestion`). */
const andBreak = /\s(?:ve|ile birlikte|yani|ayni zamanda)\s/;

const particleWord = /^(?:mi|mu|misin|musun|misiniz|musunuz|midir|mudur|miyim|muyum|miyiz|muyuz)$/;
const questionWord = /^(?:ne|neler|nedir|kac|nasil|hangi|hangisi|nere\w*|kim\w*|niye|neden)$/;
const verbLike = /(?:yor|ir|ar|ur|er|abilir|ebilir)$/;

/**
 * "astarı var mı içini gösterir mi" asks two things; "kalın mı ince mi" and "renkli mi ten rengi
 * veriyor mu" ask one (a choice, or the same topic twice). A chunk is split after a question particle
 * when what follows asks something of its own about another topic.
 */
function splitAtParticles(chunk: string): string[] {
  const words = chunk.split(' ');
  const pieces: string[][] = [[]];
  for (const [index, word] of words.entries()) {
    pieces[pieces.length - 1]?.push(word);
    if (!particleWord.test(word)) continue;
    const rest = words.slice(index + 1);
    if (!rest.some((other) => particleWord.test(other) || questionWord.test(other))) continue;
    const current = pieces[pieces.length - 1] ?? [];
    const until = rest.findIndex((other) => particleWord.test(other));
    const next = until < 0 ? rest : rest.slice(0, until);
    const choice =
      until > 0 &&
      current.length <= 3 &&
      next.length <= 2 &&
      !next.some((other) => verbLike.test(other) || other === 'var' || questionWord.test(other));
    const [left] = detectIntents(current.join(' '));
    const [right] = detectIntents(rest.join(' '));
    if (choice || (left && right && left.id === right.id)) continue;
    pieces.push([]);
  }
  return pieces.map((piece) => piece.join(' ')).filter(Boolean);
}

function partOf(text: string): QuestionPart {
  const words = text.match(/[a-z0-9]+(?:[.,/][0-9]+)*/g) ?? [];
  return { text: text.trim(), words, intents: detectIntents(text), yesNo: yesNoPattern.test(text) };
}

/** A part with neither a topic nor a content word ("merhaba", "teşekkürler") asks nothing. */
const asksSomething = (part: QuestionPart) => part.intents.length > 0 || part.words.some(isContentWord);

/**
 * The question in parts, with its flags. Parts are split at punctuation and joining words; a part
 * that asks nothing is dropped, and a part without a topic of its own (a trailing "var mı?") joins
 * the one before it.
 */
export function readQuestion(question: string, known?: (word: string) => boolean): ReadQuestion {
  const normalized = normalizeQuestion(question, known);
  const chunks = normalized
    .split(partBreak)
    .flatMap(splitAtParticles)
    .flatMap((chunk) => {
      const halves = chunk.split(andBreak);
      const parts = halves.map(partOf);
      return parts.every((part) => part.intents.length > 0) ? halves : [chunk];
    })
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0);
  const parts: QuestionPart[] = [];
  for (const chunk of chunks) {
    const part = partOf(chunk);
    if (!asksSomething(part)) continue;
    const previous = parts[parts.length - 1];
    if (previous && part.intents.length === 0 && part.words.filter(isContentWord).length <= 1) {
      parts[parts.length - 1] = partOf(`${previous.text} ${chunk}`);
    } else parts.push(part);
  }
  const flags = new Set(
    (Object.keys(flagPatterns) as QuestionFlag[]).filter((flag) => flagPatterns[flag].test(normalized)),
  );
  return { text: question, normalized, parts, flags };
}
