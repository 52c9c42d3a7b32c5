import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { questions } from '../../db/schema/questions.js';

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const decisionOf = (row: { answerStatus: number | null; decidedBy: string | null }) => {
  if (row.answerStatus === 1) return row.decidedBy === 'auto' ? 'Otomatik gönderildi' : 'Onaylandı';
  if (row.answerStatus === 2) return 'Reddedildi';
  if (row.answerStatus === 0) return 'Onay bekliyor';
  return '';
};

/** One CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180, ';' for Turkish Excel). */
export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const header = [
  'Soru Tarihi',
  'Ürün',
  'Ürün Kodu',
  'Soru',
  'Cevap',
  'Cevap Tarihi',
  'Trendyol Durumu',
  'Karar',
  'Kalite Puanı',
];

/**
 * The seller's questions and answers of a period as CSV: UTF-8 with a BOM and ';' between fields, so
 * Excel in Turkish shows the letters and the columns as they are.
 */
export async function questionsCsv(db: Database, storeId: string, from: Date, to: Date): Promise<string> {
  const rows = await db
    .select({
      askedAt: questions.askedAt,
      productName: questions.productName,
      productMainId: questions.productMainId,
      text: questions.text,
      answerText: questions.answerText,
      answeredAt: questions.answeredAt,
      marketplaceStatus: questions.marketplaceStatus,
      answerStatus: questions.answerStatus,
      decidedBy: questions.decidedBy,
      score: questions.draftScoreTotal,
    })
    .from(questions)
    .where(and(eq(questions.storeId, storeId), gte(questions.askedAt, from), lt(questions.askedAt, to)))
    .orderBy(asc(questions.askedAt));
  const lines = rows.map((row) =>
    [
      dateTime.format(row.askedAt),
      row.productName,
      row.productMainId ?? '',
      row.text,
      row.answerText ?? '',
      row.answeredAt ? dateTime.format(row.answeredAt) : '',
      row.marketplaceStatus,
      decisionOf(row),
      row.score === null ? '' : String(row.score),
    ]
      .map(csvField)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}
