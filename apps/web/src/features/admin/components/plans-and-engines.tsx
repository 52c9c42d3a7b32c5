import type { TAdminOverview } from '@cevapla/contracts/admin';
import { billingCycleLabel, type TBillingCycle } from '@cevapla/contracts/enums';
import { Table, Text } from '@mantine/core';

const number = new Intl.NumberFormat('tr-TR');
/** Token counts run into millions: "845 B", "12,3 Mn" keep the table within a phone's width. */
const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });

/** Running subscriptions per plan. */
export function SubscriptionsByPlan({ plans }: { plans: TAdminOverview['subscriptionsByPlan'] }) {
  if (plans.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Şu an süren abonelik yok.
      </Text>
    );
  }
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Plan</Table.Th>
          <Table.Th>Dönem</Table.Th>
          <Table.Th ta="right">Abone</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plans.map((plan) => (
          <Table.Tr key={plan.planId}>
            <Table.Td>{plan.planName}</Table.Td>
            <Table.Td>
              {plan.isTrial ? 'Deneme' : (billingCycleLabel[plan.billingCycle as TBillingCycle] ?? 'Bilinmiyor')}
            </Table.Td>
            <Table.Td ta="right">{number.format(plan.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const engineLabels = { local: 'Yerleşik motor', llm: 'Yapay zekâ (LLM)' } as const;

/** Drafts of the last 30 days per engine, how many were posted, and the LLM's tokens. */
export function AnswersByEngine({ engines }: { engines: TAdminOverview['answersByEngine'] }) {
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Motor</Table.Th>
          <Table.Th ta="right">Taslak</Table.Th>
          <Table.Th ta="right">Gönderilen</Table.Th>
          <Table.Th ta="right">Token</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {engines.map((row) => (
          <Table.Tr key={row.engine}>
            <Table.Td>{engineLabels[row.engine]}</Table.Td>
            <Table.Td ta="right">{number.format(row.drafted)}</Table.Td>
            <Table.Td ta="right">{number.format(row.sent)}</Table.Td>
            <Table.Td ta="right" title={row.engine === 'llm' ? number.format(row.tokens) : undefined}>
              {row.engine === 'llm' ? compact.format(row.tokens) : '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
