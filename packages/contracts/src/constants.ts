/** Business constants and limits of spec §9 — the single source for server and web. */

export const VERIFICATION_COUNTDOWN_SECONDS = 300;
export const VERIFICATION_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 3;
export const SURNAME_MIN_LENGTH = 1;
export const PHONE_DIGITS = 10;

/** Yearly plans are shown as a 25 % saving against twelve monthly payments. */
export const YEARLY_SAVING_RATE = 0.25;
export const VAT_RATE = 0.2;

export const CARD_NUMBER_MAX_DIGITS = 16;
export const CARD_HOLDER_MIN_LENGTH = 3;

export const PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 7;

export const DELAYS_MS = {
  trialReload: 2000,
  afterVerification: 2000,
  paymentFinalizeRedirect: 3000,
  contractHighlight: 1500,
  scrollRetry: 100,
  toast: 10_000,
  serviceStartRetry: 2000,
} as const;

export const REALTIME = {
  reconnectDelaysMs: [0, 2000, 10_000, 30_000],
  serverTimeoutMs: 30_000,
  keepAliveMs: 15_000,
} as const;

export const LEGAL = {
  activationBusinessDays: 1,
  withdrawalDays: 14,
  returnRequestDays: 14,
  returnReviewBusinessDays: 3,
  refundBusinessDays: 7,
  cardDataRetentionDays: 60,
  minimumAge: 18,
} as const;

export const SUPPORT_HOURS = {
  support: 'Hafta içi 5 gün, 09:00-18:00',
  contactPage: 'Pazartesi - Cumartesi 09:00-18:00, Pazar kapalı',
} as const;

export const PRE_INFORMATION_BOX_MAX_HEIGHT_PX = 300;
