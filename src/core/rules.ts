// The contract between an engine (rules + evaluation of one variant) and everything generic: search, perft,
// session, protocol. Hot methods take preallocated buffers and allocate nothing.
import type { Move, Player, VariantName } from './types';
import type { Result } from './result';
import type { Topology } from '../topology/topology';
import type { SearchInfo, SearchLimits, SearchOutcome } from './search-types';

/** Generate every pseudo-legal move, or only the noisy ones (captures, promotions) for quiescence. */
export const GEN_ALL = 0;
export const GEN_NOISY = 1;
export type GenMode = typeof GEN_ALL | typeof GEN_NOISY;

/** quickResult values, from the side to move's point of view. */
export const RESULT_NONE = 0;
export const RESULT_WIN = 1;
export const RESULT_LOSS = 2;
export const RESULT_DRAW = 3;
export type QuickResult = typeof RESULT_NONE | typeof RESULT_WIN | typeof RESULT_LOSS | typeof RESULT_DRAW;

/** The state every engine's Position exposes to generic code; the engine keeps the rest private. */
export interface PositionCore {
  /** Player to move. */
  stm: Player;
  /** Plies played since the position text was set (index into the key history). */
  gamePly: number;
  /** Plies since the last irreversible move (capture, pawn move ...); repetitions cannot reach further back. */
  halfmove: number;
  /** Zobrist key of the current position as two int32 halves. */
  hashLo: number;
  hashHi: number;
  /** keyHistoryLo/Hi[p] is the key after p plies; [gamePly] is the current key. Grown by the engine as needed. */
  keyHistoryLo: Int32Array;
  keyHistoryHi: Int32Array;
}

export type Outcome =
  | { readonly kind: 'win'; readonly winners: readonly Player[]; readonly reason: string }
  /** `among`: the players who share the draw when not everyone does (multi-player games end with survivors). */
  | { readonly kind: 'draw'; readonly reason: string; readonly among?: readonly Player[] };

/**
 * How a variant whose turn is several moves (salmon) spells a whole turn: its moves joined by `separator`, or
 * `passText` for none. The turn ends with the move `endTurn` (which formats as `passText`); the last player's turn ends
 * after `movesPerTurn` moves at most. Protocol move lists and `bestmove` carry whole turns.
 */
export interface TurnFormat {
  readonly movesPerTurn: number;
  readonly separator: string;
  readonly passText: string;
  readonly endTurn: Move;
}

export interface PieceInfo {
  /** Letter used in position text for the first player (upper case); lower case for the second. */
  readonly letter: string;
  readonly name: string;
}

export interface Rules<P extends PositionCore> {
  readonly variant: VariantName;
  readonly players: number;
  readonly topology: Topology;
  readonly pieces: readonly PieceInfo[];
  /** Longest pseudo-legal move list any position can produce (sizes search buffers). */
  readonly maxMoves: number;
  readonly startText: string;
  /** True when generateMoves lists legal moves only (makeMove never refuses one): perft bulk-counts its last ply. */
  readonly legalMovesOnly?: boolean;
  /** Set when a turn is several moves; generateMoves then lists the moves of the turn, never `turns.endTurn`. */
  readonly turns?: TurnFormat;
  /** Player names for results and messages (salmon's letters); players are numbered from 1 without it. */
  readonly playerNames?: readonly string[];
  /**
   * Set by the FIDE-board family (normal, msg, cylinder): moves are FIDE moves written as on a chessboard, so a
   * program's move is read in SAN or any coordinate form; `'san'` where every move has SAN (not M.S.G.'s merges,
   * splits and gallops), so games are recorded in it.
   */
  readonly chessMoveText?: 'san' | 'plain-san';
  /** Bound of `pieceTo`'s indices (pieces × cells). */
  readonly pieceToCount?: number;

  startPosition(): P;
  parsePosition(text: string): Result<P>;
  formatPosition(pos: P): string;
  /** Deep copy, for callers that keep a position while another is searched. */
  clonePosition(pos: P): P;

  /** Writes pseudo-legal moves into out[start ..] and returns how many. */
  generateMoves(pos: P, out: Int32Array, start: number, mode: GenMode): number;
  /** Plays a pseudo-legal move; returns false (with the position unchanged) when it leaves the mover in check. */
  makeMove(pos: P, move: Move): boolean;
  /** Takes back the last move made with makeMove (which returned true). */
  unmakeMove(pos: P): void;
  makeNullMove(pos: P): void;
  unmakeNullMove(pos: P): void;
  inCheck(pos: P): boolean;
  /** Whether a null move is sound here (e.g. the side to move has more than pawns and king). */
  nullMoveAllowed(pos: P): boolean;
  /** Ordering key of a pseudo-legal move: > 0 for captures and promotions (bigger = try earlier), 0 for quiet. */
  noisyScore(pos: P, move: Move): number;
  /**
   * Static exchange evaluation of a pseudo-legal move: whether the exchange it starts on its target cell (the capture,
   * if any, then both sides recapturing there with their cheapest attacker, each free to stop) nets the mover at least
   * `threshold` centipawns of the variant's own piece values. Pins may be ignored. Hot: allocates nothing. Optional:
   * the search prunes and orders by it only where the rules provide it (and the engine's SearchSwitches say so).
   */
  seeAtLeast?(pos: P, move: Move, threshold: number): boolean;
  /**
   * Whether a pseudo-legal move, if it is legal, leaves the opponent in check, told without playing it: 1 yes, 0 no,
   * -1 not known (for moves the rules would have to play to tell). Must agree with `inCheck` after `makeMove`. Hot:
   * allocates nothing. Optional: the search uses it to skip moves it prunes unless they give check without playing
   * them.
   */
  givesCheck?(pos: P, move: Move): number;
  /**
   * The moving piece and its target cell as one index below `pieceToCount`, told before the move is played: the key
   * of continuation history, which scores a quiet move by what followed the same piece-to pair earlier. Hot: allocates
   * nothing. Optional, with `pieceToCount`.
   */
  pieceTo?(pos: P, move: Move): number;
  /**
   * Cheap per-node test for results that need no move generation and no history: fifty-move rule, dead material,
   * a variant's own win/draw rules. Checkmate, stalemate and repetition are left to the caller.
   */
  quickResult(pos: P): QuickResult;
  /** The game state by the rules, repetition included (called outside search). */
  outcome(pos: P): Outcome | undefined;

