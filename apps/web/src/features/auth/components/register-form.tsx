import { type TRegisterForm, type TRegisterRequest, ZRegisterFormSchema } from '@cevapla/contracts/accounts';
import { ErrorCode } from '@cevapla/contracts/errors';
import { accountMessages } from '@cevapla/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '../../../components/password-field';
import { PhoneInput } from '../../../components/phone-input';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { SubmitButton } from './submit-button';

const emptyForm: TRegisterForm = {
  name: '',
  surname: '',
  mobilePhone: '',
  email: '',
  password: '',
  confirmPassword: '',
};
// Said by the server about this request itself; anything else is "registration failed".
const toldByServer = new Set<string>([ErrorCode.Conflict, ErrorCode.RateLimited]);

/** Sign-up; `onRegistered` receives the e-mail the first verification code went to. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const registration = useRegister();
  const {
    register,
    control,
    handleSubmit,
    getFieldState,
    trigger,
    formState: { errors, isValid },
  } = useForm<TRegisterForm>({
    resolver: zodResolver(ZRegisterFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  // A changed password can make an already answered confirmation right or wrong.
  const recheckConfirmation = () => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  };

  const onSubmit = handleSubmit(({ confirmPassword: _, ...request }: TRegisterForm) =>
    registration.mutate(request satisfies TRegisterRequest, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onRegistered(request.email);
      },
      onError: (error) =>
        notify.error(
          error instanceof ApiError && toldByServer.has(error.code) ? error.message : accountMessages.registerFailed,
        ),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...register('name')} label="Ad" autoComplete="given-name" error={errors.name?.message} required />
          <TextInput
            {...register('surname')}
            label="Soyad"
            autoComplete="family-name"
            error={errors.surname?.message}
            required
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="mobilePhone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label="Cep Telefonu"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              required
            />
          )}
        />
        <EmailField {...register('email')} error={errors.email?.message} required />
        <PasswordField
          {...register('password', { onChange: recheckConfirmation })}
          label="Şifre"
          autoComplete="new-password"
          error={errors.password?.message}
          required
        />
        <PasswordField
          {...register('confirmPassword')}
          label="Şifre Tekrarı"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          required
        />
      </Stack>
      <SubmitButton label="Kayıt Ol" busyLabel="Kaydediliyor..." busy={registration.isPending} disabled={!isValid} />
    </form>
  );
}
