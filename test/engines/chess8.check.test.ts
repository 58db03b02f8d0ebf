// The FIDE-board family's in-check test after a move (attacks.ts: after an ordinary move only what the move changed is
// tested) against a full attack test of the same board read afresh from its FEN, at every node of small trees with
// direct and discovered checks, promotions, en passant and castling, in normal, msg and the cylinder; and the check a
// move gives told before it is played (Rules.givesCheck) against the in-check test after it.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { PositionCore, Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { GEN_ALL } from '../../src/core/rules';
import type { VariantName } from '../../src/core/types';

const POSITIONS: readonly (readonly [VariantName, string, number])[] = [
  ['normal', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
  // Discovered checks by a king (Kg6), a pawn (c6c7) and a knight (Ne4), a promotion with check (b8=Q), en passant
  // (g2g4 f4xg3).
  ['normal', '4k3/1P6/2P3K1/7B/B2pNp2/4R3/6P1/8 w - - 0 1', 3],
  ['normal', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 2],
  ['msg', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
  // Splits (Kd1-d2 splits the queen into two rooks round the king, one on the e-file checks; Qd7-d1 splits the rook
  // into a knight and a pawn, Nc1 or Nd2 checks), merges onto the last rank, gallops.
  ['msg', '4k3/8/8/8/8/8/3Q4/3K4 w - - 0 1 00', 2],
  ['msg', '8/3Q4/8/8/8/1k6/8/3RK3 w - - 0 1 00', 2],
  ['msg', '6k1/5ppp/8/8/Q2Q4/8/5B2/1r1R2K1 w - - 0 1 00', 2],
  ['msg', 'r3k2B/1P4P1/8/3pP3/3P4/4P3/8/R3K2R w KQq d6 0 1 00', 2],
  ['msg', '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 00', 2],
  ['cylinder', 'k7/8/8/8/K1P3rN/8/8/8 w - - 0 1', 3],
  ['cylinder', '4k3/8/8/8/7b/8/5B2/4K3 w - - 0 1', 3],
  ['cylinder', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
];

/** Legal moves whose check givesCheck told before they were played, and those it could not tell. */
let toldBefore = 0;
let toldLater = 0;

/** Checks counted below `pos` to `depth`; every node's inCheck must match the position parsed again from its FEN. */
function countChecks(
  rules: Rules<PositionCore>,
  pos: PositionCore,
  depth: number,
  buffer: Int32Array,
  ply: number,
): number {
  const fresh = expectOk(rules.parsePosition(rules.formatPosition(pos)));
  const inCheck = rules.inCheck(pos);
  expect(inCheck, rules.formatPosition(pos)).toBe(rules.inCheck(fresh));
  let checks = inCheck ? 1 : 0;
  if (depth === 0) return checks;
  const base = ply * rules.maxMoves;
  const end = base + rules.generateMoves(pos, buffer, base, GEN_ALL);
  for (let i = base; i < end; i++) {
    const told = rules.givesCheck!(pos, buffer[i]);
    if (!rules.makeMove(pos, buffer[i])) continue;
    if (told !== -1) {
      expect(told, rules.formatPosition(pos)).toBe(rules.inCheck(pos) ? 1 : 0);
      toldBefore++;
    } else toldLater++;
    checks += countChecks(rules, pos, depth - 1, buffer, ply + 1);
    rules.unmakeMove(pos);
  }
  return checks;
}

describe('in check after a move, against a full attack test', () => {
  test.each(POSITIONS)('%s %s', (variant, fen, depth) => {
    const rules = createEngine(variant).rules;
    const pos = expectOk(rules.parsePosition(fen));
    const buffer = new Int32Array(rules.maxMoves * (depth + 1));
    toldBefore = 0;
    toldLater = 0;
    expect(countChecks(rules, pos, depth, buffer, 0)).toBeGreaterThan(0);
    // Only castling and en passant are left to be played.
    expect(toldBefore).toBeGreaterThan(toldLater);
  });
});
