import { accountTexts, allowanceTexts } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumericDate } from '../../../lib/format-date';
import { useSubscription } from '../api/get-subscription';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** Spec §2 "Profile": plan, dates (dd.MM.yyyy), remaining answers and Aktif/Pasif — or the way to a plan. */
export function SubscriptionCard() {
  const subscription = useSubscription();
  return (
    <Card withBorder radius="md" padding="xl">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Abonelik Bilgileri
        </Title>
        {subscription.data ? (
          <Badge color={subscription.data.isActive ? 'teal' : 'gray'} variant="light">
            {subscription.data.isActive ? 'Aktif' : 'Pasif'}
          </Badge>
        ) : null}
      </Group>
      {subscription.isPending ? (
        <Skeleton h={80} mt="md" />
      ) : subscription.data ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="md" spacing="md">
            <Fact label="Plan" value={subscription.data.planName} />
            <Fact label="Kalan cevap hakkı" value={subscription.data.answersLeft.toLocaleString('tr-TR')} />
            <Fact label="Başlangıç" value={formatNumericDate(new Date(subscription.data.startsAt))} />
            <Fact label="Bitiş" value={formatNumericDate(new Date(subscription.data.endsAt))} />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md" data-testid="allowance-note">
            {allowanceTexts.profile}
          </Text>
          <Button component={Link} to={paths.paymentPlan} mt="lg" variant="light">
            Planı Uzat / Yenile
          </Button>
        </>
      ) : (
        <>
          <Text c="dimmed" mt="sm">
            {accountTexts.noSubscription}
          </Text>
          <Button component={Link} to={paths.paymentPlan} mt="lg" variant="light">
            {accountTexts.browsePlans}
          </Button>
        </>
      )}
    </Card>
  );
}
