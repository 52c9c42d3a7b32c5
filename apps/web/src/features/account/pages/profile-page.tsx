import type { TMeResponse } from '@cevapla/contracts/accounts';
import { paths } from '@cevapla/contracts/routes';
import { Card, Container, Grid, Title } from '@mantine/core';
import { routeTitles } from '../../../lib/route-titles';
import { ProfileForm } from '../components/profile-form';
import { SubscriptionCard } from '../components/subscription-card';

interface ProfilePageProps {
  user: TMeResponse;
  onSaved: (user: TMeResponse) => void;
}

export function ProfilePage({ user, onSaved }: ProfilePageProps) {
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="xl">
            <Title order={1} size="h2" mb="lg">
              {routeTitles[paths.profile]}
            </Title>
            <ProfileForm user={user} onSaved={onSaved} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SubscriptionCard />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
