// What the two-player positions (chess8, stack, the shared piece board) have in common: the side to move, the
// clocks, the incremental key and its history, the undo arrays indexed by gamePly (doubled when full), and the null
// move. Each Position extends PlyHistory with its board and its own per-ply arrays (growPlyArrays, copyPlyArrays).
import type { Player } from '../../src/core/types';

const INITIAL_PLIES = 256;

type PlyArray = Int32Array | Uint8Array | Int8Array;

/** `from` copied into a new array of `size` entries; the new entries are `fill`. */
export function grown<T extends PlyArray>(from: T, size: number, fill = 0): T {
  const to = new (from.constructor as new (length: number) => T)(size);
  if (fill !== 0) to.fill(fill);
  to.set(from);
  return to;
}

export abstract class PlyHistory {
  stm: Player = 0;
  gamePly = 0;
  /** Plies since the last capture or pawn move (stack: since the last capture). */
  halfmove = 0;
  hashLo = 0;
  hashHi = 0;
  /** 2 * (fullmove - 1) + stm at gamePly 0, so the fullmove number needs no undo entry. */
  plyBase = 0;
  keyHistoryLo = new Int32Array(INITIAL_PLIES);
  keyHistoryHi = new Int32Array(INITIAL_PLIES);
  /** Undo entry p: the move played from gamePly p (0 for a null move), and the clock before it. */
  undoMove = new Int32Array(INITIAL_PLIES);
  undoHalfmove = new Int32Array(INITIAL_PLIES);

  /** Room for at least two more plies; doubles every per-ply array (rare, so the hot check is one compare). */
  grow(): void {
    const size = this.undoMove.length * 2;
    this.keyHistoryLo = grown(this.keyHistoryLo, size);
    this.keyHistoryHi = grown(this.keyHistoryHi, size);
    this.undoMove = grown(this.undoMove, size);
    this.undoHalfmove = grown(this.undoHalfmove, size);
    this.growPlyArrays(size);
  }

  /** Fullmove number as in FEN. */
  fullmove(): number {
    return ((this.plyBase + this.gamePly) >> 1) + 1;
  }

  /** Grows the subclass's own per-ply arrays to `size` entries. */
  protected abstract growPlyArrays(size: number): void;

  /** Makes `copy` (a fresh position of the same class) this one's double, history included; then its own fields. */
  protected copyHistoryTo(copy: PlyHistory): void {
    while (copy.undoMove.length < this.undoMove.length) copy.grow();
    copy.stm = this.stm;
    copy.gamePly = this.gamePly;
    copy.halfmove = this.halfmove;
    copy.hashLo = this.hashLo;
    copy.hashHi = this.hashHi;
    copy.plyBase = this.plyBase;
    copy.keyHistoryLo.set(this.keyHistoryLo);
    copy.keyHistoryHi.set(this.keyHistoryHi);
    copy.undoMove.set(this.undoMove);
    copy.undoHalfmove.set(this.undoHalfmove);
  }
}

/**
 * The shared part of a null move: records it at gamePly, passes the turn, counts the clock, and changes the key by
 * `keyLo`/`keyHi` (the side key, plus what else a null move changes, such as a lost en-passant key). Returns the new
 * gamePly.
 */
export function makeNullPly(pos: PlyHistory, keyLo: number, keyHi: number): number {
  const ply = pos.gamePly;
  if (ply + 2 >= pos.undoMove.length) pos.grow();
  pos.undoMove[ply] = 0;
  pos.undoHalfmove[ply] = pos.halfmove;
  pos.halfmove++;
  pos.hashLo ^= keyLo;
  pos.hashHi ^= keyHi;
  return closePly(pos, ply);
}

/** Takes back makeNullPly; returns the gamePly restored (where the caller's own undo entries are). */
export function unmakeNullPly(pos: PlyHistory): number {
  const ply = reopenPly(pos);
  pos.halfmove = pos.undoHalfmove[ply];
  pos.hashLo = pos.keyHistoryLo[ply];
  pos.hashHi = pos.keyHistoryHi[ply];
  return ply;
}

/**
 * Ends a move (or null move) made from `ply` once the position's key is final: the other side to move, the next ply,
 * and that ply's key in the history. Returns the new gamePly. Every make ends so.
 */
export function closePly(pos: PlyHistory, ply: number): number {
  pos.stm ^= 1;
  const next = ply + 1;
  pos.gamePly = next;
  pos.keyHistoryLo[next] = pos.hashLo;
  pos.keyHistoryHi[next] = pos.hashHi;
  return next;
}

/** Starts taking back the last move: back to its ply, its mover to move again. Returns that ply (its undo entry). */
export function reopenPly(pos: PlyHistory): number {
  const ply = pos.gamePly - 1;
  pos.gamePly = ply;
  pos.stm ^= 1;
  return ply;
}
