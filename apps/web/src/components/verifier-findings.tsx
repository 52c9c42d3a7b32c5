import type { TFinding } from '@cevapla/contracts/answering';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

const titles: Record<TFinding['kind'], string> = {
  unanswered_part: 'Cevaplanmayan kısım',
  unsupported_claim: 'Kaynağı olmayan bilgi',
  contradiction: 'Ürün bilgileriyle çelişki',
  indirect: 'Dolaylı cevap',
  needs_seller: 'Sizin kararınız gerekiyor',
};

/**
 * What the answer check found in a draft, in Turkish: which part of the question is unanswered,
 * which claim has no source. Shown on pending cards and under 'Deneme sorusu'.
 */
export function VerifierFindings({ findings, note }: { findings: readonly TFinding[]; note?: string | null }) {
  if (findings.length === 0 && !note) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      p="xs"
      title="Kontrol bulguları"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="verifier-findings"
    >
      {note ? (
        <Text size="sm" mb={findings.length > 0 ? 4 : 0}>
          {note}
        </Text>
      ) : null}
      {findings.length > 0 ? (
        <List size="sm" spacing={2}>
          {findings.map((finding) => (
            <List.Item key={`${finding.kind}:${finding.message}`}>
              <Text span size="sm" fw={600}>
                {titles[finding.kind]}:
              </Text>{' '}
              {finding.message}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
