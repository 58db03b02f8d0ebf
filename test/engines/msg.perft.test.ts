// Perft for variant `msg` against every row of msg.md's reference table, and with merge, split and gallop switched
// off against the FIDE table (the 8x8 engine must then be plain chess).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { Chess8Rules } from '../../engines/chess8';
import { expectOk } from '../../src/core/result';
import { divide, perft } from '../../src/search/perft';
import { FIDE_PERFT } from './fide-perft-table';

const rules = createEngine('msg').rules;

// [name, position, node counts from depth 1]; deeper rows that take long are left to `make bench`.
const MSG_PERFT: readonly (readonly [string, string, readonly number[]])[] = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 00', [30, 900, 31_864, 1_118_993]],
  ['promotions, merges on the last rank, en passant', 'r3k2B/1P4P1/8/3pP3/3P4/4P3/8/R3K2R w KQq d6 0 1 00', [71, 1_552, 81_421, 1_110_118]],
  ['queen and king splits', '6k1/5ppp/8/8/Q2Q4/8/5B2/1r1R2K1 w - - 0 1 00', [86, 1_424, 113_748, 1_964_352]],
  ['gallops', '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 00', [24, 664, 13_710, 342_646]],
  ['gallop counter at its limit', '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 20', [17, 466, 8_998, 224_080]],
  ['bishop splits into pawns', '4k3/8/8/8/6B1/2N5/4B3/4K3 w - - 0 1 00', [38, 151, 5_420]],
];

describe('perft msg', () => {
  test.each(MSG_PERFT)('%s', (_name, text, counts) => {
    const pos = expectOk(rules.parsePosition(text));
    const before = rules.formatPosition(pos);
    counts.forEach((nodes, index) => expect(perft(rules, pos, index + 1)).toBe(nodes));
    expect(rules.formatPosition(pos)).toBe(before);
  });

  test('the start position has the 20 FIDE moves and the 10 merges msg.md lists', () => {
    const moves = divide(rules, rules.startPosition(), 1).map((entry) => entry.move);
    const merges = 'a1a2mq a1b1mq b1d2mr c1b2mr c1d2mr f1e2mr f1g2mr g1e2mr h1g1mq h1h2mq'.split(' ');
    expect(moves.filter((move) => move.length > 4).sort()).toEqual(merges);
    expect(moves.filter((move) => move.length === 4)).toHaveLength(20);
  });
});

describe('msg with merge, split and gallop switched off is FIDE chess', () => {
  const plain = new Chess8Rules('msg', 0);
  // Rows under 1.5 M nodes keep this quick; the heavy ones run for `normal` itself.
  test.each(FIDE_PERFT.filter((row) => row[3] < 1_500_000))('%s', (_name, fen, depth, nodes) => {
    expect(perft(plain, expectOk(plain.parsePosition(fen)), depth)).toBe(nodes);
  });

  test('start position depth 4 and CPW positions 5 and 6 at depth 3', () => {
    expect(perft(plain, plain.startPosition(), 4)).toBe(197_281);
    expect(perft(plain, expectOk(plain.parsePosition('rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8')), 3)).toBe(62_379);
    const six = 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10';
    expect(perft(plain, expectOk(plain.parsePosition(six)), 3)).toBe(89_890);
  });
});
