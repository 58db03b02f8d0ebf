// `normal`'s network (engines/chess8/net.ts): the sums it keeps per ply and brings up to date from the moves played
// must be those of the board summed afresh, at every node of small trees (castling, en passant, promotions with and
// without capture, null moves, moves refused as illegal) and along seeded random games; and the engine's integer
// evaluation must be the trainer's float network (src/tune/net-train.ts) on the same weights, up to rounding (plus the
// hand-made evaluation for a residual network).
import { describe, expect, test } from 'vitest';
import { evaluate } from '../../engines/chess8/eval';
import { evaluateNet } from '../../engines/chess8/net';
import netFile from '../../engines/chess8/net.json';
import { createChess8Rules } from '../../engines/chess8/rules';
import type { Position } from '../../engines/chess8/position';
import { expectOk } from '../../src/core/result';
import { GEN_ALL } from '../../src/core/rules';
import { NetSetBuilder } from '../../src/tune/net-data';
import { netOutput } from '../../src/tune/net-train';
import type { Activation } from '../../src/tune/net-train';
import { MATE_BOUND } from '../../src/search/score';
import { random } from '../helpers/playouts';

const rules = createChess8Rules('normal');

/** The evaluation of the same position read afresh from its text (sums from the board alone). */
function fresh(pos: Position): number {
  return evaluateNet(expectOk(rules.parsePosition(rules.formatPosition(pos))));
}

function expectInStep(pos: Position): void {
  expect(evaluateNet(pos), rules.formatPosition(pos)).toBe(fresh(pos));
}

/** Walks the tree below `pos`, evaluating at every node (after a null move too) and after each move taken back. */
function walk(pos: Position, depth: number, buffer: Int32Array, ply: number): number {
  expectInStep(pos);
  if (depth === 0) return 1;
  let nodes = 0;
  if (!rules.inCheck(pos)) {
    rules.makeNullMove(pos);
    expectInStep(pos);
    rules.unmakeNullMove(pos);
  }
  const base = ply * rules.maxMoves;
  const end = base + rules.generateMoves(pos, buffer, base, GEN_ALL);
  for (let i = base; i < end; i++) {
    if (rules.makeMove(pos, buffer[i])) {
      nodes += walk(pos, depth - 1, buffer, ply + 1);
      rules.unmakeMove(pos);
    }
    expectInStep(pos);
  }
  return nodes;
}

describe("normal's network", () => {
  test.each([
    ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
    // En passant, promotions with and without capture, a pinned pawn.
    ['n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 2],
    ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 3],
  ])('the sums follow every move of the tree below %s', (text, depth) => {
    const buffer = new Int32Array(rules.maxMoves * (depth + 1));
    expect(walk(expectOk(rules.parsePosition(text)), depth, buffer, 0)).toBeGreaterThan(100);
  });

  test('the sums follow seeded random games, played out and taken back', () => {
    const next = random(7);
    const buffer = new Int32Array(rules.maxMoves);
    let checked = 0;
    for (let game = 0; game < 6; game++) {
      const pos = rules.startPosition();
      let played = 0;
      for (; played < 120; played++) {
        const legal = Array.from(buffer.subarray(0, rules.generateMoves(pos, buffer, 0, GEN_ALL))).filter((move) => {
          const ok = rules.makeMove(pos, move);
          if (ok) rules.unmakeMove(pos);
          return ok;
        });
        if (legal.length === 0) break;
        // Evaluate only now and then, so that the sums are brought up over several moves at once too.
        if (next() < 0.4) {
          expectInStep(pos);
          checked++;
        }
        rules.makeMove(pos, legal[Math.floor(next() * legal.length)]);
      }
      for (; played > 0; played--) {
        rules.unmakeMove(pos);
        if (next() < 0.2) expectInStep(pos);
      }
      expect(rules.formatPosition(pos)).toBe(rules.formatPosition(rules.startPosition()));
    }
    expect(checked).toBeGreaterThan(100);
  });

  test("the engine's evaluation is the trainer's network on the same weights", () => {
    const weights = {
      hidden: netFile.hidden,
      buckets: netFile.buckets,
      residual: netFile.residual,
      activation: netFile.activation as Activation,
      k: netFile.k,
      w1: Float32Array.from(netFile.w1, (w) => w / netFile.w1Scale),
      b1: Float32Array.from(netFile.b1),
      w2: Float32Array.from(netFile.w2),
      b2: Float32Array.from(netFile.b2),
    };
    const positions = [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'r1bq1rk1/pp2nppp/2n1p3/3pP3/2pP4/P1P2N2/2P2PPP/R1BQKB1R w KQ - 1 9',
      '2r3k1/pp3ppp/4p3/3pP3/1P1P4/P4N2/5PPP/2R3K1 b - - 0 24',
      '8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1',
    ];
    const builder = new NetSetBuilder({ mateScore: MATE_BOUND }, netFile.residual ? evaluate : undefined);
    for (const text of positions) builder.addLine(`${text} | 0 | 0 | 0.5 | 0`, 'test');
    const set = builder.finish();
    expect(set.count).toBe(positions.length);
    positions.forEach((text, i) => {
      const engine = evaluateNet(expectOk(rules.parsePosition(text)));
      const trainer = set.base[i] + netOutput(weights, set, i) / weights.k;
      // The first layer in steps of 1/1024, summed over up to 32 men: a few centipawns at most.
      expect(Math.abs(engine - trainer), text).toBeLessThan(4);
    });
  });
});
