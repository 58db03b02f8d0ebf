// Move-ordering tables: killers per ply, history and countermoves per side, and continuation history by piece-to
// pairs. Move layouts are engine-private, so history is indexed by a multiplicative hash of the packed move int rather
// than by from/to squares; continuation history by the rules' own piece-to index (Rules.pieceTo).
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
/** The quiet move that last refuted the opponent's previous move (the countermove), after the killers. */
export const COUNTER_MOVE = KILLER_2 - 1;
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

export class MoveOrdering {
  readonly killers = new Int32Array(MAX_PLY * 2);
  /** [side][hash(move)], side = 0 or 1. */
  readonly history = new Int32Array(2 * HISTORY_SIZE);
  /** [side][hash(previous move)]: the quiet move that last caused a cutoff after it. */
  readonly counters = new Int32Array(2 * HISTORY_SIZE);
  /**
   * Continuation history, [earlier piece-to][piece-to] (Rules.pieceTo): after the opponent's last move (one ply back)
   * and after the side's own move before it (two plies back). Empty unless the search turns it on.
   */
  private continuation1 = new Int16Array(0);
  private continuation2 = new Int16Array(0);
  private pieceToCount = 0;

  /** Sizes the continuation tables for `pieceToCount` piece-to pairs (once, before searching). */
  enableContinuation(pieceToCount: number): void {
    this.pieceToCount = pieceToCount;
    this.continuation1 = new Int16Array(pieceToCount * pieceToCount);
    this.continuation2 = new Int16Array(pieceToCount * pieceToCount);
  }

  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
    this.counters.fill(0);
    this.continuation1.fill(0);
    this.continuation2.fill(0);
  }

  /** Between searches: forget killers (they belong to other positions) and fade history. */
  newSearch(): void {
    this.killers.fill(0);
    const history = this.history;
    for (let i = 0; i < history.length; i++) history[i] >>= 1;
  }

  historyIndex(side: number, move: number): number {
    return (side << HISTORY_BITS) | (Math.imul(move, GOLDEN) >>> (32 - HISTORY_BITS));
  }

  /** Ordering key of a quiet move: killer slot, countermove of `previous` (0: none), or history. */
  quietScore(side: number, ply: number, move: number, previous: number): number {
    const k = ply * 2;
    if (this.killers[k] === move) return KILLER_1;
    if (this.killers[k + 1] === move) return KILLER_2;
    if (previous !== 0 && this.counters[this.historyIndex(side, previous)] === move) return COUNTER_MOVE;
    return this.history[this.historyIndex(side, move)];
  }

  /**
   * Continuation score of a quiet move's piece-to pair `pieceTo` after the piece-to pairs one and two plies back (-1:
   * none there, a null move or the root's past).
   */
  continuationScore(previous1: number, previous2: number, pieceTo: number): number {
    const count = this.pieceToCount;
    let score = 0;
    if (previous1 >= 0) score += this.continuation1[previous1 * count + pieceTo];
    if (previous2 >= 0) score += this.continuation2[previous2 * count + pieceTo];
    return score;
  }

  /** Gravity update of both continuation entries of `pieceTo`, as updateHistory. */
  updateContinuation(previous1: number, previous2: number, pieceTo: number, depth: number, good: boolean): void {
    const bonus = historyBonus(depth);
    const delta = good ? bonus : -bonus;
    const count = this.pieceToCount;
    if (previous1 >= 0) gravity(this.continuation1, previous1 * count + pieceTo, delta, bonus);
    if (previous2 >= 0) gravity(this.continuation2, previous2 * count + pieceTo, delta, bonus);
  }

  /** A quiet move caused a beta cutoff after the opponent's `previous` (0: a null move, not kept). */
  storeCounter(side: number, previous: number, move: number): void {
    if (previous !== 0) this.counters[this.historyIndex(side, previous)] = move;
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
    const bonus = historyBonus(depth);
    gravity(this.history, this.historyIndex(side, move), good ? bonus : -bonus, bonus);
  }
}

function historyBonus(depth: number): number {
  const bonus = depth * depth;
  return bonus > HISTORY_BONUS_CAP ? HISTORY_BONUS_CAP : bonus;
}

/** Moves table[i] by `delta`, less the part that would take it past ±HISTORY_MAX (so it stays within). */
function gravity(table: Int32Array | Int16Array, i: number, delta: number, bonus: number): void {
  const h = table[i];
  table[i] = (h + delta - (h * bonus) / HISTORY_MAX) | 0;
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
