import type { TGuardrailResult, TQualityScore, TScorePart, TTone } from '@cevapla/contracts/answering';
import { detectIntents, questionIntents } from './intents.js';
import { lengthScore, toneScore } from './score-style.js';
import {
  fold,
  isContentWord,
  isStopWord,
  maskPhrases,
  numberIn,
  numberTokens,
  numberValues,
  sameWord,
  stem,
  words,
} from './text.js';

export type ScoreInput = {
  question: string;
  answer: string;
  answerable: boolean;
  factsUsed: string[];
  facts: string[];
  guardrails: TGuardrailResult[];
  tone: TTone;
};

/**
 * Relevance (max 30): does the answer speak about what was asked? 18 for covering the question's
 * intents, 12 for repeating its content words — a word counts as repeated when the answer matches the
 * same intent ("kumaşı" is answered by "materyal: pamuk"). Without a recognised intent, words alone.
 */
function relevance(question: string, answer: string, brands: string[]): TScorePart {
  const part = (points: number, note: string): TScorePart => ({
    id: 'relevance',
    label: 'Soruyla ilgisi',
    points: Math.round(points),
    max: 30,
    note,
  });
  if (!answer.trim()) return part(0, 'Cevap boş.');
  const asked = questionIntents(question, brands);
  const told = new Set(detectIntents(answer).map((match) => match.id));
  const shared = asked.filter((match) => told.has(match.id));
  const intentWords = new Set(shared.flatMap((match) => match.words));
  const answerWords = [...new Set(words(answer))];
  const questionWords = [...new Set(words(maskPhrases(question, brands)).filter(isContentWord))];
  const covered = questionWords.filter(
    (word) => intentWords.has(word) || answerWords.some((other) => sameWord(word, other)),
  ).length;
  const overlap = questionWords.length > 0 ? covered / questionWords.length : 0;
  const points =
    asked.length > 0
      ? 18 * (shared.length / asked.length) + 12 * Math.min(1, overlap * 2)
      : 30 * Math.min(1, overlap * 1.5);
  if (points >= 24) {
    const topics = shared.map((match) => match.label).join(', ');
    return part(
      points,
      topics ? `Cevap sorunun konusunu karşılıyor: ${topics}.` : 'Cevap sorunun konusunu karşılıyor.',
    );
  }
  if (points >= 12) return part(points, 'Cevap sorunun konusuna kısmen değiniyor.');
  return part(points, 'Cevap soruyla ilgili görünmüyor.');
}

const normal = (text: string) => fold(text).replace(/\s+/g, ' ').trim();

/** The part of a fact an answer should repeat: the value after "name: ", or the answer after "→". */
function factBody(fact: string): string {
  const arrow = fact.indexOf(' → ');
  if (arrow >= 0) return fact.slice(arrow + 3);
  const colon = fact.indexOf(': ');
  return colon >= 0 ? fact.slice(colon + 2) : fact;
}

/** Whether the answer states the fact: verbatim, or most of its content words and numbers. */
function states(answer: string, fact: string): boolean {
  const body = normal(factBody(fact)).replace(/[.!?]+$/, '');
  if (normal(answer).includes(body)) return true;
  // Short tokens count here: a size list ("S, M, L") is all single letters.
  const key = words(body).filter(
    (word) => isContentWord(word) || /^\d/.test(word) || (word.length <= 2 && !isStopWord(word)),
  );
  if (key.length === 0) return true;
  const said = new Set(words(answer).map(stem));
  return key.filter((word) => said.has(stem(word))).length / key.length >= 0.5;
}

/**
 * Grounding (max 30): the share of cited facts that are real context facts and that the answer
 * really states, minus 10 for every number the answer gives that no fact (nor the question) contains
 * — the typical invented fact. Nothing when the draft says it cannot answer.
 */
function grounding(input: ScoreInput): TScorePart {
  const part = (points: number, note: string): TScorePart => ({
    id: 'grounding',
    label: 'Bilgilere dayanma',
    points: Math.max(0, Math.round(points)),
    max: 30,
    note,
  });
  if (!input.answerable) {
    return input.answer.trim()
      ? part(0, 'Taslak soruyu yalnızca kısmen cevaplıyor; eksik kısım tamamlanmalı.')
      : part(0, 'Taslak, soruyu eldeki bilgilerle cevaplayamadığını belirtiyor.');
  }
  if (!input.answer.trim()) return part(0, 'Cevap boş.');
  if (input.factsUsed.length === 0) return part(0, 'Cevap, mağaza ve ürün bilgilerinden hiçbirine dayanmıyor.');
  const known = new Set(input.facts.map(normal));
  const supported = input.factsUsed.filter((fact) => known.has(normal(fact)) && states(input.answer, fact));
  const values = numberValues([...input.facts, input.question]);
  const invented = [...new Set(numberTokens(input.answer).filter((token) => !numberIn(token, values)))];
  const points = 30 * (supported.length / input.factsUsed.length) - 10 * invented.length;
  if (invented.length > 0) return part(points, `Cevapta hiçbir bilgide geçmeyen sayılar var: ${invented.join(', ')}.`);
  if (supported.length < input.factsUsed.length) {
    return part(points, 'Kullanıldığı söylenen bilgilerin bir kısmı bağlamda yok ya da cevapta geçmiyor.');
  }
  return part(points, 'Cevaptaki bilgiler mağaza ve ürün bilgilerine dayanıyor.');
}

/** Compliance (max 20): all or nothing, because one failed guardrail already blocks sending. */
function compliance(guardrails: readonly TGuardrailResult[]): TScorePart {
  const failed = guardrails.find((result) => !result.passed);
  return {
    id: 'compliance',
    label: 'Kurallara uygunluk',
    points: failed ? 0 : 20,
    max: 20,
    note: failed ? (failed.message ?? failed.label) : 'Cevap tüm kontrollerden geçti.',
  };
}

/** Brand names among the facts ("Marka: Mavi"): a brand called like a colour is not a colour question. */
const brandsOf = (facts: readonly string[]) =>
  facts.filter((fact) => fact.startsWith('Marka: ')).map((fact) => fact.slice('Marka: '.length));

/**
 * The 0–100 quality score of a drafted answer, from five parts shown to the seller. Deterministic.
 * A draft that cannot answer gets no grounding points, so it stays at 70 or below and never reaches
 * an auto-send threshold.
 */
export function scoreAnswer(input: ScoreInput): TQualityScore {
  const parts = [
    relevance(input.question, input.answer, brandsOf(input.facts)),
    grounding(input),
    compliance(input.guardrails),
    toneScore(input.answer, input.tone),
    lengthScore(input.answer),
  ];
  return { total: parts.reduce((sum, item) => sum + item.points, 0), parts };
}
