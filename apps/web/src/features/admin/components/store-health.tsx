import { storeHealthLabels, type TAdminOverview } from '@cevapla/contracts/admin';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatNumericDateTime } from '../../../lib/format-date';

const healthColor = { lagging: 'yellow', failing: 'orange', disconnected: 'red' } as const;

/** The stores that are not up to date, worst first, with what is wrong (a list: it reads at 375 px too). */
export function StoreHealth({ stores }: { stores: TAdminOverview['stores'] }) {
  if (stores.attention.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {stores.total === 0 ? 'Henüz bağlı mağaza yok.' : 'Bütün mağazalar güncel.'}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {stores.attention.map((store, index) => (
        <Fragment key={store.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <li>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <div>
                <Text size="sm" fw={600}>
                  {store.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {store.ownerEmail}
                </Text>
              </div>
              <Badge color={healthColor[store.health]} variant="light">
                {storeHealthLabels[store.health]}
              </Badge>
            </Group>
            <Text size="sm" mt={4}>
              {store.problem ??
                (store.pollFailures > 0
                  ? `Üst üste ${store.pollFailures} başarısız deneme`
                  : 'Bir süredir senkronize edilmedi')}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              Son senkronizasyon: {store.lastSyncedAt ? formatNumericDateTime(new Date(store.lastSyncedAt)) : 'Hiç'}
            </Text>
          </li>
        </Fragment>
      ))}
    </Stack>
  );
}
