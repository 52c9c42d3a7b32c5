import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function KvkkPage() {
  return (
    <SimplePage
      title={routeTitles[paths.kvkk]}
      lead="KVKK aydınlatma metnimizin tamamı yakında bu sayfada yayımlanacak."
    />
  );
}
