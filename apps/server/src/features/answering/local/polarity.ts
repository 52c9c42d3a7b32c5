import type { Fact } from '../engine/facts.js';
import { colourWords, imitates, lexiconEntry, materialsNamed, materialWords } from '../engine/lexicon.js';
import { absentRoot, isConverb, isMannerConverb, isNegativeWord, mannerRoot } from '../engine/negation.js';
import { particleWord, type QuestionPart } from '../engine/read-question.js';
import { fold, isContentWord } from '../engine/text.js';
import { verbRoot } from '../engine/turkish.js';
import { isGenericWord, sameMeaning } from './words.js';

/**
 * The "Evet" or "Hayır" a fact gives a yes/no question: whether it states the asked thing or its
 * absence ("Cepsiz", "içermez", "tuvalete atmayınız"), whether it names something the question
 * contrasts with ("Suni Deri" for "hakiki deri mi"), whether a figure the question names is not the
 * fact's ("tip 2" against "Tip 1 ve Tip 3"). Null when the fact does not settle it plainly.
 */

const negativeWords = new Set('degil degildir yok yoktur hayir olmaz'.split(' '));

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
  // (Not "uzunluğu", the length, nor "kısaltmak", to shorten.)
  [['uzun(?!l)'], ['kisa(?!l)']],
  [['kisa(?!l)'], ['uzun(?!l)']],
  [['cekirdek'], ['ogutulmus']],
];

const hasAny = (text: string, starts: readonly string[]) =>
  starts.some((start) => new RegExp(`(?<![a-z])${start}`).test(text));

/** Whether a word is one side of a contrast ("uzun", "hakiki", "deri"): asked, it says how, not of what. */
export const contrastWord = (word: string) =>
  contrasts.some((pair) => pair.some((side) => hasAny(word, side))) || materialsNamed([word]).length > 0;

/** Whether the question asks one side of a pair while the statement says the other. */
export const contradicts = (question: string, statement: string) =>
  contrasts.some(([side, other]) => hasAny(question, side) && hasAny(statement, other) && !hasAny(statement, side)) ||
  // "deri mi" against "Suni Deri": a likeness of the material asked is not it.
  materialsNamed(question.match(/[a-z]+/g) ?? []).some((material) => imitates(statement, material, question));

const clausesOf = (text: string) =>
  fold(text)
    .split(/[;.!?]|,\s|\s(?:ancak|ama|fakat)\s/)
    .map((clause) => clause.match(/[a-z0-9]+/g) ?? [])
    .filter((clause) => clause.length > 0);

/** Whether a clause word stands for an asked word (short asked words by prefix: "ütü" in "ütülemeyiniz"). */
function speaksOf(asked: string, word: string): boolean {
  if (sameMeaning(asked, word) || (asked.length === 3 && word.startsWith(asked))) return true;
  const manner = mannerRoot(asked);
  if (manner !== null && verbRoot(word) === manner) return true;
  const root = absentRoot(word);
  return root !== null && (sameMeaning(asked, root) || asked.startsWith(root));
}

/**
 * A clause says the asked thing is not so when its verb (Turkish puts it last) is negative, a
 * "değil"/"yok" follows the asked word, or the asked word comes with "-sız" ("Cepsiz").
 */
function negates(clause: readonly string[], asked: readonly string[]): boolean {
  const at = clause.findIndex((word) => asked.some((other) => speaksOf(other, word)));
  if (at < 0) return false;
  const absent = clause.some((word) => {
    const root = absentRoot(word);
    return root !== null && asked.some((other) => sameMeaning(other, root) || other.startsWith(root));
  });
  if (absent) return true;
  return (
    isNegativeWord(clause[clause.length - 1] ?? '') ||
    clause.some((word) => isNegativeWord(word) && asked.some((other) => speaksOf(other, word))) ||
    clause.slice(at + 1).some((word) => negativeWords.has(word))
  );
}

/** The word a yes/no question turns on: the last asked word before its particle ("değiştirebilir" in "… açmadım değiştirebilir miyim"). */
export function headWord(part: QuestionPart, asked: readonly string[]): string | undefined {
  const particle = part.words.findIndex((word) => particleWord.test(word));
  const before = particle < 0 ? part.words : part.words.slice(0, particle);
  return [...before].reverse().find((word) => asked.includes(word)) ?? asked[asked.length - 1];
}

/** "garantili mi", "cebi var mı": asks whether something exists. */
const asksExistence = (part: QuestionPart) => /(?<![a-z])(?:var|mevcut)\s+mi|(?:li|lu)\s+mi(?![a-z])/.test(part.text);

/** The word right before a yes/no particle when it carries meaning ("kalıbı dar mı" → "dar"), even a name word. */
function turningWord(part: QuestionPart): string | undefined {
  const particle = part.words.findIndex((word) => particleWord.test(word));
  const before = particle > 0 ? part.words[particle - 1] : undefined;
  const manner = particle > 1 ? part.words[particle - 2] : undefined;
  if (manner && isMannerConverb(manner)) return manner;
  return before && isContentWord(before) && !isGenericWord(before) && !/^\d+$/.test(before) ? before : undefined;
}

