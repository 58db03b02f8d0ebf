// The FIDE-board family's bit sets (position.ts `bits`: each piece code's cells and each colour's, kept by make and
// unmake) against the same sets counted afresh from the board, at every node of small trees (castling, en passant,
// promotions, M.S.G.'s merges, splits and gallops, the cylinder's joined files, moves refused as illegal) and along
// seeded random games played out and taken back, in normal, msg and the cylinder.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { PositionCore, Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { GEN_ALL } from '../../src/core/rules';
import type { VariantName } from '../../src/core/types';
import { random } from '../helpers/playouts';

/** What the test reads of a family position (every board's copy of position.ts has these). */
interface BitsPosition extends PositionCore {
  readonly board: Uint8Array;
  readonly bits: Int32Array;
}

/** The bit sets of `board` counted from scratch: code 2 * code + word, and the colours' under codes 0 and 8. */
function countedBits(board: Uint8Array): number[] {
  const bits = new Array<number>(32).fill(0);
  board.forEach((piece, cell) => {
    if (piece === 0) return;
    bits[2 * piece + (cell >> 5)] |= 1 << cell;
    bits[2 * (piece & 8) + (cell >> 5)] |= 1 << cell;
  });
  return bits;
}

function expectInStep(rules: Rules<PositionCore>, pos: BitsPosition): void {
  expect(Array.from(pos.bits), rules.formatPosition(pos)).toEqual(countedBits(pos.board));
}

const TREES: readonly (readonly [VariantName, string, number])[] = [
  ['normal', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
  // En passant, promotions with and without capture, a pinned pawn.
  ['normal', 'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 2],
  ['normal', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 3],
  ['msg', 'r3k2B/1P4P1/8/3pP3/3P4/4P3/8/R3K2R w KQq d6 0 1 00', 2],
  ['msg', '6k1/5ppp/8/8/Q2Q4/8/5B2/1r1R2K1 w - - 0 1 00', 2],
  ['msg', '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 00', 2],
  ['cylinder', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
];

/** Walks the tree below `pos`, checking the bit sets at every node and after every move taken back or refused. */
function walk(rules: Rules<PositionCore>, pos: BitsPosition, depth: number, buffer: Int32Array, ply: number): number {
  expectInStep(rules, pos);
  if (depth === 0) return 1;
  let nodes = 0;
  const base = ply * rules.maxMoves;
  const end = base + rules.generateMoves(pos, buffer, base, GEN_ALL);
  for (let i = base; i < end; i++) {
    if (rules.makeMove(pos, buffer[i])) {
      nodes += walk(rules, pos, depth - 1, buffer, ply + 1);
      rules.unmakeMove(pos);
    }
    expectInStep(rules, pos);
  }
  return nodes;
}

describe('bit sets against the board', () => {
  test.each(TREES)('%s %s, every node to depth %i', (variant, fen, depth) => {
    const rules = createEngine(variant).rules;
    const pos = expectOk(rules.parsePosition(fen)) as BitsPosition;
    const buffer = new Int32Array(rules.maxMoves * (depth + 1));
    expect(walk(rules, pos, depth, buffer, 0)).toBeGreaterThan(depth);
  });

  test.each(['normal', 'msg', 'cylinder'] as const)('%s: seeded random games and their unwinding', (variant) => {
    const rules = createEngine(variant).rules;
    const next = random(0xb175);
    const buffer = new Int32Array(rules.maxMoves);
    for (let game = 0; game < 6; game++) {
      const pos = rules.startPosition() as BitsPosition;
      let played = 0;
      while (played < 150 && rules.outcome(pos) === undefined) {
        const count = rules.generateMoves(pos, buffer, 0, GEN_ALL);
        const move = buffer[Math.floor(next() * count)];
        if (!rules.makeMove(pos, move)) continue;
        played++;
        expectInStep(rules, pos);
      }
      for (; played > 0; played--) {
        rules.unmakeMove(pos);
        expectInStep(rules, pos);
      }
      expect(rules.formatPosition(pos)).toBe(rules.formatPosition(rules.startPosition()));
    }
  });
});
