import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SimplePageProps {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** A page with its <h1>, one lead paragraph and optional content below. */
export function SimplePage({ title, lead, children }: SimplePageProps) {
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Title order={1}>{title}</Title>
      <Text mt="md" size="lg" c="dimmed">
        {lead}
      </Text>
      {children}
    </Container>
  );
}
