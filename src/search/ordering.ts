// Move-ordering tables: killers per ply, a history table per side and continuation history (the move before and the
// move two plies before, paired with this one). Move layouts are engine-private, so the tables are indexed by a
// multiplicative hash of the packed move int rather than by from/to squares.
import { MAX_PLY } from './score';

/**
 * Ordering keys, high to low: TT move, noisy (by rules.noisyScore), killer 1, killer 2, quiet by history, and last the
 * losing captures (static exchange below 0, where the search orders by it), among themselves by noisyScore.
 */
export const TT_MOVE_BONUS = 1 << 29;
export const NOISY_BASE = 1 << 22;
export const NOISY_MAX = TT_MOVE_BONUS - NOISY_BASE - 1;
export const KILLER_1 = 1 << 21;
export const KILLER_2 = KILLER_1 - 1;
/** History scores stay within ±HISTORY_MAX (gravity update), well below the killer keys. */
export const HISTORY_MAX = 1 << 14;
/** Losing captures: BAD_NOISY_BASE + noisyScore (at most BAD_NOISY_SPAN), far below every history score. */
export const BAD_NOISY_BASE = -(1 << 22);
export const BAD_NOISY_SPAN = 1 << 20;
/** Keys at or above this (and below NOISY_BASE) are quiet moves'; below it, losing captures'. */
export const QUIET_MIN = BAD_NOISY_BASE + BAD_NOISY_SPAN + 1;
const HISTORY_BITS = 14;
const HISTORY_SIZE = 1 << HISTORY_BITS;
const GOLDEN = 0x9e3779b1 | 0;
const HISTORY_BONUS_CAP = 1600;
/**
 * Continuation history: [hash(earlier move) (CONT_PREV_BITS)][hash(this move) (CONT_BITS)], Int16 (entries stay within
 * ±HISTORY_MAX), one table for the move one ply back and one for the move two plies back: 2 MB each.
 */
const CONT_PREV_BITS = 9;
const CONT_BITS = 11;
const CONT_SIZE = 1 << (CONT_PREV_BITS + CONT_BITS);
/** contBase[ply] when the move at that ply was a null move or is unknown: no continuation term. */
const NO_CONT = -1;

export class MoveOrdering {
  readonly killers = new Int32Array(MAX_PLY * 2);
  /** [side][hash(move)], side = 0 or 1. */
  readonly history = new Int32Array(2 * HISTORY_SIZE);
  /** Continuation history, the move one ply back (counter moves) and two plies back (follow-ups). */
  readonly counterHistory = new Int16Array(CONT_SIZE);
  readonly followHistory = new Int16Array(CONT_SIZE);
  /** Per ply, the row of the continuation tables that the move made there opens (NO_CONT: a null move, none). */
  private readonly contBase = new Int32Array(MAX_PLY + 1).fill(NO_CONT);
  /** The rows that the node being ordered reads: set by setContext, per node. */
  private counterRow = NO_CONT;
  private followRow = NO_CONT;

  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
    this.counterHistory.fill(0);
    this.followHistory.fill(0);
  }

  /** Between searches: forget killers (they belong to other positions) and fade history. */
  newSearch(): void {
    this.killers.fill(0);
    const history = this.history;
    for (let i = 0; i < history.length; i++) history[i] >>= 1;
    const counter = this.counterHistory;
    const follow = this.followHistory;
    for (let i = 0; i < CONT_SIZE; i++) {
      counter[i] >>= 1;
      follow[i] >>= 1;
    }
  }

  /** The move made at `ply` (0: a null move), for the continuation history of the plies below it. */
  setMoveAt(ply: number, move: number): void {
    this.contBase[ply] = move === 0 ? NO_CONT : (Math.imul(move, GOLDEN) >>> (32 - CONT_PREV_BITS)) << CONT_BITS;
  }

  /** Before ordering or updating the moves of a node at `ply`: the rows of the moves one and two plies back. */
  setContext(ply: number): void {
    this.counterRow = ply >= 1 ? this.contBase[ply - 1] : NO_CONT;
    this.followRow = ply >= 2 ? this.contBase[ply - 2] : NO_CONT;
  }

  historyIndex(side: number, move: number): number {
    return (side << HISTORY_BITS) | (Math.imul(move, GOLDEN) >>> (32 - HISTORY_BITS));
  }

  /** Ordering key of a quiet move: killer slot or history. */
  quietScore(side: number, ply: number, move: number): number {
    const k = ply * 2;
    if (this.killers[k] === move) return KILLER_1;
    if (this.killers[k + 1] === move) return KILLER_2;
    return this.historyScore(side, move);
  }

  /** History plus the continuation history of the node set by setContext: within ±3 HISTORY_MAX. */
  historyScore(side: number, move: number): number {
    let score = this.history[this.historyIndex(side, move)];
    const cont = Math.imul(move, GOLDEN) >>> (32 - CONT_BITS);
    if (this.counterRow !== NO_CONT) score += this.counterHistory[this.counterRow | cont];
    if (this.followRow !== NO_CONT) score += this.followHistory[this.followRow | cont];
    return score;
  }

  isKiller(ply: number, move: number): boolean {
    return this.killers[ply * 2] === move || this.killers[ply * 2 + 1] === move;
  }

  /** A quiet move caused a beta cutoff at this ply. */
  storeKiller(ply: number, move: number): void {
    const k = ply * 2;
    if (this.killers[k] !== move) {
      this.killers[k + 1] = this.killers[k];
      this.killers[k] = move;
    }
  }

  /** Gravity update: moves the entry towards ±HISTORY_MAX by a step that shrinks as it gets there. */
  updateHistory(side: number, move: number, depth: number, good: boolean): void {
    let bonus = depth * depth;
    if (bonus > HISTORY_BONUS_CAP) bonus = HISTORY_BONUS_CAP;
    const delta = good ? bonus : -bonus;
    const history = this.history;
    const i = this.historyIndex(side, move);
    history[i] = gravity(history[i], delta, bonus);
    const cont = Math.imul(move, GOLDEN) >>> (32 - CONT_BITS);
    if (this.counterRow !== NO_CONT) {
      const j = this.counterRow | cont;
      this.counterHistory[j] = gravity(this.counterHistory[j], delta, bonus);
    }
    if (this.followRow !== NO_CONT) {
      const j = this.followRow | cont;
      this.followHistory[j] = gravity(this.followHistory[j], delta, bonus);
    }
  }
}

/** An entry moved by `delta` towards ±HISTORY_MAX, by less the nearer it is (|delta| = bonus). */
function gravity(entry: number, delta: number, bonus: number): number {
  return (entry + delta - (entry * bonus) / HISTORY_MAX) | 0;
}

/**
 * One selection-sort step: moves the best-keyed of moves[i .. end) to i (keys follow) and returns it. Lazy sorting
 * pays off because a cutoff usually comes in the first few moves.
 */
export function selectNext(moves: Int32Array, keys: Int32Array, i: number, end: number): number {
  let pick = i;
  let pickKey = keys[i];
  for (let j = i + 1; j < end; j++) {
    if (keys[j] > pickKey) {
      pickKey = keys[j];
      pick = j;
    }
  }
  const move = moves[pick];
  if (pick !== i) {
    moves[pick] = moves[i];
    keys[pick] = keys[i];
    moves[i] = move;
    keys[i] = pickKey;
  }
  return move;
}
