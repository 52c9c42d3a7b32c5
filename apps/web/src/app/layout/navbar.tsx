import { paths } from '@cevapla/contracts/routes';
import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { DemoBadge } from '../../features/system/components/demo-badge';
import { scrollToSection } from '../../lib/scroll-to-section';
import { Brand } from './brand';
import classes from './layout.module.css';
import { MobileNav } from './mobile-nav';
import { NavItemButton } from './nav-item-button';
import { usePrimaryNavItems } from './nav-items';

export function Navbar() {
  const items = usePrimaryNavItems();

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
          <Group gap="xs" wrap="nowrap" visibleFrom="md">
            <Button component={Link} to={paths.login} variant="default">
              Giriş Yap
            </Button>
            <Button component={Link} to={paths.register}>
              Kayıt Ol
            </Button>
          </Group>
          <MobileNav items={items} />
        </Group>
      </Container>
    </Box>
  );
}
