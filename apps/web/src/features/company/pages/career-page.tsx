import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function CareerPage() {
  return <SimplePage title={routeTitles[paths.career]} lead="Açık pozisyonlarımız yakında bu sayfada duyurulacak." />;
}
