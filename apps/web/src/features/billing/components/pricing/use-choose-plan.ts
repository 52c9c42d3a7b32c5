import { noticeMessages } from '@cevapla/contracts/messages';
import type { TPlan } from '@cevapla/contracts/plans';
import { paths } from '@cevapla/contracts/routes';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../../lib/notify';

/** What the payment page receives in router state (spec §3 "Selected plan"). */
export type TSelectedPlan = Pick<TPlan, 'id' | 'name' | 'price' | 'totalPrice' | 'billingCycle'>;

/**
 * Buying needs a session and a verified e-mail (spec §6, §8): a visitor is sent to sign in (and brought
 * back here after), an unverified seller is told to verify, a seller goes on to the payment page with
 * the chosen plan.
 */
export function useChoosePlan(isSignedIn: boolean, isVerified: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (plan: TPlan) => {
    if (!isSignedIn) {
      notify.error(noticeMessages.buyNeedsSignIn);
      navigate(`${paths.login}?${new URLSearchParams({ returnUrl: pathname })}`);
      return;
    }
    if (!isVerified) {
      notify.error(noticeMessages.buyNeedsVerification);
      return;
    }
    const { id, name, price, totalPrice, billingCycle } = plan;
    const selected: TSelectedPlan = { id, name, price, totalPrice, billingCycle };
    navigate(paths.payment, { state: { plan: selected } });
  };
}
