import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function AdminQuestionsPage() {
  return (
    <SimplePage
      title={routeTitles[paths.adminQuestions]}
      lead="Tüm mağazalara gelen sorular yakında bu sayfada yöneticiler için listelenecek."
    />
  );
}
