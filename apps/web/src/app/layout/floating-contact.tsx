import { SUPPORT_HOURS } from '@cevapla/contracts/constants';
import { ActionIcon, Affix, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { ContactForm } from '../../features/company/components/contact-form';

const label = 'Bize Ulaşın';

/** The contact form one tap away on every page; the panel closes once the message is sent. */
export function FloatingContact() {
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      {/* Above the sticky header (100), below drawers and modals (200). */}
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <ActionIcon size={56} radius="xl" aria-label={label} aria-haspopup="dialog" onClick={open}>
          <IconMessageCircle size={28} aria-hidden />
        </ActionIcon>
      </Affix>
      <Modal opened={opened} onClose={close} title={label} centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
        <Text size="sm" c="dimmed" mb="md">
          Mesajınızı bırakın, size e-posta ile dönelim. Destek saatlerimiz: {SUPPORT_HOURS.support}.
        </Text>
        <ContactForm onSent={close} />
      </Modal>
    </>
  );
}
