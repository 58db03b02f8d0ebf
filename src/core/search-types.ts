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
  /** Report this many best root moves (lines) per iteration, best first (UCI MultiPV); default 1. */
  readonly multiPv?: number;
  /** Play below full strength (UCI Skill Level / UCI_Elo); absent: full strength. */
  readonly skill?: SkillSetting;
}

/** A playing strength below full: see src/search/skill.ts. */
export interface SkillSetting {
  /** 0 (weakest) to 20 (full strength); may be fractional (from UCI_Elo). */
  readonly level: number;
  /** Seed of the move choice's random numbers: the same seed, position and limits give the same move. */
  readonly seed: number;
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
  /** Which line this is (1 = the best) when several are reported (MultiPV); absent means 1. */
  readonly multiPv?: number;
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
