import { type Fact, freeShippingFrom } from '../engine/facts.js';
import { countsTold } from '../engine/lexicon.js';
import { normalizeQuestion } from '../engine/normalize.js';
import { beyondQuote, type QuestionPart } from '../engine/read-question.js';
import { asSentence, fold } from '../engine/text.js';
import { type AskedOptions, askedOptions, variantsMeant } from '../engine/variant-options.js';
import type { Catalog } from './catalog.js';
import { namesKind, onlyOtherKinds, productKind, storeSources } from './lookup.js';
import { answer, listOf, type PartAnswer } from './plan.js';
import { costLead, factLead } from './polarity.js';
import { orderTold, pricedOne, tl } from './price.js';
import { factSentence } from './render.js';
import { askedWords, sameMeaning } from './words.js';

/** The carriers a customer names, folded. */
export const carrierNames = /(aras|yurtici|mng|ptt|surat|ups|dhl|hepsijet|sendeo)/;

/** What a shipping question asks, from its wording. */
const aspects = {
  carrier:
    /hangi kargo|kargo (?:firma|sirket)|hangi (?:firma|sirket)|hangi kargoyla|kargo ile mi|kargosu ne|(?:aras|yurtici|mng|ptt|surat|express)\w* (?:ile )?mi|(?<![a-z])(?:aras|yurtici|mng|ptt|surat|hepsijet|sendeo|ups|dhl)(?: kargo\w*)? ?(?:ile|la|le|yla|yle)? (?:gonder|yolla)/,
  sameDay:
    /ayni gun|bugun kargo|bugun (?:gonder|cik)|saat kac|kaca kadar|kacta|bugun (?:siparis|versem|alsam)|hizli (?:teslimat|kargo|gonderim)/,
  dispatch:
    /kargoya (?:ne zaman|kac gun)|ne zaman kargo|ne zaman gonder|kac gun(?:de|e)? (?:kargo|gonder|cik)|hazirlan|gonderim sure|ne zaman (?:cikar|cikis)|kargoya verir|kargoya verilir|(?<!fatura\w* )(?:gonderirsiniz|gonderiyor musunuz)/,
  arrival:
    /kac gun(?:de|e)? (?:gel|ulas|elim|teslim)|ne zaman (?:gel|ulas|elim|teslim)|ne kadar (?:surede|zamanda) gel|teslim sure|kac gunde gelir|kac gunde elime|elime (?:ne zaman|kac)/,
  cost: /kargo (?:ucret|parasi|bedava|ucretsiz|dahil|kac tl|kac para|kac lira|ne kadar|parali)|kargo(?:su)? (?:da |de )?(?:eklen|ilave)|kargo ile (?:\w+ )?(?:kac|ne kadar) tut|ucretsiz kargo|kargo(?:su)? (?:bedava|ucretli|ucretsiz|parali)|kargo dahil|kargo ucreti|kargo(?:su|yla|la)? (?:ile )?(?:beraber|birlikte)/,
  // "pazar akşamı sipariş versem" — Sunday, not "pazartesi" or "pazarlık"
  weekend: /cumartesi|(?<![a-z])pazar(?:a|i|in|da|dan)?(?![a-z])|hafta ?sonu|resmi tatil|bayramda/,
  // a country named with sending ("Azerbaycan'a gönderim var mı"), not "Almanya'ya götüreceğim, orada çalışır mı"
  abroad:
    /(?<![a-z])(?:yurt ?disi|yurtdisina|almanya|kktc|kibris|avrupa|azerbaycan|hollanda|fransa|ingiltere|amerika|abd(?![a-z])|rusya|irak(?![a-z])|iraka|gurcistan|bulgaristan|yunanistan|belcika|avusturya|isvicre)\w*\s+(?:\S+\s+){0,3}?(?:gonder|kargo|teslim|yoll|ulas|siparis|gel)/,
  tracking: /takip/,
} as const;
type Aspect = keyof typeof aspects;

