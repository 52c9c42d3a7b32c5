import { Badge } from '@mantine/core';

const hourMs = 60 * 60 * 1000;

/** '3 saat kaldı' until the marketplace closes the question; red in the last 6 hours. */
export function DeadlineBadge({ deadline, now = new Date() }: { deadline: string; now?: Date }) {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) return <Badge color="gray">Süre doldu</Badge>;
  const hours = Math.floor(left / hourMs);
  const label =
    hours >= 24
      ? `${Math.floor(hours / 24)} gün ${hours % 24} saat kaldı`
      : hours >= 1
        ? `${hours} saat kaldı`
        : `${Math.max(1, Math.floor(left / 60_000))} dakika kaldı`;
  return (
    <Badge color={left < 6 * hourMs ? 'red' : left < 24 * hourMs ? 'orange' : 'gray'} variant="light">
      {label}
    </Badge>
  );
}
