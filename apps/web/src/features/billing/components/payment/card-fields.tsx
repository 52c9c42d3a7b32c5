import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { formatCardNumber, formatCvc, formatExpiry } from '../card-format';

export type CardValues = { cardHolderName: string; cardNumber: string; expiry: string; cvc: string };

const formatters = { cardNumber: formatCardNumber, expiry: formatExpiry, cvc: formatCvc } as const;

/** Card holder, number (grouped by four), expiry (MM/YYYY) and CVC, formatted as the seller types (spec §5). */
export function CardFields({ control }: { control: Control<CardValues> }) {
  const field = (
    name: keyof CardValues,
    props: { label: string; autoComplete: string; placeholder?: string; maxLength?: number; numeric?: boolean },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextInput
          ref={input.ref}
          name={input.name}
          value={input.value}
          onBlur={input.onBlur}
          onChange={(event) => {
            const format = name === 'cardHolderName' ? undefined : formatters[name];
            input.onChange(format ? format(event.currentTarget.value) : event.currentTarget.value);
          }}
          label={props.label}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          inputMode={props.numeric ? 'numeric' : undefined}
          error={fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined}
          required
        />
      )}
    />
  );

  return (
    <Stack gap="sm">
      {field('cardHolderName', { label: 'Kart Üzerindeki İsim', autoComplete: 'cc-name', maxLength: 80 })}
      {field('cardNumber', {
        label: 'Kart Numarası',
        autoComplete: 'cc-number',
        placeholder: '0000 0000 0000 0000',
        maxLength: 19,
        numeric: true,
      })}
      <SimpleGrid cols={2} spacing="sm">
        {field('expiry', {
          label: 'Son Kullanma Tarihi',
          autoComplete: 'cc-exp',
          placeholder: 'AA/YYYY',
          maxLength: 7,
          numeric: true,
        })}
        {field('cvc', { label: 'CVC', autoComplete: 'cc-csc', placeholder: '000', maxLength: 4, numeric: true })}
      </SimpleGrid>
    </Stack>
  );
}
