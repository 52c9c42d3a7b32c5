import type { TMeResponse } from '@cevapla/contracts/accounts';
import { Burger, Divider, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { scrollToSection } from '../../lib/scroll-to-section';
import { DrawerAccount } from './drawer-account';
import { NavItemButton } from './nav-item-button';
import type { NavItem } from './nav-items';

interface MobileNavProps {
  items: NavItem[];
  user: TMeResponse | null | undefined;
  onSignOut: () => void;
}

/** The navbar below the md breakpoint (the full row needs ~900 px): a burger that opens the same entries in a drawer. */
export function MobileNav({ items, user, onSignOut }: MobileNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Scrolling waits until the drawer has closed and released the page's scroll lock.
  const pendingSection = useRef<string | null>(null);

  const scrollAfterClose = (section: string) => {
    pendingSection.current = section;
    close();
  };
  const onClosed = () => {
    if (pendingSection.current) scrollToSection(pendingSection.current);
    pendingSection.current = null;
  };

  return (
    <>
      <Burger
        hiddenFrom="md"
        size="sm"
        opened={opened}
        onClick={toggle}
        aria-label={opened ? 'Menüyü kapat' : 'Menüyü aç'}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        onExitTransitionEnd={onClosed}
        title="Menü"
        position="right"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Menüyü kapat' }}
      >
        <Stack component="nav" aria-label="Mobil menü" gap={4}>
          {items.map((item) => (
            <NavItemButton key={item.label} item={item} onSection={scrollAfterClose} onNavigate={close} fullWidth />
          ))}
          <Divider my="sm" />
          <DrawerAccount
            user={user}
            onNavigate={close}
            onSignOut={() => {
              close();
              onSignOut();
            }}
          />
        </Stack>
      </Drawer>
    </>
  );
}
