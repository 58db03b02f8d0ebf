// Perft of every variant against the one reference table (src/search/perft-references.ts): each row's counts up to
// FAST_NODES here, the deep ones in `make bench`. Make/unmake must leave every position exactly as it was.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { createChess8Rules } from '../../engines/chess8';
import type { PositionCore, Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { VARIANTS, type VariantName } from '../../src/core/types';
import { divide, perft } from '../../src/search/perft';
import { PERFT_REFERENCES, type PerftReference } from '../../src/search/perft-references';

/** Counts above this are left to `make bench`, which checks them too. */
const FAST_NODES = 2_500_000;

function load(rules: Rules<PositionCore>, position: string): PositionCore {
  return position === 'startpos' ? rules.startPosition() : expectOk(rules.parsePosition(position));
}

function checkRow(rules: Rules<PositionCore>, row: PerftReference): void {
  const pos = load(rules, row.position);
  const before = rules.formatPosition(pos);
  for (const [depth, nodes] of row.counts) {
    if (nodes <= FAST_NODES) expect(perft(rules, pos, depth), `${row.name} depth ${depth}`).toBe(nodes);
  }
  expect(rules.formatPosition(pos)).toBe(before);
}

const rulesOf = new Map<VariantName, Rules<PositionCore>>();
function rulesFor(variant: VariantName): Rules<PositionCore> {
  let rules = rulesOf.get(variant);
  if (rules === undefined) rulesOf.set(variant, (rules = createEngine(variant).rules));
  return rules;
}

describe.each(VARIANTS)('perft %s', (variant) => {
  const rows = PERFT_REFERENCES.filter((row) => row.variant === variant);
  test('has reference rows, one of them counted by bench', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => (row.bench ?? []).length > 0)).toBe(true);
  });
  test.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => checkRow(rulesFor(variant), row));
});

describe('M.S.G. with merge, split and gallop switched off is FIDE chess', () => {
  const plain = createChess8Rules('msg', 0);
  test.each(PERFT_REFERENCES.filter((row) => row.variant === 'normal').map((row) => [row.name, row] as const))(
    '%s',
    (_name, row) => checkRow(plain, row),
  );
});

describe('divide', () => {
  test('sums to perft and lists the 20 opening moves of chess', () => {
    const rules = rulesFor('normal');
    const pos = rules.startPosition();
    const entries = divide(rules, pos, 3);
    expect(entries).toHaveLength(20);
    expect(entries.reduce((sum, e) => sum + e.nodes, 0)).toBe(8_902);
    expect(entries.find((e) => e.move === 'e2e4')?.nodes).toBe(600);
    expect(perft(rules, pos, 0)).toBe(1);
  });

  test('M.S.G.: the start position has the 20 FIDE moves and the 10 merges of its rules', () => {
    const rules = rulesFor('msg');
    const moves = divide(rules, rules.startPosition(), 1).map((entry) => entry.move);
    const merges = 'a1a2mq a1b1mq b1d2mr c1b2mr c1d2mr f1e2mr f1g2mr g1e2mr h1g1mq h1h2mq'.split(' ');
    expect(moves.filter((move) => move.length > 4).sort()).toEqual(merges);
    expect(moves.filter((move) => move.length === 4)).toHaveLength(20);
  });
});
