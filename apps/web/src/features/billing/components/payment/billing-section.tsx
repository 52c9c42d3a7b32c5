import type { TBillingInfo } from '@cevapla/contracts/billing';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { BillingForm } from '../billing-form';

/** The billing address of the payment page: an add button, or a summary with an edit button (spec §2). */
export function BillingSection({ billing }: { billing: TBillingInfo | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {billing ? (
        <Paper withBorder radius="md" p="md" aria-label="Fatura bilgisi" role="group">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{billing.companyName}</Text>
              <Text size="sm">
                {billing.name} {billing.surname} · {billing.phone}
              </Text>
              <Text size="sm" c="dimmed">
                {billing.address}, {billing.district} / {billing.city} {billing.zipCode}
              </Text>
              <Text size="sm" c="dimmed">
                {billing.taxOffice} V.D. · {billing.taxNumber}
              </Text>
            </Stack>
            <Button variant="light" size="xs" onClick={() => setOpen(true)}>
              Düzenle
            </Button>
          </Group>
        </Paper>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)} fullWidth>
          Fatura Bilgisi Ekle
        </Button>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Fatura Bilgisi" size="lg" centered>
        <BillingForm initial={billing} onSaved={() => setOpen(false)} />
      </Modal>
    </>
  );
}
