import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../features/auth/api/get-me';
import { BillingInfoPage } from '../../features/billing/pages/billing-info-page';

/** /billinginfo is open (spec §2), but saving needs a session: the page hears whether there is one. */
export function BillingInfoRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  return <BillingInfoPage isSignedIn={Boolean(me.data)} />;
}
