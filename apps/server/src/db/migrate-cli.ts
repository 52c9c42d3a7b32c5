import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from './open.js';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database. */
const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config, logger);
await database.close();
logger.info('migrations applied');
