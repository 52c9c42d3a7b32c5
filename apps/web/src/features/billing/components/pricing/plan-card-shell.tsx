import { allowanceTexts } from '@cevapla/contracts/messages';
import { Badge, Box, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';

interface PlanCardShellProps {
  name: string;
  questionCount: number;
  price: ReactNode;
  action: ReactNode;
  badge?: string;
  highlighted?: boolean;
}

const quotaFormat = new Intl.NumberFormat('tr-TR');

/** The frame every plan card shares: name, price block, what is included and one action. */
/** The heading level of a plan's name: 3 under the landing page's pricing <h2>, 2 on a page of its own. */
export const PlanHeadingOrder = createContext<2 | 3>(3);

export function PlanCardShell({ name, questionCount, price, action, badge, highlighted = false }: PlanCardShellProps) {
  const headingOrder = useContext(PlanHeadingOrder);
  const included = [
    { key: 'quota', text: `${quotaFormat.format(questionCount)} cevap hakkı` },
    { key: 'held', text: allowanceTexts.planCard },
    { key: 'products', text: 'Sınırsız ürün entegrasyonu' },
    { key: 'stores', text: '1 mağaza entegrasyonu' },
  ];
  return (
    <Card
      component="article"
      aria-label={name}
      withBorder
      radius="lg"
      padding="lg"
      shadow={highlighted ? 'md' : 'xs'}
      style={{
        borderColor: highlighted ? 'var(--mantine-color-indigo-5)' : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
      h="100%"
    >
      <Group justify="space-between" align="center" gap="xs">
        <Title order={headingOrder} fz="h4">
          {name}
        </Title>
        {badge ? (
          <Badge variant="light" radius="sm">
            {badge}
          </Badge>
        ) : null}
      </Group>
      <Box mt="md" mih={96}>
        {price}
      </Box>
      <List
        spacing="xs"
        mt="md"
        mb="xl"
        size="sm"
        styles={{ itemWrapper: { alignItems: 'flex-start' }, itemLabel: { lineHeight: 1.45 } }}
        icon={
          <ThemeIcon size={20} radius="xl" color="teal" variant="light">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {included.map((item) => (
          <List.Item key={item.key} data-testid={`plan-${item.key}`}>
            {item.text}
          </List.Item>
        ))}
      </List>
      <Box mt="auto">{action}</Box>
    </Card>
  );
}

/** A big price with its period ("$14.25 / ay"); `testId` lets a browser test read the figure alone. */
export function PriceLine({ amount, period }: { amount: string; period: string }) {
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text component="span" fz={36} fw={700} lh={1} data-testid="plan-price">
        {amount}
      </Text>
      <Text component="span" c="dimmed" data-testid="plan-period">
        {period}
      </Text>
    </Group>
  );
}
