import { isGenericWord } from './generic-words.js';
import { detectIntents, type IntentMatch } from './intents.js';
import { colourWords, letterSizes, lexiconEntry } from './lexicon.js';
import { normalizeQuestion } from './normalize.js';
import { isContentWord } from './text.js';
import { sameWord } from './turkish.js';

/**
 * What a question needs beyond facts, so no draft should answer it alone: a restock date, a health
 * claim, the status of one's own order, a discount, a complaint that needs a person, another product.
 */
export type QuestionFlag =
  | 'restock'
  | 'medical'
  | 'order'
  | 'discount'
  | 'complaint'
  | 'other'
  | 'date'
  | 'advice'
  | 'reserve'
  | 'exception';

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
    /(?:stoga|stoklara|stoklariniza|stogunuza)\s*(?:ne zaman|tekrar|yeniden|gir|gel|ekle)|(?:tekrar|yeniden)\s+(?:gel|stok|gir|ekle|uret|sat)|ne zaman (?:stoga|stoklara|tekrar|yeniden)|gelecek mi|gelir mi tekrar|gelme ihtimal|stok yenile|ne zaman (?:gelecek|girer|eklenir)|(?:gelince|gelirse|gelince bana|girince|girerse|stoklanirsa|stoga girince)\s+(?:\w+\s+)?(?:haber|bildir|mesaj|yaz)|haber ver(?:ir|ebilir) misiniz|(?:ileride|ilerde|ileriki gunlerde)\s+(?:\w+\s+)?(?:gel|eklen|getir|uret|cik|gir)|(?:gel|eklen|getir|gir)\w*\s+m[iu]\s+(?:ileride|ilerde)/,
  medical:
    /(?<![a-z])(?:yeni ?dogan\w* (?:\w+ ){0,3}(?:uygun|kullan|sur|olur)|(?:kizim|oglum|bebegim|bebek)\w* \d+ (?:aylik|gunluk)|\d+ (?:aylik|gunluk) (?:bebe|kiz|ogl)|(?:gunluk|haftalik) bebe|hamile|gebe|emzir|seker hasta|diyabet|tansiyon|kalp hasta|bobrek|karaciger|ilac|tedavi|iyilestir|iyi gelir|yan etki|zarar(?:li|i) (?:var )?mi|alerji|egzama|sedef|akne|sivilce|kolesterol|kanser|doktor|hekim|recete|hastalig|bagisiklig|zayiflat|kilo verdir|kilo aldir|colyak|reflu|gastrit|dokulme|sac dokul|leke(?:lere|leri)? iyi|kirisiklik|ortopedik|fitik|kizarik\w*|kasinti|kasindir|dokuntu|reaksiyon|yanma yap|tahris)/,
  order:
    /(?<![a-z])(?:siparisim|siparisimi|siparisimin|siparisimiz|siparis(?:i|imi)? verdim|sepet[a-z]* onayla|bankadan onay|kargom|kargomu|paketim|adresimi|adres[a-z]* degis|urunum (?:hala|gelmedi|nerede)|hala (?:gelmedi|gonderilmedi|kargoya)|(?:gun|gundur|haftadir|gunu) bekliyorum|ne zaman gondereceksiniz|kargoya vermediniz|takip numaram|iade ettim|param (?:ne zaman|yatmadi|gelmedi))/,
  discount:
    /(?<![a-z])(?:indirim|kupon|pazarlik|son fiyat|daha uygun|ucuzlat|kampanya|toptan|toplu (?:alim|siparis|al)|olmaz mi \d|\d+ (?:e|a|ye|ya) olmaz|yaparsaniz|\d+ (?:tl )?yap(?:in|sana|arsan|iniz|sak)|fiyatina (?:ver|olur|yap)|(?:biraz(?: daha)?|birazcik|azicik|daha|fiyat\w*|bi(?:r)?(?: de)?) kir(?:sa|ar|in|abil)\w*|(?:\d+ (?:tl|lira)|\d{3,}) ?(?:ye|ya|e|a) (?:olur|verir|birak)\w*|kiyak)/,
  complaint:
    /(?<![a-z])(?:rezalet|berbat|dolandirici|sikayet|yazik|utan|magdur|kirik geldi|yirtik|eksik geldi|yanlis geldi|bozuk geldi|hasarli geldi|lekeli geldi|sahte geldi|ne bicim|tuketici hakem|bir daha almam|asla almayin|paramı|tuylendi|soldu|cekti|bozuldu|calismiyor|sizdiriyor|sizdirma yapiyor|kotu kok|pis kok|bozuk (?:mu|mi) (?:gonder|geldi|yolla)|sepette (?:\w+ )?farkli|(?:sec|iste|siparis et)(?:tim|mistim|mistik|tik) (?:\w+ ){1,4}geldi|fiyat (?:degisti|farkli cikiyor))/,
  other:
    /(?<![a-z])(?:satiyor musunuz|satisi var mi|sizde (?:var|bulunur)|sizde (?:\w+ ){1,3}(?:da|de) var mi|(?:da|de) var mi sizde|baska (?:modeli|rengi|cesidi|urun)|(?:modeli|cesidi|versiyonu|seti) var mi|ayrica sat|ayri (?:olarak )?sat|ayni seri|ayni markanin|ayni setin|(?:modeli|cesidi|versiyonu|seti|parcalisi) (?:de |da )?var mi|magazada|magaza(?:niz|si)(?:da|in)? (?:var|nerede|nerde)|yetkili servis\w* (?:\w+ )?(?:nerede|nerde|adres|hangi|var mi|bulunuyor mu)|servis\w* (?:var mi|nerede|nerde|hangi)|kurulum\w* (?:\w+ ){0,4}(?:gonderiyo|gonderir|geliyo|gelir mi|yapiyo\w* mu|yapar misiniz)|(?:kalib\w*|olcu\w*|model\w*) (?:ile |yla |la )?ayni (?:mi|kalip)|ayni kalip\w* mi|ayrica mi (?:al|satin)|ayrica (?:alabil|alin|satin al)|ayri mi (?:al|satil)|ayrica (?:almam|almak|satin almam) (?:mi )?(?:lazim|gerek)|numune|deneme boy|tester(?:i|ler)?(?![a-z]))/,
  /** which one to take for the customer's own case ("ikisinden hangisini almam lazım"), sizes aside */
  advice:
    /hangisini\s+(?:al|sec|oner|tavsiye)|hangisi\s+(?:daha\s+)?(?:iyi|uygun|mantikli|olur)|sizce\s+hangisi|ne\s+onerirsiniz/,
  /** "benim için ayırabilir misiniz": stock kept for one customer is a promise only the seller makes */
  reserve:
    /(?<![a-z])(?:ayir(?:abilir|ir) misin(?:iz)?|ayir(?:in|iniz|saniz|abilirseniz)|ayirt(?:abilir|ir) miyim|rezerve|beklet(?:ebilir|ir) misiniz)(?![a-z])/,
  /** "yurtiçi ile gönderemez misiniz", "faturayı şirkete kesemez misiniz": a favour asked, the seller's to grant */
  exception: /(?<![a-z])[a-z]{2,}[ae]m[ae]z m[iu]s[iu]n[iu]z(?![a-z])/,
  /** delivery by a given day ("yarına elimde olur mu", "cumaya yetişir mi"): no store can promise it */
  date: /(?:yarin|yarina|cuma|cumartesi|pazar|pazartesi|sali|carsamba|persembe|haftaya)(?:ya|ye|a|e|ki)?\s+(?:\w+\s+){0,3}?(?:elim|gel|kapim|ulas|teslim|yetis|olur mu)|yetisir mi|bayram(?:dan once|a kadar)|arife\w*\s+(?:\w+\s+){0,3}?(?:elim|gel|kapim|ulas|teslim|yetis)|bayram(?:dan sonra|da) (?:mi )?gel|hafta ?sonuna kadar|(?:hafta ?sonu|bayram|tatil)n?(?:dan|den) once|yarin(?:a)? lazim|hizlandir|erken gonder|oncelikli gonder/,
};

