import type { Fact } from '../engine/facts.js';
import type { QuestionPart } from '../engine/read-question.js';
import { fold } from '../engine/text.js';
import { absentRoot, sameMeaning } from './words.js';

/**
 * The "Evet" or "Hayır" a fact gives a yes/no question: whether it states the asked thing or its
 * absence ("Cepsiz", "içermez", "tuvalete atmayınız"), whether it names something the question
 * contrasts with ("Suni Deri" for "hakiki deri mi"), whether a figure the question names is not the
 * fact's ("tip 2" against "Tip 1 ve Tip 3"). Null when the fact does not settle it plainly.
 */

/** Negative verb forms and words, folded: "içermez", "atmayınız", "verilmemelidir", "bulunmuyor", "yok". */
const negativeForm =
  /(?:maz|mez|mayin|meyin|mayiniz|meyiniz|mamali|memeli|mamis|memis|madi|medi|miyor|muyor|mamaktadir|memektedir|mayacak|meyecek)(?:dir|tir|lar|ler)?$/;
const negativeWords = new Set('degil degildir yok yoktur hayir olmaz'.split(' '));
const isNegativeWord = (word: string) => negativeWords.has(word) || (word.length > 4 && negativeForm.test(word));

/** Pairs a question may ask one side of while the facts state the other. */
const contrasts: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ['makine', 'makina'],
    ['elde', 'el ile'],
  ],
  [
    ['hakiki', 'gercek deri'],
    ['suni', 'sentetik'],
  ],
  [['dar'], ['bol', 'genis', 'oversize', 'rahat']],
  [
    ['bol', 'genis'],
    ['dar', 'slim', 'skinny'],
  ],
  [['ince'], ['kalin']],
  [['kalin'], ['ince']],
  [
    ['yerli', 'turk'],
    ['ithal', 'cin', 'cn'],
  ],
  [['ithal'], ['yerli', 'turkiye', 'tr']],
  [['tuzlu'], ['tuzsuz']],
  [['cig'], ['kavrulmus']],
  [['kavrulmus'], ['cig']],
  [['buzdolab'], ['oda sicakli']],
  [['uzun'], ['kisa']],
  [['kisa'], ['uzun']],
];

const clausesOf = (text: string) =>
  fold(text)
    .split(/[;.!?]|,\s|\s(?:ve|ancak|ama|fakat)\s/)
    .map((clause) => clause.match(/[a-z0-9]+/g) ?? [])
    .filter((clause) => clause.length > 0);

/** Whether a clause word stands for an asked word (short asked words by prefix: "ütü" in "ütülemeyiniz"). */
function speaksOf(asked: string, word: string): boolean {
  if (sameMeaning(asked, word) || (asked.length === 3 && word.startsWith(asked))) return true;
  const root = absentRoot(word);
  return root !== null && (sameMeaning(asked, root) || asked.startsWith(root));
}

const hasAny = (text: string, starts: readonly string[]) =>
  starts.some((start) => new RegExp(`(?<![a-z])${start}`).test(text));

export function factLead(
  part: QuestionPart,
  asked: readonly string[],
  facts: readonly Fact[],
): 'evet' | 'hayir' | null {
  const fact = facts[0];
  if (!fact) return null;
  const question = part.text;
  const statement = fold(fact.source === 'attribute' ? fact.value : fact.value);
  for (const [side, other] of contrasts) {
    if (hasAny(question, side) && hasAny(statement, other) && !hasAny(statement, side)) return 'hayir';
  }
  const figures = part.words.filter((word) => /\d/.test(word) && !/^\d{3,}$/.test(word));
  const factFigures: string[] = fold(fact.text).match(/[a-z]*\d+[a-z]*/g) ?? [];
  if (figures.length > 0 && factFigures.length > 0 && figures.some((figure) => !factFigures.includes(figure))) {
    return 'hayir';
  }
  if (/^(?:var|mevcut|evet|vardir)(?![a-z])/.test(statement)) return 'evet';
  if (/^(?:yok|hayir|icermez|bulunmaz|degil)(?![a-z])/.test(statement)) return 'hayir';
  const clauses = clausesOf(fact.source === 'attribute' ? fact.value : fact.value);
  const about = clauses.filter((clause) => asked.some((word) => clause.some((other) => speaksOf(word, other))));
  if (about.length === 0) return null;
  const negative = about.some(
    (clause) =>
      clause.some(isNegativeWord) ||
      clause.some((word) => {
        const root = absentRoot(word);
        return root !== null && asked.some((askedWord) => sameMeaning(askedWord, root) || askedWord.startsWith(root));
      }),
  );
  const askedNegative = asked.some((word) => isNegativeWord(word) || absentRoot(word) !== null);
  return negative === askedNegative ? 'evet' : 'hayir';
}
