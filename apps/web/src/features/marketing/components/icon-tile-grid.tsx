import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface IconTile {
  icon: Icon;
  title: string;
  text: string;
}

/** Six short points with an icon each: one column on a phone, two on a tablet, three on a desktop. */
export function IconTileGrid({ tiles, label }: { tiles: readonly IconTile[]; label: string }) {
  return (
    <SimpleGrid component="ul" aria-label={label} cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" p={0} m={0}>
      {tiles.map(({ icon: TileIcon, title, text }) => (
        <Paper component="li" key={title} withBorder radius="lg" p="lg" style={{ listStyle: 'none' }}>
          <ThemeIcon size={44} radius="md" variant="light">
            <TileIcon size={24} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="h4" mt="md">
            {title}
          </Title>
          <Text c="dimmed" mt={6}>
            {text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