/** A yes/no question particle standing alone ("mı", "musunuz", "miyiz"), folded. */
export const particleWord = /^(?:mi|mu|misin|musun|misiniz|musunuz|midir|mudur|miyim|muyum|miyiz|muyuz)$/;
const questionWord = /^(?:ne|neler|nedir|neyle|neyi|neye|nesi|kac|nasil|hangi\w*|nere\w*|kim\w*|niye|neden)$/;
const verbLike = /(?:yor|ir|ar|ur|er|abilir|ebilir)$/;
/** A unit of measure after "kaç" ("kaç cm", "kaç ml"). */
const measureUnit = /^(?:cm|mm|m|metre|santim|ml|lt|litre|l|gr|gram|g|kg|kilo|w|watt|v|volt|derece)$/;
/** A finite verb, as normalised ("gönderiyorsunuz", "geliyor", "kaplar"). */
const finiteVerb = /(?:yor(?:sunuz|uz)?|[aeiu]r(?:s[iu]n[iu]z)?)$/;
/** The verb a focus particle stands before ("kendi mi gidiyor"): finite, and no plural noun ("renkler"). */
const focusedVerb = (word: string) =>
  word.length >= 5 && finiteVerb.test(word) && !/l[ae]r$/.test(word) && !particleWord.test(word);
const yesNoPattern = /(?<![a-z])(?:mi|mu|misin|musun|misiniz|musunuz|midir|mudur|miyim|muyum|miyiz|muyuz)(?![a-z])/;

/** Where one question ends and the next begins: punctuation, or a joining word followed by another topic. */
const partBreak =
  /[?!]+|(?<!\d)\.+|\.+(?!\d)|\s(?:bir de|birde|ayrica(?!\s+m[iu](?:\s|$))|bi de|hem de|peki|bide|ve bir de)\s|,\s|(?<=\s(?:biliyorum|biliyom|biliyoruz|gordum|gorduk|okudum|okuduk))\s(?!(?:da|de|ama|ancak|fakat)\s)/;
// ("nevresimin ağzı fermuarlı biliyorum yastık kılıfları da …": what the customer knows ends a sentence;
// "kargo ücreti ayrıca mı" asks whether it is separate, "ayrıca" joins nothing there.)
/** "ve" only splits when both sides ask something of their own (see `readQuestion`). */
const andBreak = /\s(?:ve|ile birlikte|ayni zamanda)\s/;

/**
 * A told sentence's end: a verb in the first person, the past or the present ("terliyorum da", "motorla
 * işe gidiyom", "dar geldi", "sahtesi çok varmış", "pet istemem", "ucuzlarda içi hep kumaş oluyor").
 */
