import { paths } from '@cevapla/contracts/routes';
import { Card, List, SimpleGrid, Title } from '@mantine/core';
import { SimplePage } from '../../../components/simple-page';
import { routeTitles } from '../../../lib/route-titles';
import { tipCategories } from '../content/info-card-tips';

export function InfoCardPage() {
  return (
    <SimplePage
      title={routeTitles[paths.infoCard]}
      lead="Cevapla yanıtlarını Trendyol’daki ürün bilgilerinize ve mağaza profilinize dayandırır. Bu bilgiler ne kadar eksiksizse yanıtlar da o kadar doğru olur. Kategorinize göre neleri doldurmanız gerektiğini aşağıda derledik."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
        {tipCategories.map((category) => (
          <Card key={category.key} id={category.key} component="section" withBorder padding="lg" radius="md">
            <Title order={2} size="h4">
              {category.title}
            </Title>
            <List mt="sm" spacing="xs" size="sm">
              {category.tips.map((tip) => (
                <List.Item key={tip.slice(0, 40)}>{tip}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </SimplePage>
  );
}
