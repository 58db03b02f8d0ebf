// Transposition table: 2-entry buckets in one Int32Array, indexed by hashLo and verified by hashHi. The storage may be
// a SharedArrayBuffer seen by several search threads (Lazy SMP), so entries are written without locks: each entry's
// first word is hashHi XOR its three data words, and a probe accepts an entry only if the words it read XOR back to
// the key. A torn entry (words of two writes mixed) or another position's entry is then a miss, never a wrong move.
// Replacement keeps the deeper entry of the current search; entries of older searches (generations) go first.
import * as scoreModule from './score';
import { sharedBuffer } from './shared-memory';

// Copied from the import: vitest rewrites imported bindings into getters, which slows hot calls.
const { scoreFromTt, scoreToTt } = scoreModule;

export const BOUND_NONE = 0; // empty slot
export const BOUND_UPPER = 1; // score <= stored (fail low)
export const BOUND_LOWER = 2; // score >= stored (fail high)
export const BOUND_EXACT = 3;

/** check 4 + move 4 + score 2 + eval 2 + depth 1 + flags 1 + unused 2. */
export const TT_ENTRY_BYTES = 16;
/** Int32 words an entry: check (hashHi ^ the other three), move, score << 16 | eval, depth | flags << 8. */
const WORDS = 4;
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

/** The entry count for `megabytes`: the largest power of two that fits (at least one bucket). */
function entriesFor(megabytes: number): number {
  const wanted = Math.max(1, Math.floor(megabytes));
  let entries = BUCKET_SIZE;
  while (entries * 2 * TT_ENTRY_BYTES <= wanted * 1024 * 1024) entries *= 2;
  return entries;
}

export class TranspositionTable {
  private words: Int32Array = new Int32Array(0);
  private bucketMask = 0;
  private generation = 0;
  /** False while every entry is known to be empty: clearing then needs no new memory. */
  private used = false;
  /** A helper's view: the generation is the main thread's (setGeneration), never advanced here. */
  private readonly follower: boolean;
  // The entry the last successful probe read, kept whole: another thread may overwrite its slot meanwhile.
  private foundMove = 0;
  private foundValues = 0;
  private foundMeta = 0;

  /** A table of `megabytes` in shared memory; `shared`: a view of another table's buffer instead (see `view`). */
  constructor(megabytes: number, shared?: SharedArrayBuffer) {
    this.follower = shared !== undefined;
    if (shared === undefined) this.resize(megabytes);
    else this.attach(shared);
  }

  /** A helper thread's view of another table's buffer: it searches under the generation it is given. */
  static view(buffer: SharedArrayBuffer): TranspositionTable {
    return new TranspositionTable(0, buffer);
  }

  get entries(): number {
    return this.words.length / WORDS;
  }

  /** The storage, for views in other threads (`TranspositionTable.view`). */
  get buffer(): SharedArrayBuffer {
    return this.words.buffer as SharedArrayBuffer;
  }

  /** The generation helpers must search under (setGeneration) so that their entries age with the main thread's. */
  get currentGeneration(): number {
    return this.generation;
  }

  /** The generation the next newSearch() starts: helpers started before the main search take this one. */
  get nextGeneration(): number {
    return this.follower ? this.generation : (this.generation + 1) & GENERATION_MASK;
  }

  /**
   * Allocates the largest power-of-two entry count that fits (at least one bucket), cleared, in new shared memory:
   * views of the old buffer keep it until they attach the new one. A size too big for memory throws and leaves the
   * old table whole.
   */
  resize(megabytes: number): void {
    this.renew(entriesFor(megabytes) * TT_ENTRY_BYTES);
  }

  /**
   * Empties the table by moving it to new shared memory of the same size, as resize does (views keep the old buffer
   * until they attach the new one). Zeroing in place would touch every page the searches left untouched: a 2 GB table
   * took 7-10 s here. Only while no other thread writes to the table.
   */
  clear(): void {
    if (this.used) this.renew(this.words.byteLength);
  }

  /** Empty new shared memory of `bytes` (the OS gives it zeroed, page by page as it is used), generation 0. */
  private renew(bytes: number): void {
    this.attach(sharedBuffer(bytes));
    this.generation = 0;
    this.used = false;
  }

  /** Called once per search so that entries of earlier searches age (helpers take the main thread's instead). */
  newSearch(): void {
    this.used = true;
    if (!this.follower) this.generation = (this.generation + 1) & GENERATION_MASK;
  }

  /** A helper's view: search under the main thread's generation. */
  setGeneration(generation: number): void {
    this.generation = generation & GENERATION_MASK;
  }

