import { storeMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { storeQueryOptions } from '../api/get-store';

/**
 * The red strip under the navbar while the seller's store is disconnected (Trendyol refused its
 * credentials): polling has stopped until they save working ones. Only asked for a signed-in seller.
 */
export function DisconnectedBanner({ signedIn }: { signedIn: boolean }) {
  const { data: store } = useQuery({ ...storeQueryOptions(), enabled: signedIn });
  const { pathname } = useLocation();
  // The store page says it in full itself.
  if (!signedIn || store?.connection !== 'disconnected' || pathname === paths.store) return null;
  return (
    <Alert color="red" variant="light" radius={0} p={0} py="xs" role="alert">
      <Container size="lg">
        <Text size="sm" display="flex" style={{ gap: 8, alignItems: 'flex-start' }}>
          <IconPlugConnectedX size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <span>
            {storeMessages.disconnected} Yeni sorular alınamıyor.{' '}
            <Anchor component={Link} to={paths.store} size="sm" fw={700}>
              Bilgilerinizi güncelleyin
            </Anchor>
          </span>
        </Text>
      </Container>
    </Alert>
  );
}
