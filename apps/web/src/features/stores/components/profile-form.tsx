import { type TStoreProfile, toneLabels, ZStoreProfileSchema } from '@cevapla/contracts/answering';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveStoreProfile } from '../api/store-profile';

type Values = Omit<TStoreProfile, 'faq' | 'blockedTerms'> & { faqText: string; blockedText: string };

/** FAQ as "Soru? Cevap" blocks separated by an empty line; blocked terms one per line or comma. */
const toFaq = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [question = '', ...rest] = block.split('\n');
      return { question: question.trim(), answer: rest.join(' ').trim() };
    });
const fromFaq = (faq: TStoreProfile['faq']) => faq.map((item) => `${item.question}\n${item.answer}`).join('\n\n');
const toTerms = (text: string) => [
  ...new Set(
    text
      .split(/[\n,]/)
      .map((term) => term.trim())
      .filter(Boolean),
  ),
];

const schema = ZStoreProfileSchema.omit({ faq: true, blockedTerms: true }).passthrough();

/** Tone, greeting and signature, delivery and return facts, notes, FAQ, auto-send threshold, blocked terms. */
export function ProfileForm({ profile }: { profile: TStoreProfile }) {
  const save = useSaveStoreProfile();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: { ...profile, faqText: fromFaq(profile.faq), blockedText: profile.blockedTerms.join('\n') },
  });
  const { errors } = formState;
  const submit = handleSubmit(({ faqText, blockedText, ...values }) =>
    save.mutate(
      { ...values, faq: toFaq(faqText), blockedTerms: toTerms(blockedText) },
      { onSuccess: (saved) => notify.success(saved.message), onError: (error) => notify.error(errorMessage(error)) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Cevap ayarları">
      <Stack gap="md">
        <Controller
          control={control}
          name="tone"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="tone-label">
                Üslup
              </Text>
              <SegmentedControl
                aria-labelledby="tone-label"
                value={field.value}
                onChange={field.onChange}
                data={Object.entries(toneLabels).map(([value, label]) => ({ value, label }))}
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...register('greeting')}
            label="Selamlama"
            placeholder="Merhaba,"
            error={errors.greeting?.message}
          />
          <TextInput
            {...register('signature')}
            label="Kapanış"
            placeholder="İyi alışverişler dileriz."
            error={errors.signature?.message}
          />
        </SimpleGrid>
        <Textarea
          {...register('deliveryInfo')}
          label="Kargo ve teslimat bilgisi"
          placeholder="Siparişler 1-2 iş günü içinde kargoya verilir."
          rows={2}
          error={errors.deliveryInfo?.message}
        />
        <Textarea
          {...register('returnPolicy')}
          label="İade ve değişim"
          placeholder="Ürünü 14 gün içinde ücretsiz iade edebilirsiniz."
          rows={2}
          error={errors.returnPolicy?.message}
        />
        <Textarea
          {...register('notes')}
          label="Notlar"
          description="Mağazanız hakkında cevaplarda kullanılabilecek diğer bilgiler."
          rows={2}
          error={errors.notes?.message}
        />
        <Textarea
          {...register('faqText')}
          label="Sık sorulan sorular"
          description="Her soru-cevap için: ilk satıra soru, alt satıra cevap; aralarına boş satır bırakın."
          rows={3}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="autoSendThreshold"
            render={({ field }) => (
              <NumberInput
                label="Otomatik gönderim eşiği"
                description="Bu puanın altındaki cevaplar onayınızı bekler."
                min={50}
                max={100}
                value={field.value}
                onChange={(value) => field.onChange(Number(value))}
                onBlur={field.onBlur}
                error={errors.autoSendThreshold?.message}
              />
            )}
          />
          <Textarea
            {...register('blockedText')}
            label="Yasaklı ifadeler"
            description="Cevaplarda asla geçmemesi gerekenler (satır başına bir tane)."
            rows={2}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Ayarları Kaydet
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
