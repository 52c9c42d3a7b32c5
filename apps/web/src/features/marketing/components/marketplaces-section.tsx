import { Badge, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { LandingSection } from './landing-section';

const marketplaces = [
  {
    name: 'Trendyol',
    status: 'Aktif',
    color: 'teal',
    text: 'Soru alma, yanıt taslağı, onay ve gönderim bugün kullanıma hazır.',
  },
  {
    name: 'Hepsiburada',
    status: 'Yakında',
    color: 'yellow',
    text: 'Entegrasyon geliştiriliyor; yayına girdiğinde mevcut planınıza eklenecek.',
  },
  {
    name: 'N11',
    status: 'Planlanıyor',
    color: 'gray',
    text: 'Yol haritamızda; öncelik sırası satıcı taleplerine göre belirlenecek.',
  },
] as const;

export function MarketplacesSection() {
  return (
    <LandingSection
      id="marketplaces"
      title="Pazaryerleri"
      lead="Bugün Trendyol mağazanızla başlayın; diğer pazaryerleri sırayla geliyor."
    >
      <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="lg" p={0} m={0} aria-label="Pazaryeri durumları">
        {marketplaces.map((marketplace) => (
          <Paper component="li" key={marketplace.name} withBorder radius="lg" p="lg" style={{ listStyle: 'none' }}>
            <ThemeIcon size={40} radius="md" variant="light" color={marketplace.color}>
              <IconBuildingStore size={22} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="h4" mt="md">
              {marketplace.name}
            </Title>
            <Badge color={marketplace.color} variant="light" mt="xs">
              {marketplace.status}
            </Badge>
            <Text c="dimmed" size="sm" mt="sm">
              {marketplace.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
