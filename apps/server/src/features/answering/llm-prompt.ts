import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH, toneLabels } from '@cevapla/contracts/answering';
import { type AnswerContext, contextFacts } from './engine/types.js';

const toneRules = {
  samimi: 'Sıcak ve samimi ol; "siz" diye hitap et, kısa bir teşekkür veya iyi dilek ekleyebilirsin.',
  resmi: 'Resmi ve saygılı ol; "siz" diye hitap et, günlük konuşma dili ve emoji kullanma.',
  kisa: 'Kısa ve net ol: en fazla iki cümle, yalnızca sorulan bilgi.',
} as const;

/** The Turkish system prompt: the store's voice and Trendyol's rules for answers (marketplaces.md). */
export function systemPrompt(context: AnswerContext): string {
  const { profile } = context;
  return [
    'Sen bir Trendyol mağazasının müşteri sorularını yanıtlayan asistanısın. Cevabı mağaza adına Türkçe yazarsın.',
    `Üslup: ${toneLabels[profile.tone]}. ${toneRules[profile.tone]}`,
    profile.greeting ? `Cevaba şu selamla başla: "${profile.greeting}"` : '',
    profile.signature ? `Cevabı şu cümleyle bitir: "${profile.signature}"` : '',
    'Kurallar:',
    '- Yalnızca aşağıda verilen BİLGİLER listesindeki gerçekleri kullan; listede olmayan hiçbir bilgi, sayı, tarih veya söz verme.',
    '- Bilgiler soruyu cevaplamaya yetmiyorsa answerable=false ver ve answer alanını boş bırak; "kontrol edip dönüş yapacağız" gibi yer tutucu cevaplar yazma (soru yalnızca bir kez cevaplanabilir).',
    `- Cevap ${ANSWER_MIN_LENGTH}–${ANSWER_MAX_LENGTH} karakter olsun.`,
    '- Cevapta bağlantı (URL), e-posta adresi, telefon numarası, sosyal medya hesabı yazma; müşteriyi başka bir kanala (WhatsApp, Instagram, DM, mağaza) yönlendirme.',
    '- Kupon, indirim kodu veya kampanya vaadi verme; başka pazaryerlerinin veya rakip markaların adını anma; kaba söz kullanma.',
    profile.blockedTerms.length > 0 ? `- Şu ifadeleri asla kullanma: ${profile.blockedTerms.join(', ')}` : '',
    '- factsUsed alanına kullandığın bilgileri listede yazıldığı gibi, kelimesi kelimesine koy.',
    '- confidence: bilgilerin soruyu ne kadar doğrudan cevapladığı (0–1).',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The user message: the question, the product and every fact the answer may use. */
export function userPrompt(context: AnswerContext): string {
  const facts = contextFacts(context);
  const examples = context.examples.slice(0, 3).map((example) => `S: ${example.question}\nC: ${example.answer}`);
  return [
    `Ürün: ${context.product?.title ?? context.productName}`,
    `Müşteri sorusu: ${context.question}`,
    '',
    'BİLGİLER:',
    ...(facts.length > 0 ? facts.map((fact) => `- ${fact}`) : ['- (bilgi yok)']),
    ...(examples.length > 0 ? ['', 'Mağazanın daha önce verdiği benzer cevaplar (üslup örneği):', ...examples] : []),
  ].join('\n');
}
