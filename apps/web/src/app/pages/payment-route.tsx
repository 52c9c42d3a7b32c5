import { useMe } from '../../features/auth/api/get-me';
import { PaymentPage } from '../../features/billing/pages/payment-page';
import { PreInformationForm } from '../../features/legal/components/pre-information-form';

/** The payment page with the signed-in buyer and the legal feature's pre-information form. */
export function PaymentRoute() {
  const { data: user } = useMe();
  // The guard lets only a signed-in user in; null only while signing out.
  if (!user) return null;
  return <PaymentPage user={user} renderPreInformation={(parties) => <PreInformationForm {...parties} />} />;
}