const statementEnd =
  /(?:[iuy]yorum|yorum|[iu]yom|[a-z]{2}yor|[dt][iu]m|[dt][iu]k|m[iu]st[iu]m|[dt][iu]|m[iu]s|[a-z]{2}m[ae]m)(?:\s+(?:da|de|ya|yani|zaten|aslinda|ama|bazen|iste))?$/;
/**
 * A verb of the customer's own ("aldım", "yakıştırdım", "alcam", "giyeceğim", "alırım", "kullanıyorum"):
 * what they did or will do is their circumstance, not what they ask.
 */
export const toldVerb = (word: string) =>
  word.length >= 5 &&
  /(?:[^aeiou][dt][iu]m|m[ae]d[iu][mk]|[iu]?yorum|[iu]yom|[^aeiou][iu]?c[ae]m|[ae]c[ae][gk][iu]m|[iuae]r[iu]m|m[iu]st[iu]m)$/.test(
    word,
  ) &&
  !/^(?:yorum|durum|kurum|serum|forum|urun\w*|bedenim|numaram|boyum|kilom)$/.test(word);
/** "boyum 1.90", "1.68 boyunda 65 kiloyum", "Amerika'ya gidicem": the customer's own measures or plans, told. */
/** "normal giymek istiyorum": a wish asks for advice, it is more than the customer's circumstance. */
const wish = /(?<![a-z])(?:ist(?:iyorum|erim|iyoruz|eriz)|olsun|tercih)(?![a-z])/;
const toldOwn =
  /(?<![a-z0-9.,])\d+(?:[.,]\d+)?\s*(?:cm|santim|metre|m|volt|v)$|(?<![a-z])(?:boyum|boyundayim|kilom|kiloyum|kilodayim|gogsum|belim|kalcam|numaram|yasindayim|[a-z]{3,}(?:[iu]cem|[iu]cam|ecegim|acagim))(?![a-z])/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const topical = (words: readonly string[]) => words.filter((word) => isContentWord(word) && !isGenericWord(word));

/**
 * "astarı var mı içini gösterir mi" asks two things; "kalın mı ince mi", "yüze mi yoksa vücuda mı"
 * and "renkli mi ten rengi veriyor mu" ask one (a choice, or the same thing twice). A chunk is split
 * after a question particle when what follows asks something of its own.
 */
