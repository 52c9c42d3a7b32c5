/** Trendyol's Turkish "answered within" text, e.g. "6 saat içinde cevaplandı.". */
export function answeredDateMessage(askedAt: number, answeredAt: number): string {
  const minutes = Math.max(1, Math.round((answeredAt - askedAt) / 60_000));
  if (minutes < 60) return `${minutes} dakika içinde cevaplandı.`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} saat içinde cevaplandı.`;
  return `${Math.round(hours / 24)} gün içinde cevaplandı.`;
}
