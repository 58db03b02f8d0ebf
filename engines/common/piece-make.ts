// makeMove / unmakeMove / null moves for piece boards without castling or en passant (the ring, the torus), with an
// explicit undo stack; key, evaluation sum and counts are incremental. Legality is a full attack test on the mover's
// king after the move. Each engine builds its own maker over its tables, so the hot code reads closure constants.
import type { Cell, Move, Player } from '../../src/core/types';
import type { PieceCellKeys } from '../../src/core/zobrist';
import * as moveModule from './piece-move';
import * as plyHistoryModule from './ply-history';
import type { PiecePosition as Position } from './piece-position';
import type { PieceSet } from './piece-set';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { PROMOTION_SHIFT, TO_SHIFT, CELL_MASK } = moveModule;
const { closePly, makeNullPly, reopenPly, unmakeNullPly } = plyHistoryModule;

export interface MakerTables {
  readonly cells: number;
  readonly pieceSet: PieceSet;
  /** Material + placement per piece code and cell, signed from White's view. */
  readonly pst: Int32Array;
  readonly keys: PieceCellKeys;
  readonly isAttacked: (pos: Position, cell: Cell, by: Player) => boolean;
}

export interface Maker {
  /** Computes key, piece counts, king cells and evaluation sum from the board (after set-up). */
  initialise(pos: Position): void;
  makeMove(pos: Position, move: Move): boolean;
  unmakeMove(pos: Position): void;
  makeNullMove(pos: Position): void;
  unmakeNullMove(pos: Position): void;
}

export function createMaker(tables: MakerTables): Maker {
  const { blackBit: BLACK_BIT, kindMask: KIND_MASK, pawn: PAWN, king: KING } = tables.pieceSet;
  const { cells: CELLS, pst: PST, isAttacked } = tables;
  const { pieceLo: PIECE_KEY_LO, pieceHi: PIECE_KEY_HI, sideLo: SIDE_KEY_LO, sideHi: SIDE_KEY_HI } = tables.keys;

  /** Plays a pseudo-legal move; returns false, with the position restored, if it leaves the mover's king attacked. */
  function makeMove(pos: Position, move: Move): boolean {
    const ply = pos.gamePly;
    if (ply + 2 >= pos.undoMove.length) pos.grow();
    const from = move & CELL_MASK;
    const to = (move >> TO_SHIFT) & CELL_MASK;
    const promotion = (move >> PROMOTION_SHIFT) & 15;
    const board = pos.board;
    const us = pos.stm;
    const piece = board[from];
    const captured = board[to];

    pos.undoMove[ply] = move;
    pos.undoCaptured[ply] = captured;
    pos.undoHalfmove[ply] = pos.halfmove;
    pos.undoScore[ply] = pos.score;

    let lo = pos.hashLo ^ SIDE_KEY_LO;
    let hi = pos.hashHi ^ SIDE_KEY_HI;
    let score = pos.score;
    if (captured !== 0) {
      const index = captured * CELLS + to;
      lo ^= PIECE_KEY_LO[index];
      hi ^= PIECE_KEY_HI[index];
      score -= PST[index];
      pos.counts[captured]--;
    }
    let index = piece * CELLS + from;
    lo ^= PIECE_KEY_LO[index];
    hi ^= PIECE_KEY_HI[index];
    score -= PST[index];
    board[from] = 0;
    let placed = piece;
    if (promotion !== 0) {
      placed = (piece & BLACK_BIT) | promotion;
      pos.counts[piece]--;
      pos.counts[placed]++;
    }
    index = placed * CELLS + to;
    lo ^= PIECE_KEY_LO[index];
    hi ^= PIECE_KEY_HI[index];
    score += PST[index];
    board[to] = placed;
    const kind = piece & KIND_MASK;
    if (kind === KING) pos.kingCell[us] = to;

    pos.halfmove = kind === PAWN || captured !== 0 ? 0 : pos.halfmove + 1;
    pos.score = score;
    pos.hashLo = lo;
    pos.hashHi = hi;
    pos.checkState[closePly(pos, ply)] = -1;
    if (isAttacked(pos, pos.kingCell[us], us ^ 1)) {
      unmakeMove(pos);
      return false;
    }
    return true;
  }

  function unmakeMove(pos: Position): void {
    const ply = reopenPly(pos);
    const move = pos.undoMove[ply];
    const from = move & CELL_MASK;
    const to = (move >> TO_SHIFT) & CELL_MASK;
    const board = pos.board;
    const us = pos.stm;
    const placed = board[to];
    const captured = pos.undoCaptured[ply];
    let piece = placed;
    if (((move >> PROMOTION_SHIFT) & 15) !== 0) {
      piece = (placed & BLACK_BIT) | PAWN;
      pos.counts[placed]--;
      pos.counts[piece]++;
    }
    board[from] = piece;
    board[to] = captured;
    if (captured !== 0) pos.counts[captured]++;
    if ((piece & KIND_MASK) === KING) pos.kingCell[us] = from;
    pos.halfmove = pos.undoHalfmove[ply];
    pos.score = pos.undoScore[ply];
    pos.hashLo = pos.keyHistoryLo[ply];
    pos.hashHi = pos.keyHistoryHi[ply];
  }

  /** Passes the turn (search only; never called in check). */
  function makeNullMove(pos: Position): void {
    pos.checkState[makeNullPly(pos, SIDE_KEY_LO, SIDE_KEY_HI)] = -1;
  }

  function unmakeNullMove(pos: Position): void {
    unmakeNullPly(pos);
  }

  function initialise(pos: Position): void {
    let lo = pos.stm === 1 ? SIDE_KEY_LO : 0;
    let hi = pos.stm === 1 ? SIDE_KEY_HI : 0;
    pos.counts.fill(0);
    pos.score = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = pos.board[cell];
      if (piece === 0) continue;
      lo ^= PIECE_KEY_LO[piece * CELLS + cell];
      hi ^= PIECE_KEY_HI[piece * CELLS + cell];
      pos.counts[piece]++;
      pos.score += PST[piece * CELLS + cell];
      if ((piece & KIND_MASK) === KING) pos.kingCell[(piece & BLACK_BIT) === 0 ? 0 : 1] = cell;
    }
    pos.hashLo = lo;
    pos.hashHi = hi;
    pos.keyHistoryLo[pos.gamePly] = lo;
    pos.keyHistoryHi[pos.gamePly] = hi;
    pos.checkState[pos.gamePly] = -1;
  }

  return { initialise, makeMove, unmakeMove, makeNullMove, unmakeNullMove };
}
