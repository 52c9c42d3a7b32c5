import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function IntegrationsPage() {
  return (
    <SimplePage
      title={routeTitles[paths.integrations]}
      lead="Trendyol entegrasyonunun ayrıntıları ve sıradaki pazaryerleri yakında bu sayfada tanıtılacak."
    />
  );
}
