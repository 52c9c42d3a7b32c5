import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function CustomerQuestionsPage() {
  return (
    <SimplePage
      title={routeTitles[paths.customerQuestions]}
      lead="Mağazanıza gelen müşteri soruları ve yanıtları yakında bu sayfada listelenecek."
    />
  );
}
