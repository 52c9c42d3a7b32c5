import { z } from './zod';

/** How the store speaks to customers (spec §1 "tuning to the store's tone"). */
export const Tone = { Friendly: 'samimi', Formal: 'resmi', Brief: 'kisa' } as const;
export type TTone = (typeof Tone)[keyof typeof Tone];
export const toneLabels: Record<TTone, string> = { samimi: 'Samimi', resmi: 'Resmi', kisa: 'Kısa ve net' };

export const DEFAULT_AUTO_SEND_THRESHOLD = 80;
export const ANSWER_MIN_LENGTH = 10;
export const ANSWER_MAX_LENGTH = 2000;

/** One guardrail's verdict on an answer; `message` says why it failed, in Turkish. */
export const ZGuardrailResultSchema = z.object({
  id: z.string(),
  label: z.string(),
  passed: z.boolean(),
  message: z.string().nullable(),
});
export type TGuardrailResult = z.infer<typeof ZGuardrailResultSchema>;

export const ScorePartId = {
  Coverage: 'coverage',
  Support: 'support',
  Directness: 'directness',
  Compliance: 'compliance',
  Tone: 'tone',
  Length: 'length',
} as const;
export type TScorePartId = (typeof ScorePartId)[keyof typeof ScorePartId];

/** One part of the quality score (0–100 in all), shown to the seller with a short Turkish note. */
export const ZScorePartSchema = z.object({
  // 'relevance' and 'grounding' are the parts of drafts scored before the verifier (issue 14).
  id: z.enum([
    'coverage',
    'support',
    'factual',
    'directness',
    'compliance',
    'tone',
    'length',
    'relevance',
    'grounding',
  ]),
  label: z.string(),
  points: z.number(),
  max: z.number(),
  note: z.string(),
});
export type TScorePart = z.infer<typeof ZScorePartSchema>;

/** What the verifier found wrong with a draft: an unanswered part, a claim without a source, a contradiction. */
export const ZFindingSchema = z.object({
  kind: z.enum(['unanswered_part', 'unsupported_claim', 'contradiction', 'indirect', 'needs_seller']),
  message: z.string(),
});
export type TFinding = z.infer<typeof ZFindingSchema>;

export const ZQualityScoreSchema = z.object({
  total: z.number().int(),
  parts: z.array(ZScorePartSchema),
  /** The verifier's findings, in Turkish; empty for a draft with nothing to fix. */
  findings: z.array(ZFindingSchema),
});
export type TQualityScore = z.infer<typeof ZQualityScoreSchema>;

/** The draft a question got, as the seller reviews it. */
export const ZDraftSchema = z.object({
  text: z.string(),
  engine: z.enum(['local', 'llm']),
  answerable: z.boolean(),
  note: z.string().nullable(),
  factsUsed: z.array(z.string()),
  score: ZQualityScoreSchema,
  guardrails: z.array(ZGuardrailResultSchema),
  draftedAt: z.string(),
});
export type TDraft = z.infer<typeof ZDraftSchema>;

/** A question on the pending or rejected page: the spec's columns plus the draft and its pipeline state. */
export const ZReviewQuestionSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  creationDate: z.string(),
  imageUrl: z.string().nullable(),
  webUrl: z.string().nullable(),
  productName: z.string(),
  text: z.string(),
  deadline: z.string(),
  /** Spec §3: 0 awaiting approval, 1 approved, 2 rejected; null while no draft exists. */
  answerStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  draftState: z.enum(['none', 'queued', 'drafting', 'drafted', 'no_quota', 'failed']),
  /** Why there is no draft (no quota, engine failure), or why a send came back — Turkish, for the seller. */
  problem: z.string().nullable(),
  draft: ZDraftSchema.nullable(),
});
export type TReviewQuestion = z.infer<typeof ZReviewQuestionSchema>;

