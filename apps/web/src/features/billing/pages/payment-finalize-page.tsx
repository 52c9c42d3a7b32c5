import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PaymentFinalizePage() {
  return (
    <SimplePage
      title={routeTitles[paths.paymentFinalize]}
      lead="Ödeme sonucunun kontrolü yakında bu adımda yapılacak."
    />
  );
}
