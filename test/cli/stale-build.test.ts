// `bench` refuses a build older than the sources beside it (src/cli/stale-build.ts): a checkout laid out in a temp
// folder, file times set by hand.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { staleBuild } from '../../src/cli/stale-build';
import { makeTempDir } from '../helpers/temp-dir';

/** A checkout with a bundle, an executable and two sources, every file dated `seconds` (epoch). */
function checkout(seconds: number): string {
  const root = makeTempDir('topochess-stale-');
  for (const file of [
    'src/search/perft-references.ts',
    'engines/stack/params.json',
    'dist/bundle/main.cjs',
    'dist/topochess',
  ]) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
    utimesSync(join(root, file), seconds, seconds);
  }
  return root;
}

describe('a stale build', () => {
  test('a bundle older than a perft row edit is named with the source', () => {
    const root = checkout(1_000_000);
    utimesSync(join(root, 'src/search/perft-references.ts'), 2_000_000, 2_000_000);
    expect(staleBuild([join(root, 'dist/bundle/main.cjs')])).toBe(
      'dist/bundle/main.cjs is older than src/search/perft-references.ts: run make build (make bench rebuilds it)',
    );
    expect(staleBuild([undefined, join(root, 'dist/topochess')])).toMatch(/^dist\/topochess is older than src\//);
  });

  test('a JSON table counts too (evaluation parameters)', () => {
    const root = checkout(1_000_000);
    utimesSync(join(root, 'engines/stack/params.json'), 2_000_000, 2_000_000);
    expect(staleBuild([join(root, 'dist/bundle/main.cjs')])).toMatch(/older than engines\/stack\/params\.json/);
  });

  test('an up-to-date build, or one outside a checkout, is not stale', () => {
    const root = checkout(1_000_000);
    expect(staleBuild([join(root, 'dist/bundle/main.cjs')])).toBeUndefined();
    const elsewhere = makeTempDir('topochess-installed-');
    writeFileSync(join(elsewhere, 'topochess'), '');
    expect(staleBuild([join(elsewhere, 'topochess'), process.execPath])).toBeUndefined();
  });
});
