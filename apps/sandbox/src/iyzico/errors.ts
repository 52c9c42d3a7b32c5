/** The languages iyzico answers in; anything but `en` falls back to Turkish. */
export type IyzicoLocale = 'tr' | 'en';

export function toLocale(value: unknown): IyzicoLocale {
  return value === 'en' ? 'en' : 'tr';
}

/** One iyzico failure: `errorCode`, `errorGroup` and the message in both languages. */
export type IyzicoFailure = { errorCode: string; errorGroup?: string; tr: string; en: string };

/** The failure body iyzico sends: `status: 'failure'` with code, message and group. */
export function failureBody(
  failure: IyzicoFailure,
  context: { locale: IyzicoLocale; now: Date; conversationId?: string | undefined },
): Record<string, unknown> {
  return {
    status: 'failure',
    errorCode: failure.errorCode,
    errorMessage: failure[context.locale],
    ...(failure.errorGroup ? { errorGroup: failure.errorGroup } : {}),
    locale: context.locale,
    systemTime: context.now.getTime(),
    ...(context.conversationId !== undefined ? { conversationId: context.conversationId } : {}),
  };
}

/** Request-level failures (auth, validation, state); codes under 10000 are iyzico's, 9xxx are the emulator's own. */
export const requestFailures = {
  missingAuth: { errorCode: '1001', tr: 'api bilgileri bulunamadı', en: 'api credentials not found' },
  badSignature: { errorCode: '1000', tr: 'Geçersiz imza', en: 'Invalid signature' },
  invalidRequest: (field: string): IyzicoFailure => ({
    errorCode: '11',
    tr: `Geçersiz istek: ${field} gönderilmesi zorunludur`,
    en: `Invalid request: ${field} is required`,
  }),
  invalidCardNumber: { errorCode: '12', tr: 'Kart numarası geçersizdir', en: 'Invalid card number' },
  basketTotalMismatch: {
    errorCode: '5062',
    tr: 'Sepet tutarı ile ürünlerin toplam tutarı eşit olmalıdır',
    en: 'Basket price must be equal to the sum of the basket items',
  },
  initializeFailed: {
    errorCode: '10000',
    errorGroup: 'SYSTEM_ERROR',
    tr: '3D Secure başlatılamadı',
    en: '3D Secure initialization failed',
  },
  paymentNotFound: { errorCode: '9001', tr: 'Ödeme bulunamadı', en: 'Payment not found' },
  threeDsNotVerified: {
    errorCode: '9002',
    tr: '3D Secure doğrulaması başarılı değil',
    en: '3D Secure verification was not successful',
  },
  alreadyCompleted: {
    errorCode: '9003',
    tr: 'Bu ödeme daha önce tamamlanmıştır',
    en: 'This payment has already been completed',
  },
  amountMismatch: {
    errorCode: '9004',
    tr: 'Tutar, para birimi veya sepet bilgisi ödemeyle eşleşmiyor',
    en: 'Amount, currency or basket does not match the payment',
  },
  notFound: { errorCode: '404', tr: 'Kaynak bulunamadı', en: 'Resource not found' },
  systemError: { errorCode: '1', tr: 'Sistem hatası', en: 'System error' },
} satisfies Record<string, IyzicoFailure | ((field: string) => IyzicoFailure)>;
