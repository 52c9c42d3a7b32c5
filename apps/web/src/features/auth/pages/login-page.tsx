import { paths } from '@cevapla/contracts/routes';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeTitles } from '../../../lib/route-titles';
import { safeReturnUrl } from '../../../lib/safe-return-url';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeReturnUrl(searchParams.get('returnUrl')) ?? paths.home;

  return (
    <AuthCard title={routeTitles[paths.login]} lead="Cevapla hesabınıza giriş yapın.">
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to={paths.register}>
          Hesabınız yok mu? <strong>Kayıt Olun</strong>
        </Anchor>
      </Text>
    </AuthCard>
  );
}
