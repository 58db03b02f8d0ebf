// Time controls of both dialects mapped to SearchLimits (the side to move's clock): UCI `go` parameters, and XBoard
// `level`/`st`/`sd`/`time`/`otim`. Pure functions, so the mapping is unit-tested apart from any transcript.
import type { Player } from '../src/core/types';
import { err, ok, type Result } from '../src/core/result';
import type { SearchLimits } from '../src/core/search-types';
import { clip, parseDecimal, parseInteger } from './commands';

// ---- UCI ---------------------------------------------------------------------------------------------------------

export interface UciGo {
  readonly wtime?: number;
  readonly btime?: number;
  readonly winc?: number;
  readonly binc?: number;
  readonly movestogo?: number;
  readonly depth?: number;
  readonly nodes?: number;
  readonly mate?: number;
  readonly movetime?: number;
  readonly infinite: boolean;
  readonly ponder: boolean;
  readonly searchmoves?: readonly string[];
  /**
   * Multi-player clocks, the Topochess extension for salmon: `atime`..`jtime` and `ainc`..`jinc`, indexed by player
   * (A = 0). For two players these names are not read: `btime` is Black's.
   */
  readonly playerTime?: readonly (number | undefined)[];
  readonly playerInc?: readonly (number | undefined)[];
  /** Tokens the UCI spec says to ignore; the adapter mentions them in an `info string`. */
  readonly ignored: readonly string[];
}

/** Milliseconds may be negative when a GUI's clock has run out; anything beyond a year is malformed. */
const MAX_MS = 365 * 24 * 3600 * 1000;
const MAX_COUNT = 2 ** 31 - 1;
/** More root moves than any variant has: a longer list is garbage, refused before any is checked. */
export const MAX_SEARCH_MOVES = 4096;

/** Parses the tokens after `go`; malformed numbers are errors, unknown tokens are collected in `ignored`. */
export function parseUciGo(tokens: readonly string[]): Result<UciGo> {
  const go: { -readonly [K in keyof UciGo]: UciGo[K] } = { infinite: false, ponder: false, ignored: [] };
  const ignored: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const numberAt = (what: string, min: number, max: number): Result<number> => {
      i++;
      return parseInteger(tokens[i], `go ${what}`, min, max);
    };
    let value: Result<number> | undefined;
    switch (token) {
      case 'wtime':
      case 'btime':
        value = numberAt(token, -MAX_MS, MAX_MS);
        if (value.ok) go[token] = value.value;
        break;
      case 'winc':
      case 'binc':
      case 'movetime':
        value = numberAt(token, 0, MAX_MS);
        if (value.ok) go[token] = value.value;
        break;
      case 'movestogo':
      case 'depth':
      case 'mate':
        value = numberAt(token, 1, 1000);
        if (value.ok) go[token] = value.value;
        break;
      case 'nodes':
        value = numberAt(token, 1, Number.MAX_SAFE_INTEGER);
        if (value.ok) go.nodes = value.value;
        break;
      case 'infinite':
        go.infinite = true;
        break;
      case 'ponder':
        go.ponder = true;
        break;
      case 'searchmoves': {
        const moves: string[] = [];
        while (i + 1 < tokens.length && !isGoKeyword(tokens[i + 1])) {
          if (moves.length === MAX_SEARCH_MOVES) {
            return err('ERR_BAD_ARGUMENT', `go searchmoves takes at most ${MAX_SEARCH_MOVES} moves`);
          }
          moves.push(tokens[++i]);
        }
        if (moves.length === 0) return err('ERR_BAD_ARGUMENT', 'go searchmoves needs at least one move');
        go.searchmoves = moves;
        break;
      }
      default: {
        const clock = PLAYER_CLOCK.exec(token);
        if (clock === null) {
          ignored.push(clip(token, 20));
          break;
        }
        const player = clock[1].charCodeAt(0) - 'a'.charCodeAt(0);
        const inc = clock[2] === 'inc';
        value = numberAt(token, inc ? 0 : -MAX_MS, MAX_MS);
        if (value.ok) {
          const list = [...((inc ? go.playerInc : go.playerTime) ?? [])];
          list[player] = value.value;
          if (inc) go.playerInc = list;
          else go.playerTime = list;
        }
        break;
      }
    }
    if (value !== undefined && !value.ok) return value;
  }
  go.ignored = ignored;
  if (go.movestogo !== undefined && go.movestogo > MAX_COUNT) return err('ERR_BAD_ARGUMENT', 'go movestogo too large');
  return ok(go);
}

/** `atime` .. `jtime`, `ainc` .. `jinc`: one clock per player in multi-player games. */
const PLAYER_CLOCK = /^([a-j])(time|inc)$/;

const GO_KEYWORDS: ReadonlySet<string> = new Set([
  'wtime',
  'btime',
  'winc',
  'binc',
  'movestogo',
  'depth',
  'nodes',
  'mate',
  'movetime',
  'infinite',
  'ponder',
  'searchmoves',
]);

function isGoKeyword(token: string): boolean {
  return GO_KEYWORDS.has(token) || PLAYER_CLOCK.test(token);
}

