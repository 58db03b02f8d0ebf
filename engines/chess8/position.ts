// The one Position class of the 8x8 engine: board, rights, clocks, incremental key and evaluation terms, and the
// undo stack (struct of typed arrays indexed by gamePly). All fields are set in the constructor, in a fixed order.
import type { PositionCore } from '../../src/core/rules';
import type { Cell, Move, Player } from '../../src/core/types';
import { PIECE_CODES } from '../common/fide-pieces';
import { CELLS } from './topology';

const INITIAL_PLIES = 256;

export class Position implements PositionCore {
  stm: Player = 0;
  gamePly = 0;
  halfmove = 0;
  hashLo = 0;
  hashHi = 0;
  keyHistoryLo: Int32Array = new Int32Array(INITIAL_PLIES);
  keyHistoryHi: Int32Array = new Int32Array(INITIAL_PLIES);

  /** Piece code per cell (see pieces.ts). */
  readonly board = new Uint8Array(CELLS);
  /** Cell of each colour's king. */
  readonly kingCell = new Int32Array(2);
  /** Number of pieces per code. */
  readonly counts = new Uint8Array(PIECE_CODES);
  /** Castling rights, bit r for CASTLES[r] (K Q k q). */
  castling = 0;
  /** En-passant target cell when a capture there is possible, else -1. */
  epCell: Cell = -1;
  /** 2 * (fullmove - 1) + stm at gamePly 0, so the fullmove number needs no undo entry. */
  plyBase = 0;
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

  // Undo stack: entry p describes the move played from gamePly p. A split (msg) also restores its two placement
  // cells, which the move itself names, so two extra pieces need no extra fields.
  undoMove: Int32Array = new Int32Array(INITIAL_PLIES);
  undoPiece: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoCaptured: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoCastling: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoEp: Int8Array = new Int8Array(INITIAL_PLIES);
  undoHalfmove: Int32Array = new Int32Array(INITIAL_PLIES);
  undoMg: Int32Array = new Int32Array(INITIAL_PLIES);
  undoEg: Int32Array = new Int32Array(INITIAL_PLIES);
  undoPhase: Int32Array = new Int32Array(INITIAL_PLIES);
  undoPawnKey: Int32Array = new Int32Array(INITIAL_PLIES);
  /** Both gallop counters before the move: White's in bits 0-1, Black's in bits 2-3. */
  undoGallops: Uint8Array = new Uint8Array(INITIAL_PLIES);
  /** Whether the side to move at gamePly p is in check: -1 not yet known, 0 no, 1 yes. */
  checkState: Int8Array = new Int8Array(INITIAL_PLIES).fill(-1);

  /** Room for at least two more plies; doubles every per-ply array (rare, so the hot check is one compare). */
  grow(): void {
    const size = this.undoMove.length * 2;
    this.keyHistoryLo = copyInt32(this.keyHistoryLo, size);
    this.keyHistoryHi = copyInt32(this.keyHistoryHi, size);
    this.undoMove = copyInt32(this.undoMove, size);
    this.undoPiece = copyUint8(this.undoPiece, size);
    this.undoCaptured = copyUint8(this.undoCaptured, size);
    this.undoCastling = copyUint8(this.undoCastling, size);
    const ep = new Int8Array(size);
    ep.set(this.undoEp);
    this.undoEp = ep;
    this.undoHalfmove = copyInt32(this.undoHalfmove, size);
    this.undoMg = copyInt32(this.undoMg, size);
    this.undoEg = copyInt32(this.undoEg, size);
    this.undoPhase = copyInt32(this.undoPhase, size);
    this.undoPawnKey = copyInt32(this.undoPawnKey, size);
    this.undoGallops = copyUint8(this.undoGallops, size);
    const check = new Int8Array(size).fill(-1);
    check.set(this.checkState);
    this.checkState = check;
  }

  /** Deep copy including history, so repetition detection and unmake work on the copy. */
  clone(): Position {
    const copy = new Position();
    while (copy.undoMove.length < this.undoMove.length) copy.grow();
    copy.stm = this.stm;
    copy.gamePly = this.gamePly;
    copy.halfmove = this.halfmove;
    copy.hashLo = this.hashLo;
    copy.hashHi = this.hashHi;
    copy.keyHistoryLo.set(this.keyHistoryLo);
    copy.keyHistoryHi.set(this.keyHistoryHi);
    copy.board.set(this.board);
    copy.kingCell.set(this.kingCell);
    copy.counts.set(this.counts);
    copy.castling = this.castling;
    copy.epCell = this.epCell;
    copy.plyBase = this.plyBase;
    copy.mg = this.mg;
    copy.eg = this.eg;
    copy.phase = this.phase;
    copy.pawnKey = this.pawnKey;
    copy.mechanics = this.mechanics;
    copy.gallops.set(this.gallops);
    copy.undoMove.set(this.undoMove);
    copy.undoPiece.set(this.undoPiece);
    copy.undoCaptured.set(this.undoCaptured);
    copy.undoCastling.set(this.undoCastling);
    copy.undoEp.set(this.undoEp);
    copy.undoHalfmove.set(this.undoHalfmove);
    copy.undoMg.set(this.undoMg);
    copy.undoEg.set(this.undoEg);
    copy.undoPhase.set(this.undoPhase);
    copy.undoPawnKey.set(this.undoPawnKey);
    copy.undoGallops.set(this.undoGallops);
    copy.checkState.set(this.checkState);
    return copy;
  }

  /** Fullmove number as in FEN. */
  fullmove(): number {
    return ((this.plyBase + this.gamePly) >> 1) + 1;
  }
}

function copyInt32(from: Int32Array, size: number): Int32Array {
  const to = new Int32Array(size);
  to.set(from);
  return to;
}

function copyUint8(from: Uint8Array, size: number): Uint8Array {
  const to = new Uint8Array(size);
  to.set(from);
  return to;
}

/** Saves what unmakeMove restores for every kind of move: the move, the mover and the state no move can undo by itself. */
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
