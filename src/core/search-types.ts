// Search limits, scores and progress reports, shared by the session, the worker and both protocol adapters.

/** Limits of one search. Clock fields are the side to move's, already mapped by the adapter. */
export interface SearchLimits {
  readonly depth?: number;
  readonly nodes?: number;
  readonly moveTimeMs?: number;
  readonly clockMs?: number;
  readonly incMs?: number;
  readonly movesToGo?: number;
  readonly mate?: number;
  readonly infinite?: boolean;
  /** Search on the opponent's time until ponderhit (then the clock limits apply) or stop. */
  readonly ponder?: boolean;
  /** Restrict the root to these moves (move text). */
  readonly searchMoves?: readonly string[];
}

export type Score = { readonly kind: 'cp'; readonly value: number } | { readonly kind: 'mate'; readonly moves: number };

export interface SearchInfo {
  readonly depth: number;
  readonly selDepth: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly nps: number;
  readonly score: Score;
  readonly bound?: 'lower' | 'upper';
  readonly pv: readonly string[];
  /** Permille of the transposition table in use. */
  readonly hashFull: number;
}

export interface SearchOutcome {
  /** Move text, or undefined when the position has no legal move. */
  readonly best: string | undefined;
  readonly ponder: string | undefined;
  readonly score: Score;
  readonly nodes: number;
  readonly depth: number;
}