/**
 * "kargoya verilmiş ama vazgeçtim": of texts saying "verilmemiş … iptal edebilirsiniz" and "verilmiş …
 * iptal edilemez", those of the customer's own case — the participle the customer uses, where another
 * text has its negative.
 */
function customerCase(part: QuestionPart, texts: ReadonlyArray<readonly string[]>): Array<readonly string[]> {
  return part.words
    .filter((word) => /[a-z]{3}m[iu]s$/.test(word) && !/m[ae]m[iu]s$/.test(word))
    .flatMap((word) => {
      const negative = new RegExp(`^${word.slice(0, -3)}m[ae]m[iu]s$`);
      const said = texts.filter((text) => text.includes(word));
      return said.length > 0 && texts.some((text) => text.some((item) => negative.test(item))) ? said : [];
    });
}

export function factLead(
  part: QuestionPart,
  askedWords: readonly string[],
  facts: readonly Fact[],
): 'evet' | 'hayir' | null {
  const turning = turningWord(part);
  const asked = turning && !askedWords.includes(turning) ? [...askedWords, turning] : askedWords;
  const head = turning ?? headWord(part, askedWords);
  // The fact of the customer's own case ("kargoya verilmiş ama vazgeçtim"), else the one that speaks of
  // the word the question turns on, settles it.
  const factWords = facts.map((item) => fold(item.value).match(/[a-z0-9]+/g) ?? []);
  const cases = customerCase(part, factWords);
  // "öğütüyor mu" against "Öğütücü: Yok": a field named for what is asked, whose value is its yes or no.
  const named = facts.find(
    (item) =>
      item.source === 'attribute' &&
      /^(?:var|yok|evet|hayir|mevcut)$/.test(fold(item.value).trim()) &&
      head !== undefined &&
      (fold(item.name).match(/[a-z]+/g) ?? []).some((word) => speaksOf(head, word)),
  );
  const fact =
    facts[factWords.findIndex((words) => cases.includes(words))] ??
    named ??
    facts.find((item) => head && clausesOf(item.value).some((clause) => clause.some((word) => speaksOf(head, word)))) ??
    facts[0];
  if (!fact) return null;
  const statement = fold(fact.value);
  if (contradicts(part.text, statement)) return 'hayir';
  // "ceviz kavrulmuş mu" against "… kaju … kavrulmuştur; ceviz ve kabak çekirdeği çiğdir": the clause of the item
  // asked of says the other side.
  const itemClause = clausesOf(fact.value).find((clause) =>
    asked.some((word) => word !== head && clause.some((other) => speaksOf(word, other))),
  );
  if (itemClause && contradicts(part.text, itemClause.join(' '))) return 'hayir';
  const figures = part.words.filter((word) => /\d/.test(word) && /[a-z]/.test(word));
  // "tip 2 mi" names a figure; "3 paket duruyor", "2 gün önce" count the customer's own things.
  const numbers = part.words.filter(
    (word, index) =>
      /^\d{1,2}$/.test(word) &&
      // ("2 tane mi": a count right before the particle is the figure asked)
      (/^m[iu]$/.test(part.words[index + 2] ?? '') ||
        !/^(?:paket|tane|adet|kutu|kez|kere|defa|gun|hafta|ay|yil|yas|kisi|sise|kavanoz|parca|cift|ayl|haft)/.test(
          part.words[index + 1] ?? '',
        )),
  );
  // ("200x220 mi" against "nevresim 200x220 cm": a size written with its "x" is one figure.)
  const factFigures: string[] = fold(fact.text).match(/[a-z]*\d+(?:[x*]\d+)*[a-z]*/g) ?? [];
  const factNumbers: string[] = fold(fact.text).match(/\d+/g) ?? [];
  if ([...figures, ...numbers].length > 0 && factFigures.length > 0) {
    const absent = [
      ...figures.filter((figure) => !factFigures.includes(figure)),
      ...numbers.filter((n) => !factNumbers.includes(n)),
    ];
    if (absent.length > 0) return 'hayir';
  }
  // "tavanın da kapağı var mı" against "… + 1 Adet Tava (Kapaksız)": the item asked of comes without the thing.
  const items = fact.value.split(/[,+;]/).map((item) => fold(item).match(/[a-z0-9]+/g) ?? []);
  const told = part.words.filter((word) => word.length >= 4 && isContentWord(word) && !isGenericWord(word));
  const without = items.some(
    (item) =>
      asked.some((word) => item.some((other) => speaksOf(word, other))) &&
      item.some((other) => {
        const root = absentRoot(other);
        return root !== null && told.some((word) => !asked.includes(word) && sameMeaning(word, root));
      }),
  );
  if (without && asksExistence(part)) return 'hayir';
  if (/^(?:var|mevcut|evet|vardir)(?![a-z])/.test(statement)) return 'evet';
  if (/^(?:yok|hayir|icermez|bulunmaz|degil)(?![a-z])/.test(statement)) return 'hayir';
  const askedNegative = head !== undefined && (isNegativeWord(head) || absentRoot(head) !== null);
  const about = clausesOf(fact.value).filter((clause) =>
    asked.some((word) => clause.some((other) => speaksOf(word, other))),
  );
  // The clause that has the word the question turns on as more than a side verb ("… düzenlendikten
  // sonra bilgiler değiştirilemez" does not deny "düzenleyebiliyor musunuz"); else the first.
  const onHead = about.filter((clause) =>
    clause.some((word) => head !== undefined && speaksOf(head, word) && !isConverb(word)),
  );
  if (about.length === 0) {
    if (fact.source !== 'attribute') return null;
    const named = (fold(fact.name).match(/[a-z]+/g) ?? []).some((word) => asked.some((other) => speaksOf(other, word)));
    const kind = asked
      .map((word) => lexiconEntry(word, materialWords) ?? lexiconEntry(word, colourWords))
      .find(Boolean);
    if (kind && /materyal|malzeme|kumas|renk|icerik/.test(fold(fact.name))) return 'hayir';
    if (named && asksExistence(part)) return askedNegative ? 'hayir' : 'evet';
    // "indüksiyon ocakta çalışır mı" against "Uyumlu Ocak Tipi: İndüksiyon, Elektrikli, …": the list names it.
    const listed = (fold(fact.value).match(/[a-z0-9]+/g) ?? []).some((word) =>
      part.words.some(
        (other) => isContentWord(other) && !isGenericWord(other) && other.length > 3 && sameMeaning(other, word),
      ),
    );
    if (named && listed && /,/.test(fact.value)) return askedNegative ? 'hayir' : 'evet';
    return null;
  }
  // "nespresso kapsül kullanabilir miyim" against "öğütülmüş kahve ile kullanılır; kapsül kahve ile uyumlu
  // değildir": when the verb's clause does not name the thing asked about and another clause does, that one decides.
  const objects = asked.filter((word) => head === undefined || !speaksOf(head, word));
  const namesObject = (clause: readonly string[]) =>
    objects.some((word) => clause.some((other) => speaksOf(word, other)));
  // (a clause of its own, not an item of a list cut at its commas: "Cumartesi, pazar ve … yapılmamaktadır")
  const onObject = about.filter((clause) => clause.length >= 3 && !onHead.includes(clause) && namesObject(clause));
  const ownCase = customerCase(part, about);
  // "modem 5 ghz, bağlanır mı" against "2.4 GHz ağlarına bağlanır, 5 GHz ağları desteklemez": the clause
  // holding the figure asked decides.
  const onFigure = about.filter((clause) => numbers.some((number) => (clause as readonly string[]).includes(number)));
  const deciding =
    ownCase.length > 0
      ? ownCase
      : onFigure.length > 0 && onFigure.length < about.length
        ? onFigure
        : onObject.length > 0 && onHead.length > 0 && !onHead.some(namesObject)
          ? onObject
          : onHead.length > 0
            ? onHead
            : [about[0] ?? []];
  // "paket açılmadı, değişim yapabilir miyim" against "açılmamış paketlerde değişim yapılır": a negative
  // the customer tells of their own case agrees with the fact's; it does not deny what is asked.
  const toldNegatives = asked.filter((word) => word !== head && isNegativeWord(word));
  const judgedOn = asked.length > toldNegatives.length ? asked.filter((word) => !toldNegatives.includes(word)) : asked;
  const negative = deciding.some((clause) => negates(clause, judgedOn));
  return negative === askedNegative ? 'evet' : 'hayir';
}

/**
 * The yes or no to "ben mi ödeyeceğim?", "ücretsiz mi?", "kargo parası kimden?" from a sentence that
 * says who pays — null when the question asks no yes/no about cost or the sentence does not say.
 */
export function costLead(question: string, statement: string): 'evet' | 'hayir' | null {
  const text = fold(statement);
  const storePays =
    /(?:magazamiz|bize|tarafimiz|satici)\w* ait|tarafimizca|tarafimizdan|ucretsiz|bedava|ucret alinmaz|karsilanir/.test(
      text,
    );
  const customerPays = /alici\w* ait|size ait|musteri\w* ait|ucretlidir|ucreti alici/.test(text);
  if (storePays === customerPays) return null;
  const asksFree = /ucretsiz|bedava|dahil/.test(question);
  const asksPaid =
    /ucretli|parali|ben mi|benden mi|bana mi|bize mi|odeyecek miyim|odicem|odicek|odeyecek|oder miyim|oduyor muyum|para (?:ver|od)|ucret (?:var|alin|odu)/.test(
      question,
    );
  if (asksFree === asksPaid) return null;
  return storePays === asksFree ? 'evet' : 'hayir';
}
