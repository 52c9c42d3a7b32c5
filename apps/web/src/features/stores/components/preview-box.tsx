import { Alert, Badge, Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { VerifierFindings } from '../../../components/verifier-findings';
import { errorMessage } from '../../../lib/api-error';
import { usePreviewAnswer } from '../api/store-profile';

/** 'Deneme sorusu': try the settings on a made-up question before turning on auto-send. */
export function PreviewBox() {
  const [question, setQuestion] = useState('');
  const [productMainId, setProductMainId] = useState('');
  const preview = usePreviewAnswer();
  const result = preview.data;
  return (
    <Stack gap="sm">
      <Textarea
        label="Müşteri sorusu"
        placeholder="Bu ürünün kumaşı nedir?"
        value={question}
        onChange={(event) => setQuestion(event.currentTarget.value)}
        rows={2}
      />
      <TextInput
        label="Ürün kodu (isteğe bağlı)"
        description="Trendyol'daki model kodu (productMainId)"
        value={productMainId}
        onChange={(event) => setProductMainId(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          loading={preview.isPending}
          disabled={question.trim().length < 5}
          onClick={() => preview.mutate({ question, ...(productMainId.trim() ? { productMainId } : {}) })}
        >
          Cevabı Dene
        </Button>
      </Group>
      {preview.isError ? <Alert color="red">{errorMessage(preview.error)}</Alert> : null}
      {result ? (
        <Stack gap="xs" aria-live="polite">
          <Group gap="xs">
            <Badge color={result.score.total >= 80 ? 'green' : result.score.total >= 60 ? 'yellow' : 'red'}>
              Puan: {result.score.total}/100
            </Badge>
            <Badge variant="light" color={result.wouldAutoSend ? 'green' : 'gray'}>
              {result.wouldAutoSend ? 'Otomatik gönderilirdi' : 'Onayınızı beklerdi'}
            </Badge>
          </Group>
          {result.answer ? (
            <>
              <Text>{result.answer}</Text>
              <VerifierFindings findings={result.score.findings} note={result.note} />
            </>
          ) : (
            <Alert color="yellow">{result.note ?? 'Bu soru için yeterli bilgi yok.'}</Alert>
          )}
          <List size="sm" spacing={2}>
            {result.score.parts.map((part) => (
              <List.Item key={part.id}>
                {part.label}: {part.points}/{part.max} — {part.note}
              </List.Item>
            ))}
          </List>
          {result.guardrails
            .filter((item) => !item.passed)
            .map((item) => (
              <Text key={item.id} size="sm" c="red.7">
                {item.message ?? item.label}
              </Text>
            ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
