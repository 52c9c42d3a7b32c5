import { CARD_HOLDER_MIN_LENGTH } from './constants';
import { BillingCycle } from './enums';
import { paymentMessages } from './messages';
import { z } from './zod';

/** Letters of the Turkish and English alphabets and single spaces (spec §5 "Payment form"). */
export const CARD_HOLDER_PATTERN = /^[a-zA-ZçÇğĞıİöÖşŞüÜâÂîÎûÛ]+(?: [a-zA-ZçÇğĞıİöÖşŞüÜâÂîÎûÛ]+)*$/;
/** Four groups of four digits, optionally separated by single spaces. */
export const CARD_NUMBER_PATTERN = /^\d{4} ?\d{4} ?\d{4} ?\d{4}$/;
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{4}$/;
export const CVC_PATTERN = /^\d{3,4}$/;

export const ZCouponCodeSchema = z
  .string()
  .trim()
  .max(40, { message: 'Kupon kodu en fazla 40 karakter olabilir.' })
  // Not the Turkish locale: 'yilbasi20' must find YILBASI20 (codes are matched case-insensitively too).
  .transform((code) => code.toUpperCase());

/**
 * What the browser sends to pay: the plan, the card and an optional coupon — never a price (the server
 * computes it). The card data is used for this one request and never stored or logged.
 */
export const ZPaymentRequestSchema = z.object({
  planId: z.number().int().positive(),
  cardHolderName: z
    .string({ message: paymentMessages.fullName })
    .trim()
    .min(CARD_HOLDER_MIN_LENGTH, { message: paymentMessages.fullName })
    .max(80, { message: paymentMessages.fullName })
    .regex(CARD_HOLDER_PATTERN, { message: paymentMessages.fullName }),
  cardNumber: z
    .string({ message: paymentMessages.cardNumber })
    .regex(CARD_NUMBER_PATTERN, { message: paymentMessages.cardNumber })
    .transform((value) => value.replaceAll(' ', '')),
  expiry: z.string({ message: paymentMessages.expiry }).regex(EXPIRY_PATTERN, { message: paymentMessages.expiry }),
  cvc: z.string({ message: paymentMessages.cvc }).regex(CVC_PATTERN, { message: paymentMessages.cvc }),
  couponCode: ZCouponCodeSchema.optional(),
});
export type TPaymentRequest = z.input<typeof ZPaymentRequestSchema>;

/** The provider's 3-D Secure page (decoded HTML), kept in sessionStorage for /payment/confirm. */
export const ZPaymentStartedResponseSchema = z.object({ paymentId: z.string(), htmlContent: z.string() });
export type TPaymentStartedResponse = z.infer<typeof ZPaymentStartedResponseSchema>;

export const ZQuoteRequestSchema = z.object({
  planId: z.number().int().positive(),
  couponCode: ZCouponCodeSchema.optional(),
});
export type TQuoteRequest = z.input<typeof ZQuoteRequestSchema>;

/** The summary of spec §2 "Payment", as the server will charge it (dollars). */
export const ZQuoteSchema = z.object({
  planId: z.number().int(),
  planName: z.string(),
  billingCycle: z.union([z.literal(BillingCycle.Monthly), z.literal(BillingCycle.Yearly)]),
  price: z.number(),
  discount: z.number(),
  net: z.number(),
  vat: z.number(),
  total: z.number(),
  coupon: z.object({ code: z.string(), label: z.string() }).nullable(),
});
export type TQuote = z.infer<typeof ZQuoteSchema>;

/** The `payment:completed` event (spec §3 "Completion event"), sent to the buyer's sockets. */
export const ZPaymentCompletedEventSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['success', 'failure']),
  message: z.string(),
  returnUrl: z.string(),
});
export type TPaymentCompletedEvent = z.infer<typeof ZPaymentCompletedEventSchema>;

/** sessionStorage key of the provider page between /payment and /payment/confirm. */
export const PAYMENT_HTML_STORAGE_KEY = 'cevapla.payment.html';

export const paymentTexts = {
  planUnavailable: 'Seçtiğiniz plan artık satışta değil. Lütfen başka bir plan seçin.',
  trialNotForSale: 'Ücretsiz deneme satın alınamaz; planlar sayfasından başlatabilirsiniz.',
  couponUnknown: 'Bu kupon kodu geçersiz.',
  couponNotStarted: 'Bu kupon henüz kullanıma açılmadı.',
  couponExpired: 'Bu kuponun süresi dolmuş.',
  couponUsedUp: 'Bu kuponun kullanım hakkı dolmuş.',
  couponApplied: 'Kupon uygulandı.',
  couponCoversAll:
    'Bu kupon ödemenin tamamını karşılıyor; kart ile ödeme alınamaz. Lütfen destek ekibimizle iletişime geçin.',
  cardExpired: 'Kartınızın son kullanma tarihi geçmiş.',
  inProgress: 'Ödemeniz başlatılıyor, lütfen bekleyin.',
  redirecting: 'Ödeme sayfasına yönlendiriliyorsunuz...',
  protectedBy: 'Ödemeniz iyzico güvencesiyle 3D Secure ile alınır; kart bilgileriniz Cevapla’da saklanmaz.',
  succeeded: 'Ödemeniz alındı; aboneliğiniz etkinleştirildi.',
  alreadyProcessed: 'Bu ödeme daha önce sonuçlandırıldı.',
  invalidCallback: 'Ödeme sonucu doğrulanamadı.',
  amountMismatch: 'Ödeme tutarı doğrulanamadı; ödemeniz tamamlanmadı.',
  threeDsFailed: '3D Secure doğrulaması başarısız oldu.',
  unavailable: 'Ödeme hizmetine şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
} as const;

export { paymentMessages };
