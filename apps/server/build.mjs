import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundles the server (and the contracts source it imports) into dist/; npm packages stay external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@cevapla/'));

await build({
  entryPoints: { main: 'src/main.ts', migrate: 'src/db/migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
