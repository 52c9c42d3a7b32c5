import { Anchor, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/** The info modal of spec §2: where the seller finds the credentials in the Trendyol partner panel. */
export function CredentialsHelp() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        Bu bilgileri nerede bulurum?
      </Anchor>
      <Modal opened={opened} onClose={close} title="API bilgileri nerede?" closeButtonProps={{ 'aria-label': 'Kapat' }}>
        <List type="ordered" spacing="xs">
          <List.Item>Trendyol satıcı paneline (partner.trendyol.com) ana kullanıcı ile giriş yapın.</List.Item>
          <List.Item>Sağ üstteki hesap menüsünden “Hesap Bilgilerim” bölümünü açın.</List.Item>
          <List.Item>“Entegrasyon Bilgileri” sekmesinde Satıcı ID (Cari ID), API Key ve API Secret yazar.</List.Item>
          <List.Item>Üç değeri kopyalayıp bu forma yapıştırın ve “Bağlantıyı Test Et ve Kaydet”e basın.</List.Item>
        </List>
        <Text size="sm" c="dimmed" mt="md">
          Entegrasyon Bilgileri yalnızca ana kullanıcıya görünür. Test ortamının anahtarları canlı mağazada çalışmaz.
          Anahtarlarınız sunucumuzda şifrelenmiş olarak saklanır ve size bir daha gösterilmez.
        </Text>
      </Modal>
    </>
  );
}
