import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PrivacyPolicyPage() {
  return (
    <SimplePage
      title={routeTitles[paths.privacyPolicy]}
      lead="Gizlilik politikamızın tam metni yakında bu sayfada yayımlanacak."
    />
  );
}
