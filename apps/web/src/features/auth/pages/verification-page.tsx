import { paths } from '@cevapla/contracts/routes';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';

export function VerificationPage() {
  return (
    <SimplePage
      title={routeTitles[paths.verification]}
      lead="E-posta adresinize gönderilen doğrulama kodunu yakında bu sayfada girebileceksiniz."
    />
  );
}
