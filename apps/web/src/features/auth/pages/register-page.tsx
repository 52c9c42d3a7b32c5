import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function RegisterPage() {
  return <SimplePage title={routeTitles[paths.register]} lead="Kayıt formu yakında bu sayfada olacak." />;
}
