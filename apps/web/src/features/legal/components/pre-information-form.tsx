import { COMPANY } from '@cevapla/contracts/company';
import { PRE_INFORMATION_BOX_MAX_HEIGHT_PX } from '@cevapla/contracts/constants';
import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { preInformationTerms } from '../content/pre-information';

export interface PreInformationFormProps {
  customerName: string;
  address: string;
  phone: string;
  email: string;
  planName: string;
  price: number;
}

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
          {planName}: {preInformationTerms.service}
        </Clause>
        <Clause heading="4. Fiyat ve ödeme">
          Fiyat: {price} $ (KDV hariç) · Ödeme yöntemi: {preInformationTerms.paymentMethod}.{' '}
          {preInformationTerms.payment}
        </Clause>
        <Clause heading="5. Hizmetin başlaması">{preInformationTerms.delivery}</Clause>
        <Clause heading="6. Cayma hakkı">{preInformationTerms.withdrawal}</Clause>
        <Clause heading="7. İade">{preInformationTerms.returns}</Clause>
        <Clause heading="8. Şikâyet ve uyuşmazlıklar">{preInformationTerms.disputes}</Clause>
      </Stack>
    </Box>
  );
}
