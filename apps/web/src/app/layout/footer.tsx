import { Anchor, Box, Container, Divider, Flex, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link } from 'react-router';
import { APP_NAME } from '../../lib/route-titles';
import { Brand } from './brand';
import { footerGroups } from './footer-links';
import classes from './layout.module.css';

export function Footer() {
  // The year once mounted: pages are prerendered when the server starts, and a visitor's year may
  // be a later one (across New Year) — a year in the prerendered HTML would not match on hydration.
  const mounted = useMounted();
  const year = mounted ? ` ${new Date().getFullYear()}` : '';

  return (
    <Box component="footer" className={classes.footer}>
      {/* Extra bottom room on phones so the floating contact button never covers the last line. */}
      <Container size="lg" pt={48} pb={{ base: 96, sm: 32 }}>
        <Flex direction={{ base: 'column', sm: 'row' }} gap={40}>
          <Box maw={300}>
            <Brand />
            <Text size="sm" c="dimmed" mt="sm">
              Trendyol mağazanıza gelen müşteri sorularını yapay zekâ ile yanıtlayan abonelik hizmeti.
            </Text>
          </Box>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xl" verticalSpacing="xl" flex={1}>
            {footerGroups.map((group) => (
              <Box component="nav" aria-label={group.title} key={group.title}>
                <Text component="h2" fw={700} size="sm" mb="sm">
                  {group.title}
                </Text>
                <Stack component="ul" gap={8} className={classes.footerList}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Anchor component={Link} to={link.to} size="sm" c="dimmed">
                        {link.label}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </Flex>
        <Divider my="xl" />
        <Text size="sm" c="dimmed">
          ©{year} {APP_NAME}. Tüm hakları saklıdır.
        </Text>
      </Container>
    </Box>
  );
}
