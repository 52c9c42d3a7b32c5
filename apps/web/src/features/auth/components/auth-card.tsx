import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The centred card that holds a sign-in, sign-up or verification form under its <h1>. */
export function AuthCard({ title, lead, children, width = 440 }: AuthCardProps) {
  return (
    <Container size={width} px="md" py={{ base: 32, sm: 64 }}>
      <Title order={1} ta="center">
        {title}
      </Title>
      {lead ? (
        <Text c="dimmed" ta="center" mt="xs">
          {lead}
        </Text>
      ) : null}
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} mt="xl">
        {children}
      </Paper>
    </Container>
  );
}
