import type { AgreementParties } from '@cevapla/contracts/agreement';
import { DELAYS_MS } from '@cevapla/contracts/constants';
import { noticeMessages } from '@cevapla/contracts/messages';
import { paymentTexts, ZPaymentRequestSchema } from '@cevapla/contracts/payments';
import { paths } from '@cevapla/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Container, Grid, Modal, Paper, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { routeTitles } from '../../../lib/route-titles';
import { useBillingInfo } from '../api/get-billing-info';
import { useQuote } from '../api/get-quote';
import { AgreementCheckbox } from '../components/payment/agreement-checkbox';
import { BillingSection } from '../components/payment/billing-section';
import { CardFields, type CardValues } from '../components/payment/card-fields';
import { CouponField } from '../components/payment/coupon-field';
import { payBlocker } from '../components/payment/pay-blocker';
import { PayButton } from '../components/payment/pay-button';
import { PaymentNotice } from '../components/payment/payment-notice';
import { PaymentSummary } from '../components/payment/payment-summary';
import { PlanHeading } from '../components/payment/plan-heading';
import { RedirectOverlay } from '../components/payment/redirect-overlay';
import { SALES_AGREEMENT_ID, SalesAgreement } from '../components/payment/sales-agreement';
import { useFlash } from '../components/payment/use-flash';
import { usePay } from '../components/payment/use-pay';
import type { TSelectedPlan } from '../components/pricing/use-choose-plan';

const cardSchema = ZPaymentRequestSchema.pick({ cardHolderName: true, cardNumber: true, expiry: true, cvc: true });
const cardFormId = 'payment-form';

interface PaymentPageProps {
  user: { email: string; isVerified: boolean };
  /** The 'Ön Bilgilendirme Formu' (legal feature), filled with the same parties. */
  renderPreInformation: (parties: AgreementParties) => ReactNode;
}

/** The chosen plan's id: from the pricing page's navigation state, or ?planId= (a shared or typed link). */
function useSelectedPlanId(): number | undefined {
  const state = useLocation().state as { plan?: Partial<TSelectedPlan> } | null;
  const [search] = useSearchParams();
  const id = typeof state?.plan?.id === 'number' ? state.plan.id : Number(search.get('planId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function PaymentPage({ user, renderPreInformation }: PaymentPageProps) {
  const planId = useSelectedPlanId();
  if (!planId) return <PaymentNotice message="Ödeme yapabilmek için önce bir plan seçin." />;
  return <Checkout planId={planId} user={user} renderPreInformation={renderPreInformation} />;
}

function Checkout({ planId, user, renderPreInformation }: PaymentPageProps & { planId: number }) {
  const billing = useBillingInfo();
  const [coupon, setCoupon] = useState<string>();
  // The summary is the server's quote: what is shown is what will be charged.
  const quote = useQuote({ planId, couponCode: coupon }, true);
  const [accepted, setAccepted] = useState(false);
  const [preInformationOpen, setPreInformationOpen] = useState(false);
  const [highlighted, highlight] = useFlash(DELAYS_MS.contractHighlight);
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
  // Without a quote there is nothing to pay for (an unknown or retired plan); a failed refetch keeps the last one.
  if (!quote.data) return <PaymentNotice message={errorMessage(quote.error)} />;
  // A failed read acts as "no billing info yet" (spec §8).
  const info = billing.data ?? null;
  // Until the billing info exists the agreements show a dash where the buyer's details will be.
  const parties: AgreementParties = {
    customerName: info?.companyName ?? '—',
    address: info?.address ?? '—',
    phone: info?.phone ?? '—',
    email: user.email,
    planName: quote.data.planName,
    price: quote.data.total,
  };
  const blocker = payBlocker({
    isVerified: user.isVerified,
    hasBillingInfo: info !== null,
    cardIsValid: isValid,
    agreementAccepted: accepted,
  });

  const showAgreement = () => {
    document.getElementById(SALES_AGREEMENT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    highlight();
  };

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      {busy ? <RedirectOverlay /> : null}
      <Title order={1}>{routeTitles[paths.payment]}</Title>
      <PlanHeading quote={quote.data} />
      {user.isVerified ? null : (
        <Alert color="red" variant="light" mt="md">
          {noticeMessages.buyNeedsVerification}
        </Alert>
      )}
      <Grid mt="lg" gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                Kart Bilgileri
              </Title>
              <form id={cardFormId} noValidate onSubmit={handleSubmit((card) => blocker === undefined && pay(card))}>
                <CardFields control={control} />
              </form>
            </Paper>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Fatura Bilgisi
              </Title>
              <BillingSection billing={info} />
            </Stack>
            {renderPreInformation(parties)}
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
              <PayButton form={cardFormId} total={quote.data.total} blocker={blocker} busy={busy} />
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
