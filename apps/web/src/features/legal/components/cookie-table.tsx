import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import type { CookieType } from '../content/cookie-policy';
import classes from './cookie-table.module.css';

/** The four cookie types with the cookies we set of each; stacked as cards on phones. */
export function CookieTable({ types }: { types: readonly CookieType[] }) {
  return (
    <Table className={classes.table} withTableBorder verticalSpacing="sm" captionSide="top" mt="xl">
      <Table.Caption ta="left">Çerez türleri ve sitemizde kullandığımız çerezler</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Tür</Table.Th>
          <Table.Th scope="col">Amaç</Table.Th>
          <Table.Th scope="col">Kullandığımız çerezler</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {types.map((cookieType) => (
          <Table.Tr key={cookieType.type}>
            <Table.Th scope="row" fw={600}>
              {cookieType.type}
            </Table.Th>
            <Table.Td data-label="Amaç">{cookieType.purpose}</Table.Td>
            <Table.Td data-label="Kullandığımız çerezler">
              {cookieType.cookies.length === 0 ? (
                <Badge color="gray" variant="light">
                  Kullanılmıyor
                </Badge>
              ) : (
                cookieType.cookies.map((cookie) => (
                  <Stack key={cookie.name} gap={4}>
                    <Code>{cookie.name}</Code>
                    <Text size="sm">{cookie.details}</Text>
                  </Stack>
                ))
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
