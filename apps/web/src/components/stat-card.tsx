import { Paper, Text } from '@mantine/core';

/** One headline figure: what it is, its value, and a line saying what it measures. */
export function StatCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4} data-testid={`stat-${label}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}
