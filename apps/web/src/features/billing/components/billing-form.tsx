import { type TBillingInfo, type TBillingInfoRequest, ZBillingInfoRequestSchema } from '@cevapla/contracts/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveBillingInfo } from '../api/save-billing-info';

type Field = Exclude<keyof TBillingInfoRequest, 'address'>;

const fields: ReadonlyArray<{ name: Field; label: string; autoComplete: string; numeric?: boolean; max?: number }> = [
  { name: 'name', label: 'Ad', autoComplete: 'given-name' },
  { name: 'surname', label: 'Soyad', autoComplete: 'family-name' },
  { name: 'companyName', label: 'Şirket Ünvanı', autoComplete: 'organization' },
  { name: 'phone', label: 'Telefon', autoComplete: 'tel-national', numeric: true, max: 10 },
  { name: 'city', label: 'Şehir', autoComplete: 'address-level1' },
  { name: 'district', label: 'İlçe', autoComplete: 'address-level2' },
  { name: 'taxOffice', label: 'Vergi Dairesi', autoComplete: 'off' },
  { name: 'taxNumber', label: 'Vergi Numarası', autoComplete: 'off', numeric: true, max: 11 },
  { name: 'zipCode', label: 'Posta Kodu', autoComplete: 'postal-code', numeric: true, max: 5 },
  { name: 'identityNumber', label: 'TC Kimlik No', autoComplete: 'off', numeric: true, max: 11 },
];

const empty: TBillingInfoRequest = {
  name: '',
  surname: '',
  companyName: '',
  phone: '',
  city: '',
  district: '',
  taxOffice: '',
  taxNumber: '',
  address: '',
  zipCode: '',
  identityNumber: '',
};

interface BillingFormProps {
  /** The saved billing info: the form updates it; without it the form creates one. */
  initial: TBillingInfo | null;
  onSaved?: (saved: TBillingInfo) => void;
}

/** The 'Fatura Bilgisi' form (spec §3, §5): every field required, errors after touch or a submit. */
export function BillingForm({ initial, onSaved }: BillingFormProps) {
  const save = useSaveBillingInfo();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TBillingInfoRequest>({
    resolver: zodResolver(ZBillingInfoRequestSchema),
    mode: 'onTouched',
    defaultValues: initial ? { ...empty, ...pick(initial) } : empty,
  });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notify.success(saved.message);
        onSaved?.(saved.billingInfo);
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Fatura bilgisi formu">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((field) => (
            <TextInput
              key={field.name}
              {...register(field.name)}
              label={field.label}
              autoComplete={field.autoComplete}
              inputMode={field.numeric ? 'numeric' : undefined}
              maxLength={field.max}
              error={errors[field.name]?.message}
              required
            />
          ))}
        </SimpleGrid>
        <Textarea
          {...register('address')}
          label="Adres"
          description="Fatura (vergi) adresiniz"
          autoComplete="street-address"
          rows={3}
          error={errors.address?.message}
          required
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={save.isPending}
            leftSection={save.isPending ? <Loader size={16} color="gray" aria-hidden /> : undefined}
          >
            Kaydet
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function pick(info: TBillingInfo): TBillingInfoRequest {
  const { id: _id, updatedAt: _updatedAt, ...values } = info;
  return values;
}
