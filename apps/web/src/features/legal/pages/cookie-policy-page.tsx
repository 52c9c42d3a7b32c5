import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function CookiePolicyPage() {
  return (
    <SimplePage
      title={routeTitles[paths.cookiePolicy]}
      lead="Çerez politikamızın tam metni yakında bu sayfada yayımlanacak."
    />
  );
}
