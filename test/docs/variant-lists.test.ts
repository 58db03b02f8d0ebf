// Every list of variants kept outside the registry (`VARIANTS`, src/core/types.ts) is checked against it here: the
// packaging, the man page, the soak and book scripts, the books and rules pages, README, docs/protocol.md's support
// matrix, the web site's entry type and measurements, the tuning tables, the bench signatures and perft references.
// A variant added to the registry fails one test per list that does not name it yet. Lists that can be computed are
// computed instead (the XBoard `variants=` feature, the fuzzer's XBoard variants, the release test's plugin file, the
// board page's menu from the engine's UCI_Variant option), so they are not here.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { VARIANTS } from '../../src/core/types';
import { xboardCanShow, xboardSetup } from '../../protocol/xboard-spelling';
import { createEngine } from '../../engines';
import { PERFT_REFERENCES } from '../../src/search/perft-references';

const ROOT = resolve(__dirname, '../..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The registry as the lists see it: every variant, those XBoard can show, and those of them XBoard is told of by
 * `setup` (engine-defined: XBoard cannot check their moves). */
interface Registry {
  readonly all: readonly string[];
  readonly xboard: readonly string[];
  readonly engineDefined: readonly string[];
}

const xboard = VARIANTS.filter(xboardCanShow);
const REGISTRY: Registry = {
  all: VARIANTS,
  xboard,
  engineDefined: xboard.filter((name) => xboardSetup(name, createEngine(name).rules.startText) !== undefined),
};

/** A list in a file: `check` returns its problems against a registry (each naming the variant), none when it agrees. */
interface VariantList {
  readonly list: string;
  readonly file: string;
  readonly check: (text: string, registry: Registry) => string[];
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];

function match(text: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(text);
  if (found === null) throw new Error(`${what}: ${pattern} not found`);
  return found[1];
}

function allMatches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((found) => found[1]);
}

/** Names of `expected` missing from `names`, then names `names` holds that `expected` does not. */
function compareSet(names: readonly string[], expected: readonly string[]): string[] {
  return [
    ...expected.filter((name) => !names.includes(name)).map((name) => `${name} is missing`),
    ...names.filter((name) => !expected.includes(name)).map((name) => `${name} is not a variant here`),
  ];
}

/** As compareSet, and the order of the registry too (lists a program reads). */
function compareList(names: readonly string[], expected: readonly string[]): string[] {
  const problems = compareSet(names, expected);
  return problems.length === 0 && names.join(',') !== expected.join(',')
    ? [`order ${names.join(',')} is not the registry's ${expected.join(',')}`]
    : problems;
}