export const ZReviewListQuerySchema = z.object({
  status: z.enum(['pending', 'rejected']),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const ZReviewListResponseSchema = z.object({
  /** The seller has no store yet: the page says 'Mağaza Entegrasyonunuzu Tamamlamanız Gerekmektedir.' */
  storeRequired: z.boolean(),
  items: z.array(ZReviewQuestionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TReviewListResponse = z.infer<typeof ZReviewListResponseSchema>;

export const answerTextMessage = `Cevap ${ANSWER_MIN_LENGTH}–${ANSWER_MAX_LENGTH} karakter olmalıdır.`;

/** Approve (optionally with the seller's edited text) — spec §3 "Approve/reject request". */
export const ZApproveRequestSchema = z.object({
  text: z
    .string({ message: answerTextMessage })
    .trim()
    .min(ANSWER_MIN_LENGTH, { message: answerTextMessage })
    .max(ANSWER_MAX_LENGTH, { message: answerTextMessage })
    .optional(),
});
export type TApproveRequest = z.input<typeof ZApproveRequestSchema>;

export const ZReviewActionResponseSchema = z.object({ message: z.string() });

export const reviewTexts = {
  approved: 'Cevabınız onaylandı ve Trendyol’a gönderiliyor.',
  rejected: 'Cevap reddedildi.',
  regenerating: 'Yeni bir cevap taslağı hazırlanıyor.',
  notReviewable: 'Bu soru artık onay beklemiyor.',
  noText: 'Onaylamak için bir cevap yazın.',
  pendingFetchFailed: 'Onay bekleyen sorular alınamadı',
  rejectedFetchFailed: 'Reddedilen sorular alınamadı',
} as const;

const profileText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `En fazla ${max} karakter girebilirsiniz.` });

/** The store profile the seller edits (spec §1): voice, delivery and return facts, FAQ, auto-send threshold. */
export const ZStoreProfileSchema = z.object({
  tone: z.enum(['samimi', 'resmi', 'kisa']),
  greeting: profileText(120),
  signature: profileText(160),
  deliveryInfo: profileText(1000),
  returnPolicy: profileText(1000),
  notes: profileText(3000),
  faq: z
    .array(
      z.object({
        question: profileText(300).pipe(z.string().min(3, { message: 'Soru en az 3 karakter olmalıdır.' })),
        answer: profileText(1000).pipe(z.string().min(3, { message: 'Cevap en az 3 karakter olmalıdır.' })),
      }),
    )
    .max(30, { message: 'En fazla 30 soru-cevap ekleyebilirsiniz.' }),
  autoSendThreshold: z
    .number({ message: 'Eşik 50 ile 100 arasında olmalıdır.' })
    .int()
    .min(50, { message: 'Eşik 50 ile 100 arasında olmalıdır.' })
    .max(100, { message: 'Eşik 50 ile 100 arasında olmalıdır.' }),
  blockedTerms: z.array(profileText(60).pipe(z.string().min(2))).max(200),
});
export type TStoreProfile = z.infer<typeof ZStoreProfileSchema>;

export const ZStoreProfileSavedSchema = z.object({ message: z.string(), profile: ZStoreProfileSchema });

/** 'Deneme sorusu': a draft for a made-up question, nothing stored, sent or counted. */
export const ZPreviewRequestSchema = z.object({
  question: z
    .string({ message: 'Bir soru yazın.' })
    .trim()
    .min(5, { message: 'Soru en az 5 karakter olmalıdır.' })
    .max(500, { message: 'Soru en fazla 500 karakter olabilir.' }),
  productMainId: z.string().trim().max(100).optional(),
});
export type TPreviewRequest = z.input<typeof ZPreviewRequestSchema>;

export const ZPreviewResponseSchema = z.object({
  answer: z.string(),
  answerable: z.boolean(),
  note: z.string().nullable(),
  engine: z.enum(['local', 'llm']),
  factsUsed: z.array(z.string()),
  score: ZQualityScoreSchema,
  guardrails: z.array(ZGuardrailResultSchema),
  /** Whether this draft would be sent without the seller (switch on, all checks passed, score at the threshold). */
  wouldAutoSend: z.boolean(),
});
export type TPreviewResponse = z.infer<typeof ZPreviewResponseSchema>;

export const profileTexts = { saved: 'Mağaza profiliniz kaydedildi.' } as const;
