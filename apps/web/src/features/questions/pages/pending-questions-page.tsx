import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function PendingQuestionsPage() {
  return (
    <SimplePage
      title={routeTitles[paths.pendingQuestions]}
      lead="Onayınızı bekleyen yapay zekâ yanıtları yakında bu sayfada listelenecek."
    />
  );
}
