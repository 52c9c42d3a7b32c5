import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Executor } from '../../db/client.js';
import { incidents } from '../../db/schema/system.js';
import { TrendyolError } from '../../integrations/trendyol/errors.js';

export type IncidentSource = (typeof incidents.$inferInsert)['source'];

export type Incident = {
  source: IncidentSource;
  operation: string;
  storeId?: string | null;
  error: unknown;
};

/** How long incidents are kept: the overview shows a day, a month leaves room to look back. */
export const INCIDENT_RETENTION_DAYS = 30;

const MAX_MESSAGE = 300;

/**
 * An error's message fit to keep: one line, at most 300 characters, with anything that looks like a
 * key or token (sk-…, Bearer …, long runs of key characters) replaced — providers quote keys back.
 */
export function redactMessage(message: string): string {
  const line = message
    .replace(/\s+/g, ' ')
    .replace(/\b(Bearer|Basic)\s+\S+/gi, '$1 [gizlendi]')
    .replace(
      /\b(api[-_]?key|key|token|secret|password|authorization)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi,
      '$1$2[gizlendi]',
    )
    .replace(/\b(sk|pk|rk|key|api[-_]?key)[-_][A-Za-z0-9_*.-]{6,}/gi, '[gizlendi]')
    .replace(/[A-Za-z0-9_+/=-]{32,}/g, '[gizlendi]')
    .trim();
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
}

/** The class of an error in a word: Trendyol's kind, or what an LLM call's failure amounts to. */
export function incidentCode(error: unknown): string {
  if (error instanceof TrendyolError) return error.kind;
  if (!(error instanceof Error)) return 'unexpected';
  const cause = (error as { lastError?: unknown }).lastError;
  if (error.name === 'AI_RetryError' && cause instanceof Error) return incidentCode(cause);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
  if (/NoObjectGenerated|NoOutput|TypeValidation|JSONParse|InvalidResponse/.test(error.name)) return 'invalid-output';
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') {
    if (status === 429) return 'rate-limited';
    if (status === 401 || status === 403) return 'credentials';
    if (status >= 500) return 'unavailable';
    return `http-${status}`;
  }
  if (/fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND/i.test(error.message)) return 'unavailable';
  return 'unexpected';
}

/**
 * Records a failure of the marketplace or the LLM. Never throws: recording must not turn a handled
 * failure into an unhandled one (a failed insert is logged instead).
 */
export async function recordIncident(db: Executor, logger: Logger, incident: Incident, now: Date): Promise<void> {
  const message = incident.error instanceof Error ? incident.error.message : String(incident.error);
  try {
    await db.insert(incidents).values({
      occurredAt: now,
      source: incident.source,
      operation: incident.operation,
      storeId: incident.storeId ?? null,
      code: incidentCode(incident.error),
      message: redactMessage(message) || '—',
    });
  } catch (error) {
    logger.error(
      { err: error, source: incident.source, operation: incident.operation },
      'could not record an incident',
    );
  }
}

/** Deletes incidents older than the retention period. */
export async function pruneIncidents(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INCIDENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(incidents).where(lt(incidents.occurredAt, cutoff)).returning({ id: incidents.id });
  return deleted.length;
}
