import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package root. This file sits one level below it both as source (src/paths.ts) and
 * inside the bundle (dist/main.js), so the same relative step works in both.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations');

export const webDistFolder = path.resolve(serverRoot, '..', 'web', 'dist');
