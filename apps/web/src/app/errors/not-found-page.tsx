import { paths } from '@cevapla/contracts/routes';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { notFoundTitle } from '../../lib/route-titles';

export function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }} ta="center">
      <Text fz={72} fw={800} c="indigo.2" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} mt="md">
        {notFoundTitle}
      </Title>
      <Text c="dimmed" size="lg" mt="md">
        Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.
      </Text>
      <Button component={Link} to={paths.home} mt="xl">
        Ana Sayfaya Dön
      </Button>
    </Container>
  );
}