/** Sentences of the profile that speak to an aspect. */
const marks: Record<Aspect, RegExp> = {
  carrier: /express|aras|yurtici|mng|surat|ptt|ups|dhl|hepsijet|sendeo|kolay ?gelsin|horoz|ceva|borusan/,
  sameDay: /ayni gun/,
  dispatch: /kargoya (?:verilir|teslim)|hazirlan/,
  arrival: /(?<!kargoya )teslim edilir|ulasir|elinize|adresinize/,
  cost: /ucret|bedava/,
  weekend: /cumartesi|pazar|tatil/,
  abroad: /yurt ?disi|turkiye ici|yalnizca turkiye/,
  tracking: /takip/,
};

/** A weekend rule that says no ("… kargo çıkışı yapılmaz"), and a question asked in the negative ("çıkmıyor mu"). */
const weekendDenied = /yapilmaz|yapilmamakta|yapilmiyor|yapmiyoruz|cikmaz|cikmiyor|verilmez|verilmiyor|gonderilmez/;
const deniedAsked = /(?:m[ae]z|m[iu]yor|m[ae]m[ae]kt[ae])\w*\s+m[iu]/;

export const shippingAspects = (text: string): Aspect[] =>
  (Object.keys(aspects) as Aspect[]).filter((aspect) => aspects[aspect].test(text));

/** The free-shipping threshold of the first sentence that names one. */
const freeFrom = (sentences: readonly Fact[]): number | null =>
  sentences.map((fact) => freeShippingFrom(fold(fact.value))).find((amount) => amount !== null) ?? null;

/**
 * "iş yerime teslim edebilir misiniz", "kapıya kadar getiriyor mu", "şubeden mi alıcam", "kargo ücretini karşı
 * ödemeli gönderin": a place of delivery or a way of paying the carrier is said only by a sentence that names
 * it — the carrier and the days answer something else. Null when the text names neither; else the sentence
 * that names it, if any.
 */
export function deliveryNamed(text: string, catalog: Catalog): { said: Fact | null } | null {
  const store = catalog.facts.filter((fact) => storeSources.has(fact.source));
  const place =
    /(?<![a-z])(is ?yer|isyer|ofis|sube|kapi(?!da odeme)|apartman|kapici|komsu|otel|okul|hastane|kisla|kargo dolab|teslimat nokta|emanet)\w*\s+(?:\w+\s+)?(?:teslim|birak|gonder|getir|yolla|gel|cik|al)/.exec(
      text,
    )?.[1];
  const way = /karsi odemeli|alici odemeli/.test(text) ? /karsi odeme|alici odeme/ : null;
  if (!place && !way) return null;
  // ("kapıda ödeme" is no door the parcel is left at.)
  const placeSaid = new RegExp(`(?<![a-z])${place}(?!da odeme)`);
  const said = store.find((fact) => (place ? placeSaid.test(fold(fact.value)) : way?.test(fold(fact.value))));
  return { said: said ?? null };
}

/**
 * "nasıl paketliyorsunuz", "kırılmadan gelir mi", "kutusuyla mı geliyor": how the parcel is packed, from the
 * listing's own sentence or the store's sentence said of this kind of product ("Elektronik ürünler … balonlu
 * naylona sarılarak gönderilir" is not said of a pot). Undefined when the part does not ask it; null when
 * it asks and no sentence says it.
 */
