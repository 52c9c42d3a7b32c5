import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Assigns every case of the evaluation set to the development or the test half, once: cases are
 * grouped by store, topic and label (questions) or by category (guardrail answers), and each group is
 * dealt out alternately in id order, starting with the half its name hashes to. A case that already
 * has a `split` keeps it, so the halves never move once tuning has begun.
 *
 *   npx tsx bench/answer-eval/split.ts
 */
type Splittable = { id: string; split?: 'dev' | 'test' } & Record<string, unknown>;

const root = import.meta.dirname;
const hash = (text: string) => [...text].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);

function deal(items: Splittable[], groupOf: (item: Splittable) => string): void {
  const groups = new Map<string, Splittable[]>();
  for (const item of [...items].sort((a, b) => a.id.localeCompare(b.id))) {
    const key = groupOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const [key, members] of groups) {
    let next = hash(key) % 2;
    for (const item of members) {
      if (item.split) continue;
      item.split = next === 0 ? 'dev' : 'test';
      next = 1 - next;
    }
  }
}

function rewrite(file: string, groupOf: (item: Splittable) => string) {
  if (!existsSync(file)) return;
  const items = JSON.parse(readFileSync(file, 'utf8')) as Splittable[];
  deal(items, groupOf);
  writeFileSync(file, `${JSON.stringify(items, null, 2)}\n`);
  const dev = items.filter((item) => item.split === 'dev').length;
  process.stdout.write(`${path.relative(root, file)}: ${dev} dev, ${items.length - dev} test\n`);
}

for (const store of ['moda', 'evtek', 'saglik']) {
  rewrite(
    path.join(root, 'questions', `${store}.json`),
    (item) => `${store}:${String(item.topic)}:${String(item.answerable)}`,
  );
}
rewrite(path.join(root, 'answers', 'guardrails.json'), (item) => `${String(item.category)}:${String(item.compliant)}`);
