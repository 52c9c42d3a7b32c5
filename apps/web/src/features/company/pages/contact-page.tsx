import { SUPPORT_HOURS } from '@cevapla/contracts/constants';
import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function ContactPage() {
  return (
    <SimplePage
      title={routeTitles[paths.contact]}
      lead={`Adresimiz ve iletişim formumuz yakında bu sayfada olacak; çalışma saatlerimiz: ${SUPPORT_HOURS.contactPage}.`}
    />
  );
}
