import type { TMeResponse } from '@cevapla/contracts/accounts';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { initialsOf, linksFor, signOutLabel } from './account-links';
import classes from './layout.module.css';

interface ProfileMenuProps {
  user: TMeResponse;
  onSignOut: () => void;
}

export function ProfileMenu({ user, onSignOut }: ProfileMenuProps) {
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Profil menüsü" className={classes.profileTrigger}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={32}>
              {initialsOf(user)}
            </Avatar>
            <Text size="sm" fw={600} maw={200} truncate="end">
              {user.email}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="dimmed">
            Oturum açan
          </Text>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {linksFor(user).map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={18} aria-hidden />}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={onSignOut}>
          {signOutLabel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
