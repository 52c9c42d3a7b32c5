import { incidentOperationLabels, incidentSourceLabels, type TAdminOverview } from '@cevapla/contracts/admin';
import { Badge, Code, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatNumericDateTime } from '../../../lib/format-date';

const operationLabel = (operation: string) => incidentOperationLabels[operation] ?? operation;

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
      <Group gap="xs" mb="md">
        {errors.bySource.map((row) => (
          <Badge
            key={`${row.source}-${row.operation}`}
            color={row.source === 'llm' ? 'grape' : 'orange'}
            variant="light"
          >
            {incidentSourceLabels[row.source]} · {operationLabel(row.operation)}: {row.count}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        Son {errors.recent.length} kayıt
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {errors.recent.map((incident, index) => (
          <Fragment key={incident.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <li>
              <Text size="xs" c="dimmed">
                {formatNumericDateTime(new Date(incident.occurredAt))} · {incidentSourceLabels[incident.source]} ·{' '}
                {operationLabel(incident.operation)}
                {incident.storeName ? ` · ${incident.storeName}` : ''}
              </Text>
              <Text size="sm" mt={2}>
                <Code>{incident.code}</Code> {incident.message}
              </Text>
            </li>
          </Fragment>
        ))}
      </Stack>
    </>
  );
}
