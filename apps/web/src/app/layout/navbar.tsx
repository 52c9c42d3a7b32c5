import { Box, Container, Group } from '@mantine/core';
import { useMe } from '../../features/auth/api/get-me';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { DemoBadge } from '../../features/system/components/demo-badge';
import { scrollToSection } from '../../lib/scroll-to-section';
import { AnswersLeft } from './answers-left';
import { AuthActions } from './auth-actions';
import { Brand } from './brand';
import classes from './layout.module.css';
import { MobileNav } from './mobile-nav';
import { NavItemButton } from './nav-item-button';
import { usePrimaryNavItems } from './nav-items';

export function Navbar() {
  const items = usePrimaryNavItems();
  // A failed session read counts as signed out: the visitor can still sign in.
  const { data: user, isPending } = useMe();
  const session = isPending ? undefined : (user ?? null);
  const { signOut } = useSignOut();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Brand />
            <DemoBadge />
            <Group component="nav" aria-label="Ana menü" gap={4} ml="lg" visibleFrom="md">
              {items.map((item) => (
                <NavItemButton key={item.label} item={item} onSection={scrollToSection} />
              ))}
            </Group>
          </Group>
          <Group gap="md" wrap="nowrap" visibleFrom="md">
            <AnswersLeft signedIn={Boolean(session)} />
            <AuthActions user={session} onSignOut={signOut} />
          </Group>
          <MobileNav items={items} user={session} onSignOut={signOut} />
        </Group>
      </Container>
    </Box>
  );
}
