import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function BillingInfoPage() {
  return (
    <SimplePage
      title={routeTitles[paths.billingInfo]}
      lead="Fatura bilgilerinizi yakında bu sayfadan girip güncelleyebileceksiniz."
    />
  );
}
