// Transposition table: struct-of-arrays typed arrays in 2-entry buckets, indexed by hashLo and verified by hashHi.
// Replacement keeps the deeper entry of the current search; entries of older searches (generations) go first.
import * as scoreModule from './score';

// Copied from the import: vitest rewrites imported bindings into getters, which slows hot calls.
const { scoreFromTt, scoreToTt } = scoreModule;

export const BOUND_NONE = 0; // empty slot
export const BOUND_UPPER = 1; // score <= stored (fail low)
export const BOUND_LOWER = 2; // score >= stored (fail high)
export const BOUND_EXACT = 3;

/** key 4 + move 4 + score 2 + eval 2 + depth 1 + flags 1. */
export const TT_ENTRY_BYTES = 14;
const BUCKET_SIZE = 2;
const BOUND_MASK = 3;
const GENERATION_SHIFT = 2;
const GENERATION_MASK = 63;
/** Each search (generation) of age costs an entry this many plies of depth when choosing a victim. */
const AGE_WEIGHT = 8;
const EMPTY_WORTH = -1 << 20;
const MAX_STORED_DEPTH = 127;
const HASHFULL_SAMPLE = 1000;
const VALUE_LIMIT = 32000;

export class TranspositionTable {
  private keys: Int32Array = new Int32Array(0);
  private moves: Int32Array = new Int32Array(0);
  private scores: Int16Array = new Int16Array(0);
  private evals: Int16Array = new Int16Array(0);
  private depths: Int8Array = new Int8Array(0);
  /** bound in bits 0-1, generation in bits 2-7. */
  private flags: Uint8Array = new Uint8Array(0);
  private bucketMask = 0;
  private generation = 0;
  /** False while every entry is known to be empty: clearing then costs nothing (a 2 GB fill takes a second). */
  private used = false;

  constructor(megabytes: number) {
    this.resize(megabytes);
  }

  get entries(): number {
    return this.keys.length;
  }

  /**
   * Allocates the largest power-of-two entry count that fits (at least one bucket), cleared. All arrays are allocated
   * before any is replaced, so a size too big for memory throws and leaves the old table whole.
   */
  resize(megabytes: number): void {
    const wanted = Math.max(1, Math.floor(megabytes));
    let entries = BUCKET_SIZE;
    while (entries * 2 * TT_ENTRY_BYTES <= wanted * 1024 * 1024) entries *= 2;
    const keys = new Int32Array(entries);
    const moves = new Int32Array(entries);
    const scores = new Int16Array(entries);
    const evals = new Int16Array(entries);
    const depths = new Int8Array(entries);
    const flags = new Uint8Array(entries);
    this.keys = keys;
    this.moves = moves;
    this.scores = scores;
    this.evals = evals;
    this.depths = depths;
    this.flags = flags;
    this.bucketMask = entries / BUCKET_SIZE - 1;
    this.generation = 0;
    this.used = false;
  }

  clear(): void {
    if (!this.used) return;
    this.used = false;
    this.keys.fill(0);
    this.moves.fill(0);
    this.scores.fill(0);
    this.evals.fill(0);
    this.depths.fill(0);
    this.flags.fill(0);
    this.generation = 0;
  }

  /** Called once per search so that entries of earlier searches age. */
  newSearch(): void {
    this.used = true;
    this.generation = (this.generation + 1) & GENERATION_MASK;
  }

  /** Slot index of the entry for this key, or -1. A hit is refreshed to the current generation. */
  probe(hashLo: number, hashHi: number): number {
    const slot = (hashLo & this.bucketMask) * BUCKET_SIZE;
    const flags = this.flags;
    for (let i = slot; i < slot + BUCKET_SIZE; i++) {
      if (this.keys[i] === hashHi && (flags[i] & BOUND_MASK) !== BOUND_NONE) {
        flags[i] = (flags[i] & BOUND_MASK) | (this.generation << GENERATION_SHIFT);
        return i;
      }
    }
    return -1;
  }

  move(slot: number): number {
    return this.moves[slot];
  }

  /** Stored score converted back to root-relative at this ply. */
  score(slot: number, ply: number): number {
    return scoreFromTt(this.scores[slot], ply);
  }

  staticEval(slot: number): number {
    return this.evals[slot];
  }

  depth(slot: number): number {
    return this.depths[slot];
  }

  bound(slot: number): number {
    return this.flags[slot] & BOUND_MASK;
  }

  store(
    hashLo: number,
    hashHi: number,
    move: number,
    score: number,
    staticEval: number,
    depth: number,
    bound: number,
    ply: number,
  ): void {
    const slot = (hashLo & this.bucketMask) * BUCKET_SIZE;
    const keys = this.keys;
    const flags = this.flags;
    const depths = this.depths;
    if (depth > MAX_STORED_DEPTH) depth = MAX_STORED_DEPTH;
    let target = -1;
    for (let i = slot; i < slot + BUCKET_SIZE; i++) {
      if (keys[i] === hashHi && (flags[i] & BOUND_MASK) !== BOUND_NONE) {
        target = i;
        break;
      }
    }
    if (target >= 0) {
      // Same position: keep a clearly deeper result of this search unless the new one is exact.
      const sameSearch = flags[target] >>> GENERATION_SHIFT === this.generation;
      if (bound !== BOUND_EXACT && sameSearch && depth + 2 < depths[target]) {
        if (move !== 0) this.moves[target] = move;
        return;
      }
      if (move === 0) move = this.moves[target];
    } else {
      let worst = 0x7fffffff;
      for (let i = slot; i < slot + BUCKET_SIZE; i++) {
        const entryFlags = flags[i];
        const worth =
          (entryFlags & BOUND_MASK) === BOUND_NONE
            ? EMPTY_WORTH
            : depths[i] - AGE_WEIGHT * ((this.generation - (entryFlags >>> GENERATION_SHIFT)) & GENERATION_MASK);
        if (worth < worst) {
          worst = worth;
          target = i;
        }
      }
    }
    score = scoreToTt(score, ply);
    keys[target] = hashHi;
    this.moves[target] = move;
    this.scores[target] = score > VALUE_LIMIT ? VALUE_LIMIT : score < -VALUE_LIMIT ? -VALUE_LIMIT : score;
    this.evals[target] = staticEval > VALUE_LIMIT ? VALUE_LIMIT : staticEval < -VALUE_LIMIT ? -VALUE_LIMIT : staticEval;
    depths[target] = depth;
    flags[target] = bound | (this.generation << GENERATION_SHIFT);
  }

  /** Permille of a sample of entries written by the current search (UCI hashfull). */
  hashFull(): number {
    const sample = Math.min(HASHFULL_SAMPLE, this.keys.length);
    let used = 0;
    for (let i = 0; i < sample; i++) {
      const entryFlags = this.flags[i];
      if ((entryFlags & BOUND_MASK) !== BOUND_NONE && entryFlags >>> GENERATION_SHIFT === this.generation) used++;
    }
    return Math.round((used * 1000) / sample);
  }
}
