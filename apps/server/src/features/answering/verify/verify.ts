import type { TFinding } from '@cevapla/contracts/answering';
import { aboutDamage, availableWords } from '../engine/lexicon.js';
import { readQuestion } from '../engine/read-question.js';
import { fold, numberValues } from '../engine/text.js';
import type { AnswerContext } from '../engine/types.js';
import { type ClaimSentence, claimProblems, claimSentences } from './claims.js';
import { addresses, unansweredParts } from './coverage.js';
import { buildEvidence, factHasWord } from './evidence.js';
import { findingTexts } from './findings.js';
import { expectedLead, leadConsistency } from './polarity.js';

/**
 * The verifier's verdict on one answer text. `supported`: every claim rests on a fact and none is
 * contradicted; `complete`: every part of the question is spoken to; `direct`: the answer starts
 * with the answer to the first part. Findings say what is wrong, in Turkish, for the seller.
 */
export type Verification = {
  supported: boolean;
  complete: boolean;
  direct: boolean;
  parts: number;
  coveredParts: number;
  claims: number;
  supportedClaims: number;
  findings: TFinding[];
};

/** Damage the customer tells of ("kırık geldi", "çalışmıyor"): only then does the damaged parcel's rule answer. */
const damageWords =
  /hasar|kirik(?! beyaz)|kiril|bozuk|bozul|kusur|defo|yanlis|eksik|akmis|akti|ariza|calismi|ezik|cizik|yirtik|lekeli|sokuk|patlak/;

/**
 * Checks an answer against the context it was drafted from, independently of the engine that wrote
 * it: what an engine says it used is not consulted. Pure and deterministic.
 */
