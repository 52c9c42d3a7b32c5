import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function TermsOfUsePage() {
  return (
    <SimplePage
      title={routeTitles[paths.termsOfUse]}
      lead="Kullanım koşullarımızın tam metni yakında bu sayfada yayımlanacak."
    />
  );
}
