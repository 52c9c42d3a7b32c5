/** Drizzle tables, one file per feature, re-exported here for drizzle-kit and the typed client. */
export * from './accounts.js';
export * from './answering.js';
export * from './billing.js';
export * from './contact.js';
export * from './dashboard.js';
export * from './mail.js';
export * from './questions.js';
export * from './stores.js';
export * from './system.js';
