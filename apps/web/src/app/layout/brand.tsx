import { paths } from '@cevapla/contracts/routes';
import { Anchor, Group, ThemeIcon } from '@mantine/core';
import { IconMessageCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_NAME } from '../../lib/route-titles';

export function Brand() {
  return (
    <Anchor component={Link} to={paths.home} underline="never" c="inherit" fw={800} fz="xl">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" aria-hidden>
          <IconMessageCheck size={20} />
        </ThemeIcon>
        {APP_NAME}
      </Group>
    </Anchor>
  );
}
