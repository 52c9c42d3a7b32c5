import { paths } from '@cevapla/contracts/routes';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PaymentSuccessPage() {
  return (
    <SimplePage
      title={routeTitles[paths.paymentSuccess]}
      lead="Ödemeniz başarıyla tamamlandı ve aboneliğiniz etkinleştirildi. Şimdi mağazanızı tanımlayabilir, sorularınızı yapay zekâya bırakabilirsiniz."
    >
      <Button component={Link} to={paths.store} mt="xl">
        Mağaza Bilgilerine Git
      </Button>
    </SimplePage>
  );
}