/** "`msg`, `stack` and `sesqui`" or "msg, stack and sesqui" → the names. */
function proseNames(text: string): string[] {
  return text
    .replace(/`/g, '')
    .split(/,\s*|\s+and\s+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function countWord(word: string, registry: Registry): string[] {
  const expected = NUMBER_WORDS[registry.all.length] ?? String(registry.all.length);
  return word === expected ? [] : [`says "${word}" variants, the registry has ${expected}`];
}

/** The text from `from` to the next `to` after it. */
function section(text: string, from: string, to: string): string {
  const start = text.indexOf(from);
  if (start < 0) throw new Error(`${from} not found`);
  return text.slice(start, text.indexOf(to, start + from.length));
}

export const LISTS: readonly VariantList[] = [
  {
    list: 'the XBoard plugin file: variants XBoard can show',
    file: 'packaging/topochess.eng',
    check: (text, r) => compareList(text.split('\n')[2].split(','), r.xboard),
  },
  {
    list: 'man page: the variants described',
    file: 'packaging/topochess.6',
    check: (text, r) =>
      compareSet(allMatches(section(text, '.SH DESCRIPTION', '.SH COMMANDS'), /^\.TP\n\.B (\S+)$/gm), r.all),
  },
  {
    list: 'man page: how many variants',
    file: 'packaging/topochess.6',
    check: (text, r) => countWord(match(text, /plays (\w+) chess variants/, 'count'), r),
  },
  {
    list: 'man page: the XBoard feature variants=',
    file: 'packaging/topochess.6',
    check: (text, r) => compareList(match(text, /\.B variants="([^"]*)"/, 'variants=').split(','), r.xboard),
  },
  {
    list: "man page: XBoard's engine-defined variants",
    file: 'packaging/topochess.6',
    check: (text, r) =>
      compareSet(proseNames(match(text, /\nfor ([\w, ]+)\. The XBoard option/, 'for')), r.engineDefined),
  },
  {
    list: "soak's default variants",
    file: 'scripts/soak.sh',
    check: (text, r) => compareList(match(text, /^VARIANTS=\$\{VARIANTS:-([^}]*)\}/m, 'VARIANTS').split(' '), r.all),
  },
  {
    list: "the Makefile's book variants",
    file: 'Makefile',
    check: (text, r) => compareList(match(text, /^BOOK_VARIANTS := (.*)$/m, 'BOOK_VARIANTS').split(' '), r.all),
  },
  {
    list: 'books/: one opening book per variant',
    file: 'books/',
    check: (_, r) =>
      r.all.filter((name) => !existsSync(join(ROOT, 'books', `${name}.epd`))).map((n) => `${n}.epd is missing`),
  },
  {
    list: 'docs/variants/: one rules page per variant',
    file: 'docs/variants/',
    check: (_, r) =>
      r.all.filter((name) => !existsSync(join(ROOT, 'docs/variants', `${name}.md`))).map((n) => `${n}.md is missing`),
  },
  {
    list: "README's table of variants",
    file: 'README.md',
    check: (text, r) => compareList(allMatches(section(text, '| variant |', '\n\n'), /^\| `(\w+)` \|/gm), r.all),
  },
  {
    list: "README's XBoard variants",
    file: 'README.md',
    check: (text, r) =>
      compareList(proseNames(match(text, /understands `variant ([^.]*?), and under UCI/, 'understands')), r.xboard),
  },
  {
    list: "docs/protocol.md's support matrix",
    file: 'docs/protocol.md',
    check: (text, r) =>
      compareList(allMatches(section(text, '## Support matrix', '\nNew variants'), /^\| `(\w+)` \|/gm), r.all),
  },
  {
    list: "docs/protocol.md's XBoard feature variants=",
    file: 'docs/protocol.md',
    check: (text, r) => compareList(match(text, /highlight=0 variants="([^"]*)"/, 'variants=').split(','), r.xboard),
  },
  {
    list: "docs/install.md's XBoard engine-defined variants",
    file: 'docs/install.md',
    check: (text, r) =>
      compareSet(
        proseNames(match(text, /engine-defined\s+((?:`\w+`(?:, | and ))*`\w+`), for which/, 'install')),
        r.engineDefined,
      ),
  },
  {
    list: 'docs/install.md: how many variants play and match play',
    file: 'docs/install.md',
    check: (text, r) => countWord(match(text, /play all (\w+);/, 'count'), r),
  },
  {
    list: "docs/tuning.md's table of evaluation tables",
    file: 'docs/tuning.md',
    check: (text, r) =>
      compareList(allMatches(section(text, '| variant | table |', '\n\n'), /^\| `(\w+)` \|/gm), r.all),
  },
  {
    list: "docs/web.md's measured site, per variant",
    file: 'docs/web.md',
    check: (text, r) =>
      compareList(
        allMatches(section(text, "| variant | page opened to the engine's reply", '\n\n'), /^\| `(\w+)` \|/gm),
        r.all,
      ),
  },
  {
    list: "the web entry's own Variant type",
    file: 'src/web/api.ts',
    check: (text, r) =>
      compareList(allMatches(match(text, /^export type Variant = ([^;]*);/m, 'Variant'), /'(\w+)'/g), r.all),
  },
  {
    list: 'bench signatures',
    file: 'bench-signatures.txt',
    check: (text, r) => compareList(allMatches(text, /^(\w+) \d+$/gm), r.all),
  },
  {
    list: 'perft references',
    file: 'src/search/perft-references.ts',
    check: (_, r) => compareSet([...new Set(PERFT_REFERENCES.map((row) => row.variant))], r.all),
  },
  {
    list: 'perft references with a depth marked for bench',
    file: 'src/search/perft-references.ts',
    check: (_, r) =>
      compareSet([...new Set(PERFT_REFERENCES.filter((row) => row.bench).map((row) => row.variant))], r.all),
  },
];

const textOf = (file: string): string => (file.endsWith('/') ? '' : read(file));

describe('every list of variants agrees with the registry', () => {
  test.each(LISTS.map((list) => [`${list.file}: ${list.list}`, list] as const))('%s', (_, list) => {
    expect(list.check(textOf(list.file), REGISTRY)).toEqual([]);
  });

  test('a variant added to the registry fails every list that does not name it', () => {
    const grown: Registry = {
      all: [...REGISTRY.all, 'zzz'],
      xboard: [...REGISTRY.xboard, 'zzz'],
      engineDefined: [...REGISTRY.engineDefined, 'zzz'],
    };
    for (const list of LISTS) {
      const problems = list.check(textOf(list.file), grown);
      expect(problems.length, `${list.file}: ${list.list}`).toBeGreaterThan(0);
      if (!list.list.includes('how many')) expect(problems.join('; '), list.list).toContain('zzz');
    }
  });

  test('a name taken out of a list is found missing', () => {
    const eng = read('packaging/topochess.eng').replace(',msg', '');
    expect(LISTS[0].check(eng, REGISTRY)).toEqual(['msg is missing']);
    const soak = read('scripts/soak.sh').replace(' besiege', '');
    const soakList = LISTS.find((list) => list.file === 'scripts/soak.sh');
    expect(soakList?.check(soak, REGISTRY)).toEqual(['besiege is missing']);
  });
});
