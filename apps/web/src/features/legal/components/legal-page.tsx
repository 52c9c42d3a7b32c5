import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LegalPageProps {
  title: string;
  lead: string;
  /**
   * Shown under the title as 'Son güncelleme: …'; null keeps its line empty until the date is known in
   * the browser (a date of the prerendering would not match the visitor's day when hydrated).
   */
  lastUpdated?: string | null;
  children: ReactNode;
}

/** The frame of a legal text: a readable column with its <h1>, an optional date and the lead. */
export function LegalPage({ title, lead, lastUpdated, children }: LegalPageProps) {
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Title order={1}>{title}</Title>
      {lastUpdated !== undefined && (
        <Text size="sm" c="dimmed" mt="xs">
          {lastUpdated === null ? '\u00a0' : `Son güncelleme: ${lastUpdated}`}
        </Text>
      )}
      <Text mt="md" size="lg" c="dimmed">
        {lead}
      </Text>
      {children}
    </Container>
  );
}
