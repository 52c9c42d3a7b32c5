import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function InfoCardPage() {
  return (
    <SimplePage
      title={routeTitles[paths.infoCard]}
      lead="Kategorilere göre hazırladığımız ipuçları yakında bu sayfada olacak."
    />
  );
}
