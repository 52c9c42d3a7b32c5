import { ActionIcon, Badge, Box, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { SampleAnswer } from './sample-answers';
import classes from './sample-answers-slider.module.css';

/** How far (px) a finger must travel sideways before it counts as a swipe rather than a tap. */
const swipeThreshold = 40;

/** One sample at a time; previous/next, arrow keys and a swipe move through them and wrap at both ends. */
export function SampleAnswersSlider({ samples }: { samples: readonly SampleAnswer[] }) {
  const [index, setIndex] = useState(0);
  const swipeStartX = useRef<number | null>(null);
  const count = samples.length;
  const show = (next: number) => setIndex((next + count) % count);
  const sample = samples[index];
  if (!sample) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    if (startX === null || Math.abs(event.clientX - startX) < swipeThreshold) return;
    show(event.clientX < startX ? index + 1 : index - 1);
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Örnek soru ve yanıtlar"
      onKeyDown={onKeyDown}
      maw={760}
      mx="auto"
    >
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        className={classes.slide}
        tabIndex={0}
        aria-live="polite"
        aria-roledescription="slide"
        aria-label={`${index + 1} / ${count}: ${sample.product}`}
        onPointerDown={(event) => {
          // A mouse drag selects text; only a finger or a pen swipes.
          swipeStartX.current = event.pointerType === 'mouse' ? null : event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStartX.current = null;
        }}
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" fw={600}>
            {sample.product}
          </Text>
          <Badge variant="light" color="teal">
            Kalite puanı {sample.qualityScore}/100
          </Badge>
        </Group>
        <Text mt="md" fw={600}>
          Müşteri: <span className={classes.quote}>{sample.question}</span>
        </Text>
        <Box className={classes.answer} mt="md">
          <Text size="sm" fw={600} c="indigo.9">
            Cevapla’nın yanıtı
          </Text>
          <Text mt={4}>{sample.answer}</Text>
        </Box>
      </Paper>
      <Group justify="center" gap="md" mt="lg">
        <ActionIcon variant="default" size={44} radius="xl" aria-label="Önceki örnek" onClick={() => show(index - 1)}>
          <IconChevronLeft size={22} aria-hidden />
        </ActionIcon>
        <Group gap={4}>
          {samples.map((item, dot) => (
            <UnstyledButton
              key={item.product}
              className={classes.dot}
              data-active={dot === index || undefined}
              aria-label={`${dot + 1}. örnek`}
              aria-current={dot === index || undefined}
              onClick={() => show(dot)}
            />
          ))}
        </Group>
        <ActionIcon variant="default" size={44} radius="xl" aria-label="Sonraki örnek" onClick={() => show(index + 1)}>
          <IconChevronRight size={22} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}
