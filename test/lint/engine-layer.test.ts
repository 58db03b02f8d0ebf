// The engine layer rule of eslint.config.mjs (CONTRIBUTING.md, "Layers"): an engine folder imports its own files, the
// shared engine folders, src/core, src/topology and src/search/jobs, never another engine's folder. The import rules
// of the real config are run on small texts placed in engine folders (the type-aware part is left out: imports need no
// types, and a file that does not exist has none).
import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM config, the one `make lint` runs
import config from '../../eslint.config.mjs';

const ROOT = resolve(__dirname, '../..');
const importRules = (config as Linter.Config[]).filter((entry) => entry.rules?.['no-restricted-imports'] !== undefined);
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: importRules });

/** The messages of the import rule for `source` placed at `file`. */
async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
    filePath: resolve(ROOT, file),
  });
  return result.messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('the engine layer rule', () => {
  test.each([
    ['engines/stack/fixture.ts', '../chess8/topology'],
    ['engines/stack/fixture.ts', '../besiege'],
    ['engines/sesqui/fixture.ts', '../../engines/besiege/movegen'],
    ['engines/stack/fixture.ts', '../../src/search/search'],
    ['engines/stack/fixture.ts', '../../protocol/xboard'],
    ['engines/stack/fixture.ts', '../../src/gui/notation'],
    ['engines/stack/fixture.ts', '../index'],
    ['engines/cylinder/fixture.ts', '../chess8/board'],
  ])('%s may not import %s', async (file, source) => {
    const errors = await importErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^no-restricted-imports: /);
  });

  test.each([
    ['engines/stack/fixture.ts', './topology'],
    ['engines/stack/fixture.ts', '../common/ply-history'],
    ['engines/stack/fixture.ts', '../fide/position'],
    ['engines/cylinder/fixture.ts', '../generated/cylinder/rules'],
    ['engines/stack/fixture.ts', '../../src/core/types'],
    ['engines/stack/fixture.ts', '../../src/topology/grid'],
    ['engines/stack/fixture.ts', '../../src/search/jobs'],
    ['engines/salmon/planner.ts', '../../src/search/skill'],
    ['engines/index.ts', './stack'],
  ])('%s may import %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
