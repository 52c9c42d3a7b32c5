import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function StorePage() {
  return <SimplePage title={routeTitles[paths.store]} lead="Mağaza entegrasyon formu yakında bu sayfada olacak." />;
}
