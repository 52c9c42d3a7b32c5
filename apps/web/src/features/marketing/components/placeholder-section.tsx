import { Container, Text, Title } from '@mantine/core';

interface PlaceholderSectionProps {
  id: string;
  title: string;
  text: string;
}

/** A landing-page section that is a scroll target today and gets its real content later. */
export function PlaceholderSection({ id, title, text }: PlaceholderSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Container
      component="section"
      id={id}
      aria-labelledby={headingId}
      size="md"
      py={56}
      style={{ scrollMarginTop: 72 }}
    >
      <Title order={2} id={headingId}>
        {title}
      </Title>
      <Text mt="sm" c="dimmed">
        {text}
      </Text>
    </Container>
  );
}
