import { type TContactRequest, ZContactRequestSchema } from '@cevapla/contracts/contact';
import { contactMessages } from '@cevapla/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Loader, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/email-field';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSendContact } from '../api/send-contact';

const emptyForm: TContactRequest = { name: '', email: '', message: '' };

/** Full name, e-mail and message (spec §5); `onSent` runs after the server took the message. */
export function ContactForm({ onSent }: { onSent?: () => void }) {
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<TContactRequest>({
    resolver: zodResolver(ZContactRequestSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        // A fresh form: values, errors and touched state all go back to the start.
        reset(emptyForm);
        onSent?.();
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="İletişim formu">
      <Stack gap="md">
        <TextInput {...register('name')} label="Ad Soyad" autoComplete="name" error={errors.name?.message} required />
        <EmailField {...register('email')} error={errors.email?.message} required />
        <Textarea
          {...register('message')}
          label="Mesajınız"
          rows={5}
          resize="vertical"
          error={errors.message?.message}
          required
        />
        <Button
          type="submit"
          disabled={!isValid || send.isPending}
          leftSection={send.isPending ? <Loader size={16} color="gray" aria-hidden /> : undefined}
        >
          {send.isPending ? contactMessages.sending : 'Gönder'}
        </Button>
      </Stack>
    </form>
  );
}
