import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function ProfilePage() {
  return (
    <SimplePage title={routeTitles[paths.profile]} lead="Profil ve abonelik bilgileriniz yakında bu sayfada olacak." />
  );
}
