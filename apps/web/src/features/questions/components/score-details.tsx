import type { TDraft } from '@cevapla/contracts/answering';
import { Badge, Group, List, Popover, Progress, Stack, Text, UnstyledButton } from '@mantine/core';

const colorOf = (total: number) => (total >= 80 ? 'green' : total >= 60 ? 'yellow' : 'red');

/** The quality score with its parts, the facts the answer used and any guardrail that failed. */
export function ScoreDetails({ draft }: { draft: TDraft }) {
  const failed = draft.guardrails.filter((result) => !result.passed);
  return (
    <Popover width={320} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton aria-label={`Kalite puanı ${draft.score.total}, ayrıntılar`}>
          <Badge color={colorOf(draft.score.total)} variant="light" size="lg" style={{ cursor: 'pointer' }}>
            Puan: {draft.score.total}/100
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {draft.score.parts.map((part) => (
            <div key={part.id}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {part.label}
                </Text>
                <Text size="sm">
                  {part.points}/{part.max}
                </Text>
              </Group>
              <Progress
                value={(part.points / part.max) * 100}
                size="sm"
                color={colorOf((part.points / part.max) * 100)}
              />
              <Text size="xs" c="dimmed">
                {part.note}
              </Text>
            </div>
          ))}
          {draft.factsUsed.length > 0 ? (
            <>
              <Text size="sm" fw={600}>
                Kullanılan bilgiler
              </Text>
              <List size="xs" spacing={2}>
                {draft.factsUsed.map((fact) => (
                  <List.Item key={fact}>{fact}</List.Item>
                ))}
              </List>
            </>
          ) : null}
          {failed.length > 0 ? (
            <Text size="xs" c="red.7">
              {failed.map((result) => result.message ?? result.label).join(' ')}
            </Text>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
