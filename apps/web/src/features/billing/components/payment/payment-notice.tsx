import { paths } from '@cevapla/contracts/routes';
import { Alert, Button, Container, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routeTitles } from '../../../../lib/route-titles';

/** The payment page without a plan to pay for: says why and leads back to the plans. */
export function PaymentNotice({ message }: { message: string }) {
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Title order={1}>{routeTitles[paths.payment]}</Title>
      <Alert mt="lg" color="orange" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {message}
      </Alert>
      <Button component={Link} to={paths.paymentPlan} mt="lg">
        Planlara Göz At
      </Button>
    </Container>
  );
}