function splitAtParticles(chunk: string): string[] {
  const words = chunk.split(' ');
  const pieces: string[][] = [[]];
  let breakAfter = -1;
  for (const [index, word] of words.entries()) {
    pieces[pieces.length - 1]?.push(word);
    if (index === breakAfter) pieces.push([]);
    const rest = words.slice(index + 1);
    // "250 gramlık kaç tl kargo ücreti ayrıca mı": the price asked, then another topic asked with its particle
    // ("toplam kaç tl tutar, kargo da …": the verb of the sum stays with it).
    if (words[index - 1] === 'kac' && /^(?:tl|lira|para)$/.test(word)) {
      const verb = /^(?:tutar|eder|olur|oder|tutuyor|ediyor|oluyor|yapar)$/.test(rest[0] ?? '') ? 1 : 0;
      const after = rest.slice(verb);
      const until = after.findIndex((other) => particleWord.test(other) || questionWord.test(other));
      const topics = detectIntents(after.slice(0, until < 0 ? after.length : until).join(' ')).map((match) => match.id);
      if (until > 0 && topics.length > 0 && !topics.includes('fiyat')) {
        if (verb) breakAfter = index + 1;
        else pieces.push([]);
      }
      continue;
    }
    // "mendil boyutu kaç cm alkol var mı", "hangi kargoyla gönderiyosunuz faturayı kutuya koyuyo musunuz":
    // a measure or a which-question whole, then another topic asked with its own particle.
    // (A measure, not a time: "kaç günde kargoya verirsiniz" goes on about the same.)
    const verb = rest[0] !== undefined && !particleWord.test(rest[0]) && finiteVerb.test(rest[0]) ? 1 : 0;
    const whole =
      (words[index - 1] === 'kac' && measureUnit.test(word)) ||
      (words[index - 1] === 'hangi' && isContentWord(word) && verb === 1);
    if (whole && index + 2 < words.length) {
      const after = rest.slice(verb);
      const until = after.findIndex((other) => particleWord.test(other) || questionWord.test(other));
      const own = detectIntents(words.slice(0, index + 1 + verb).join(' ')).map((match) => match.id);
      const topics = detectIntents(after.slice(0, until < 0 ? 0 : until).join(' ')).map((match) => match.id);
      if (
        until > 0 &&
        particleWord.test(after[until] ?? '') &&
        topics.length > 0 &&
        !topics.some((topic) => own.includes(topic))
      ) {
        if (verb) breakAfter = index + 1;
        else pieces.push([]);
        continue;
      }
    }
    if (!particleWord.test(word)) continue;
    // "şarjı bitince kendi mi gidiyor istasyona yoksa elle mi takcaz": a particle before the verb marks
    // what is asked about, it does not end the question ("var mı gelir mi", "yıkanır mı solar mı" do).
    // ("toz torbası ile mi geliyor kutulu mu gönderiyorsunuz", "vakumlu mu geliyor açınca nasıl saklamalıyım":
    // after the verb, another question — unless it offers the other alternative.)
    const before = words[index - 1] ?? '';
    const asksOnAfter = rest.some((other) => particleWord.test(other) || questionWord.test(other));
    if (
      focusedVerb(rest[0] ?? '') &&
      (!asksOnAfter || rest.includes('yoksa')) &&
      before.length >= 3 &&
      !verbLike.test(before) &&
      !/^(?:var|yok|mevcut)/.test(before) &&
      !questionWord.test(before)
    )
      continue;
    // "ten rengine mi yakın yoksa krem gibi mi" is one choice; "50 ml var mı yoksa 20 ml kaç tl" asks anew.
    const nextParticle = rest.findIndex((other) => particleWord.test(other));
    const clause = nextParticle < 0 ? rest : rest.slice(0, nextParticle);
    // (Not "değiştirebilir misiniz yoksa nasıl yapcaz": that asks the same, in other words.)
    const asksAnew =
      clause.some((other) => questionWord.test(other)) &&
      clause.some((other) => /^\d/.test(other) || (topical([other]).length > 0 && !/^yap/.test(other)));
    if (
      (rest.slice(0, 2).includes('yoksa') && !asksAnew) ||
      !rest.some((other) => particleWord.test(other) || questionWord.test(other))
    )
      continue;
    const current = pieces[pieces.length - 1] ?? [];
    // "kutusuyla mı gelir poşete mi koyuyonuz": a verb right after the particle ends the first question.
    // (A verb surely: "tamper", "polyester" end as an aorist does.)
    const verbAfter =
      focusedVerb(rest[0] ?? '') &&
      /^(?:gel|gid|gonder|yolla|cik|yap|gir|gec)/.test(rest[0] ?? '') &&
      rest[1] !== undefined &&
      !particleWord.test(rest[1]) &&
      !questionWord.test(rest[1]);
    const breakHere = () => {
      if (verbAfter) breakAfter = index + 1;
      else pieces.push([]);
    };
    const until = rest.findIndex((other) => particleWord.test(other));
    const next = until < 0 ? rest : rest.slice(0, until);
    const choice =
      until > 0 &&
      current.length <= 3 &&
      // "düşürünce korur mu darbe emici mi" asks two things: after a verb, two words are no choice of words
      (next.length === 1 ||
        !current.some((other) => !particleWord.test(other) && other.length >= 5 && verbLike.test(other))) &&
      next.length <= 2 &&
      !next.some((other) => verbLike.test(other) || other === 'var' || questionWord.test(other));
    const mine = topical(current);
    const repeated = topical(next).some((other) => mine.some((own) => sameWord(own, other)));
    // "siyah stokta mı kargosu ücretsiz mi": two topics are two questions, however short.
    const ownTopics = detectIntents(current.join(' ')).map((match) => match.id);
    const nextTopics = detectIntents(next.join(' ')).map((match) => match.id);
    const otherTopic =
      ownTopics.length > 0 && nextTopics.length > 0 && !nextTopics.some((topic) => ownTopics.includes(topic));
    if (otherTopic) {
      breakHere();
      continue;
    }
    // "türk malı mı pamuğu da türkiyeden mi": "… da" puts the question to something new.
    const alsoNew = next.some(
      (other, at) =>
        at > 0 &&
        /^(?:da|de)$/.test(other) &&
        !mine.some((own) => sameWord(own, next[at - 1] ?? '')) &&
        isContentWord(next[at - 1] ?? ''),
    );
    if (alsoNew) {
      breakHere();
      continue;
    }
    // "taksit var mı kaç taksit": asking how many after whether is a question of its own.
    // ("boyalı saça kullanılır mı boyayı akıtır mı": a word shared, but a verb of its own asks anew.)
    const verbOf = (list: readonly string[]) => list.find((other) => focusedVerb(other) && verbLike.test(other));
    const [ownVerb, nextVerb] = [verbOf(current), verbOf(next)];
    const newVerb = ownVerb !== undefined && nextVerb !== undefined && !sameWord(ownVerb, nextVerb);
    if (choice || (repeated && !newVerb && !next.some((other) => questionWord.test(other)))) continue;
    breakHere();
  }
  return pieces.map((piece) => piece.join(' ')).filter(Boolean);
}

export function partOf(text: string): QuestionPart {
  const words = text.match(/[a-z0-9]+(?:[.,/][0-9]+)*/g) ?? [];
  return { text: text.trim(), words, intents: detectIntents(text), yesNo: yesNoPattern.test(text) };
}

/** What "kaç" may be followed by as its own unit or count ("kaç cm", "kaç tane"), not a noun asked of. */
const countedUnit =
  /^(?:cm|mm|m|metre|santim|ml|lt|litre|l|gr|gram|g|kg|kilo|w|watt|v|volt|gun|saat|hafta|ay|yil|dakika|dk|saniye|tane|adet|numara|beden|kisilik|derece|tl|lira|para|taksit|kere|kez|yas|parca|renk|model|cesit|kat|kademe|bar|mah|porsiyon|damla|tablet|kapsul|olcek)(?:[dt][ae]|[iu]?nd[ae]|l[iu]k|l[iu])?$/;

/**
 * "kaç watt kablo kaç metre": each "kaç" after the first starts a question, with the noun before it
 * ("kablo") when the question before is already whole ("kaç watt").
 */
