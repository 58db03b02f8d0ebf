// Static exchange evaluation for the piece boards (the ring, the torus): whether the captures and recaptures on a
// move's target cell, each side taking with its cheapest man and free to stop, net the mover at least a threshold
// (Stockfish's `see_ge` swap loop, as engines/chess8/see.ts). A variant describes its attackers by the tables its
// attack test reads: leap tables (pawn attackers per side, knight-like and king leaps, the ring's opposite cell), each
// with the kinds that take along it, and line tables (slides, the ring's bishop leap lines, the torus's rays), each
// line with the kinds that slide along it. Built once per variant, the tables are merged per target cell: a cell that
// several leap tables list is one entry (its kinds joined), and a line is cut before it returns to its target or to a
// cell it has passed, so on a loop no man is counted twice. The board is lifted in place man by man and put back; a
// line is walked on past a man that takes part (x-rays). Pins are ignored. No allocation per call.
import type { Move } from '../../src/core/types';
import { exchangeHolds } from './exchange-swap';
import type { PiecePosition } from './piece-position';
import * as moveModule from './piece-move';
import type { PieceSet } from './piece-set';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { CELL_MASK, PROMOTION_SHIFT, TO_SHIFT } = moveModule;

/** A target table (offset/cells per index) and the kinds that take from the cells it lists. */
export interface SeeLeaps {
  readonly offset: Int32Array;
  readonly cells: Int32Array;
  /** Whether the table's index is side * cells + target (pawn attackers) rather than the target alone. */
  readonly perSide: boolean;
  readonly kinds: readonly number[];
}

/** Lines from each cell: `perCell` lines a cell (index cell * perCell + k); `kinds[k]` take along the k-th line. */
export interface SeeLines {
  readonly offset: Int32Array;
  readonly cells: Int32Array;
  readonly perCell: number;
  readonly kinds: readonly (readonly number[])[];
}

/** A variant's exchange: its board size, piece codes, values (per kind, the evaluation's material) and attackers. */
export interface SeeTables {
  readonly cells: number;
  readonly pieceSet: PieceSet;
  readonly values: readonly number[];
  readonly leaps: readonly SeeLeaps[];
  readonly lines: readonly SeeLines[];
}

/** A seeAtLeast of one variant: `(pos, move, threshold) => boolean`. */
export type SeeAtLeast = (pos: PiecePosition, move: Move, threshold: number) => boolean;

/** The key that picks the cheapest attacker: its value, the king after every other man. */
const KING_KEY = 1 << 30;

/**
 * The exchange of one variant. Moves of this board family capture only on their target cell; a promotion gains the
 * new piece less the pawn, and the new piece is what the opponent can take (later recaptures by pawns onto a
 * promotion cell count as pawns). A king takes only when the other side has no attacker left.
 */
