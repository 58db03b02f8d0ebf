// Lazy SMP: what a helper thread tells the main search of its finished iterations. Each helper writes its deepest
// finished iteration (depth, best move, score) into its own control array, after the stop/ponder slots; the main
// search reads them, so that a depth a helper finished first is not searched again and a stopped search answers from
// the deepest finished iteration of any thread (best-thread selection). Shared memory only: no messages, no locks.
import { CONTROL_SLOTS } from './jobs';

const REPORT_DEPTH = CONTROL_SLOTS;
const REPORT_MOVE = CONTROL_SLOTS + 1;
const REPORT_SCORE = CONTROL_SLOTS + 2;
/** Slots a report takes after the control slots. */
export const REPORT_SLOTS = 3;
/** REPORT_DEPTH while a report is being written (a reader that sees it, or sees the depth change, ignores the read). */
const WRITING = -1;

/** Before a helper takes a search: no iteration finished yet. */
export function clearReport(control: Int32Array): void {
  Atomics.store(control, REPORT_DEPTH, 0);
}

/** The helper finished iteration `depth` of the current search with this best move and root-relative score. */
export function writeReport(control: Int32Array, depth: number, move: number, score: number): void {
  Atomics.store(control, REPORT_DEPTH, WRITING);
  Atomics.store(control, REPORT_MOVE, move);
  Atomics.store(control, REPORT_SCORE, score);
  Atomics.store(control, REPORT_DEPTH, depth);
}

/** A consistent read of one helper's report (a seqlock: depths only grow within a search, so a torn read shows). */
export class PeerReport {
  depth = 0;
  move = 0;
  score = 0;

  /** Reads `control`'s report; false when the helper has none yet or is writing one. */
  read(control: Int32Array): boolean {
    const depth = Atomics.load(control, REPORT_DEPTH);
    if (depth <= 0) return false;
    const move = Atomics.load(control, REPORT_MOVE);
    const score = Atomics.load(control, REPORT_SCORE);
    if (Atomics.load(control, REPORT_DEPTH) !== depth) return false;
    this.depth = depth;
    this.move = move;
    this.score = score;
    return true;
  }
}
