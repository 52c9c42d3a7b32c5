import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH, type TGuardrailResult } from '@cevapla/contracts/answering';
import {
  channelPattern,
  competitorPattern,
  emailPattern,
  phonePattern,
  placeholderPattern,
  profanityPattern,
  promotionPattern,
  urlPattern,
} from './guardrail-patterns.js';
import { escapeRegExp, fold } from './text.js';

export const GuardrailId = {
  Length: 'length',
  Url: 'url',
  Email: 'email',
  Phone: 'phone',
  Channels: 'channels',
  Promotion: 'promotion',
  Competitor: 'competitor',
  Profanity: 'profanity',
  Placeholder: 'placeholder',
  BlockedTerms: 'blocked_terms',
} as const;

type Rule = {
  id: string;
  label: string;
  /** The offending part of the original text, or null when the rule passes. */
  find: (text: string, folded: string) => string | null;
  message: (found: string) => string;
};

/** Quotes the original text at the folded match (fold keeps indexes, see text.ts). */
function quoting(pattern: RegExp) {
  return (text: string, folded: string) => {
    const match = pattern.exec(folded);
    return match ? text.slice(match.index, match.index + match[0].length).trim() : null;
  };
}

function blockedTermFinder(blockedTerms: readonly string[]) {
  const terms = blockedTerms.map((term) => fold(term.trim())).filter((term) => term.length >= 2);
  if (terms.length === 0) return () => null;
  // A term matches at a word start and may carry suffixes: Trendyol rejects the word in any form.
  return quoting(new RegExp(`(?<![a-z0-9])(?:${terms.map(escapeRegExp).join('|')})`));
}

function rules(blockedTerms: readonly string[]): Rule[] {
  return [
    {
      id: GuardrailId.Length,
      label: 'Uzunluk',
      find: (text) => {
        const length = text.trim().length;
        return length < ANSWER_MIN_LENGTH || length > ANSWER_MAX_LENGTH ? String(length) : null;
      },
      message: (length) =>
        `Cevap ${ANSWER_MIN_LENGTH}–${ANSWER_MAX_LENGTH} karakter olmalıdır (şu an ${length} karakter).`,
    },
    {
      id: GuardrailId.Url,
      label: 'Web adresi',
      find: quoting(urlPattern),
      message: (found) => `Cevapta web adresi olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Email,
      label: 'E-posta adresi',
      find: quoting(emailPattern),
      message: (found) => `Cevapta e-posta adresi olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Phone,
      label: 'Telefon numarası',
      find: quoting(phonePattern),
      message: (found) => `Cevapta telefon numarası olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Channels,
      label: 'Başka kanala yönlendirme',
      find: quoting(channelPattern),
      message: (found) =>
        `Müşteri Trendyol dışındaki bir kanala (sosyal medya, mesaj, telefon, mağaza) yönlendirilemez: “${found}”.`,
    },
    {
      id: GuardrailId.Promotion,
      label: 'Kupon ve indirim',
      find: quoting(promotionPattern),
      message: (found) => `Cevapta kupon, indirim kodu veya indirim vaadi olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Competitor,
      label: 'Rakip pazaryeri',
      find: quoting(competitorPattern),
      message: (found) => `Cevapta başka bir pazaryerinin adı geçemez: “${found}”.`,
    },
    {
      id: GuardrailId.Profanity,
      label: 'Uygunsuz dil',
      find: quoting(profanityPattern),
      message: (found) => `Cevapta uygunsuz bir ifade var: “${found}”.`,
    },
    {
      id: GuardrailId.Placeholder,
      label: 'Oyalayan cevap',
      find: quoting(placeholderPattern),
      message: (found) =>
        `Sorunun tek bir cevap hakkı var; “${found}” gibi sonra dönüş vaat eden bir cevap yerine bilgiyi yazın.`,
    },
    {
      id: GuardrailId.BlockedTerms,
      label: 'Mağazanın yasaklı kelimeleri',
      find: blockedTermFinder(blockedTerms),
      message: (found) => `Cevapta Trendyol’un daha önce reddettiği bir kelime var: “${found}”.`,
    },
  ];
}

/** Every guardrail's verdict on an answer, in a fixed order; sending needs all of them to pass. */
export function checkAnswer(text: string, options: { blockedTerms: string[] }): TGuardrailResult[] {
  const folded = fold(text);
  return rules(options.blockedTerms).map((rule) => {
    const found = rule.find(text, folded);
    return found === null
      ? { id: rule.id, label: rule.label, passed: true, message: null }
      : { id: rule.id, label: rule.label, passed: false, message: rule.message(found) };
  });
}

export const passesAll = (results: readonly TGuardrailResult[]) => results.every((result) => result.passed);

/** The first failed check (its message is what the seller sees), or null when all pass. */
export const firstFailure = (results: readonly TGuardrailResult[]): TGuardrailResult | null =>
  results.find((result) => !result.passed) ?? null;
