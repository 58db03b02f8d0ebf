// The pictures in docs/img/ are what `topochess diagram` draws now: each entry of scripts/diagrams.mjs is drawn
// in-process and compared byte for byte with the committed file (`make diagrams` redraws them all), and every picture
// in docs/img/ is listed there and used by a page of docs/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildDiagram, type DiagramArgs } from '../../src/cli/diagram';
// @ts-expect-error plain ESM script shared with `make diagrams`
import { DIAGRAMS, IMG_DIR } from '../../scripts/diagrams.mjs';

type Entry = DiagramArgs & { readonly file: string };
const entries = DIAGRAMS as readonly Entry[];
const DOCS = join(IMG_DIR, '..');

describe('docs/img', () => {
  test.each(entries.map((entry) => [entry.file, entry] as const))('%s is what the command draws now', (_, entry) => {
    const { file, ...args } = entry;
    const committed = readFileSync(join(IMG_DIR, file), 'utf8');
    expect(buildDiagram(args) === committed, `${file} is out of date: run make diagrams`).toBe(true);
  });

  test('every picture is listed once and shown on a page', () => {
    const files = readdirSync(IMG_DIR).filter((name) => name.endsWith('.svg'));
    expect([...files].sort()).toEqual(entries.map((entry) => entry.file).sort());
    const pages = [DOCS, join(DOCS, 'variants')]
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => name.endsWith('.md'))
          .map((name) => join(dir, name)),
      )
      .map((page) => readFileSync(page, 'utf8'))
      .join('\n');
    for (const file of files) expect(pages, `${file} is not used in docs/`).toContain(`img/${file}`);
  });
});