function splitAtHowMany(chunk: string): string[] {
  const words = chunk.split(' ');
  // Where each "kaç …" or "ne kadar" asks ("toz haznesi kaç ml su haznesi ne kadar").
  const asked = words.flatMap((word, index) =>
    word === 'kac' || (word === 'ne' && words[index + 1] === 'kadar') ? [index] : [],
  );
  if (asked.length < 2) return [chunk];
  const pieces: string[][] = [];
  let start = 0;
  for (const [order, at] of asked.entries()) {
    const next = asked[order + 1];
    if (next === undefined) break;
    const end = at + 2;
    // "kaç bar kaç watt": one right after the other; "toz haznesi kaç ml su haznesi ne kadar": a new
    // question starts with the noun after the one before is whole ("kaç ml") — not after "ne kadar önce
    // sürcem", nor "kaç gün, … kaç günde".
    const between = words.slice(end, next);
    // "nevresim ölçüsü kaç, yastık kılıfı kaç tane": a count asks of the noun before it, which starts the question.
    const counts = /^(?:tane|adet)$/.test(words[next + 1] ?? '') && !countedUnit.test(words[at + 1] ?? '');
    if (counts && next > at + 1) {
      pieces.push(words.slice(start, at + 1));
      start = at + 1;
      continue;
    }
    const time = /^(?:gun|saat|hafta|ay|yil|sure|dakika|dk|icinde)/;
    // ("1 damlası kaç IU, günde kaç damla": a frequency between two measures that are no times starts the second.)
    const untimed = (word: string | undefined) => word !== undefined && isContentWord(word) && !time.test(word);
    const cut =
      next <= end
        ? next
        : words[at] === 'kac' &&
            (topical(between).some((word) => !time.test(word)) ||
              (between.length > 0 &&
                between.every((word) => time.test(word)) &&
                untimed(words[at + 1]) &&
                untimed(words[next + 1])))
          ? end
          : null;
    if (cut === null) continue;
    pieces.push(words.slice(start, cut));
    start = cut;
  }
  pieces.push(words.slice(start));
  return pieces.map((piece) => piece.join(' ')).filter(Boolean);
}

/** A verb or a need that ends a question ("bitirmem lazım", "gönderiyor musunuz", "kullanılır"). */
const questionEnd = /^(?:lazim|gerek\w*|sart|[a-z]{3,}(?:yor\w*|m[ae]li\w*|[ae]bilir\w*|[ae]r|[iu]r|[iu]l[iu]r))$/;
/** An open question word that starts a question ("nasıl saklayacağım", "nerede üretiliyor"). */
const openingWord = /^(?:nasil|nerede|nerde|nereden|nerden|neden|niye|hangi\w*)$/;

/**
 * "açıldıktan sonra kaç ay içinde bitirmem lazım nasıl saklıcam": a question whole to its verb, then
 * another question word, asks a second thing.
 */
function splitAtSecondQuestion(chunk: string): string[] {
  const words = chunk.split(' ');
  const pieces: string[][] = [[]];
  let asking = false;
  for (const [index, word] of words.entries()) {
    const previous = words[index - 1] ?? '';
    if (asking && openingWord.test(word) && (questionEnd.test(previous) || particleWord.test(previous))) {
      pieces.push([]);
      asking = false;
    }
    pieces[pieces.length - 1]?.push(word);
    if (questionWord.test(word) || particleWord.test(word)) asking = true;
  }
  return pieces.map((piece) => piece.join(' ')).filter(Boolean);
}

/** Whether a part asks, by a yes/no particle or a question word ("ne", "neyle", "kaç", "nasıl" …). */
export const asksOutright = (part: QuestionPart) =>
  part.yesNo || part.words.some((word) => particleWord.test(word) || questionWord.test(word));

/** Whether a chunk asks at all: a particle, a question word, or a topic. */
const asks = (part: QuestionPart) =>
  part.words.some((word) => particleWord.test(word) || questionWord.test(word)) || part.intents.length > 0;
/** Words that only continue the question before ("kaç gün içinde", "var mı acaba"). */
const continuation = (part: QuestionPart) =>
  part.intents.length === 0 &&
  topical(part.words).every((word) => /^(?:gun|saat|hafta|ay|yil|icinde|sure|varsa|yoksa|eger)/.test(word));

/** "kargo bedava mı, bu çanta da ücretsiz mi gelir": a cost asked again, with no topic of its own, is the shipping's. */
const costWord = /^(?:ucretsiz|bedava|ucretli|parali)\w*$/;
const restatesCost = (part: QuestionPart, previous: QuestionPart) =>
  part.intents.length === 0 &&
  part.words.some((word) => costWord.test(word)) &&
  previous.intents.some((match) => match.id === 'kargo');

/** "yok mu, bitti mi", "1 kiloluk yok mu abi bitti mi": the same availability asked again in other words. */
const availabilityWord = /^(?:bit(?:ti|mis|medi|memis)|tuken\w*|kal(?:di|mis|madi|mamis)|yok|var|stok\w*|mevcut)$/;
const fillerWord = /^(?:abi|abla|hocam|yine|gene|acaba|galiba|artik|hala|ya|simdi|tamamen|hepsi)$/;
const restatesAvailability = (part: QuestionPart, previous: QuestionPart) => {
  const own = part.words.filter((word) => !particleWord.test(word) && !fillerWord.test(word));
  return (
    own.length > 0 &&
    own.every((word) => availabilityWord.test(word)) &&
    previous.words.some((word) => availabilityWord.test(word))
  );
};