  /** Lower case, no spaces. */
  formatMove(pos: P, move: Move): string;
  /** Parses move text and checks it is legal in pos. */
  parseMove(pos: P, text: string): Result<Move>;
  /** Moves the player to move has already made in this turn (variants with `turns`; 0 elsewhere when absent). */
  movesIntoTurn?(pos: P): number;
  /** The players still in the game, in index order (multi-player variants); every player when absent. */
  activePlayers?(pos: P): Player[];
  /** Human-readable board for the `d` command (several lines, no protocol prefixes). */
  display(pos: P): string;
  /** One layer of a board with several (`topology.layers`, 1 = the lowest) drawn as text; absent where one drawing
   * shows everything. */
  displayLayer?(pos: P, layer: number): string;
  /**
   * What stands on a cell, for board views (the `cells` extension): '' when empty, else `<player>:<label>` with a
   * short label (a piece letter, a stack height); `parseLabel` (src/core/cell-label.ts) reads it back. Not for hot
   * paths. Optional: views draw no pieces without it.
   */
  cellLabel?(pos: P, cell: number): string;
  /**
   * The cells of royal pieces under attack, for board views (the `check` extension): the side to move's king when it
   * is in check, or in games of more players every player's attacked royal piece. Not for hot paths. Absent where no
   * piece is royal.
   */
  checkedCells?(pos: P): number[];
}

/** Static evaluation in centipawns from the point of view of the side to move. */
export interface Evaluator<P extends PositionCore> {
  evaluate(pos: P): number;
}

/**
 * Chooses a whole turn for variants with `Rules.turns` (the two-player Searcher does not apply to them). Runs in the
 * search worker; the stop and ponder flags are read from the control array the planner was created with.
 */
export interface TurnPlanner<P extends PositionCore> {
  /** Reports progress through `report`; returns the turn as text in `best` (the pass text for an empty turn). */
  plan(pos: P, limits: SearchLimits, report: (info: SearchInfo) => void): SearchOutcome;
}

/**
 * Refinements of the two-player search (docs/search.md) a variant can turn on: each is off unless its engine says
 * `true`, which it does only where games from its book showed the refinement to gain (docs/strength.md).
 */
export interface SearchSwitches {
  readonly singularExtensions?: boolean;
  /** Quiescence skips captures that lose material by static exchange (`Rules.seeAtLeast` below 0), not in check. */
  readonly seeQuiescence?: boolean;
  /** Captures that lose material by static exchange are ordered after the quiet moves. */
  readonly seeOrdering?: boolean;
  /** Shallow non-PV nodes skip moves whose static exchange loses more than a margin growing with depth. */
  readonly seePruning?: boolean;
  /** The quiet move that last refuted the opponent's previous move (its countermove) is tried after the killers. */
  readonly counterMoves?: boolean;
  /**
   * Quiet moves are also ordered by continuation history: how the same piece-to pair fared after the opponent's last
   * move and after the side's own move before it (needs `Rules.pieceTo`).
   */
  readonly continuationHistory?: boolean;
}

/** Everything the generic layers need to play one variant. */
export interface VariantEngine<P extends PositionCore> {
  readonly rules: Rules<P>;
  readonly evaluator: Evaluator<P>;
  /** Positions (text) for `bench`: searched to a fixed depth (or planned with a fixed budget) for a node signature. */
  readonly benchPositions: readonly string[];
  /** Whole-turn chooser for multi-move turns; the worker uses it instead of the Searcher when present. */
  readonly createPlanner?: (control: Int32Array) => TurnPlanner<P>;
  /** Search refinements turned on for this variant; all are off when absent. */
  readonly search?: SearchSwitches;
}

/** The legal moves of `pos` (the generated moves makeMove accepts), in generation order; `buffer` holds maxMoves. */
export function legalMoves<P extends PositionCore>(rules: Rules<P>, pos: P, buffer: Int32Array): Move[] {
  const legal: Move[] = [];
  const count = rules.generateMoves(pos, buffer, 0, GEN_ALL);
  for (let i = 0; i < count; i++) {
    if (!rules.makeMove(pos, buffer[i])) continue;
    rules.unmakeMove(pos);
    legal.push(buffer[i]);
  }
  return legal;
}
