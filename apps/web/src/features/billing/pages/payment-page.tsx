import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PaymentPage() {
  return <SimplePage title={routeTitles[paths.payment]} lead="Kartla ödeme formu yakında bu sayfada olacak." />;
}
