// The Position of Stack Chess: stack codes per cell, stack counts per code (for the win test and evaluation), clocks,
// incremental key and chip totals, and the undo stack.
import type { PositionCore } from '../../src/core/rules';
import type { Player } from '../../src/core/types';
import { CELLS, STACK_CODES } from './board';

const INITIAL_PLIES = 256;

export class Position implements PositionCore {
  stm: Player = 0;
  gamePly = 0;
  /** Plies since the last capture (the 100-ply rule counts captures only). */
  halfmove = 0;
  hashLo = 0;
  hashHi = 0;
  keyHistoryLo: Int32Array = new Int32Array(INITIAL_PLIES);
  keyHistoryHi: Int32Array = new Int32Array(INITIAL_PLIES);

  readonly board = new Uint8Array(CELLS);
  /** Number of stacks per code (colour and height). */
  readonly counts = new Uint8Array(STACK_CODES);
  /** Chips per colour. */
  readonly chips = new Int32Array(2);
  plyBase = 0;

  // Undo entry p: the move played from gamePly p, the codes it found on `from` and `to`, and the clock.
  undoMove: Int32Array = new Int32Array(INITIAL_PLIES);
  undoFrom: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoTo: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoHalfmove: Int32Array = new Int32Array(INITIAL_PLIES);

  grow(): void {
    const size = this.undoMove.length * 2;
    this.keyHistoryLo = grown(this.keyHistoryLo, new Int32Array(size));
    this.keyHistoryHi = grown(this.keyHistoryHi, new Int32Array(size));
    this.undoMove = grown(this.undoMove, new Int32Array(size));
    this.undoFrom = grown(this.undoFrom, new Uint8Array(size));
    this.undoTo = grown(this.undoTo, new Uint8Array(size));
    this.undoHalfmove = grown(this.undoHalfmove, new Int32Array(size));
  }

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
    copy.counts.set(this.counts);
    copy.chips.set(this.chips);
    copy.plyBase = this.plyBase;
    copy.undoMove.set(this.undoMove);
    copy.undoFrom.set(this.undoFrom);
    copy.undoTo.set(this.undoTo);
    copy.undoHalfmove.set(this.undoHalfmove);
    return copy;
  }

  fullmove(): number {
    return ((this.plyBase + this.gamePly) >> 1) + 1;
  }
}

function grown<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
