import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function LoginPage() {
  return <SimplePage title={routeTitles[paths.login]} lead="Giriş formu yakında bu sayfada olacak." />;
}
