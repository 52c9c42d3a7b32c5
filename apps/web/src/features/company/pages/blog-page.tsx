import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function BlogPage() {
  return <SimplePage title={routeTitles[paths.blog]} lead="Blog yazılarımız yakında burada yayımlanacak." />;
}
