import { storeHealthLabels, type TAdminOverview } from '@cevapla/contracts/admin';
import { Badge, Table, Text } from '@mantine/core';
import { formatNumericDateTime } from '../../../lib/format-date';

const healthColor = { lagging: 'yellow', failing: 'orange', disconnected: 'red' } as const;

/** The stores that are not up to date, worst first, with what is wrong. */
export function StoreHealth({ stores }: { stores: TAdminOverview['stores'] }) {
  if (stores.attention.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {stores.total === 0 ? 'Henüz bağlı mağaza yok.' : 'Bütün mağazalar güncel.'}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mağaza</Table.Th>
            <Table.Th>Durum</Table.Th>
            <Table.Th>Sorun</Table.Th>
            <Table.Th>Son senkronizasyon</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.attention.map((store) => (
            <Table.Tr key={store.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {store.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {store.ownerEmail}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={healthColor[store.health]} variant="light">
                  {storeHealthLabels[store.health]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {store.problem ??
                    (store.pollFailures > 0
                      ? `Üst üste ${store.pollFailures} başarısız deneme`
                      : 'Bir süredir senkronize edilmedi')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {store.lastSyncedAt ? formatNumericDateTime(new Date(store.lastSyncedAt)) : 'Hiç'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
