import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  id: string;
  title: string;
  lead?: string;
  /** A tinted band sets neighbouring sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** A landing-page section: a scroll target (below the sticky header) with its h2, lead and content. */
export function LandingSection({ id, title, lead, tinted = false, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      bg={tinted ? 'var(--mantine-color-gray-0)' : undefined}
      style={{ scrollMarginTop: 72 }}
    >
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Title order={2} id={headingId} ta="center" fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {lead ? (
          <Text c="dimmed" size="lg" ta="center" maw={680} mx="auto" mt="sm">
            {lead}
          </Text>
        ) : null}
        <Box mt={{ base: 32, sm: 48 }}>{children}</Box>
      </Container>
    </Box>
  );
}
