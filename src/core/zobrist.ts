// Deterministic Zobrist key tables: a seeded splitmix32 generator fills Int32Array halves, so keys (and therefore
// transposition-table behaviour and bench signatures) are identical on every run and machine.

/** A 64-bit key table stored as two int32 halves; entry i is (lo[i], hi[i]). */
export interface KeyTable {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
}

/** splitmix32: tiny, fast, and passes the statistical tests that matter for hashing. */
export class KeyGenerator {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** Next pseudo-random int32. */
  next(): number {
    this.state = (this.state + 0x9e3779b9) | 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  }

  /** A table of `count` keys; no key is all-zero, so every feature changes the hash. */
  table(count: number): KeyTable {
    const lo = new Int32Array(count);
    const hi = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      do {
        lo[i] = this.next();
        hi[i] = this.next();
      } while (lo[i] === 0 && hi[i] === 0);
    }
    return { lo, hi };
  }
}

/** Formats a key as 16 lower-case hex digits, high half first. */
export function formatKey(lo: number, hi: number): string {
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

/** The keys of a board whose only features are a piece code on a cell and the side to move. */
export interface PieceCellKeys {
  /** pieceLo/pieceHi[code * cells + cell]. */
  readonly pieceLo: Int32Array;
  readonly pieceHi: Int32Array;
  /** Xored in when the second player is to move. */
  readonly sideLo: number;
  readonly sideHi: number;
}

/** Draws a board's piece-on-cell keys, then its side key, from `seed` (the order fixes every key, so bench
 * signatures stay as they are). */
export function pieceCellKeys(seed: number, codes: number, cells: number): PieceCellKeys {
  const keys = new KeyGenerator(seed);
  const pieceKeys = keys.table(codes * cells);
  const sideKeys = keys.table(1);
  return { pieceLo: pieceKeys.lo, pieceHi: pieceKeys.hi, sideLo: sideKeys.lo[0], sideHi: sideKeys.hi[0] };
}
