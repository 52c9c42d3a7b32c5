import { PricingPlans } from '../../features/billing/components/pricing/pricing-plans';
import { HomePage } from '../../features/marketing/pages/home-page';
import { useBuyer } from './use-buyer';

/** The landing page with billing's plan cards, which need the session for buying. */
export function HomeRoute() {
  const buyer = useBuyer();
  return <HomePage pricing={<PricingPlans {...buyer} />} />;
}
