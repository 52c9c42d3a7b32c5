const istanbulDate = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** 'dd.MM.yyyy' in Turkey's time, for e-mails (the web app formats in the visitor's own zone). */
export function formatDate(date: Date): string {
  return istanbulDate.format(date);
}

const isoIstanbulDate = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** 'YYYY-MM-DD' of the Istanbul day `date` falls in (dashboard periods, monthly revenue). */
export function istanbulDay(date: Date): string {
  return isoIstanbulDate.format(date);
}
