import { paths } from '@cevapla/contracts/routes';
import { Paper } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';
import { useBillingInfo } from '../api/get-billing-info';
import { BillingForm } from '../components/billing-form';

/** The billing form inline (spec §2): create or update the seller's billing info. */
export function BillingInfoPage() {
  const billing = useBillingInfo();
  if (billing.isPending) return <PageLoader />;
  return (
    <SimplePage
      title={routeTitles[paths.billingInfo]}
      lead="Faturanız bu bilgilerle düzenlenir; ödeme sayfasındaki sözleşmede de bu bilgiler yer alır."
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="xl">
        {/* A failed read acts as "no billing info yet" (spec §8): the seller can still fill the form. */}
        <BillingForm initial={billing.data ?? null} />
      </Paper>
    </SimplePage>
  );
}
