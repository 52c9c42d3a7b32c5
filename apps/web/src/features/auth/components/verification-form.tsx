import { type TVerificationCheckRequest, ZVerificationCheckRequestSchema } from '@cevapla/contracts/accounts';
import { VERIFICATION_CODE_LENGTH } from '@cevapla/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCheckVerificationCode } from '../api/check-verification-code';
import { useSendVerificationCode } from '../api/send-verification-code';
import { type Countdown, formatCountdown } from '../hooks/use-countdown';
import { CodeExpired } from './code-expired';
import { SubmitButton } from './submit-button';

// The padding balances the spacing letter-spacing leaves after the last digit, so the code sits centred.
const codeLook = {
  textAlign: 'center',
  letterSpacing: '0.5em',
  paddingLeft: '0.5em',
  fontSize: 'var(--mantine-font-size-xl)',
} as const;

interface VerificationFormProps {
  /** The address from router state; without it (a direct visit) the form asks for it. */
  email: string | undefined;
  countdown: Countdown;
  verified: boolean;
  onVerified: () => void;
}

export function VerificationForm({ email, countdown, verified, onVerified }: VerificationFormProps) {
  const check = useCheckVerificationCode();
  const send = useSendVerificationCode();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    resetField,
    formState: { errors, isValid },
  } = useForm<TVerificationCheckRequest>({
    resolver: zodResolver(ZVerificationCheckRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: email ?? '', code: '' },
  });
  const expired = countdown.remaining === 0;

  const onSubmit = handleSubmit((values) =>
    check.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onVerified();
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  );

  const resend = async () => {
    if (!(await trigger('email'))) return;
    send.mutate(
      { email: getValues('email').trim() },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          resetField('code');
          countdown.restart();
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {email ? null : (
          <TextInput
            {...register('email')}
            label="E-posta"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            required
          />
        )}
        {expired ? (
          <CodeExpired onResend={resend} busy={send.isPending} />
        ) : (
          <>
            <Text ta="center" size="lg" role="timer">
              Kalan süre: <strong>{formatCountdown(countdown.remaining)}</strong>
            </Text>
            <TextInput
              {...register('code')}
              label="Doğrulama Kodu"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              placeholder="000000"
              error={errors.code?.message}
              styles={{ input: codeLook }}
              required
            />
          </>
        )}
      </Stack>
      {expired ? null : (
        <>
          <SubmitButton
            label="Doğrula"
            busyLabel={verified ? 'Yönlendiriliyorsunuz...' : 'Doğrulanıyor...'}
            busy={check.isPending || verified}
            disabled={!isValid}
          />
          <Text ta="center" size="sm" mt="md">
            Kod gelmedi mi?{' '}
            <Anchor component="button" type="button" onClick={resend} disabled={send.isPending || verified} fw={600}>
              Kodu tekrar gönder
            </Anchor>
          </Text>
        </>
      )}
    </form>
  );
}