export function verifyAnswer(context: AnswerContext, answer: string): Verification {
  const evidence = buildEvidence(context);
  const question = readQuestion(context.question, (word) => factHasWord(evidence, word));
  const sentences = claimSentences(answer, context.profile);
  const problems = claimProblems(sentences, evidence);
  // "Hasarlı … teslim aldıysanız 3 gün içinde …, kargo ücreti bize ait" speaks only to a customer who tells of damage.
  const damageTold = damageWords.test(question.normalized);
  const speaking = damageTold ? sentences : sentences.filter((sentence) => !aboutDamage.test(sentence.folded));
  const unanswered = unansweredParts(question.parts, speaking, evidence.table.typeWords);
  // "2 tane alsam toplam kaç tl eder", "12'li pakette toplam kaç yaprak": a sum asked of a count told is
  // answered only by that count times a figure of the facts ("60 yaprak" answers one pack, not twelve).
  const totalPart = question.parts.find((part) => sumAsked.test(part.text));
  const multiplier = sumOf(question.normalized, evidence.counts);
  if (totalPart && multiplier && !unanswered.includes(totalPart)) {
    // (A figure of the facts or the count itself is no sum worked out: "12'li pakette 60 yaprak".)
    const said = [...numberValues([answer])].filter((value) => !evidence.numbers.has(value) && value !== multiplier);
    const worked = [...evidence.numbers].some(
      (figure) => figure > 1 && said.some((value) => Math.abs(value - figure * multiplier) < 0.011),
    );
    const statedTotal = evidence.facts.some(
      (fact) =>
        /toplam/.test(fold(fact)) && [...numberValues([answer])].some((value) => numberValues([fact]).has(value)),
    );
    if (!worked && !statedTotal) unanswered.push(totalPart);
  }
  const needsSeller = sellerOnly(question);
  const findings: TFinding[] = [
    ...(needsSeller ? [{ kind: 'needs_seller' as const, message: needsSeller }] : []),
    ...unanswered.map((part) => ({ kind: 'unanswered_part' as const, message: findingTexts.unanswered(part.text) })),
    ...problems.map((problem) => ({
      kind: problem.kind === 'contradiction' ? ('contradiction' as const) : ('unsupported_claim' as const),
      message:
        problem.kind === 'contradiction'
          ? findingTexts.contradiction(problem.what)
          : findingTexts.unsupported(problem.what, problem.sentence),
    })),
  ];
  const [first] = question.parts;
  const [lead] = sentences;
  const expected = first ? expectedLead(first, evidence) : null;
  if (expected && lead?.lead && lead.lead !== expected) {
    findings.push({ kind: 'contradiction', message: findingTexts.wrongLead(lead.lead, expected) });
  }
  const inconsistent = first && lead ? leadConsistency(first, lead) : null;
  if (inconsistent && inconsistent !== lead?.lead && !(expected && lead?.lead === expected)) {
    findings.push({ kind: 'contradiction', message: findingTexts.wrongLead(lead?.lead ?? 'evet', inconsistent) });
  }
  // "bir gece yattık, iade edebilir miyim" answered "evet" when the policy wants it unused.
  const usedTold = /(?<![a-z])(?:kullandi[mk]|yikadi[mk]|giydi[mk]|yatti[mk]|bitirdi[mk]|actim|actik)(?![a-z])/.test(
    question.normalized,
  );
  const unusedOnly = evidence.facts.some((fact) => /kullanilmamis|acilmamis|yikanmamis/.test(fold(fact)));
  // (Or "14 gün içinde iade edebilirsiniz" alone, the condition left out.)
  const returnable = sentences.some((sentence) =>
    /iade (?:edebilirsiniz|edilebilir|alabiliriz|yapabilirsiniz)/.test(sentence.folded),
  );
  const conditionSaid = sentences.some((sentence) =>
    /kullanilmamis|acilmamis|yikanmamis|alinmaz|alinamaz|kabul edilmez|edilemez|iade edemezsiniz/.test(sentence.folded),
  );
  if (
    usedTold &&
    unusedOnly &&
    ((lead?.lead === 'evet' && /iade/.test(lead.folded)) || (returnable && !conditionSaid))
  ) {
    findings.push({ kind: 'contradiction', message: findingTexts.usedReturn });
  }
  // "yere düştü, garantiye girer mi" answered "evet" when the warranty excludes drops.
  const causes: Array<[RegExp, RegExp]> = [
    [/(?<![a-z])(?:dus(?:tu|urdum|urdu|tum|mus)|yere (?:\w+ )?dus)/, /dusur|dusme/],
    [/(?<![a-z])(?:su (?:kacti|girdi|dokuldu)|islandi|islanmis)/, /sivi|su temas/],
  ];
  const excludes = (told: RegExp, listed: RegExp) =>
    told.test(question.normalized) &&
    evidence.facts.some(
      (fact) =>
        /garanti/.test(fold(fact)) &&
        /kapsam\w* (?:disinda|degil)|garanti disi/.test(fold(fact)) &&
        listed.test(fold(fact)),
    );
  if (causes.some(([told, listed]) => excludes(told, listed)) && lead?.lead === 'evet' && /garanti/.test(lead.folded)) {
    findings.push({ kind: 'contradiction', message: findingTexts.excludedCause });
  }
  // "kaç yastık kılıfı var, 2 tane mi" answered "Evet, … 1 adet yastık kılıfı": the count said is not the one asked.
  const countAsked = /(?<![\d.,])(\d{1,3}) (?:tane|adet) m[iu](?![a-z])/.exec(question.normalized);
  if (countAsked && lead?.lead === 'evet') {
    const askedWords = question.normalized.match(/[a-z]{4,}/g) ?? [];
    const said = sentences
      .flatMap((sentence) =>
        [...sentence.folded.matchAll(/(?<![\d.,])(\d{1,3}) (?:adet|tane) ([a-z]{4,})/g)].map((match) => ({
          match,
          // as written, where folding kept the length
          shown:
            sentence.text.length === sentence.folded.length
              ? sentence.text.slice(match.index, match.index + match[0].length)
              : match[0],
        })),
      )
      .find(
        ({ match }) =>
          match[1] !== countAsked[1] && askedWords.some((word) => word.slice(0, 4) === match[2]?.slice(0, 4)),
      );
    if (said) findings.push({ kind: 'contradiction', message: findingTexts.countDiffers(countAsked[0], said.shown) });
  }
  const direct = directness(first, lead, expected, evidence.table.typeWords);
  if (sentences.length > 0 && !direct) findings.push({ kind: 'indirect', message: findingTexts.indirect });
  const badSentences = new Set(problems.map((problem) => problem.sentence));
  return {
    supported:
      sentences.length > 0 && !findings.some((finding) => finding.kind === 'contradiction') && problems.length === 0,
    complete: sentences.length > 0 && unanswered.length === 0 && !needsSeller,
    direct,
    parts: question.parts.length,
    coveredParts: question.parts.length - unanswered.length,
    claims: sentences.length,
    supportedClaims: sentences.filter((sentence) => !badSentences.has(sentence.text)).length,
    findings,
  };
}

