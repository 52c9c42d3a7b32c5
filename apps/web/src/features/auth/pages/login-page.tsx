import { paths } from '@cevapla/contracts/routes';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeTitles } from '../../../lib/route-titles';
import { safeReturnUrl } from '../../../lib/safe-return-url';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

interface LoginPageProps {
  /** Where a signed-in user goes when no returnUrl asks for a page (the app decides: dashboard or home). */
  landing?: () => Promise<string>;
}

export function LoginPage({ landing = async () => paths.home }: LoginPageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));

  return (
    <AuthCard title={routeTitles[paths.login]} lead="Cevapla hesabınıza giriş yapın.">
      <LoginForm onSignedIn={async () => navigate(returnUrl ?? (await landing()), { replace: true })} />
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to={paths.register}>
          Hesabınız yok mu? <strong>Kayıt Olun</strong>
        </Anchor>
      </Text>
    </AuthCard>
  );
}
