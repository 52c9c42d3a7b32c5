import { COMPANY } from '@cevapla/contracts/company';
import { SUPPORT_HOURS } from '@cevapla/contracts/constants';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconClock, IconMail, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function Detail({ icon: DetailIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={40} radius="md" variant="light">
        <DetailIcon size={22} aria-hidden />
      </ThemeIcon>
      <div>
        <Text fw={600}>{label}</Text>
        {children}
      </div>
    </Group>
  );
}

/** Where the office is, where to write and when someone answers. */
export function ContactDetails() {
  return (
    <Stack gap="lg" component="address" style={{ fontStyle: 'normal' }}>
      <Detail icon={IconMapPin} label="Adres">
        <Text c="dimmed">{COMPANY.address}</Text>
      </Detail>
      <Detail icon={IconMail} label="E-posta">
        <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>
      </Detail>
      <Detail icon={IconClock} label="Çalışma saatleri">
        <Text c="dimmed">{SUPPORT_HOURS.contactPage}</Text>
      </Detail>
    </Stack>
  );
}
