import { paths } from '@cevapla/contracts/routes';
import { ActionIcon, Affix, Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

const label = 'Bize Ulaşın';

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
        <Text>İletişim formu yakında burada olacak. Şimdilik İletişim sayfasından bize ulaşabilirsiniz.</Text>
        <Button component={Link} to={paths.contact} onClick={close} mt="lg">
          İletişim Sayfasına Git
        </Button>
      </Modal>
    </>
  );
}
