import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { createElement } from 'react';

type Kind = 'success' | 'error' | 'warning';

const looks = {
  success: { color: 'green', icon: IconCheck },
  error: { color: 'red', icon: IconX },
  warning: { color: 'yellow', icon: IconAlertTriangle },
} as const;

function show(kind: Kind, message: string): void {
  const { color, icon } = looks[kind];
  notifications.show({
    color,
    message,
    icon: createElement(icon, { size: 18, 'aria-hidden': true }),
    withBorder: true,
  });
}

/** Every toast of the app (top-centre, 10 s, set up in AppProviders) goes through here so they look alike. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
};
