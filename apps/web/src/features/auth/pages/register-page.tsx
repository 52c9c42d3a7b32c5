import { paths } from '@cevapla/contracts/routes';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { routeTitles } from '../../../lib/route-titles';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import type { VerificationState } from '../verification-state';

export function RegisterPage() {
  const navigate = useNavigate();
  const toVerification = (email: string) =>
    navigate(paths.verification, { state: { email } satisfies VerificationState });

  return (
    <AuthCard title={routeTitles[paths.register]} lead="Birkaç dakikada hesabınızı oluşturun." width={520}>
      <RegisterForm onRegistered={toVerification} />
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to={paths.login}>
          Zaten hesabınız var mı? <strong>Giriş Yapın</strong>
        </Anchor>
      </Text>
    </AuthCard>
  );
}