export function answerPacking(asked: QuestionPart, catalog: Catalog): PartAnswer | null | undefined {
  // ("kutusunda geliyor yazıyor, ekstra tabanlık da var mı": the quote is what was read, not asked.)
  const part = beyondQuote(asked);
  if (
    !/nasil paketl|paketlen\w*|paketl[iu]yo\w*|ambalajlan\w*|kirilmadan|ezilmeden|nasil (?:paket|gonder|gel)\w* (?:paket|koli|kutu)|kutu(?:su|lu)\w* (?:m[iu] )?gel/.test(
      part.text,
    )
  )
    return undefined;
  const kind = productKind(catalog);
  // ("Cam kavanozlu ürünler …" is said of the glass jar only: the words before "ürünler" must be the listing's.)
  const own = fold(
    catalog.facts
      .filter((fact) => ['title', 'category', 'attribute', 'variant', 'description'].includes(fact.source))
      .map((fact) => fact.value)
      .join(' '),
  );
  const ofThisProduct = (fact: Fact) => {
    const qualifier = /^((?:[a-z]+ ){1,3}?)urun(?:ler|lerimiz)/.exec(fold(fact.value))?.[1] ?? '';
    const words = qualifier.match(/[a-z]+/g) ?? [];
    return words.every((word) => word === 'tum' || own.includes(word.replace(/l[iu]$/, '')));
  };
  const packing = catalog.facts.filter(
    (fact) =>
      (fact.source === 'description' || storeSources.has(fact.source)) &&
      /balonlu|naylon|poset|karton|koli|kutusunda|kutu icinde|sarilarak|paketlen|ambalaj/.test(fold(fact.value)) &&
      /gonder|paketlen|ulas/.test(fold(fact.value)) &&
      !onlyOtherKinds(fact.value, kind) &&
      (namesKind(fact.value) || ofThisProduct(fact)),
  );
  if (packing.length === 0) return null;
  // (The listing's own sentence — "Ürün kendi kutusunda gönderilir" — before the store's about every kind.)
  const listed = packing.filter((fact) => fact.source === 'description');
  const chosen = (listed.length > 0 ? listed : packing).slice(0, 2);
  // "kutunun içinde strafor var mı": a packing material asked must be one the sentence names.
  const said = fold(chosen.map((fact) => fact.value).join(' '));
  // (Asked to be there — "strafor var mı" — not chosen between: "kutusuyla mı yoksa poşetle mi".)
  const materials = [
    ...part.text.matchAll(
      /(?<!yoksa )(strafor|kopuk|balonlu|naylon|karton|koli|poset|bant|hava yastig)\w*\s+(?:\w+\s+)?(?:var|koy|kullan|sar)/g,
    ),
  ].map((match) => match[1] ?? '');
  if (materials.some((material) => !said.includes(material))) return null;
  // "kutusuyla mı geliyor": yes when what is said of this product (its own sentence, or the clause of its
  // kind — "ayakkabılar ise kendi kutusunda") is a box; no when it is a bag.
  const ownClause = chosen
    .flatMap((fact) => fold(fact.value).split(/[,;]|\s(?:ise|ancak)\s/))
    .find((clause) => /kutusunda|poset/.test(clause) && (!namesKind(clause) || !onlyOtherKinds(clause, kind)));
  const boxAsked = part.yesNo && /kutu(?:su|lu)\w* (?:m[iu] )?gel/.test(part.text);
  const lead = !boxAsked || !ownClause ? null : /kutusunda/.test(ownClause) ? 'evet' : 'hayir';
  return answer(chosen.map(factSentence), chosen, { lead, confidence: 0.7 });
}

/**
 * "siyah s ile bej m alsam tek kolide mi gelir ayrı ayrı mı", "tek pakette mi gelir": how an order is parcelled,
 * said only by a sentence that speaks of one parcel or several — not by the sizes named. Undefined when the
 * part does not ask it; null when it asks and no sentence says it.
 */