/** A part asking what a number of items comes to. */
const sumAsked =
  /(?<![a-z])toplam|kac (?:tl|lira|para) (?:eder|tutar|oder|ode)|(?<![a-z])ne (?:tutar|eder|oder)|ne kadar (?:tutar|eder|oder)/;

/** The one count a sum is asked of: "2 tane alsam", or a pack's "12'li" beside "toplam". */
function sumOf(normalized: string, counts: readonly number[]): number | null {
  if (counts.length === 1 && (counts[0] ?? 0) >= 2) return counts[0] ?? null;
  if (counts.length > 0 || !/(?<![a-z])toplam/.test(normalized)) return null;
  const packs = [...normalized.matchAll(/(?<![\d.,])(\d{1,3}) ?(?:li|lu)(?![a-z])/g)].map((match) => Number(match[1]));
  return packs.length === 1 && (packs[0] ?? 0) >= 2 ? (packs[0] ?? null) : null;
}

/**
 * A message written in anger — mostly capitals, or "!!", "?!" — is answered by the seller's own eyes
 * first, even when the facts answer what it asks: the tone of a public reply to it is a judgement.
 */
function shouts(text: string): boolean {
  const letters = [...text].filter((character) => /\p{L}/u.test(character));
  const capitals = letters.filter(
    (character) => character !== character.toLocaleLowerCase('tr') && character === character.toLocaleUpperCase('tr'),
  );
  return (letters.length >= 12 && capitals.length / letters.length >= 0.6) || /!\s*!|\?\s*!|!\s*\?/.test(text);
}

/** Why no answer to this question may go out without the seller: what it asks is not the facts' to promise. */
function sellerOnly(question: ReturnType<typeof readQuestion>): string | null {
  const { flags, normalized } = question;
  if (flags.has('order')) return findingTexts.needsSeller.order;
  if (flags.has('discount')) return findingTexts.needsSeller.discount;
  if (flags.has('medical')) return findingTexts.needsSeller.medical;
  if (flags.has('restock')) return findingTexts.needsSeller.restock;
  if (flags.has('other')) return findingTexts.needsSeller.other;
  if (flags.has('complaint') && !/hasarli|kirik|yirtik|bozuk|kusurlu|defolu|eksik|yanlis|ezik|akmis/.test(normalized)) {
    return findingTexts.needsSeller.complaint;
  }
  if (shouts(question.text)) return findingTexts.needsSeller.upset;
  if (flags.has('date')) return findingTexts.needsSeller.date;
  if (flags.has('reserve')) return findingTexts.needsSeller.reserve;
  if (flags.has('exception')) return findingTexts.needsSeller.exception;
  if (flags.has('advice') && !/beden|numara|kalip|boy|kilo|giy/.test(normalized))
    return findingTexts.needsSeller.advice;
  return null;
}

/** The first sentence answers the first part; a yes/no question the facts settle gets its yes or no first. */
function directness(
  first: ReturnType<typeof readQuestion>['parts'][number] | undefined,
  lead: ClaimSentence | undefined,
  expected: 'evet' | 'hayir' | null,
  nameWords: ReadonlySet<string>,
): boolean {
  if (!lead) return false;
  if (!first) return true;
  if (!addresses(first, [lead], nameWords)) return false;
  // A yes/no question is answered with its yes or no first — or with the availability it asks about.
  return !first.yesNo || lead.lead !== null || (expected === null && availableWords.test(lead.folded));
}