/**
 * "M var mı", "L?", "39 da var mı": a part naming only sizes, which asks its availability of what the
 * part before names ("siyah S var mı, M var mı" asks of a black M; "bej 37 yok mu, 39 da mı yok").
 */
const sizeOnly = (part: QuestionPart) => {
  const own = part.words.filter(
    (word) =>
      !particleWord.test(word) &&
      !fillerWord.test(word) &&
      !availabilityWord.test(word) &&
      !/^(?:peki|beden\w*|numara\w*|olan\w*|da|de|ve|veya|stokta|olur|olsun|bana|idare|eder|yeter)$/.test(word),
  );
  // ("750 var mı", "500 gr var mı": an amount sold is an option too.)
  const amount = own.some((word) => /^\d{2,4}$/.test(word));
  return (
    own.length > 0 &&
    own.length <= 3 &&
    own.every(
      (word) =>
        letterSizes.has(word) ||
        /^[2-5]\d$/.test(word) ||
        (amount && /^(?:\d{2,4}|ml|gr|g|kg|lt|l|cm|l[iu]k?|s[iu])$/.test(word)),
    )
  );
};

/**
 * Whether a part asks of a variant — its stock, a colour or a size — so a size alone after it asks the
 * same of that size ("siyah S var mı, M var mı"); after "kapşonu çıkıyor mu", "M beden kaldı mı" asks anew.
 */
const namesVariant = (part: QuestionPart) =>
  part.words.some(
    (word, index) =>
      // ("karma cildim var, yüzüme de sürebilir miyim": a "var" that asks nothing is no stock asked.)
      // ("hangi boyutu var" asks it with its question word.)
      (availabilityWord.test(word) &&
        (!/^(?:var|yok)$/.test(word) ||
          particleWord.test(part.words[index + 1] ?? '') ||
          part.words.some((other) => questionWord.test(other)))) ||
      letterSizes.has(word) ||
      /^[2-5]\d$/.test(word) ||
      lexiconEntry(word, colourWords),
  );

/**
 * "33 antrasit yok mu? yoksa koyu mavi 33 olur", "400 ml var mı, o yoksa 750 ml'si olur": what the customer
 * takes instead, asking nothing of its own, belongs to the question before.
 */
const fallsBack = (part: QuestionPart) =>
  /^(?:(?:o|bu|su) )?(?:da )?yoksa (?!m[iu](?![a-z]))/.test(part.text) &&
  !part.words.some((word) => particleWord.test(word) || questionWord.test(word));

/** A part that opens on what was just told: "onda yıkasam", "onunla kullansam", "orada çalışır mı". */
const pointsBack = /^(?:onda|onunla|onla|ona|orada|oraya|bununla|bunda)(?![a-z])/;

/** "normal mi", "bozuk mu bu", "sorun var mı": a judgement asked of what the customer has just told. */
const evaluates = (part: QuestionPart) => {
  const own = topical(part.words);
  return (
    own.length > 0 &&
    own.every((word) => /^(?:normal\w*|bozuk\w*|bozul\w*|sorun\w*|sikinti\w*|dogal\w*|olagan\w*|kusur\w*)$/.test(word))
  );
};

/** "kaç tane yastık kılıfı çıkıyor, ölçüsü ne": the measure of what was just counted, not of the product. */
const measureOfCounted = /^(?:olcusu|olculeri|boyutu|boyutlari|ebadi|ebatlari) (?:ne|nedir|ne kadar|kac)(?: cm)?$/;
/** A part asking of shipping, price or returns, not of what is in stock. */
const asksOtherTopic = (part: QuestionPart) =>
  part.intents.some((match) => /^(?:kargo|fiyat|iade|indirim|odeme|fatura)$/.test(match.id));

/**
 * "bana siyah L ona beyaz M, ikisi de stokta var mı", "bordo varsa alcam yoksa krem, hangisi var": "both"
 * and "which" ask of what the part before names.
 */
const refersBack =
  /^(?:her )?(?:ikisi|ikiside|ikisinde|ikisinin)(?![a-z])|^(?:hangisi|hangileri) (?:\w+ )?(?:var|stok\w*|mevcut|kaldi)(?: m[iu])?$/;

/**
 * The question in parts, with its flags. Parts are split at punctuation, joining words and
 * question particles; a sentence that asks nothing ("Şirket adına alacağız.") is left out when
 * another one asks, and a part that only continues the one before ("kaç gün içinde") joins it.
 */