/**
 * The side to move's limits: with two players, player 0 (White) takes wtime/winc and player 1 (Black) btime/binc.
 * With more players, the mover's own `<letter>time`/`<letter>inc` (atime for A ...) if given, else wtime/winc as "the
 * side to move's clock".
 */
export function uciLimits(go: UciGo, stm: Player, players = 2): SearchLimits {
  const black = stm === 1;
  let clock = black ? go.btime : go.wtime;
  let inc = black ? go.binc : go.winc;
  if (players > 2) {
    // `btime`/`binc` are parsed as Black's, which in a multi-player game is player B's (index 1) own clock.
    clock = (stm === 1 ? go.btime : go.playerTime?.[stm]) ?? go.wtime;
    inc = (stm === 1 ? go.binc : go.playerInc?.[stm]) ?? go.winc;
  }
  const limits: { -readonly [K in keyof SearchLimits]: SearchLimits[K] } = {};
  if (clock !== undefined) limits.clockMs = Math.max(0, clock);
  if (inc !== undefined) limits.incMs = inc;
  if (go.movestogo !== undefined) limits.movesToGo = go.movestogo;
  if (go.depth !== undefined) limits.depth = go.depth;
  if (go.nodes !== undefined) limits.nodes = go.nodes;
  if (go.mate !== undefined) limits.mate = go.mate;
  if (go.movetime !== undefined) limits.moveTimeMs = go.movetime;
  if (go.infinite) limits.infinite = true;
  if (go.ponder) limits.ponder = true;
  if (go.searchmoves !== undefined) limits.searchMoves = go.searchmoves;
  return limits;
}

// ---- XBoard ------------------------------------------------------------------------------------------------------

/** `level MPS BASE INC`: moves per session (0 = incremental), base time and increment in ms. */
export interface XboardLevel {
  readonly mps: number;
  readonly baseMs: number;
  readonly incMs: number;
}

/** XBoard's default when no `level` came: 40 moves in 5 minutes. */
export const DEFAULT_LEVEL: XboardLevel = { mps: 40, baseMs: 5 * 60_000, incMs: 0 };

export interface XboardClock {
  readonly level: XboardLevel;
  /** `st`: fixed time per move in ms (overrides the level). */
  readonly moveTimeMs?: number;
  /** `sd`: depth limit, orthogonal to the clock. */
  readonly depth?: number;
  /** `time`: the engine's clock in centiseconds. */
  readonly ownCs?: number;
  /** `otim`: the opponent's clock in centiseconds (kept for completeness; the search plays on its own clock). */
  readonly oppCs?: number;
}

const BASE_MINUTES = /^\d+(\.\d+)?$/;
const BASE_MIN_SEC = /^(\d+):(\d+(\.\d+)?)$/;

/**
 * Parses `level MPS BASE INC`; BASE is minutes (`5`, `0.5`) or minutes:seconds (`0:30`); INC is seconds (may be
 * fractional).
 */
export function parseLevel(args: readonly string[]): Result<XboardLevel> {
  if (args.length < 3) return err('ERR_BAD_ARGUMENT', 'level needs MPS BASE INC');
  const mps = parseInteger(args[0], 'level MPS', 0, 100000);
  if (!mps.ok) return mps;
  let baseMs: number;
  const minSec = BASE_MIN_SEC.exec(args[1]);
  if (minSec !== null) baseMs = (Number(minSec[1]) * 60 + Number(minSec[2])) * 1000;
  else if (BASE_MINUTES.test(args[1])) baseMs = Number(args[1]) * 60_000;
  else return err('ERR_BAD_ARGUMENT', `level BASE must be minutes or min:sec, got '${clip(args[1], 20)}'`);
  if (!(baseMs <= MAX_MS))
    return err('ERR_BAD_ARGUMENT', `level BASE must be at most 365 days, got '${clip(args[1], 20)}'`);
  const inc = parseDecimal(args[2], 'level INC', 0, 86400);
  if (!inc.ok) return inc;
  return ok({ mps: mps.value, baseMs: Math.round(baseMs), incMs: Math.round(inc.value * 1000) });
}

/**
 * The engine's limits under XBoard. `st` gives a fixed move time; otherwise the clock is `time` (centiseconds → ms)
 * or, before any `time` arrived, the level's base time. With MPS > 0, movesToGo counts the moves left in the current
 * session of MPS moves, given how many moves the engine's side has already made. `sd` adds a depth limit.
 */
export function xboardLimits(clock: XboardClock, movesMadeBySide: number): SearchLimits {
  const limits: { -readonly [K in keyof SearchLimits]: SearchLimits[K] } = {};
  if (clock.depth !== undefined) limits.depth = clock.depth;
  if (clock.moveTimeMs !== undefined) {
    limits.moveTimeMs = clock.moveTimeMs;
    return limits;
  }
  const level = clock.level;
  limits.clockMs = Math.max(1, clock.ownCs !== undefined ? clock.ownCs * 10 : level.baseMs);
  if (level.incMs > 0) limits.incMs = level.incMs;
  if (level.mps > 0) limits.movesToGo = level.mps - (movesMadeBySide % level.mps);
  return limits;
}
