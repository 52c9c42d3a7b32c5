import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** A password input whose show/hide toggle is named in Turkish; aria-pressed tells whether it is shown. */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster' }} {...props} />;
}
