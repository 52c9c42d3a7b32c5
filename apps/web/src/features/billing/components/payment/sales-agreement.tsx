import { type AgreementParties, distanceSalesAgreement } from '@cevapla/contracts/agreement';
import { PRE_INFORMATION_BOX_MAX_HEIGHT_PX } from '@cevapla/contracts/constants';
import { Box, Stack, Text, Title } from '@mantine/core';

export const SALES_AGREEMENT_ID = 'mesafeli-satis-sozlesmesi';

/** The distance-sales agreement filled from the billing info and the plan, scrolling in a 300 px box. */
export function SalesAgreement({ parties, highlighted }: { parties: AgreementParties; highlighted: boolean }) {
  const agreement = distanceSalesAgreement(parties);
  return (
    <Box
      id={SALES_AGREEMENT_ID}
      mah={PRE_INFORMATION_BOX_MAX_HEIGHT_PX}
      p="md"
      tabIndex={0}
      role="region"
      aria-label={agreement.title}
      data-highlighted={highlighted || undefined}
      style={{
        overflowY: 'auto',
        borderRadius: 'var(--mantine-radius-md)',
        border: `${highlighted ? 2 : 1}px solid ${highlighted ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-gray-3)'}`,
        background: highlighted ? 'var(--mantine-color-orange-0)' : undefined,
        transition: 'background-color 200ms, border-color 200ms',
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h5">
          {agreement.title}
        </Title>
        {agreement.sections.map((section) => (
          <section key={section.heading}>
            <Title order={3} size="h6">
              {section.heading}
            </Title>
            <Text size="sm" mt={4}>
              {section.text}
            </Text>
          </section>
        ))}
      </Stack>
    </Box>
  );
}
