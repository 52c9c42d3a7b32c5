import { ANSWER_MAX_LENGTH, type TReviewQuestion } from '@cevapla/contracts/answering';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { VerifierFindings } from '../../../components/verifier-findings';
import { errorMessage } from '../../../lib/api-error';
import { formatNumericDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useReviewAction } from '../api/review-questions';
import { DeadlineBadge } from './deadline-badge';
import { ScoreDetails } from './score-details';

const drafting = new Set(['queued', 'drafting']);

/**
 * One question to review: the draft (editable), its score and deadline, and the actions. While an
 * action runs, every button of this card is disabled and the running one spins.
 */
export function ReviewCard({ question, rejected }: { question: TReviewQuestion; rejected: boolean }) {
  const [text, setText] = useState(question.draft?.text ?? '');
  const action = useReviewAction();
  const running = action.isPending ? action.variables?.kind : undefined;
  const busy = action.isPending || drafting.has(question.draftState);

  const run = (kind: 'approve' | 'reject' | 'regenerate') =>
    action.mutate(
      { id: question.id, kind, ...(kind === 'approve' ? { body: { text } } : {}) },
      { onSuccess: (result) => notify.success(result.message), onError: (error) => notify.error(errorMessage(error)) },
    );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={question.text}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
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
            <Text size="xs" c="dimmed">
              {formatNumericDateTime(new Date(question.creationDate))}
            </Text>
          </Stack>
          <Group gap="xs">
            {rejected ? <Badge color="red">Reddedildi</Badge> : null}
            {question.draft ? <ScoreDetails draft={question.draft} /> : null}
            <DeadlineBadge deadline={question.deadline} />
          </Group>
        </Group>
        <Text fw={500}>{question.text}</Text>
        {question.problem ? (
          <Alert color="orange" variant="light" p="xs">
            {question.problem}
          </Alert>
        ) : null}
        {question.draft?.text ? (
          <VerifierFindings findings={question.draft.score.findings} note={question.draft.note} />
        ) : null}
        {drafting.has(question.draftState) ? (
          <Text size="sm" c="dimmed">
            Cevap taslağı hazırlanıyor...
          </Text>
        ) : null}
        {!question.draft && rejected ? (
          <Text size="sm" c="dimmed">
            Yanıt yok
          </Text>
        ) : null}
        <Textarea
          label="Cevap"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={4}
          maxLength={ANSWER_MAX_LENGTH}
          disabled={busy}
        />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => run('regenerate')}
            disabled={busy}
            loading={running === 'regenerate'}
          >
            Yeniden Oluştur
          </Button>
          {rejected ? null : (
            <Button
              color="red"
              variant="light"
              onClick={() => run('reject')}
              disabled={busy || !question.draft}
              loading={running === 'reject'}
            >
              Reddet
            </Button>
          )}
          <Button
            onClick={() => run('approve')}
            disabled={busy || text.trim().length === 0}
            loading={running === 'approve'}
          >
            Onayla
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