export function answerParcels(part: QuestionPart, catalog: Catalog): PartAnswer | null | undefined {
  const parcelled =
    /(?:tek|ayni|ayri|bir)\s+(?:koli|paket|kargo|kutu)\w*\s+(?:mi|mu|halinde|olarak)?\s*(?:gel|gon|yolla|cik)\w*|ayri ayri (?:mi )?(?:gel|gon|yolla|cik)\w*|(?:birlikte|beraber) mi (?:gel|gon|yolla)\w*/.exec(
      part.text,
    );
  if (!parcelled) return undefined;
  // ("… tek pakette mi gelir, vakumlu paketleri kutuya mı koyuyorsunuz": a question after it is another one.)
  const after = part.text
    .slice(parcelled.index + parcelled[0].length)
    .replace(/^\s*(?:m[iu]\s+)?(?:(?:yoksa\s+)?ayri(?:\s+ayri)?\s+m[iu]|yoksa\s+ayri\w*(?:\s+m[iu])?)?/, '');
  if (/(?:^|\s)m[iu](?:\s|$)/.test(after)) return null;
  const parcels = catalog.facts.find((fact) =>
    /(?:tek|ayni|ayri|birden fazla)\s+(?:koli|paket|gonderi)|ayri ayri (?:gonder|kargo)|(?:tek|ayni) kargo (?:ile|paket|koli)/.test(
      fold(fact.text),
    ),
  );
  if (!parcels) return null;
  // "ayrı ayrı mı gelir" against "… tek pakette gönderilir" is a no, "aynı pakette mi" a yes; both asked, a choice.
  const together = /(?:tek|ayni|birlikte|beraber)/;
  const oneSaid = together.test(fold(parcels.text).replace(/ayri ayri|ayri (?:koli|paket|gonderi)\w*/g, ''));
  const apartAsked = /ayri ayri (?:m[iu]|gel|gon|yolla|cik)|ayri (?:koli|paket|kargo)/.test(part.text);
  const togetherAsked = /(?:tek|ayni|bir)\s+(?:koli|paket|kargo|kutu)|(?:birlikte|beraber) mi (?:gel|gon|yolla)/.test(
    part.text,
  );
  const lead = !part.yesNo || apartAsked === togetherAsked ? null : apartAsked !== oneSaid ? 'evet' : 'hayir';
  return answer([factSentence(parcels)], [parcels], { lead, confidence: 0.7 });
}

/**
 * A shipping question answered from the product's dispatch time and same-day option and the store's
 * delivery text: carrier, dispatch and arrival time, same-day cut-off, cost against the free-shipping
 * threshold (the product's price decides it), weekends, abroad, tracking. Null when an asked aspect
 * has no fact.
 */
