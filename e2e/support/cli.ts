import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..');
export const e2eDataDir = path.join(root, '.data', 'e2e');

/** Runs one of the server's operator commands (coupon:create, admin:grant) against the app's database. */
export async function runServerCli(script: string, args: string[]) {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src', script), ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    },
  );
}

/** Gives an account the admin role the way an operator does: `npm run admin:grant -- <email>`. */
export const grantAdmin = (email: string) => runServerCli('features/accounts/grant-admin-cli.ts', [email]);
