import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = resolve(import.meta.dirname, '../features');
const importPattern = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function featureOf(path: string): string | undefined {
  const inside = relative(featuresDir, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

/** Features are composed in app/ only (STYLE.md, bulletproof-react): one feature never imports another. */
describe('feature boundaries', () => {
  it('has no import from one feature into another', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const own = featureOf(file);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = specifier ? featureOf(resolve(file, '..', specifier)) : undefined;
        if (target && target !== own) crossings.push(`${relative(featuresDir, file)} → ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('sees the features it guards', () => {
    expect(sourceFiles(featuresDir).length).toBeGreaterThan(50);
  });
});
