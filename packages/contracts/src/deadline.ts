/** Trendyol closes a question nobody answered within this many business days (marketplaces.md). */
export const ANSWER_DEADLINE_BUSINESS_DAYS = 3;

/** Türkiye keeps UTC+3 all year (no daylight saving since 2016). */
const istanbulOffsetMs = 3 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * When an unanswered question closes: its creation plus N business days (Monday–Friday in Istanbul),
 * at the same time of day. Public holidays are not counted out (Trendyol publishes no calendar).
 */
export function answerDeadline(askedAt: Date, businessDays = ANSWER_DEADLINE_BUSINESS_DAYS): Date {
  let local = askedAt.getTime() + istanbulOffsetMs;
  let remaining = businessDays;
  while (remaining > 0) {
    local += dayMs;
    const weekday = new Date(local).getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return new Date(local - istanbulOffsetMs);
}
