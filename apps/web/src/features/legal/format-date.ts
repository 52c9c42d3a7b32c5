const numericTurkishDate = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'dd.MM.yyyy' in the visitor's time zone, e.g. '05.03.2026'. */
export function formatNumericDate(date: Date): string {
  return numericTurkishDate.format(date);
}
