import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

// `npm start`: build what is missing or out of date, then run the product (role all unless
// `npm start -- --role api|worker` says otherwise) in this very process, so signals reach it directly.
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
buildIfNeeded(root);
await import(pathToFileURL(path.join(root, 'apps', 'server', 'dist', 'main.js')).href);
