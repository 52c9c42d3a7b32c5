import { PricingPlans } from '../../features/billing/components/pricing/pricing-plans';
import { HomePage } from '../../features/marketing/pages/home-page';
import { useIsSignedIn } from './use-is-signed-in';

/** The landing page with billing's plan cards, which need the session for buying. */
export function HomeRoute() {
  const isSignedIn = useIsSignedIn();
  return <HomePage pricing={<PricingPlans isSignedIn={isSignedIn} />} />;
}
