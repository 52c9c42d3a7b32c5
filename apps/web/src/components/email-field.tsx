import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** The e-mail input every form uses: Turkish label, e-mail keyboard and autofill, an example address. */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="E-posta" type="email" autoComplete="email" placeholder="ornek@firma.com" {...props} />;
}
