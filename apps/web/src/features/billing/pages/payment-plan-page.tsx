import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PaymentPlanPage() {
  return (
    <SimplePage
      title={routeTitles[paths.paymentPlan]}
      lead="Aylık ve yıllık planlarımızın ayrıntıları yakında bu sayfada olacak."
    />
  );
}
