import { ErrorCode } from '@cevapla/contracts/errors';
import { paymentMessages } from '@cevapla/contracts/messages';
import { PAYMENT_HTML_STORAGE_KEY } from '@cevapla/contracts/payments';
import { paths } from '@cevapla/contracts/routes';
import { useNavigate } from 'react-router';
import { ApiError, serverMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useCreatePayment } from '../../api/create-payment';
import type { CardValues } from './card-fields';

/**
 * Spec §4 payment flow: the card goes to the server with the plan and coupon (never a price); the
 * bank's page is kept in sessionStorage for /payment/confirm. A refusal stops the overlay and says why.
 */
export function usePay(planId: number, couponCode: string | undefined) {
  const navigate = useNavigate();
  const payment = useCreatePayment();
  const pay = (card: CardValues) =>
    payment.mutate(
      { planId, ...card, ...(couponCode ? { couponCode } : {}) },
      {
        onSuccess: (started) => {
          sessionStorage.setItem(PAYMENT_HTML_STORAGE_KEY, started.htmlContent);
          navigate(paths.paymentConfirm);
        },
        onError: (error) => {
          // The provider's refusal (502) carries its own words; other 5xx get the spec's generic text.
          const providerSays = error instanceof ApiError && error.code === ErrorCode.PaymentFailed ? error.message : '';
          notify.error(providerSays || serverMessage(error) || paymentMessages.genericFailure);
        },
      },
    );
  // Stays on while the browser leaves for the bank: the overlay must not flash away.
  return { pay, busy: payment.isPending || payment.isSuccess };
}