export function readQuestion(question: string, known?: (word: string) => boolean): ReadQuestion {
  const normalized = normalizeQuestion(question, known);
  const chunks = normalized
    .split(partBreak)
    .flatMap(splitAtParticles)
    // "kaç watt, kablo kaç metre" without a comma: each "kaç" after the first starts a question.
    .flatMap(splitAtHowMany)
    .flatMap(splitAtSecondQuestion)
    .flatMap((chunk) => {
      const halves = chunk.split(andBreak);
      // "inox ve siyah renkler stokta mı": a short list before "ve" is no question of its own.
      const listed = (halves[0] ?? '').split(' ').length <= 2 && !yesNoPattern.test(halves[0] ?? '');
      return !listed && halves.map(partOf).every((part) => part.intents.length > 0) ? halves : [chunk];
    })
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0)
    .map(partOf)
    // "… kaldı mı, kaç tane var": a count asked is a part even with no topic word of its own.
    .filter(
      (part) =>
        part.intents.length > 0 ||
        topical(part.words).length > 0 ||
        /kac (?:tane|adet)/.test(part.text) ||
        sizeOnly(part) ||
        refersBack.test(part.text),
    );
  // "polyester olunca çok terliyorum da", "aldım dar geldi": a sentence the customer tells, with no
  // particle, question word or question mark, is the circumstance of another that asks outright.
  const told = (part: QuestionPart) =>
    !part.words.some((word) => particleWord.test(word) || questionWord.test(word)) &&
    !new RegExp(`${escapeRegExp(part.text)}\\s*\\?`).test(normalized) &&
    (statementEnd.test(part.text) ||
      (toldOwn.test(part.text) && !wish.test(part.text)) ||
      // "stok yapcam 3-4 tane alıp": a plan of the customer's own
      (part.words.some(toldVerb) && !wish.test(part.text) && !/(?<![a-z])(?:varsa|yoksa)(?![a-z])/.test(part.text)));
  const outright = chunks.some((chunk) =>
    chunk.words.some((word) => particleWord.test(word) || questionWord.test(word)),
  );
  const asking = chunks.filter(asks);
  const included = (chunk: QuestionPart) =>
    asking.length === 0 || (asks(chunk) && !(outright && told(chunk))) || continuation(chunk) || sizeOnly(chunk);
  const parts: QuestionPart[] = [];
  let circumstance: QuestionPart | null = null;
  for (const chunk of chunks) {
    if (!included(chunk)) {
      circumstance = chunk;
      continue;
    }
    // "ilk çalıştırdım plastik gibi koku yaptı, normal mi bu": whether it is normal asks of what was told.
    // ("makinemin elde yıkama programı var, onda yıkasam bir şey olur mu": "onda" is what was told.)
    const part =
      circumstance && (evaluates(chunk) || pointsBack.test(chunk.text))
        ? partOf(`${circumstance.text} ${chunk.text}`)
        : chunk;
    circumstance = null;
    const previous = parts[parts.length - 1];
    // "1 beyaz s 1 de siyah m alsam kargo bedava olur mu, ikisi de var mı": "both" asks the stock of what the
    // part before names, though that part asks another topic — a part of its own, with the options named.
    if (previous && refersBack.test(part.text) && asksOtherTopic(previous)) {
      const options = previous.words.filter((word) => letterSizes.has(word) || lexiconEntry(word, colourWords));
      if (options.length >= 2) {
        parts.push(partOf(`${options.join(' ')} ${part.text}`));
        continue;
      }
    }
    if (
      previous &&
      (continuation(part) ||
        refersBack.test(part.text) ||
        (measureOfCounted.test(part.text) && /kac (?:tane|adet)/.test(previous.text)) ||
        restatesAvailability(part, previous) ||
        restatesCost(part, previous) ||
        fallsBack(part) ||
        pointsBack.test(part.text) ||
        (sizeOnly(part) && namesVariant(previous)))
    )
      parts[parts.length - 1] = partOf(`${previous.text} ${part.text}`);
    else parts.push(part);
  }
  // "krem L kalmamış galiba, siyah L var mı": what is asked outright comes first, the guess confirmed after.
  const guessed = (part: QuestionPart) => /(?<![a-z])m[iu] galiba$/.test(part.text);
  if (parts.some((part) => !guessed(part))) parts.sort((a, b) => Number(guessed(a)) - Number(guessed(b)));
  const flags = new Set(
    (Object.keys(flagPatterns) as QuestionFlag[]).filter((flag) => flagPatterns[flag].test(normalized)),
  );
  if (comparesWithAnother(normalized)) flags.add('other');
  return { text: question, normalized, parts, flags };
}

const comparative =
  /(?<![a-z])(?:(\S+)\s+)?(?:(?:\d+|x{0,3}[sml]|x{1,3}l)\s+)?([a-z]+(?:d[ae]n|t[ae]n))\s+(?:daha\s+|biraz\s+|bir tik\s+|cok\s+)?(?:buyuk|kucuk|genis|dar|bol|uzun|kisa|ince|kalin|iyi|kaliteli|ucuz|pahali|yumusak|sert|agir|hafif|islak|guclu|sessiz)\w*(?:\s+[a-z]+)?\s+m[iu](?![a-z])/g;
const measure =
  '(?:bel|omuz|boy|kol|paca|kalca|gogus|ayak|normal|standart|kalib|kalip|beden|numara|olcu|x{0,3}[sml]|x{1,3}l)';
/** The product's own fit measured ("normalden dar mı", "belden bol mu", "S bedenden", "kendi numaramdan"), or no ablative ("bi beden büyük"). */
const ownMeasure = new RegExp(`^(?:${measure}(?:[iu]?m)?(?:n?d[ae]n|t[ae]n)?|bundan|neden|kendi\\w*)$`);
/** "numarasından", "bedeninden", "kalıbından": a measure of something's. */
const possessedMeasure = new RegExp(`^${measure}(?:s[iu]|[iu])n(?:d[ae]n)$`);
/** "pampersin 3 numarasından" is another's; "bunun", "ürünün" this one's. */
const ownPossessor = /^(?:bunun|urunun|modelin|sizin|bu|benim|bizim|kendi|ayni)$/;

