import { paths } from '@cevapla/contracts/routes';
import { Container, Text, Title } from '@mantine/core';
import { routeTitles } from '../../../lib/route-titles';
import { PricingPlans } from '../components/pricing/pricing-plans';

interface PaymentPlanPageProps {
  /** Whether a seller is signed in: a visitor is sent to sign in before buying. */
  isSignedIn: boolean;
  isVerified: boolean;
}

/** The plans on a page of their own (the store form leads here). */
export function PaymentPlanPage({ isSignedIn, isVerified }: PaymentPlanPageProps) {
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Title order={1} ta="center">
        {routeTitles[paths.paymentPlan]}
      </Title>
      <Text mt="md" mb={40} size="lg" c="dimmed" ta="center" maw={680} mx="auto">
        14 gün ücretsiz deneyin, ardından mağazanızın soru hacmine uyan planı seçin. Yıllık ödemede %25 tasarruf
        edersiniz.
      </Text>
      <PricingPlans isSignedIn={isSignedIn} isVerified={isVerified} headingOrder={2} />
    </Container>
  );
}
