// The Position of Stack Chess: stack codes per cell, stack counts per code (for the win test and evaluation), clocks,
// incremental key and chip totals, and the undo stack.
import type { PositionCore } from '../../src/core/rules';
import { grown, PlyHistory } from '../common/ply-history';
import { CELLS } from './topology';
import { STACK_CODES } from './pieces';

/** Per-ply arrays start at this many entries (PlyHistory doubles them). */
const INITIAL_PLIES = 256;

/** PlyHistory's halfmove counts plies since the last capture here (the 100-ply rule counts captures only). */
export class Position extends PlyHistory implements PositionCore {
  readonly board = new Uint8Array(CELLS);
  /** Number of stacks per code (colour and height). */
  readonly counts = new Uint8Array(STACK_CODES);
  /** Chips per colour. */
  readonly chips = new Int32Array(2);

  // Undo entry p (with PlyHistory's move and clock): the codes the move found on `from` and `to`.
  undoFrom: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoTo: Uint8Array = new Uint8Array(INITIAL_PLIES);

  protected growPlyArrays(size: number): void {
    this.undoFrom = grown(this.undoFrom, size);
    this.undoTo = grown(this.undoTo, size);
  }

  clone(): Position {
    const copy = new Position();
    this.copyHistoryTo(copy);
    copy.board.set(this.board);
    copy.counts.set(this.counts);
    copy.chips.set(this.chips);
    copy.undoFrom.set(this.undoFrom);
    copy.undoTo.set(this.undoTo);
    return copy;
  }
}