  /**
   * Slot index of the entry for this key, or -1. A hit is copied (move, score, eval, depth, bound are read from the
   * copy) and refreshed to the current generation.
   */
  probe(hashLo: number, hashHi: number): number {
    const slot = (hashLo & this.bucketMask) * BUCKET_SIZE;
    const words = this.words;
    for (let i = slot; i < slot + BUCKET_SIZE; i++) {
      const at = i * WORDS;
      // Each word read once: another thread may be writing this entry, and holds() must judge what is used.
      const move = words[at + 1];
      const values = words[at + 2];
      const meta = words[at + 3];
      if (!holds(words[at], move, values, meta, hashHi)) continue;
      const refreshed = (meta & 0xff) | ((((meta >> 8) & BOUND_MASK) | (this.generation << GENERATION_SHIFT)) << 8);
      if (refreshed !== meta) {
        words[at + 3] = refreshed;
        words[at] = hashHi ^ move ^ values ^ refreshed;
      }
      this.foundMove = move;
      this.foundValues = values;
      this.foundMeta = refreshed;
      return i;
    }
    return -1;
  }

  /** The move of the entry the last probe found (`slot`, its result, names it). */
  move(_slot: number): number {
    return this.foundMove;
  }

  /** Stored score converted back to root-relative at this ply. */
  score(_slot: number, ply: number): number {
    return scoreFromTt(this.foundValues >> 16, ply);
  }

  staticEval(_slot: number): number {
    return (this.foundValues << 16) >> 16;
  }

  depth(_slot: number): number {
    return (this.foundMeta << 24) >> 24;
  }

  bound(_slot: number): number {
    return (this.foundMeta >> 8) & BOUND_MASK;
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
    const words = this.words;
    if (depth > MAX_STORED_DEPTH) depth = MAX_STORED_DEPTH;
    let target = -1;
    let oldMove = 0;
    for (let i = slot; i < slot + BUCKET_SIZE; i++) {
      const at = i * WORDS;
      const entryMove = words[at + 1];
      const values = words[at + 2];
      const meta = words[at + 3];
      if (!holds(words[at], entryMove, values, meta, hashHi)) continue;
      // Same position: keep a clearly deeper result of this search unless the new one is exact.
      const sameSearch = (meta >>> 8) >>> GENERATION_SHIFT === this.generation;
      if (bound !== BOUND_EXACT && sameSearch && depth + 2 < (meta << 24) >> 24) {
        if (move !== 0) {
          words[at + 1] = move;
          words[at] = hashHi ^ move ^ values ^ meta;
        }
        return;
      }
      target = i;
      oldMove = entryMove;
      break;
    }
    if (target >= 0) {
      if (move === 0) move = oldMove;
    } else {
      let worst = 0x7fffffff;
      for (let i = slot; i < slot + BUCKET_SIZE; i++) {
        const meta = words[i * WORDS + 3];
        const entryFlags = (meta >> 8) & 0xff;
        const worth =
          (entryFlags & BOUND_MASK) === BOUND_NONE
            ? EMPTY_WORTH
            : ((meta << 24) >> 24) -
              AGE_WEIGHT * ((this.generation - (entryFlags >>> GENERATION_SHIFT)) & GENERATION_MASK);
        if (worth < worst) {
          worst = worth;
          target = i;
        }
      }
    }
    score = scoreToTt(score, ply);
    if (score > VALUE_LIMIT) score = VALUE_LIMIT;
    else if (score < -VALUE_LIMIT) score = -VALUE_LIMIT;
    if (staticEval > VALUE_LIMIT) staticEval = VALUE_LIMIT;
    else if (staticEval < -VALUE_LIMIT) staticEval = -VALUE_LIMIT;
    const values = (score << 16) | (staticEval & 0xffff);
    const meta = (depth & 0xff) | ((bound | (this.generation << GENERATION_SHIFT)) << 8);
    const at = target * WORDS;
    words[at] = hashHi ^ move ^ values ^ meta;
    words[at + 1] = move;
    words[at + 2] = values;
    words[at + 3] = meta;
  }

  /** Permille of a sample of entries written by the current search (UCI hashfull). */
  hashFull(): number {
    const sample = Math.min(HASHFULL_SAMPLE, this.entries);
    const words = this.words;
    let used = 0;
    for (let i = 0; i < sample; i++) {
      const entryFlags = (words[i * WORDS + 3] >> 8) & 0xff;
      if ((entryFlags & BOUND_MASK) !== BOUND_NONE && entryFlags >>> GENERATION_SHIFT === this.generation) used++;
    }
    return Math.round((used * 1000) / sample);
  }

  /** Points this table at `buffer` (a helper's view follows the main table to its resized buffer). */
  attach(buffer: SharedArrayBuffer): void {
    const words = new Int32Array(buffer);
    this.words = words;
    this.bucketMask = words.length / WORDS / BUCKET_SIZE - 1;
  }
}

/**
 * Whether an entry read as these four words holds the position keyed `hashHi`: its key word is stored xored with the
 * other three, so an entry torn by two threads' writes fails the test instead of being misread.
 */
function holds(key: number, move: number, values: number, meta: number, hashHi: number): boolean {
  return (key ^ move ^ values ^ meta) === hashHi && ((meta >> 8) & BOUND_MASK) !== BOUND_NONE;
}
