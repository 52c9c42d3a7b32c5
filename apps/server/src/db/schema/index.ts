/**
 * Drizzle tables, one file per feature, re-exported here for drizzle-kit and the typed client.
 * The first migration only enables the extensions later features rely on (see migrations/).
 */
export {};
