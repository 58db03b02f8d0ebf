// Mobility counted by a variant's own move generator, for the piece boards whose lines have no cheaper count (the
// ring's leap lines, the torus's looping rays): each side's pseudo-legal moves, per kind of the man that moves. The
// generator already sends each destination once, so a count is the number of distinct cells a man can go to.
// Hot code: the move buffer is made once per counter.
import type { GenMode } from '../../src/core/rules';
import { GEN_ALL } from '../../src/core/rules';
import { CELL_MASK } from './piece-move';
import type { PiecePosition } from './piece-position';

/** The variant's generator: fills out[start ..] with the side to move's pseudo-legal moves; returns the end. */
export type PieceMoveGenerator = (pos: PiecePosition, out: Int32Array, start: number, mode: GenMode) => number;

/** Counts into out[colour * kinds + kind] the pseudo-legal moves of each colour's men of each kind. */
export type MobilityCounter = (pos: PiecePosition, out: Int32Array) => void;

export function createMobilityCounter(
  generate: PieceMoveGenerator,
  maxMoves: number,
  kindMask: number,
  kinds: number,
): MobilityCounter {
  const moves = new Int32Array(maxMoves);
  return (pos, out) => {
    out.fill(0, 0, 2 * kinds);
    const board = pos.board;
    const mover = pos.stm;
    // The side not to move is counted by handing it the move for the count's length only: the generators read
    // nothing else that depends on the side (no castling, no en passant on these boards).
    for (let turn = 0; turn < 2; turn++) {
      const colour = mover ^ turn;
      pos.stm = colour;
      const end = generate(pos, moves, 0, GEN_ALL);
      const base = colour * kinds;
      for (let i = 0; i < end; i++) out[base + (board[moves[i] & CELL_MASK] & kindMask)]++;
    }
    pos.stm = mover;
  };
}
