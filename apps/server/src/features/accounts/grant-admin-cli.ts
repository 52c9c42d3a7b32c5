import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/open.js';
import { createLogger } from '../../logger.js';
import { setRole } from './repository.js';

/** `npm run admin:grant -- <email>`: gives an existing account the admin role. */
const email = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!email || !z.email().safeParse(email).success) {
  process.stderr.write('Usage: npm run admin:grant -- <email>\n');
  process.exit(1);
}

const config = loadConfig();
const logger = createLogger({ ...config, logLevel: 'warn' });
const database = await openDatabase(config, logger, 'cevapla-admin-grant');
try {
  const user = await setRole(database.db, email, 'admin');
  if (!user) {
    process.stderr.write(`No account is registered with ${email}.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${email} is now an admin.\n`);
  }
} finally {
  await database.close();
}
