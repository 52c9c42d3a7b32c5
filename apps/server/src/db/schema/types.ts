import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, enabled by the first migration): e-mail addresses. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
