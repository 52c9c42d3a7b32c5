import { incidentOperationLabels, incidentSourceLabels, type TAdminOverview } from '@cevapla/contracts/admin';
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatNumericDateTime } from '../../../lib/format-date';

/** The last day's marketplace and LLM errors: counts per kind of work, then the latest ones. */
export function IncidentsTable({ errors }: { errors: TAdminOverview['errors'] }) {
  if (errors.total === 0) {
    return (
      <Text c="dimmed" size="sm">
        Son 24 saatte pazaryeri ya da yapay zekâ hatası kaydedilmedi.
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs" mb="sm">
        {errors.bySource.map((row) => (
          <Badge
            key={`${row.source}-${row.operation}`}
            color={row.source === 'llm' ? 'grape' : 'orange'}
            variant="light"
          >
            {incidentSourceLabels[row.source]} · {incidentOperationLabels[row.operation] ?? row.operation}: {row.count}
          </Badge>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Zaman</Table.Th>
              <Table.Th>Kaynak</Table.Th>
              <Table.Th>İşlem</Table.Th>
              <Table.Th>Mağaza</Table.Th>
              <Table.Th>Hata</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.recent.map((incident) => (
              <Table.Tr key={incident.id}>
                <Table.Td>
                  <Text size="sm">{formatNumericDateTime(new Date(incident.occurredAt))}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{incidentSourceLabels[incident.source]}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{incidentOperationLabels[incident.operation] ?? incident.operation}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{incident.storeName ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <Text span ff="monospace" size="xs" c="dimmed">
                      {incident.code}
                    </Text>{' '}
                    {incident.message}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
