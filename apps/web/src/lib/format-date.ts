const numericTurkishDate = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'dd.MM.yyyy' in the visitor's time zone, e.g. '05.03.2026'. */
export function formatNumericDate(date: Date): string {
  return numericTurkishDate.format(date);
}

const numericTurkishDateTime = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'dd.MM.yyyy HH:mm' in the visitor's time zone, e.g. '05.03.2026 14:07'. */
export function formatNumericDateTime(date: Date): string {
  return numericTurkishDateTime.format(date);
}
