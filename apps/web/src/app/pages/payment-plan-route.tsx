import { PaymentPlanPage } from '../../features/billing/pages/payment-plan-page';
import { useBuyer } from './use-buyer';

/** The plans page with the session it needs for buying. */
export function PaymentPlanRoute() {
  return <PaymentPlanPage {...useBuyer()} />;
}
