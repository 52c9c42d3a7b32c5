import { type TLoginRequest, ZLoginRequestSchema } from '@cevapla/contracts/accounts';
import { accountMessages } from '@cevapla/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '../../../components/password-field';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { SubmitButton } from './submit-button';

/** E-mail and password; `onSignedIn` runs once the session cookie is set and ['me'] holds the user. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => notify.error(serverMessage(error) ?? accountMessages.loginFailed),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <EmailField {...register('email')} error={errors.email?.message} required />
        <PasswordField
          {...register('password')}
          label="Şifre"
          autoComplete="current-password"
          error={errors.password?.message}
          required
        />
      </Stack>
      <SubmitButton label="Giriş Yap" busyLabel="Giriş yapılıyor..." busy={login.isPending} disabled={!isValid} />
    </form>
  );
}
