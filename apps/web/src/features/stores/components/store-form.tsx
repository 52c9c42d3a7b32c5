import { storeMessages } from '@cevapla/contracts/messages';
import { type TStoreRequest, type TStoreResponse, ZStoreRequestSchema } from '@cevapla/contracts/stores';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { CredentialsHelp } from './credentials-help';

type StoreFormValues = TStoreRequest;

/** A new store needs its key and secret; a saved one keeps them when the fields stay empty. */
function schemaFor(hasStore: boolean) {
  if (hasStore) return ZStoreRequestSchema;
  return ZStoreRequestSchema.refine((values) => (values.apiKey ?? '').trim().length > 0, {
    path: ['apiKey'],
    message: storeMessages.apiKey,
  }).refine((values) => (values.apiSecret ?? '').trim().length > 0, {
    path: ['apiSecret'],
    message: storeMessages.apiSecret,
  });
}

interface StoreFormProps {
  store: TStoreResponse | null;
  saving: boolean;
  onSubmit: (values: TStoreRequest) => void;
}

/** Store name, seller id, API key and secret, and the auto-answer switch (spec §2, §5). */
export function StoreForm({ store, saving, onSubmit }: StoreFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isDirty },
  } = useForm<StoreFormValues>({
    resolver: zodResolver(schemaFor(store !== null)),
    mode: 'onTouched',
    defaultValues: {
      name: store?.name ?? '',
      sellerId: store?.sellerId ?? '',
      apiKey: '',
      apiSecret: '',
      autoAnswer: store?.autoAnswer ?? false,
    },
  });

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values))} noValidate aria-label="Mağaza entegrasyon formu">
      <Stack gap="md">
        <TextInput
          {...register('name')}
          label="Mağaza Adı"
          autoComplete="organization"
          error={errors.name?.message}
          required
        />
        <TextInput
          {...register('sellerId')}
          label="Satıcı Id"
          inputMode="numeric"
          autoComplete="off"
          error={errors.sellerId?.message}
          required
        />
        <TextInput
          {...register('apiKey')}
          label="API Key"
          autoComplete="off"
          placeholder={store ? `Kayıtlı: ${store.apiKeyMasked}` : undefined}
          description={store ? 'Boş bırakırsanız kayıtlı API Key korunur.' : undefined}
          error={errors.apiKey?.message}
          required={store === null}
        />
        <PasswordInput
          {...register('apiSecret')}
          label="API Secret"
          autoComplete="off"
          placeholder={store ? 'Kayıtlı' : undefined}
          description={store ? 'Boş bırakırsanız kayıtlı API Secret korunur.' : undefined}
          visibilityToggleButtonProps={{ 'aria-label': 'API Secret’ı göster' }}
          error={errors.apiSecret?.message}
          required={store === null}
        />
        <Controller
          control={control}
          name="autoAnswer"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              label="Soruları otomatik yanıtla"
              description="Açıkken, kalite eşiğini geçen yanıtlar onayınızı beklemeden Trendyol’a gönderilir."
            />
          )}
        />
        <Group justify="space-between" mt="xs">
          <CredentialsHelp />
          <Button
            type="submit"
            disabled={!isValid || !isDirty || saving}
            leftSection={saving ? <Loader size={16} color="gray" aria-hidden /> : undefined}
          >
            {saving ? 'Bağlantı test ediliyor...' : 'Bağlantıyı Test Et ve Kaydet'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
