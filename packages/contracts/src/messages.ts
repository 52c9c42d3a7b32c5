/** Turkish validation and notice texts of spec §5 and §8, verbatim (corrected where ARCHITECTURE.md says so). */

export const loginMessages = {
  email: 'Geçerli bir e-posta girin.',
  passwordRequired: 'Şifre gereklidir.',
  passwordMin: 'Şifre en az 6 karakter olmalı.',
} as const;

export const registerMessages = {
  nameMin: 'Adınız en az 3 karakter olmalı.',
  surnameMin: 'Soyadınız en az 1 karakter olmalı.',
  phoneDigits: 'Telefon numarası sadece rakamlardan oluşmalıdır.',
  phoneLength: 'Geçerli bir telefon numarası giriniz.',
  phoneLeadingZero: 'Telefon numarası 0 ile başlamamalıdır.',
  emailRequired: 'Email zorunludur.',
  email: 'Geçerli bir email adresi girin.',
  passwordRequired: 'Şifre gereklidir.',
  passwordMin: 'Şifre en az 6 karakter olmalıdır.',
  passwordMismatch: 'Şifreler eşleşmiyor.',
  invalidForm: 'Lütfen tüm alanları doğru doldurun.',
} as const;

export const verificationMessages = {
  /** The spec's text says "longer than 6"; the rule is exactly 6 digits (ARCHITECTURE.md departures). */
  codeLength: 'Doğrulama kodu 6 haneli olmalıdır.',
  expired: 'Zaman doldu! Lütfen tekrar deneyin.',
} as const;

export const storeMessages = {
  name: 'Mağaza Adı zorunludur.',
  sellerId: 'Satıcı Id zorunludur.',
  apiKey: 'API Key zorunludur.',
  apiSecret: 'API Secret zorunludur.',
  sellerIdDigits: 'Satıcı Id yalnızca rakamlardan oluşmalıdır.',
  saved: 'Mağaza bilgileriniz kaydedildi. Bağlantı başarılı.',
  connectionFailed: 'Bağlantı kurulamadı, bilgiler kaydedilmedi.',
  disconnected: 'Trendyol mağaza bağlantınız koptu.',
  storeRequired: 'Mağaza Entegrasyonunuzu Tamamlamanız Gerekmektedir.',
} as const;

export const profileMessages = {
  nameRequired: 'Ad Soyad alanı zorunludur.',
  nameMin: 'Ad Soyad en az 3 karakter olmalıdır.',
  /** The spec's form text says "at least 3" for a rule of at least 1; corrected (ARCHITECTURE.md departures). */
  surnameMin: 'Soyad en az 1 karakter olmalıdır.',
} as const;

export const billingMessages = {
  required: 'Bu alan zorunludur',
  companyName: 'Şirket ünvanı gerekli',
  city: 'Şehir gerekli',
  district: 'İlçe gerekli',
  taxOffice: 'Vergi dairesi gerekli',
  taxNumber: 'Zorunlu alan',
  address: 'Adres boş bırakılamaz',
  zipCode: 'Posta kodu boş bırakılamaz.',
  identityNumber: 'TC Kimlik No/TCKN zorunludur',
  phoneLeadingZero: 'Telefon Numaranızı Başında 0 Olmadan Giriniz',
} as const;

export const paymentMessages = {
  fullName: 'Lütfen geçerli bir ad ve soyad girin.',
  cardNumber: 'Lütfen geçerli bir kart numarası girin.',
  expiry: 'Geçerli bir tarih girin.',
  cvc: 'Geçerli bir CVC girin.',
  genericFailure: 'Ödeme sırasında bir hata oluştu lütfen bilgilerinizi kontrol edip tekrar deneyin.',
  completionFailure: 'Ödeme başarısız.',
} as const;

export const contactMessages = {
  required: 'Bu alan zorunludur.',
  email: 'Geçerli bir email girin.',
  sending: 'Gönderiliyor...',
} as const;

export const noticeMessages = {
  signInRequired: 'Oturum Açmanız Gerekmektedir',
  signedOut: 'Oturum Kapatılmıştır',
  buyNeedsSignIn: 'Oturum açmanız gerekmektedir.',
  buyNeedsVerification: 'Email Doğrulaması yapmanız gerekmektedir',
} as const;

/** What the accounts API says (server messages shown as toasts). */
export const accountMessages = {
  registered: 'Kaydınız oluşturuldu. E-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
  emailTaken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  codeSent: 'Doğrulama kodu e-posta adresinize gönderildi.',
  alreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
  resendTooSoon: (seconds: number) => `Yeni bir kod istemeden önce lütfen ${seconds} saniye bekleyin.`,
  verified: 'E-posta adresiniz doğrulandı.',
  invalidCode: 'Doğrulama Kodu Geçersiz! Lütfen kodu kontrol edip tekrar deneyin.',
  codeExpired: 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyin.',
  codeLocked: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
  invalidCredentials: 'E-posta adresi veya şifre hatalı.',
  tooManyLogins: (minutes: number) =>
    `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  signedIn: 'Giriş başarılı.',
  signedOut: 'Oturum Kapatılmıştır',
  profileSaved: 'Profil bilgileriniz güncellendi.',
  profileFailed: 'Bir hata oluştu',
  loginFailed: 'Giriş sırasında bir hata oluştu.',
  registerFailed: 'Kayıt sırasında bir hata oluştu.',
  serverError: 'Sunucu hatası: ',
} as const;

export const accountTexts = {
  unverifiedBanner:
    'E-posta adresiniz henüz doğrulanmadı. Tüm özellikleri kullanmak için lütfen e-postanızı doğrulayın.',
  resendLink: 'Doğrulama kodunu tekrar gönder',
  noSubscription: 'Herhangi bir aktif aboneliğiniz bulunmamaktadır.',
  browsePlans: 'Planlara Göz At',
} as const;

/** How the answer allowance is spent (issue 14): only drafts with answer text use it. */
export const allowanceTexts = {
  planCard: 'Yalnızca yazılan cevaplar haktan düşer; bilgi yetersizliğinden bekletilen sorular düşmez',
  profile:
    'Hakkınızdan yalnızca cevap metni yazılan taslaklar düşer. Bilgi yetersiz olduğu için bekletilen sorular hak kullanmaz.',
} as const;

/** The generic API error texts (errors.ts re-exports them; zod.ts uses `validation` as its fallback). */
export const genericErrorMessages = {
  badRequest: 'İstek geçersiz.',
  validation: 'Gönderilen bilgiler geçersiz.',
  notFound: 'Aradığınız kaynak bulunamadı.',
  rateLimited: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
  unauthorized: 'Oturum Açmanız Gerekmektedir',
  forbiddenOrigin: 'Bu istek başka bir siteden geldiği için reddedildi.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  internal: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
} as const;
