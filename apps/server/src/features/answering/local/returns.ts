import type { Fact } from '../engine/facts.js';
import type { QuestionPart } from '../engine/read-question.js';
import { fold } from '../engine/text.js';
import type { Catalog } from './catalog.js';
import { answer, type PartAnswer } from './plan.js';
import { factLead } from './polarity.js';
import { factSentence } from './render.js';
import { askedWords } from './words.js';

/** What a return or exchange question asks, and which sentences of the return policy speak to it. */
const aspects = {
  window: {
    asked: /kac gun|iade sures|ne zamana kadar|sure(?:si)? (?:ne|kac)|gun icinde/,
    marks: /\d+\s*gun icinde|gun icinde/,
  },
  cost: { asked: /ucret|parasi|bedava|ucretsiz|kim od|ben mi od|odi|para (?:ver|od)/, marks: /ucret|bedava|ait/ },
  exchange: { asked: /degis|baska (?:beden|renk|numara)|buyugu|kucugu/, marks: /degis/ },
  defect: {
    asked:
      /hasarli|kirik|yirtik|bozuk|kusurlu|defolu|lekeli|eksik|yanlis (?:urun|geldi|beden|renk)|akmis|ariza|calismiyor|kararmis|sokuk|patlak|cizik|ezik|ne yap/,
    marks: /hasarli|kusurlu|kirik|yanlis|eksik|akmis|defolu/,
  },
  condition: {
    asked: /etiket|denedim|deneme|kullanil|kullandim|acilmis|acilmamis|acmadim|actim|yikadim|jelatin|bitirdim/,
    marks: /kullanilmamis|etiket|ambalaj|hijyen|acilmis|acilmamis|yikanmamis/,
  },
  refund: { asked: /param|ucret iadesi|geri odeme|hesabima|kartima|ne zaman yatar/, marks: /ucret iadesi|kart|yansi/ },
  process: {
    asked: /nasil iade|iade (?:sureci|islemi|nasil|talebi)|nasil yapa|nereden/,
    marks: /talep|siparislerim|iade kod/,
  },
} as const;
type Aspect = keyof typeof aspects;

export const returnAspects = (text: string): Aspect[] =>
  (Object.keys(aspects) as Aspect[]).filter((aspect) => aspects[aspect].asked.test(text));

/**
 * A return or exchange question answered from the store's return policy: the window, who pays the
 * return shipping, exchanges, damaged items, conditions, refunds, how to start one. A plain "iade
 * edebilir miyim" gets the window. Null when an asked aspect has no sentence.
 */
export function answerReturns(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  const policy = catalog.facts.filter((fact) => fact.source === 'returns');
  if (policy.length === 0) return null;
  const explicit = returnAspects(part.text);
  const wanted: Aspect[] = explicit.length > 0 ? explicit : ['window'];
  const facts: Fact[] = [];
  for (const aspect of wanted) {
    const found = policy.filter((fact) => aspects[aspect].marks.test(fold(fact.value)) && !facts.includes(fact));
    const already = facts.some((fact) => aspects[aspect].marks.test(fold(fact.value)));
    if (found.length === 0 && !already) return null;
    if (found[0] && !already) facts.push(found[0]);
  }
  const asked = askedWords(part, catalog.nameWords, new Set());
  const lead = part.yesNo ? factLead(part, asked.length > 0 ? asked : ['iade'], facts) : null;
  return answer(facts.map(factSentence), facts, { lead, confidence: 0.85 });
}
