import { paths } from '@cevapla/contracts/routes';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

/** Spec §2: the payment is complete; the seller goes on to define the store. */
export function PaymentSuccessPage() {
  return (
    <SimplePage
      title={routeTitles[paths.paymentSuccess]}
      lead="Ödemeniz başarıyla tamamlandı. Aboneliğiniz etkinleştirildi; şimdi mağazanızı tanımlayabilirsiniz."
    >
      <Button component={Link} to={paths.store} mt="xl">
        Mağaza Entegrasyonuna Git
      </Button>
    </SimplePage>
  );
}
