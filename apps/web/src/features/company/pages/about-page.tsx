import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function AboutPage() {
  return (
    <SimplePage
      title={routeTitles[paths.about]}
      lead="Cevapla'yı ve ekibimizi tanıtan yazımız yakında bu sayfada olacak."
    />
  );
}
