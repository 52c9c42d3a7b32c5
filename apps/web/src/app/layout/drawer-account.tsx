import type { TMeResponse } from '@cevapla/contracts/accounts';
import { paths } from '@cevapla/contracts/routes';
import { Avatar, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { initialsOf, linksFor, signOutLabel } from './account-links';
import { NavItemButton } from './nav-item-button';

interface DrawerAccountProps {
  user: TMeResponse | null | undefined;
  onNavigate: () => void;
  onSignOut: () => void;
}

/** The account part of the mobile drawer: the same entries as the desktop profile menu, or sign-in and sign-up. */
export function DrawerAccount({ user, onNavigate, onSignOut }: DrawerAccountProps) {
  if (user === undefined) return null;
  if (!user) {
    return (
      <>
        <Button component={Link} to={paths.login} variant="default" onClick={onNavigate} fullWidth>
          Giriş Yap
        </Button>
        <Button component={Link} to={paths.register} onClick={onNavigate} fullWidth>
          Kayıt Ol
        </Button>
      </>
    );
  }
  return (
    <>
      <Group gap="sm" wrap="nowrap" px={12} pb="xs">
        <Avatar color="indigo" radius="xl" size={32}>
          {initialsOf(user)}
        </Avatar>
        <Text size="sm" fw={600} truncate="end">
          {user.email}
        </Text>
      </Group>
      {linksFor(user).map(({ label, to }) => (
        <NavItemButton key={to} item={{ label, to }} onSection={onNavigate} onNavigate={onNavigate} fullWidth />
      ))}
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={onSignOut}
        mt="sm"
        fullWidth
      >
        {signOutLabel}
      </Button>
    </>
  );
}
