import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function ReturnPolicyPage() {
  return (
    <SimplePage
      title={routeTitles[paths.returnPolicy]}
      lead="İade politikamızın tam metni yakında bu sayfada yayımlanacak."
    />
  );
}
