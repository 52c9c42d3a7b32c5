import type { TMeResponse } from '@cevapla/contracts/accounts';
import { Divider, Drawer, Stack } from '@mantine/core';
import { DrawerAccount } from './drawer-account';
import { NavItemButton } from './nav-item-button';
import type { NavItem } from './nav-items';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Runs once the closing transition has ended and the page's scroll lock is released. */
  onClosed: () => void;
  /** A section entry was chosen: the drawer closes first, the page scrolls after. */
  onSection: (section: string) => void;
  items: NavItem[];
  user: TMeResponse | null | undefined;
  onSignOut: () => void;
}

/** The mobile menu's drawer; loaded on first use, so pages do not carry its code. */
export function MobileNavDrawer({
  opened,
  onClose,
  onClosed,
  onSection,
  items,
  user,
  onSignOut,
}: MobileNavDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Menü"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Menüyü kapat' }}
    >
      <Stack component="nav" aria-label="Mobil menü" gap={4}>
        {items.map((item) => (
          <NavItemButton key={item.label} item={item} onSection={onSection} onNavigate={onClose} fullWidth />
        ))}
        <Divider my="sm" />
        <DrawerAccount
          user={user}
          onNavigate={onClose}
          onSignOut={() => {
            onClose();
            onSignOut();
          }}
        />
      </Stack>
    </Drawer>
  );
}
