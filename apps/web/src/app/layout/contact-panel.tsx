import { SUPPORT_HOURS } from '@cevapla/contracts/constants';
import { Modal, Text } from '@mantine/core';
import { ContactForm } from '../../features/company/components/contact-form';

const contactPanelTitle = 'Bize Ulaşın';

/** The floating contact button's panel; loaded on first use, so pages do not carry the form's code. */
export function ContactPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contactPanelTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      <Text size="sm" c="dimmed" mb="md">
        Mesajınızı bırakın, size e-posta ile dönelim. Destek saatlerimiz: {SUPPORT_HOURS.support}.
      </Text>
      <ContactForm onSent={onClose} />
    </Modal>
  );
}
