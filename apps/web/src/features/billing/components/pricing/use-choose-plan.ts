import { noticeMessages } from '@cevapla/contracts/messages';
import type { TPlan } from '@cevapla/contracts/plans';
import { paths } from '@cevapla/contracts/routes';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../../lib/notify';

/** What the payment page receives in router state (spec §3 "Selected plan"). */
export type TSelectedPlan = Pick<TPlan, 'id' | 'name' | 'price' | 'totalPrice' | 'billingCycle'>;

/**
 * Buying needs a session: a visitor is sent to sign in (and brought back here after), a seller goes on
 * to the payment page carrying the chosen plan.
 */
export function useChoosePlan(isSignedIn: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (plan: TPlan) => {
    if (!isSignedIn) {
      notify.error(noticeMessages.buyNeedsSignIn);
      navigate(`${paths.login}?${new URLSearchParams({ returnUrl: pathname })}`);
      return;
    }
    const { id, name, price, totalPrice, billingCycle } = plan;
    const selected: TSelectedPlan = { id, name, price, totalPrice, billingCycle };
    navigate(paths.payment, { state: { plan: selected } });
  };
}
