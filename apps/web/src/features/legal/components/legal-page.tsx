import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LegalPageProps {
  title: string;
  lead: string;
  /** Shown under the title as 'Son güncelleme: …'. */
  lastUpdated?: string;
  children: ReactNode;
}

/** The frame of a legal text: a readable column with its <h1>, an optional date and the lead. */
export function LegalPage({ title, lead, lastUpdated, children }: LegalPageProps) {
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Title order={1}>{title}</Title>
      {lastUpdated && (
        <Text size="sm" c="dimmed" mt="xs">
          Son güncelleme: {lastUpdated}
        </Text>
      )}
      <Text mt="md" size="lg" c="dimmed">
        {lead}
      </Text>
      {children}
    </Container>
  );
}
