import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PaymentConfirmPage() {
  return (
    <SimplePage
      title={routeTitles[paths.paymentConfirm]}
      lead="Güvenli ödeme sayfasına yönlendirme yakında bu adımdan yapılacak."
    />
  );
}