/**
 * "pampersin 3 numarasından büyük mü kalıyor", "uni baby mendilden daha kalın mı": the product set
 * beside another item. No fact of this product compares it with anything else.
 */
/** "onlar da fermuarlı mı": a part about things named before ("those"), not about the product. */
export const aboutThoseNamed = (text: string) => /^(?:onlar|bunlar|sunlar)(?:in|i)?\s+(?:da|de)\s/.test(text);

export function comparesWithAnother(normalized: string): boolean {
  // "başka marka 4 numara kullanıyoruz, sizinki dar mı": a fit asked against another brand's.
  if (
    /(?:baska|diger|farkli) marka\w*\s.*(?:dar|bol|buyuk|kucuk|genis|kalip|kalib|ayni|gibi)\w*\s+m[iu](?![a-z])/.test(
      normalized,
    ) ||
    // "prima 4 numara kullanıyoruz, bu markanın kalıbı küçük mü": the brand used told, this one's asked against it.
    /(?:kullan|giy)(?:iyo|ir)\w*\s.*(?:bu|sizin)\s+marka\w*\s+(?:\w+\s+)?(?:dar|bol|buyuk|kucuk|genis|kalip|kalib|ayni)/.test(
      normalized,
    )
  )
    return true;
  for (const [, before = '', word = ''] of normalized.matchAll(comparative)) {
    if (possessedMeasure.test(word)) {
      if (/[iu]n$/.test(before) && before.length > 3 && !ownPossessor.test(before)) return true;
    } else if (!ownMeasure.test(word)) return true;
  }
  return false;
}

/**
 * The words that carry the question of a part: up to the word after its first question particle
 * ("kutusuyla mı geliyor | hediye edeceğim" — what follows is the customer's circumstance).
 */
export function questionWords(part: QuestionPart): string[] {
  const at = part.words.findIndex((word) => particleWord.test(word));
  if (at < 0) return part.words;
  const rest = part.words.slice(at + 1);
  if (rest.some((word) => particleWord.test(word) || questionWord.test(word))) return part.words;
  // "33 antrasit yok mu yoksa koyu mavi 33 olur": what the customer takes instead is named after it.
  if (rest[0] === 'yoksa' || (/^(?:o|bu)$/.test(rest[0] ?? '') && rest[1] === 'yoksa')) return part.words;
  // "beyaz L var mı peki XL", "kahverengisi var mı 43 numarada": a size after the particle is asked too.
  if (
    rest.some(
      (word, index) => letterSizes.has(word) || (/^\d+$/.test(word) && /^(?:numara|beden)/.test(rest[index + 1] ?? '')),
    )
  )
    return part.words;
  return part.words.slice(0, verbLike.test(rest[0] ?? '') ? at + 2 : at + 1);
}

/**
 * "şarjı bitince kendi mi gidiyor istasyona yoksa ben mi koyacağım": the words of the first of two
 * alternatives, each asked with its particle — what a fact about the first must repeat. (The verifier
 * still wants the other alternative spoken to.)
 */
export function firstAlternative(part: QuestionPart): QuestionPart {
  const or = part.words.indexOf('yoksa');
  // Two ways of doing ("kendi mi gidiyor … yoksa ben mi koyacağım"), each with its verb: not two kinds
  // ("tam beyaz mı yoksa kırık beyaz mı"), which a fact must tell apart.
  const alternatives =
    or > 0 &&
    part.words.slice(0, or).some((word) => particleWord.test(word)) &&
    part.words.slice(0, or).some((word) => word.length >= 5 && !particleWord.test(word) && verbLike.test(word)) &&
    part.words.slice(or + 1).some((word) => particleWord.test(word)) &&
    // ("telefonu korur mu yoksa sadece çizilmeye karşı mı": whether more than the second — a fact on the
    // second does not say.)
    !part.words.slice(or + 1).some((word) => /^(?:sadece|yalnizca|yalniz|bir tek)$/.test(word)) &&
    // ("kuşağı da geliyor mu yoksa dikili mi": a way of being made is no second way of doing — a fact on the first
    // does not say it.)
    !part.words.slice(or + 1).some((word) => /^[a-z]{3,}(?:li|lu|siz|suz)$/.test(word));
  return alternatives ? { ...part, words: part.words.slice(0, or) } : part;
}

/**
 * "kuru temizleme yapmayın yazıyor tamam da, kurutma makinesine atabilir miyim": what the customer read
 * in the listing and quotes is not what is asked — the words after the quote are. The part itself when
 * nothing is quoted, or nothing is asked after it.
 */
export function beyondQuote(part: QuestionPart): QuestionPart {
  const quote =
    /^(?:.+?)\s(?:yaziyor|yaziyo|yazmissiniz|yaziyorsunuz|diyor|diyo|diyorsunuz|diyosunuz)(?:\s+(?:tamam|peki|evet))?(\s+(?:ama|fakat|ancak|da|de))?\s+(.+)$/.exec(
      part.text,
    );
  const rest = quote?.[2] ? partOf(quote[2]) : null;
  // ("kutusunda geliyo yazıyo, ekstra tabanlık da var mı": with no "ama" the question after the quote asks.)
  const asks = quote?.[1] !== undefined || rest?.words.some((word) => particleWord.test(word)) === true;
  return rest && asks && topical(rest.words).length > 0 ? rest : part;
}
