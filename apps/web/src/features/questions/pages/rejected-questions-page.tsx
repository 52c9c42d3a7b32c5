import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function RejectedQuestionsPage() {
  return (
    <SimplePage
      title={routeTitles[paths.rejectedQuestions]}
      lead="Reddettiğiniz yanıtlar yakında bu sayfada listelenecek."
    />
  );
}
