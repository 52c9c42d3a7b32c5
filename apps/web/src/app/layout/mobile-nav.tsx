import type { TMeResponse } from '@cevapla/contracts/accounts';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { scrollToSection } from '../../lib/scroll-to-section';
import type { NavItem } from './nav-items';

const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileNavDrawer })));

interface MobileNavProps {
  items: NavItem[];
  user: TMeResponse | null | undefined;
  onSignOut: () => void;
}

/** The navbar below the md breakpoint (the full row needs ~900 px): a burger that opens the same entries in a drawer. */
export function MobileNav({ items, user, onSignOut }: MobileNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first open on, so the drawer can play its closing transition.
  const [used, setUsed] = useState(false);
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
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setUsed(true);
          toggle();
        }}
        aria-label={opened ? 'Menüyü kapat' : 'Menüyü aç'}
        aria-expanded={opened}
      />
      {used ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            opened={opened}
            onClose={close}
            onClosed={onClosed}
            onSection={scrollAfterClose}
            items={items}
            user={user}
            onSignOut={onSignOut}
          />
        </Suspense>
      ) : null}
    </>
  );
}
