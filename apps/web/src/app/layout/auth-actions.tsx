import type { TMeResponse } from '@cevapla/contracts/accounts';
import { paths } from '@cevapla/contracts/routes';
import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

// Only a signed-in seller sees the menu; visitors' pages do not carry its code.
const ProfileMenu = lazy(() => import('./profile-menu').then((module) => ({ default: module.ProfileMenu })));

interface AuthActionsProps {
  /** undefined while the session is being read: nothing is shown rather than the wrong buttons. */
  user: TMeResponse | null | undefined;
  onSignOut: () => void;
}

/** The right end of the desktop navbar: sign-in and sign-up for a visitor, the profile menu for a user. */
export function AuthActions({ user, onSignOut }: AuthActionsProps) {
  if (user === undefined) return null;
  if (user) {
    return (
      <Suspense fallback={null}>
        <ProfileMenu user={user} onSignOut={onSignOut} />
      </Suspense>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={paths.login} variant="default">
        Giriş Yap
      </Button>
      <Button component={Link} to={paths.register}>
        Kayıt Ol
      </Button>
    </Group>
  );
}
