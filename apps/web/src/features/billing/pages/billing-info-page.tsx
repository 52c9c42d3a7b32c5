import { noticeMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Alert, Button, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';
import { useBillingInfo } from '../api/get-billing-info';
import { BillingForm } from '../components/billing-form';

const lead = 'Faturanız bu bilgilerle düzenlenir; ödeme sayfasındaki sözleşmede de bu bilgiler yer alır.';

/** The billing form inline (spec §2): create or update the seller's billing info. */
export function BillingInfoPage({ isSignedIn }: { isSignedIn: boolean }) {
  if (!isSignedIn) {
    return (
      <SimplePage title={routeTitles[paths.billingInfo]} lead={lead}>
        <Alert mt="xl" color="orange" variant="light">
          {noticeMessages.buyNeedsSignIn}
        </Alert>
        <Button component={Link} to={`${paths.login}?${new URLSearchParams({ returnUrl: paths.billingInfo })}`} mt="lg">
          Giriş Yap
        </Button>
      </SimplePage>
    );
  }
  return <SignedInBillingInfo />;
}

function SignedInBillingInfo() {
  const billing = useBillingInfo();
  if (billing.isPending) return <PageLoader />;
  return (
    <SimplePage title={routeTitles[paths.billingInfo]} lead={lead}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="xl">
        {/* A failed read acts as "no billing info yet" (spec §8): the seller can still fill the form. */}
        <BillingForm initial={billing.data ?? null} />
      </Paper>
    </SimplePage>
  );
}
