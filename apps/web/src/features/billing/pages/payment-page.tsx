import type { AgreementParties } from '@cevapla/contracts/agreement';
import { DELAYS_MS } from '@cevapla/contracts/constants';
import { BillingCycle } from '@cevapla/contracts/enums';
import { noticeMessages } from '@cevapla/contracts/messages';
import { paymentTexts, ZPaymentRequestSchema } from '@cevapla/contracts/payments';
import { formatDollars } from '@cevapla/contracts/plans';
import { paths } from '@cevapla/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Container, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { routeTitles } from '../../../lib/route-titles';
import { useBillingInfo } from '../api/get-billing-info';
import { useQuote } from '../api/get-quote';
import { AgreementCheckbox } from '../components/payment/agreement-checkbox';
import { BillingSection } from '../components/payment/billing-section';
import { CardFields, type CardValues } from '../components/payment/card-fields';
import { CouponField } from '../components/payment/coupon-field';
import { PaymentSummary } from '../components/payment/payment-summary';
import { RedirectOverlay } from '../components/payment/redirect-overlay';
import { SALES_AGREEMENT_ID, SalesAgreement } from '../components/payment/sales-agreement';
import { usePay } from '../components/payment/use-pay';

const cardSchema = ZPaymentRequestSchema.pick({ cardHolderName: true, cardNumber: true, expiry: true, cvc: true });

const cycleLabel = (cycle: number) =>
  cycle === BillingCycle.Monthly ? 'Aylık' : cycle === BillingCycle.Yearly ? 'Yıllık' : 'Bilinmiyor';

interface PaymentPageProps {
  user: { email: string; isVerified: boolean };
  /** The 'Ön Bilgilendirme Formu' (legal feature), filled with the same parties. */
  renderPreInformation: (parties: AgreementParties) => ReactNode;
}

/** The chosen plan's id: from the pricing page's navigation state, or ?planId= after a reload. */
function useSelectedPlanId(): number | undefined {
  const state = useLocation().state as { plan?: { id?: unknown } } | null;
  const [search] = useSearchParams();
  const id = typeof state?.plan?.id === 'number' ? state.plan.id : Number(search.get('planId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function PaymentPage({ user, renderPreInformation }: PaymentPageProps) {
  const planId = useSelectedPlanId();
  if (!planId) {
    return (
      <Container size="sm" py={64}>
        <Title order={1}>{routeTitles[paths.payment]}</Title>
        <Text mt="md">Ödeme yapabilmek için önce bir plan seçin.</Text>
        <Button component={Link} to={paths.paymentPlan} mt="lg">
          Planlara Göz At
        </Button>
      </Container>
    );
  }
  return <PaymentForm planId={planId} user={user} renderPreInformation={renderPreInformation} />;
}

function PaymentForm({ planId, user, renderPreInformation }: PaymentPageProps & { planId: number }) {
  const billing = useBillingInfo();
  const [coupon, setCoupon] = useState<string>();
  const quote = useQuote({ planId, couponCode: coupon }, true);
  const [accepted, setAccepted] = useState(false);
  const [preInformationOpen, setPreInformationOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(false);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(highlightTimer.current), []);
  const { pay, busy } = usePay(planId, coupon);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    mode: 'onTouched',
    defaultValues: { cardHolderName: '', cardNumber: '', expiry: '', cvc: '' },
  });

  if (billing.isPending || quote.isPending) return <PageLoader />;
  if (quote.isError || !quote.data) {
    return (
      <Container size="sm" py={64}>
        <Alert color="red" title="Plan bulunamadı">
          {quote.error?.message ?? paymentTexts.planUnavailable}
        </Alert>
        <Button component={Link} to={paths.paymentPlan} mt="lg">
          Planlara Göz At
        </Button>
      </Container>
    );
  }
  const info = billing.data ?? null;
  // Until the billing info exists the agreement shows a dash where the buyer's details will be.
  const parties: AgreementParties = {
    customerName: info?.companyName ?? '—',
    address: info?.address ?? '—',
    phone: info?.phone ?? '—',
    email: user.email,
    planName: quote.data.planName,
    price: quote.data.total,
  };
  const missing = !user.isVerified
    ? noticeMessages.buyNeedsVerification
    : !info
      ? 'Ödeme için fatura bilgilerinizi ekleyin.'
      : !isValid
        ? 'Kart bilgilerinizi eksiksiz girin.'
        : !accepted
          ? 'Ödeme için sözleşmeleri onaylayın.'
          : undefined;

  const showAgreement = () => {
    document.getElementById(SALES_AGREEMENT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setHighlighted(true);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlighted(false), DELAYS_MS.contractHighlight);
  };

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      {busy ? <RedirectOverlay /> : null}
      <Title order={1}>{routeTitles[paths.payment]}</Title>
      <Group gap="sm" mt="sm">
        <Text size="lg" fw={600}>
          {quote.data.planName}
        </Text>
        <Badge variant="light">{cycleLabel(quote.data.billingCycle)}</Badge>
        <Text size="lg">{formatDollars(quote.data.price)}</Text>
      </Group>
      {!user.isVerified ? (
        <Alert color="red" mt="md">
          {noticeMessages.buyNeedsVerification}
        </Alert>
      ) : null}
      <Grid mt="lg" gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                Kart Bilgileri
              </Title>
              <form id="payment-form" noValidate onSubmit={handleSubmit((card) => missing === undefined && pay(card))}>
                <CardFields control={control} />
              </form>
            </Paper>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Fatura Bilgisi
              </Title>
              <BillingSection billing={info} />
            </Stack>
            <SalesAgreement parties={parties} highlighted={highlighted} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                Özet
              </Title>
              <PaymentSummary quote={quote.data} />
              <CouponField planId={planId} applied={coupon} onApplied={setCoupon} />
              <AgreementCheckbox
                checked={accepted}
                onChange={setAccepted}
                onOpenPreInformation={() => setPreInformationOpen(true)}
                onShowAgreement={showAgreement}
              />
              <Button type="submit" form="payment-form" size="md" disabled={missing !== undefined || busy} fullWidth>
                Ödemeyi Tamamla · {formatDollars(quote.data.total)}
              </Button>
              {missing ? (
                <Text size="xs" c="dimmed" ta="center">
                  {missing}
                </Text>
              ) : null}
              <Alert variant="light" color="green" icon={<IconLock aria-hidden size={18} />}>
                {paymentTexts.protectedBy}
              </Alert>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Modal
        opened={preInformationOpen}
        onClose={() => setPreInformationOpen(false)}
        title="Ön Bilgilendirme Formu"
        size="lg"
      >
        {renderPreInformation(parties)}
      </Modal>
    </Container>
  );
}
