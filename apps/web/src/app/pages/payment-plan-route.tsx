import { PaymentPlanPage } from '../../features/billing/pages/payment-plan-page';
import { useIsSignedIn } from './use-is-signed-in';

/** The plans page with the session it needs for buying. */
export function PaymentPlanRoute() {
  return <PaymentPlanPage isSignedIn={useIsSignedIn()} />;
}
