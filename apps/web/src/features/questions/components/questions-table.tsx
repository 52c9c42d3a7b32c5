import type { TCustomerQuestion } from '@cevapla/contracts/questions';
import { Anchor, Badge, Group, Image, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumericDateTime } from '../../../lib/format-date';
import { Pager } from './pager';

interface QuestionsTableProps {
  questions: readonly TCustomerQuestion[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The admin panel also names the store. */
  showStore?: boolean;
}

/** The product picture, or a neutral icon when there is none or it does not load. */
function ProductImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <ThemeIcon size={48} variant="light" color="gray" radius="sm" aria-hidden>
        <IconPackage size={24} />
      </ThemeIcon>
    );
  }
  return (
    <Image src={src} alt="" w={48} h={48} radius="sm" fit="cover" loading="lazy" onError={() => setFailed(true)} />
  );
}

function ProductCell({ question }: { question: TCustomerQuestion }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ProductImage src={question.imageUrl} />
      <Stack gap={2}>
        {question.webUrl ? (
          <Anchor href={question.webUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {question.productName || 'Ürün'}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {question.productName || 'Ürün'}
          </Text>
        )}
        {question.productMainId ? (
          <Text size="xs" c="dimmed">
            {question.productMainId}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** The question table of spec §2: date, product, question, answer, duration; 10 rows a page. */
export function QuestionsTable({ questions, page, totalPages, onPage, showStore = false }: QuestionsTableProps) {
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={840}>
        <Table verticalSpacing="md" striped highlightOnHover aria-label="Müşteri soruları">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Tarih</Table.Th>
              {showStore ? <Table.Th scope="col">Mağaza</Table.Th> : null}
              <Table.Th scope="col">Ürün</Table.Th>
              <Table.Th scope="col">Soru</Table.Th>
              <Table.Th scope="col">Yanıt</Table.Th>
              <Table.Th scope="col">Süre</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((question) => (
              <Table.Tr key={question.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatNumericDateTime(new Date(question.creationDate))}</Text>
                </Table.Td>
                {showStore ? (
                  <Table.Td>
                    <Text size="sm">{question.storeName}</Text>
                  </Table.Td>
                ) : null}
                <Table.Td maw={260}>
                  <ProductCell question={question} />
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm">{question.text}</Text>
                </Table.Td>
                <Table.Td maw={320}>
                  {question.answerText ? (
                    <Text size="sm">{question.answerText}</Text>
                  ) : (
                    <Text size="sm" c="dimmed" fs="italic">
                      Yanıt bekleniyor...
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {question.answeredDateMessage ? (
                    <Text size="sm">{question.answeredDateMessage}</Text>
                  ) : (
                    <Badge variant="light" color="yellow">
                      Henüz cevaplanmamış
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </Stack>
  );
}
