import type { TDashboard } from '@cevapla/contracts/dashboard';
import { paths } from '@cevapla/contracts/routes';
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const remaining = (deadline: string) => {
  const hours = Math.max(0, Math.floor((new Date(deadline).getTime() - Date.now()) / 3_600_000));
  return hours >= 1 ? `${hours} saat kaldı` : '1 saatten az';
};

/** Topics, the products asked about most (their listing may lack information) and questions about to expire. */
export function Insights({ data }: { data: TDashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Section title="Soru konuları">
        {data.topics.length === 0 ? (
          <Text size="sm" c="dimmed">
            Bu dönemde konu bilgisi yok.
          </Text>
        ) : (
          <Stack gap={6}>
            {data.topics.map((topic) => (
              <Group key={topic.topic} justify="space-between">
                <Text size="sm">{topic.label}</Text>
                <Badge variant="light">{topic.count}</Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="En çok soru alan ürünler">
        <Text size="xs" c="dimmed" mb="xs">
          Çok soru alan ürünün sayfasında eksik bilgi olabilir.
        </Text>
        <List size="sm" spacing={4}>
          {data.topProducts.map((product) => (
            <List.Item key={product.productMainId ?? product.productName}>
              {product.productName} — {product.count}
            </List.Item>
          ))}
        </List>
      </Section>
      <Section title="Süresi dolmak üzere">
        {data.expiringSoon.length === 0 ? (
          <Text size="sm" c="dimmed">
            Önümüzdeki 24 saatte süresi dolacak soru yok.
          </Text>
        ) : (
          <Stack gap={6}>
            {data.expiringSoon.map((item) => (
              <Group key={item.id} justify="space-between" wrap="nowrap">
                <Text size="sm" lineClamp={1}>
                  {item.text}
                </Text>
                <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                  {remaining(item.deadline)}
                </Badge>
              </Group>
            ))}
            <Anchor component={Link} to={paths.pendingQuestions} size="sm">
              Onay bekleyen sorulara git
            </Anchor>
          </Stack>
        )}
      </Section>
    </SimpleGrid>
  );
}
