import { type TMeResponse, type TProfileUpdateRequest, ZProfileUpdateRequestSchema } from '@cevapla/contracts/accounts';
import { accountMessages } from '@cevapla/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { PhoneInput } from '../../../components/phone-input';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileFormProps {
  user: TMeResponse;
  /** Receives the saved user, so that whoever holds the session can show the new values everywhere. */
  onSaved: (user: TMeResponse) => void;
}

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isDirty },
  } = useForm<TProfileUpdateRequest>({
    resolver: zodResolver(ZProfileUpdateRequestSchema),
    mode: 'onTouched',
    // `values` follows the session: once the saved user comes back the form is clean again.
    values: { name: user.name, surname: user.surname, mobilePhone: user.mobilePhone },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ message, user: saved }) => {
        notify.success(message);
        onSaved(saved);
      },
      onError: () => notify.error(accountMessages.profileFailed),
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
        <TextInput
          label="E-posta"
          value={user.email}
          readOnly
          variant="filled"
          description="E-posta adresi değiştirilemez."
        />
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
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" disabled={!isValid || !isDirty} loading={update.isPending}>
          Kaydet
        </Button>
      </Group>
    </form>
  );
}
