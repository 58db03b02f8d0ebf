// Perft table for variant `normal`: the chessprogramming.org reference positions plus special-rule positions
// (en passant pins and discovered checks, castling through and into check, promotions, stalemate traps).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { expectOk } from '../../src/core/result';
import { divide, perft } from '../../src/search/perft';
import { FIDE_PERFT as PERFT } from './fide-perft-table';

const rules = createEngine('normal').rules;

describe('perft normal', () => {
  test.each(PERFT)('%s', (_name, fen, depth, nodes) => {
    const pos = expectOk(rules.parsePosition(fen));
    const before = rules.formatPosition(pos);
    expect(perft(rules, pos, depth)).toBe(nodes);
    // make/unmake must leave the position exactly as it was
    expect(rules.formatPosition(pos)).toBe(before);
  });

  test('divide sums to perft and lists the 20 opening moves', () => {
    const pos = rules.startPosition();
    const entries = divide(rules, pos, 3);
    expect(entries).toHaveLength(20);
    expect(entries.reduce((sum, e) => sum + e.nodes, 0)).toBe(8_902);
    expect(entries.find((e) => e.move === 'e2e4')?.nodes).toBe(600);
    expect(perft(rules, pos, 0)).toBe(1);
  });
});