export function createSeeAtLeast(tables: SeeTables): SeeAtLeast {
  const { cells: CELLS } = tables;
  const { blackBit: BLACK_BIT, kindMask: KIND_MASK, pawn: PAWN, king: KING } = tables.pieceSet;
  const kindCount = KIND_MASK + 1;
  const VALUE = new Int32Array(kindCount);
  const KEY = new Int32Array(kindCount);
  for (let kind = 0; kind < tables.values.length; kind++) VALUE[kind] = tables.values[kind];
  for (let kind = 0; kind < kindCount; kind++) KEY[kind] = kind === KING ? KING_KEY : VALUE[kind];
  const PAWN_KEY = KEY[PAWN];
  const kindBits = (kinds: readonly number[]): number => kinds.reduce((bits, kind) => bits | (1 << kind), 0);

  // Leap attackers per side and target: LEAP_CELLS/LEAP_KINDS[LEAP_OFFSET[side * CELLS + target] ..], one entry a cell.
  const leapOffset = new Int32Array(2 * CELLS + 1);
  const leapCells: number[] = [];
  const leapKinds: number[] = [];
  for (let index = 0; index < 2 * CELLS; index++) {
    const side = index < CELLS ? 0 : 1;
    const target = index - side * CELLS;
    const merged = new Map<number, number>();
    for (const leap of tables.leaps) {
      const at = leap.perSide ? index : target;
      for (let i = leap.offset[at]; i < leap.offset[at + 1]; i++) {
        const cell = leap.cells[i];
        merged.set(cell, (merged.get(cell) ?? 0) | kindBits(leap.kinds));
      }
    }
    for (const [cell, bits] of merged) {
      leapCells.push(cell);
      leapKinds.push(bits);
    }
    leapOffset[index + 1] = leapCells.length;
  }
  const LEAP_OFFSET = leapOffset;
  const LEAP_CELLS = Int32Array.from(leapCells);
  const LEAP_KINDS = Int32Array.from(leapKinds);

  // Lines per target: LINE_CELLS[LINE_OFFSET[target * SLOTS + slot] .. LINE_OFFSET[.. + 1]), taken along by LINE_KINDS.
  const SLOTS = tables.lines.reduce((sum, lines) => sum + lines.perCell, 0);
  const lineOffset = new Int32Array(CELLS * SLOTS + 1);
  const lineCells: number[] = [];
  const LINE_KINDS = new Int32Array(SLOTS);
  for (let target = 0; target < CELLS; target++) {
    let slot = 0;
    for (const lines of tables.lines) {
      for (let k = 0; k < lines.perCell; k++, slot++) {
        LINE_KINDS[slot] = kindBits(lines.kinds[k]);
        const line = target * lines.perCell + k;
        const seen = new Set<number>([target]);
        for (let i = lines.offset[line]; i < lines.offset[line + 1] && !seen.has(lines.cells[i]); i++) {
          seen.add(lines.cells[i]);
          lineCells.push(lines.cells[i]);
        }
        lineOffset[target * SLOTS + slot + 1] = lineCells.length;
      }
    }
  }
  const LINE_OFFSET = lineOffset;
  const LINE_CELLS = Int32Array.from(lineCells);

  // Scratch: the men lifted (to put back), and per line slot the index of its first man (its end when none).
  const liftedCells = new Int32Array(CELLS);
  const liftedMen = new Uint8Array(CELLS);
  let liftedCount = 0;
  const lineFirst = new Int32Array(SLOTS);
  const lineEnd = new Int32Array(SLOTS);

  function firstMan(board: Uint8Array, index: number, end: number): number {
    while (index < end && board[LINE_CELLS[index]] === 0) index++;
    return index;
  }

  /** Lifts the man on `cell` and walks on every line whose first man it was (two lines of a loop may meet on it). */
  function lift(board: Uint8Array, cell: number): void {
    liftedCells[liftedCount] = cell;
    liftedMen[liftedCount++] = board[cell];
    board[cell] = 0;
    for (let slot = 0; slot < SLOTS; slot++) {
      const first = lineFirst[slot];
      if (first < lineEnd[slot] && LINE_CELLS[first] === cell)
        lineFirst[slot] = firstMan(board, first + 1, lineEnd[slot]);
    }
  }

  /** The cell of `side`'s cheapest man attacking `target` on the board as lifted so far, or -1. */
  function cheapestAttacker(board: Uint8Array, target: number, side: number): number {
    const colour = side === 0 ? 0 : BLACK_BIT;
    let best = -1;
    let bestKey = KING_KEY + 1;
    const index = side * CELLS + target;
    for (let i = LEAP_OFFSET[index], end = LEAP_OFFSET[index + 1]; i < end; i++) {
      const man = board[LEAP_CELLS[i]];
      if (man === 0 || (man & BLACK_BIT) !== colour) continue;
      const kind = man & KIND_MASK;
      if (((LEAP_KINDS[i] >> kind) & 1) === 1 && KEY[kind] < bestKey) {
        best = LEAP_CELLS[i];
        bestKey = KEY[kind];
      }
    }
    // No line takes for a pawn: one found among the leaps is the cheapest.
    if (best >= 0 && bestKey === PAWN_KEY) return best;
    for (let slot = 0; slot < SLOTS; slot++) {
      const first = lineFirst[slot];
      if (first >= lineEnd[slot]) continue;
      const man = board[LINE_CELLS[first]];
      if ((man & BLACK_BIT) !== colour) continue;
      const kind = man & KIND_MASK;
      if (((LINE_KINDS[slot] >> kind) & 1) === 1 && KEY[kind] < bestKey) {
        best = LINE_CELLS[first];
        bestKey = KEY[kind];
      }
    }
    return best;
  }

  return function seeAtLeast(pos: PiecePosition, move: Move, threshold: number): boolean {
    const board = pos.board;
    const from = move & CELL_MASK;
    const to = (move >> TO_SHIFT) & CELL_MASK;
    const promotion = (move >> PROMOTION_SHIFT) & 15;
    const mover = board[from];
    const us = (mover & BLACK_BIT) === 0 ? 0 : 1;
    let onTarget = mover & KIND_MASK;
    let swap = VALUE[board[to] & KIND_MASK] - threshold;
    if (promotion !== 0) {
      onTarget = promotion;
      swap += VALUE[promotion] - VALUE[PAWN];
    }
    if (swap < 0) return false;
    swap = VALUE[onTarget] - swap;
    if (swap <= 0) return true;

    const lines = to * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const end = LINE_OFFSET[lines + slot + 1];
      lineEnd[slot] = end;
      lineFirst[slot] = firstMan(board, LINE_OFFSET[lines + slot], end);
    }
    lift(board, from);
    const holds = exchangeHolds(board, to, us, swap, VALUE, 0, KIND_MASK, KING, cheapestAttacker, lift);
    while (liftedCount > 0) {
      liftedCount--;
      board[liftedCells[liftedCount]] = liftedMen[liftedCount];
    }
    return holds;
  };
}
