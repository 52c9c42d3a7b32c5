import { paths } from '@cevapla/contracts/routes';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { errorTitle, notFoundTitle } from '../../lib/route-titles';
import { NotFoundPage } from './not-found-page';

export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <DocumentTitle title={notFoundTitle} />
        <NotFoundPage />
      </>
    );
  }

  return (
    <Container size="sm" py={{ base: 56, sm: 96 }} ta="center">
      <DocumentTitle title={errorTitle} />
      <Title order={1}>{errorTitle}</Title>
      <Text c="dimmed" size="lg" mt="md">
        Sayfa görüntülenirken beklenmeyen bir sorun oluştu. Lütfen sayfayı yenileyin veya daha sonra tekrar deneyin.
      </Text>
      <Group justify="center" mt="xl">
        <Button onClick={() => window.location.reload()}>Sayfayı Yenile</Button>
        <Button component={Link} to={paths.home} variant="default">
          Ana Sayfaya Dön
        </Button>
      </Group>
    </Container>
  );
}
