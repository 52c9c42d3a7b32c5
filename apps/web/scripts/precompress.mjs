import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// After `vite build`: a .br and a .gz next to every text asset, so the server sends compressed files
// without compressing on each request (@fastify/static preCompressed).
const root = path.resolve(import.meta.dirname, '..', 'dist');
const compressible = /\.(js|css|html|svg|json|txt|xml)$/;

function walk(directory) {
  for (const entry of readdirSync(directory)) {
    const file = path.join(directory, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(file) && statSync(file).size > 512) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
walk(root);
