import { paths } from '@cevapla/contracts/routes';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PaymentFailedPage() {
  const [searchParams] = useSearchParams();
  // The provider's reason arrives in the query string: rendered as plain text, never as HTML.
  const message = searchParams.get('message')?.trim();

  return (
    <SimplePage
      title={routeTitles[paths.paymentFailed]}
      lead="Ödemeniz tamamlanamadı. Lütfen ödeme bilgilerinizi kontrol edip tekrar deneyin."
    >
      {message ? (
        <Alert mt="lg" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Hata ayrıntısı">
          {message}
        </Alert>
      ) : null}
      <Button component={Link} to={paths.paymentPlan} mt="xl">
        Planlara Dön
      </Button>
    </SimplePage>
  );
}
