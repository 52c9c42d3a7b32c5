import { InputBase } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { IMaskInput } from 'react-imask';

interface PhoneInputProps {
  label: ReactNode;
  /** The 10 digits without the mask, as the API stores them. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: ReactNode;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A Turkish mobile number shown as (5xx) xxx xx xx while the form holds only the digits. */
export function PhoneInput({ value, onChange, inputRef, ...props }: PhoneInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask="(000) 000 00 00"
      unmask
      value={value}
      onAccept={(digits: string) => onChange(digits)}
      inputRef={inputRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(5__) ___ __ __"
    />
  );
}
