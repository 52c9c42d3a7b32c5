import { type AgreementParties, agreementPrice, agreementTerms, PAYMENT_METHOD } from '@cevapla/contracts/agreement';
import { COMPANY } from '@cevapla/contracts/company';
import { PRE_INFORMATION_BOX_MAX_HEIGHT_PX } from '@cevapla/contracts/constants';
import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The buyer (billing info), the plan and what it costs with VAT. */
export type PreInformationFormProps = AgreementParties;

function Clause({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h6">
        {heading}
      </Title>
      <Text size="sm" mt={4}>
        {children}
      </Text>
    </section>
  );
}

/** 'Ön Bilgilendirme Formu' of the distance sale, scrolling inside a box of fixed maximum height. */
export function PreInformationForm({ customerName, address, phone, email, planName, price }: PreInformationFormProps) {
  return (
    <Box
      mah={PRE_INFORMATION_BOX_MAX_HEIGHT_PX}
      p="md"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
      tabIndex={0}
      aria-label="Ön Bilgilendirme Formu"
      role="region"
    >
      <Stack gap="sm">
        <Title order={2} size="h5">
          Ön Bilgilendirme Formu
        </Title>
        <Clause heading="1. Satıcı">
          {COMPANY.name} · {COMPANY.address} · {COMPANY.email}
        </Clause>
        <Clause heading="2. Alıcı">
          {customerName} · {address} · {phone} · {email}
        </Clause>
        <Clause heading="3. Hizmet">
          {planName}: {agreementTerms.service}
        </Clause>
        <Clause heading="4. Fiyat ve ödeme">
          Fiyat: {agreementPrice(price)} (KDV dâhil) · Ödeme yöntemi: {PAYMENT_METHOD}. {agreementTerms.payment}
        </Clause>
        <Clause heading="5. Hizmetin başlaması">{agreementTerms.delivery}</Clause>
        <Clause heading="6. Cayma hakkı">{agreementTerms.withdrawal}</Clause>
        <Clause heading="7. İade">{agreementTerms.returns}</Clause>
        <Clause heading="8. Şikâyet ve uyuşmazlıklar">{agreementTerms.disputes}</Clause>
      </Stack>
    </Box>
  );
}