export function answerShipping(part: QuestionPart, catalog: Catalog, asked: AskedOptions): PartAnswer | null {
  const text = part.text;
  const explicit = shippingAspects(text);
  // "kargo dolabına ya da teslimat noktasına gönderebilir misiniz": with no aspect named, what the part
  // names must be in the store's delivery text — else the carrier and dispatch time answer something else.
  if (explicit.length === 0) {
    // (Said in the notes — "kargo paketinde fatura var mı" — is another question's: the carrier does not answer it.)
    const said = catalog.facts
      .filter((fact) => ['delivery', 'shipping'].includes(fact.source))
      .flatMap((fact) => fold(`${fact.name} ${fact.value}`).match(/[a-z]+/g) ?? []);
    const own = askedWords(part, catalog.nameWords, new Set()).filter(
      (word) => !/^(?:kargo|gonder|yolla|siparis|urun|teslim|paket|gelir|gelecek|geliyor|ulas)/.test(word),
    );
    if (own.some((word) => !said.some((other) => sameMeaning(word, other)))) return null;
  }
  // "takip numarası sms ile geliyor mu": the channel it comes by is the store's to say, if its text names it.
  const channel = /(?<![a-z])(sms|mesaj|e-?mail|mail|e-?posta|whatsapp|telefon|bildirim)\w*/.exec(text)?.[1];
  const named = (fact: Fact) => channel !== undefined && new RegExp(`(?<![a-z])${channel}`).test(fold(fact.value));
  if (
    explicit.includes('tracking') &&
    channel &&
    !catalog.facts.some((fact) => storeSources.has(fact.source) && named(fact))
  )
    return null;
  const wanted: Aspect[] = explicit.length > 0 ? explicit : ['carrier', 'dispatch'];
  const profile = catalog.facts.filter((fact) => fact.source === 'delivery' || fact.source === 'faq');
  const shipping = catalog.facts.filter((fact) => fact.source === 'shipping');
  const dispatchFact = shipping.find((fact) => fact.name === 'Kargoya teslim süresi');
  /** The dispatch-time fact of the asked variants ("2 iş günü (6 Numara …)"), else the product's one. */
  const dispatchFor = (meant: readonly { deliveryDays?: number | null }[]) => {
    const all = shipping.filter((fact) => fact.name === 'Kargoya teslim süresi');
    const days = [...new Set(meant.flatMap((variant) => (variant.deliveryDays ? [variant.deliveryDays] : [])))];
    if (days.length === 1) return all.find((fact) => fact.value.startsWith(`${days[0]} iş günü`)) ?? dispatchFact;
    return all.length === 1 ? dispatchFact : undefined;
  };
  const dayText = (fact: Fact) => fact.value.replace(/\s*\(.*\)$/, '');
  const sameDayFact = shipping.find((fact) => fact.name === 'Aynı gün kargo');
  const sentences: string[] = [];
  const facts: Fact[] = [];
  let lead: 'evet' | 'hayir' | null = null;
  const profileFor = (aspect: Aspect) =>
    profile.filter((fact) => fact.source === 'delivery' && marks[aspect].test(fold(fact.value)));
  let spoken = false;
  const say = (fact: Fact | undefined, sentence?: string) => {
    if (!fact) return;
    spoken = true;
    if (facts.includes(fact)) return;
    facts.push(fact);
    sentences.push(sentence ?? factSentence(fact));
  };
  for (const aspect of wanted) {
    spoken = false;
    switch (aspect) {
      case 'sameDay': {
        // "kargo saat kaçta gelir, evde olmam lazım": the hour the courier comes is the carrier's, not the
        // cut-off hour nor the days to dispatch.
        if (/(?:saat kac\w*|kacta|hangi saat\w*)\s+(?:\w+\s+)?(?:gel|ulas|teslim|getir|dagit|kapi|cik)/.test(text))
          return null;
        // "aynı gün teslimat var mı istanbul içi": delivered the same day is not handed to the carrier the same day.
        if (
          /ayni gun (?:\w+ )?(?:teslimat|teslim edil|elim|ulas|gelir|kapi)/.test(text) &&
          !/kargo(?:ya|da)/.test(text)
        )
          return null;
        // The same-day option belongs to the variant: the asked one, else any.
        const meant = asked.byAxis.size > 0 ? variantsMeant(catalog, asked.byAxis) : [];
        const sameDay = meant.length > 0 && !meant.some((variant) => variant.sameDayCutOff) ? undefined : sameDayFact;
        if (sameDay) {
          say(sameDay, `Bu üründe ${/hizli/.test(text) ? 'hızlı teslimat var; ' : ''}${sameDay.value}.`);
          const plain = text.replace(/\d+\s*(?:tl|numara|adet|lu|li|ml|g|kg)/g, '');
          const hour = /(?<![0-9])(\d{1,2})(?:[:.]\d{2})?\s*(?:de|da|te|ta|gibi|sularinda)?(?![0-9])/.exec(plain)?.[1];
          const cutOff = Number((catalog.sameDayCutOff ?? '').split(':')[0]);
          const late = hour !== undefined && Number(hour) >= 8 && Number(hour) <= 23 && Number(hour) >= cutOff;
          if (part.yesNo) lead = late ? 'hayir' : 'evet';
          // past the cut-off: the next business day
          if (late) sentences.push('Bu saatten sonra verilen siparişler bir sonraki iş günü kargoya verilir.');
        } else {
          const dispatch = dispatchFor(meant);
          // Trendyol lists no fast-delivery option for it: "hızlı teslimat var mı" is a no, said outright.
          const none = shipping.find((fact) => fact.name === 'Hızlı teslimat');
          if (none && /hizli|ayni gun/.test(text))
            say(none, `Bu üründe ${/hizli/.test(text) ? 'hızlı teslimat' : 'aynı gün kargo'} seçeneği bulunmuyor.`);
          if (dispatch) say(dispatch, `Siparişiniz ${dayText(dispatch)} içinde kargoya verilir.`);
          if (part.yesNo && /ayni gun|bugun|hizli/.test(text)) lead = 'hayir';
        }
        break;
      }
      case 'dispatch': {
        const meant = asked.byAxis.size > 0 ? variantsMeant(catalog, asked.byAxis) : [];
        const sameDayMeant = meant.length === 0 || meant.some((variant) => variant.sameDayCutOff);
        if (sameDayFact && sameDayMeant && /bugun/.test(text)) say(sameDayFact, `Bu üründe ${sameDayFact.value}.`);
        const dispatch = dispatchFor(meant);
        if (dispatch) say(dispatch, `Siparişiniz ${dayText(dispatch)} içinde kargoya verilir.`);
        else for (const fact of profileFor('dispatch').slice(0, 1)) say(fact);
        break;
      }
      case 'arrival': {
        const dispatch = dispatchFor(asked.byAxis.size > 0 ? variantsMeant(catalog, asked.byAxis) : []);
        if (dispatch) say(dispatch, `Siparişiniz ${dayText(dispatch)} içinde kargoya verilir.`);
        for (const fact of profileFor('arrival')
          .filter((item) => /\d|gun/.test(fold(item.value)))
          .slice(0, 1))
          say(fact);
        break;
      }
      case 'cost': {
        const costFacts = profileFor('cost');
        const sentencesBefore = sentences.length;
        for (const fact of costFacts.slice(0, 2)) say(fact);
        const threshold = freeFrom(costFacts);
        // What this order comes to leads ("… olduğundan kargo ücretlidir"), the store's rule follows.
        // "750 ml yağlı saç kaç tl, sadece bunu alsam kargo öder miyim": "bunu" is the variant named elsewhere.
        const whole = askedOptions(normalizeQuestion(catalog.context.question), catalog).byAxis;
        const byAxis = asked.byAxis.size > 0 ? asked.byAxis : whole;
        const meant = (byAxis.size > 0 ? variantsMeant(catalog, byAxis) : catalog.variants).filter(
          (variant) => variant.price !== null,
        );
        // ("400 tl üstü kargo bedavaydı di mi": an amount quoted with "üstü", "üzeri", "altı" is the rule, not a price.)
        const named = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:tl|lira)(?!\w*\s+(?:ve\s+)?(?:ust|uzer|alt))/g)].map(
          (match) => Number((match[1] ?? '').replace(',', '.')),
        );
        const prices = [...new Set(meant.map((variant) => variant.price as number))].sort((a, b) => a - b);
        const listed = prices[0] ?? Number.POSITIVE_INFINITY;
        // "bu set 349 tl": the customer's rounded price is the listing's 349,90 — the figure said is the listing's.
        const stated = named[0];
        const unit =
          stated === undefined
            ? listed
            : (meant.find((variant) => variant.price && Math.abs(variant.price - stated) / variant.price < 0.05)
                ?.price ?? stated);
        // "2 tane alırsam", "kaç tane alırsam kargo bedava olur": the order's total decides.
        const count = countsTold(text)[0] ?? 1;
        // "limonlu ve aromasızdan birer tane alsam", "2 tane kılıf alıcam, kargo ücretsiz olur mu": the order told.
        const order = stated === undefined ? orderTold(catalog) : null;
        const price = order ? order.total : unit * count;
        const asksCount = /kac\s+(?:tane|adet)/.test(text);
        // "kargo ücretsiz mi" / "kargo parası öder miyim": the yes or no, once it is known whether it is free.
        const asksFree = /ucretsiz|bedava|dahil/.test(text);
        const asksPaid =
          /ucretli|parali|ben mi|ucret\w* (?:var|al|odu|ode)|(?:parasi|ucreti) (?:\w+ )?(?:odi|ode|oder|odu|cikar|cikiyor)\w*/.test(
            text,
          );
        const costAsked = (free: boolean) =>
          part.yesNo && (asksFree || asksPaid) ? (free === asksFree ? 'evet' : 'hayir') : null;
        // Options priced differently and none named: one price does not decide it — all of them may.
        const oneSide =
          threshold !== null &&
          (prices.every((value) => value * count >= threshold) || prices.every((value) => value * count < threshold));
        const priced = stated !== undefined || order !== null || prices.length === 1;
        // "750 ml seçeneğinin fiyatı …": the option named, when the options are priced differently.
        const whose = !order || order.items.length === 1 ? pricedOne(catalog, byAxis) : 'Ürünümüzün';
        const fromOption = whose === 'Ürünümüzün' ? '' : `${whose.replace(/seçeneğinin$/, 'seçeneğinden')} `;
        if (!priced && threshold !== null) {
          if (asksCount && prices.length <= 3) {
            // "kaç tane alırsam kargo bedava olur", options priced differently: how many of each price.
            const each = prices.map((value) => {
              const needed = Math.ceil(threshold / value);
              return `${tl(value)} olan seçeneklerden ${needed} adet (toplam ${tl(value * needed)})`;
            });
            sentences.splice(sentencesBefore, 0, `Fiyatı ${listOf(each)} alırsanız kargo ücretsiz olur.`);
          } else if (!oneSide && prices.length <= 3) {
            // Some options reach the amount at this count and some do not: each price, with what it comes to.
            const each = prices.map((value) => {
              const total = value * count;
              return `${tl(value)} olan seçeneklerden ${count > 1 ? `${count} adet için toplam ${tl(total)} olduğundan` : 'alırsanız'} kargo ${total >= threshold ? 'ücretsizdir' : 'ücretlidir'}`;
            });
            sentences.splice(sentencesBefore, 0, `Fiyatı ${each.join('; ')}.`);
          } else if (oneSide) {
            // "2 tane alsam kargo bedava olur mu": the cheapest options already reach the amount, or the dearest do not.
            const free = listed * count >= threshold;
            const bound = free ? `en az ${tl(listed * count)}` : `${tl((prices.at(-1) ?? listed) * count)}'ye kadar`;
            sentences.splice(
              sentencesBefore,
              0,
              `${count > 1 ? `${count} adet için toplam` : 'Ürünümüzün fiyatı'} ${bound} olduğundan kargo ${free ? 'ücretsizdir' : 'ücretlidir'}.`,
            );
            lead = costAsked(free) ?? lead;
          }
        } else if (threshold !== null && Number.isFinite(price) && asksCount && unit > 0) {
          const needed = Math.ceil(threshold / unit);
          sentences.splice(
            sentencesBefore,
            0,
            needed <= 1
              ? `${whose} fiyatı ${tl(unit)} olduğundan tek ürün alımında da kargo ücretsizdir.`
              : `${whose} fiyatı ${tl(unit)} olduğundan ${needed} adet alırsanız (toplam ${tl(unit * needed)}) kargo ücretsiz olur.`,
          );
        } else if (threshold !== null && Number.isFinite(price)) {
          const free = price >= threshold;
          const priceText = stated !== undefined && unit === stated ? `${stated} TL` : tl(unit);
          sentences.splice(
            sentencesBefore,
            0,
            order || count > 1
              ? `${fromOption}${order?.count ?? count} adet için toplam ${tl(price)} olduğundan kargo ${free ? 'ücretsizdir' : 'ücretlidir'}.`
              : `${whose} fiyatı ${priceText} olduğundan kargo ${free ? 'ücretsizdir' : 'ücretlidir'}.`,
          );
          lead = costAsked(free) ?? lead;
        } else if (costFacts[0] && part.yesNo) {
          lead = costLead(text, costFacts[0].value);
        }
        // "kargo ücreti kaç TL": the amount must be there, unless shipping is free anyway.
        const asksAmount = /kac\s+(?:tl|lira|para)|ne\s+kadar|ucreti\s+ne(?![a-z])/.test(text);
        const amounts = costFacts.flatMap((fact) =>
          [...fold(fact.value).matchAll(/(\d[\d.,]*)\s*(?:tl|₺)/g)].map((match) =>
            Number((match[1] ?? '').replace(/\./g, '').replace(',', '.')),
          ),
        );
        const free = threshold !== null && Number.isFinite(price) && price >= threshold;
        if (asksAmount && !free && !amounts.some((amount) => amount !== threshold)) return null;
        // Free for this order: the rule for cheaper orders is beside the point ("… altındaki siparişlerde …").
        if (free) {
          const said = sentences.splice(sentencesBefore);
          for (const sentence of said) {
            const kept = sentence.split(/;\s*/).filter((clause) => !/altinda/.test(fold(clause)));
            if (kept.length > 0) sentences.push(asSentence(kept.join('; ')));
          }
        }
        break;
      }
      case 'carrier': {
        for (const fact of profileFor('carrier').slice(0, 1)) {
          say(fact);
          // "aras kargoyla gönderebilir misiniz" when the store ships with Yurtiçi: a no.
          // ("aras yerine yurtiçi ile gönderir misiniz": the carrier asked is the one after "yerine".)
          const named = carrierNames.exec(text.replace(/[a-z]+\s+(?:kargo\w*\s+)?yerine/g, ''))?.[1];
          if (part.yesNo && named) lead = fold(fact.value).includes(named) ? 'evet' : 'hayir';
        }
        break;
      }
      default:
        // "aras cumartesi eve dağıtım yapıyor mu": the carrier's delivery on a weekend is not the store's
        // dispatch ("cumartesi … kargo çıkışı yapılmaz"); only a sentence about delivery answers it.
        if (
          aspect === 'weekend' &&
          /dagit|teslim|getir|kapi|(?<![a-z])eve(?![a-z])|gelir mi|geliyor mu|ulas/.test(text) &&
          !/cik|kargoya (?:ver|teslim)|gonder|yolla|kargola|hazirla/.test(text) &&
          !profileFor(aspect).some((fact) => /dagit|teslim ed|ulas|getir/.test(fold(fact.value)))
        )
          return null;
        // ("… sms ile geliyor mu": the sentence naming the channel asked, when there is one.)
        for (const fact of profileFor(aspect)
          .sort((a, b) => Number(named(b)) - Number(named(a)))
          .slice(0, 1)) {
          say(fact);
          if (part.yesNo) lead = factLead(part, askedWords(part, catalog.nameWords, new Set()), [fact]);
          // "cumartesi kargo çıkıyor mu" against "cumartesi, pazar … kargo çıkışı yapılmaz": a no.
          if (part.yesNo && aspect === 'weekend' && weekendDenied.test(fold(fact.value)) && !deniedAsked.test(text))
            lead = 'hayir';
          // "Almanya'ya gönderim var mı" against "yalnızca Türkiye içindeki adreslere": a no.
          if (
            part.yesNo &&
            aspect === 'abroad' &&
            !/turkiye/.test(text) &&
            /(?:yalnizca|sadece) turkiye|turkiye ici/.test(fold(fact.value))
          ) {
            lead = 'hayir';
          }
        }
    }
    // Every aspect the customer named must be answered, or the part is not.
    if (explicit.length > 0 && !spoken) return null;
  }
  if (sentences.length === 0) return null;
  return answer(sentences, facts, { lead, confidence: 0.85 });
}
