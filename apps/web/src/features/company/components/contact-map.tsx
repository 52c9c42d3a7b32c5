import { COMPANY } from '@cevapla/contracts/company';
import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/**
 * A drawn sketch of the office's surroundings instead of an embedded map: it needs no third-party
 * script or frame, so the page stays whole offline and behind strict privacy settings.
 */
export function ContactMap() {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Box
        component="svg"
        viewBox="0 0 640 320"
        width={640}
        height={320}
        role="img"
        aria-label="Ofisimizin Beşiktaş'taki konumunu gösteren kroki"
        style={{ display: 'block', width: '100%', height: 'auto' }}
      >
        <rect width="640" height="320" fill="#eef1f6" />
        <path d="M470 0 C430 80 520 150 480 220 S520 300 500 320 H640 V0 Z" fill="#cfe3f5" />
        <text x="560" y="60" fontSize="15" fill="#5b7fa6" textAnchor="middle">
          Boğaz
        </text>
        <g stroke="#ffffff" strokeLinecap="round" fill="none">
          <path d="M0 210 L460 170" strokeWidth="18" />
          <path d="M120 0 L260 320" strokeWidth="14" />
          <path d="M0 90 L440 110" strokeWidth="10" />
          <path d="M330 0 L380 320" strokeWidth="10" />
        </g>
        <text x="30" y="200" fontSize="13" fill="#6b7280">
          Barbaros Bulvarı
        </text>
        <rect x="180" y="40" width="70" height="40" rx="6" fill="#dfe7d8" />
        <rect x="390" y="220" width="60" height="60" rx="6" fill="#dfe7d8" />
        <circle cx="300" cy="150" r="34" fill="#4c6ef5" opacity="0.15" />
        <path d="M300 150 c-14 -18 -22 -30 -22 -42 a22 22 0 0 1 44 0 c0 12 -8 24 -22 42 Z" fill="#4c6ef5" />
        <circle cx="300" cy="108" r="8" fill="#ffffff" />
        <text x="300" y="182" fontSize="15" fontWeight="700" fill="#1f2937" textAnchor="middle">
          Cevapla
        </text>
      </Box>
      <Group justify="space-between" p="md" gap="xs">
        <Anchor href={COMPANY.mapUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            Haritada aç
            <IconExternalLink size={16} aria-hidden />
          </Group>
        </Anchor>
        <Text size="sm" c="dimmed">
          {COMPANY.district}
        </Text>
      </Group>
    </Paper>
  );
}
