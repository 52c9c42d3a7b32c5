import { paths } from '@cevapla/contracts/routes';
import { Badge, Button, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';
import { marketplaces, statusColors, trendyolCapabilities, trendyolCredentialSteps } from '../content/marketplaces';

export function IntegrationsPage() {
  return (
    <SimplePage
      title={routeTitles[paths.integrations]}
      lead="Cevapla bugün Trendyol mağazalarıyla çalışıyor. Diğer pazaryerlerini de sırayla ekliyoruz."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
        {marketplaces.map((marketplace) => (
          <Card
            key={marketplace.name}
            component="article"
            aria-label={marketplace.name}
            withBorder
            padding="lg"
            radius="md"
          >
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h4">
                {marketplace.name}
              </Title>
              <Badge color={statusColors[marketplace.status]} variant="light">
                {marketplace.status}
              </Badge>
            </Group>
            <Text size="sm" mt="sm" c="dimmed">
              {marketplace.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Title order={2} mt={48}>
        Trendyol entegrasyonu ne yapar?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="md">
        {trendyolCapabilities.map((capability) => (
          <div key={capability.title}>
            <Title order={3} size="h5">
              {capability.title}
            </Title>
            <Text size="sm" mt={4}>
              {capability.text}
            </Text>
          </div>
        ))}
      </SimpleGrid>

      <Title order={2} mt={48}>
        Bağlantı için gerekenler
      </Title>
      <Text mt="sm">
        Mağazanızı bağlamak için Trendyol satıcı panelinizdeki üç bilgiye ihtiyacınız var: Satıcı ID, API Key ve API
        Secret. API anahtarlarınız sunucumuzda şifrelenmiş olarak saklanır ve yalnızca soruları almak, ürün bilgilerini
        okumak ve yanıt göndermek için kullanılır.
      </Text>
      <List type="ordered" mt="md" spacing="xs">
        {trendyolCredentialSteps.map((step) => (
          <List.Item key={step.slice(0, 40)}>{step}</List.Item>
        ))}
      </List>
      <Button component={Link} to={paths.store} mt="xl">
        Mağazamı Bağla
      </Button>
    </SimplePage>
  );
}
