import { Text } from '@mantine/core';

const longTurkishDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post's publication date, e.g. '10 Kasım 2026', with the machine-readable date for <time>. */
export function BlogDate({ isoDate }: { isoDate: string }) {
  return (
    <Text component="time" dateTime={isoDate} size="sm" c="dimmed">
      {longTurkishDate.format(new Date(`${isoDate}T00:00:00Z`))}
    </Text>
  );
}
