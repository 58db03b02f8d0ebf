// The one Position class of the 8x8 engine: over PlyHistory's side, clocks, key and undo stack, the board, rights,
// evaluation terms and their undo entries (typed arrays indexed by gamePly). Fields are set in a fixed order.
import type { PositionCore } from '../../src/core/rules';
import type { Cell, Move } from '../../src/core/types';
import * as piecesModule from '../common/fide-pieces';
import { grown, PlyHistory } from '../common/ply-history';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BLACK_BIT, PIECE_CODES } = piecesModule;
const { CELLS } = topologyModule;

/** Per-ply arrays start at this many entries (PlyHistory doubles them). */
const INITIAL_PLIES = 256;

export class Position extends PlyHistory implements PositionCore {
  /** Piece code per cell (see pieces.ts). */
  readonly board = new Uint8Array(CELLS);
  /** Cell of each colour's king. */
  readonly kingCell = new Int32Array(2);
  /** Number of pieces per code. */
  readonly counts = new Uint8Array(PIECE_CODES);
  /**
   * The cells of each piece code as a 64-bit set in two words, kept in step with `board` by every change to it
   * (toggleBit): bits[2 * code + (cell >> 5)] has bit cell & 31 set when `code` stands on `cell`. The two codes no man
   * has, 0 and BLACK_BIT, hold all of White's and all of Black's men. The board has at most 64 cells (topology.ts).
   */
  readonly bits = new Int32Array(2 * PIECE_CODES);
  /** Castling rights, bit r for CASTLES[r] (K Q k q). */
  castling = 0;
  /** En-passant target cell when a capture there is possible, else -1. */
  epCell: Cell = -1;
  /** Material + piece-square sums from White's view, middlegame and endgame, and the game phase (0..24+). */
  mg = 0;
  eg = 0;
  phase = 0;
  /** Zobrist key (low half) of the pawns alone: indexes the evaluation's pawn-structure cache. */
  pawnKey = 0;
  /** Which M.S.G. moves exist (msg.ts MECH_* bits); 0 for FIDE chess. Fixed when the position is set up. */
  mechanics = 0;
  /** M.S.G. gallop counters (consecutive gallops) of White and Black, 0..2. */
  readonly gallops = new Uint8Array(2);
  // Undo entry p (with PlyHistory's move and clock): what the move played from gamePly p changed. A split (msg) also
  // restores its two placement cells, which the move itself names, so two extra pieces need no extra fields.
  undoPiece: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoCaptured: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoCastling: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoEp: Int8Array = new Int8Array(INITIAL_PLIES);
  undoMg: Int32Array = new Int32Array(INITIAL_PLIES);
  undoEg: Int32Array = new Int32Array(INITIAL_PLIES);
  undoPhase: Int32Array = new Int32Array(INITIAL_PLIES);
  undoPawnKey: Int32Array = new Int32Array(INITIAL_PLIES);
  /** Both gallop counters before the move: White's in bits 0-1, Black's in bits 2-3. */
  undoGallops: Uint8Array = new Uint8Array(INITIAL_PLIES);
  /** Whether the side to move at gamePly p is in check: 0 no, 1 yes, -1 or -2 not yet known (sideInCheck). */
  checkState: Int8Array = new Int8Array(INITIAL_PLIES).fill(-1);

  protected growPlyArrays(size: number): void {
    this.undoPiece = grown(this.undoPiece, size);
    this.undoCaptured = grown(this.undoCaptured, size);
    this.undoCastling = grown(this.undoCastling, size);
    this.undoEp = grown(this.undoEp, size);
    this.undoMg = grown(this.undoMg, size);
    this.undoEg = grown(this.undoEg, size);
    this.undoPhase = grown(this.undoPhase, size);
    this.undoPawnKey = grown(this.undoPawnKey, size);
    this.undoGallops = grown(this.undoGallops, size);
    this.checkState = grown(this.checkState, size, -1);
  }

  /** Deep copy including history, so repetition detection and unmake work on the copy. */
  clone(): Position {
    const copy = new Position();
    this.copyHistoryTo(copy);
    copy.board.set(this.board);
    copy.kingCell.set(this.kingCell);
    copy.counts.set(this.counts);
    copy.bits.set(this.bits);
    copy.castling = this.castling;
    copy.epCell = this.epCell;
    copy.mg = this.mg;
    copy.eg = this.eg;
    copy.phase = this.phase;
    copy.pawnKey = this.pawnKey;
    copy.mechanics = this.mechanics;
    copy.gallops.set(this.gallops);
    copy.undoPiece.set(this.undoPiece);
    copy.undoCaptured.set(this.undoCaptured);
    copy.undoCastling.set(this.undoCastling);
    copy.undoEp.set(this.undoEp);
    copy.undoMg.set(this.undoMg);
    copy.undoEg.set(this.undoEg);
    copy.undoPhase.set(this.undoPhase);
    copy.undoPawnKey.set(this.undoPawnKey);
    copy.undoGallops.set(this.undoGallops);
    copy.checkState.set(this.checkState);
    return copy;
  }
}

/** Puts `piece` on `cell` in pos.bits, or takes it off if it is there (toggles its bits: its code's, its colour's). */
export function toggleBit(pos: Position, piece: number, cell: number): void {
  const word = cell >> 5;
  const bit = 1 << cell;
  pos.bits[2 * piece + word] ^= bit;
  pos.bits[2 * (piece & BLACK_BIT) + word] ^= bit;
}

/** The lowest cell of a word of a bit set (the word not 0; add 32 for the high word). */
export function lowestCell(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** Sets pos.bits afresh from the board (after the board was changed behind make/unmake's back; not hot code). */
export function recountBits(pos: Position): void {
  pos.bits.fill(0);
  for (let cell = 0; cell < CELLS; cell++) if (pos.board[cell] !== 0) toggleBit(pos, pos.board[cell], cell);
}

/**
 * Saves what unmakeMove restores for every kind of move: the move, the mover and the state no move can undo by itself.
 */
export function saveUndo(pos: Position, ply: number, move: Move, piece: number): void {
  pos.undoMove[ply] = move;
  pos.undoPiece[ply] = piece;
  pos.undoCastling[ply] = pos.castling;
  pos.undoEp[ply] = pos.epCell;
  pos.undoHalfmove[ply] = pos.halfmove;
  pos.undoMg[ply] = pos.mg;
  pos.undoEg[ply] = pos.eg;
  pos.undoPhase[ply] = pos.phase;
  pos.undoPawnKey[ply] = pos.pawnKey;
}
