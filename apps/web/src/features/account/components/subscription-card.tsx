import { accountTexts } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The subscription summary; until subscriptions exist it shows the no-subscription state of spec §2. */
export function SubscriptionCard() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Title order={2} size="h3">
        Abonelik Bilgileri
      </Title>
      <Text c="dimmed" mt="sm">
        {accountTexts.noSubscription}
      </Text>
      <Button component={Link} to={paths.paymentPlan} mt="lg" variant="light">
        {accountTexts.browsePlans}
      </Button>
    </Card>
  );
}
