// Games as text on the board page: what the player pastes (a position text, a `position …` command, or a PGN) read
// into a start and moves, and the game written out as PGN (src/match/pgn.ts, the match runner's writer).
import { err, ok, type Result } from '../core/result';
import type { VariantName } from '../core/types';
import { formatPgn } from '../match/pgn';
import { listTexts } from './notation';

/** A game to set up: the variant (from a PGN's tag), the start (`startpos` or a position text) and moves as written. */
export interface GameSetup {
  readonly variant: string | undefined;
  readonly start: string;
  readonly moves: readonly string[];
}

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
/**
 * A merge, split or gallop in the engine's text or a player's (`&`: a piece or a pawn's file onto an own piece):
 * M.S.G.'s moves, which no chess game has.
 */
const MSG_ONLY_MOVE =
  /^([a-h][1-8][a-h][1-8](m[nbrq]|s[pnbrq][a-h][1-8][pnbrq][a-h][1-8]|g[a-h][1-8])|([NBRQK][a-h]?[1-8]?|[a-h])&[a-h][1-8]\S*)$/i;
/** PGN's name for plain chess, in the Variant tag of other programs. */
const CHESS_NAMES = new Set(['standard', 'chess', 'normal', 'from position']);

/**
 * Reads pasted text: a PGN (it starts with a tag or a move number), `position startpos|fen … [moves …]` as the engine
 * reads it, `startpos`, or a bare position text. Only the form is checked here; the engine judges the position.
 */
export function readGameText(text: string): Result<GameSetup> {
  const trimmed = text.trim();
  if (trimmed === '') return err('ERR_BAD_POSITION', 'nothing to load: paste a position text or a PGN');
  if (/^(\[|\d+\.)/.test(trimmed)) return readPgn(trimmed);
  const words = trimmed.split(/\s+/);
  if (words[0] !== 'position') return ok({ variant: undefined, start: words.join(' '), moves: [] });
  const split = words.indexOf('moves');
  const head = split < 0 ? words.slice(1) : words.slice(1, split);
  const moves = split < 0 ? [] : words.slice(split + 1);
  if (head[0] === 'startpos' && head.length === 1) return ok({ variant: undefined, start: 'startpos', moves });
  if (head[0] === 'fen' && head.length > 1) return ok({ variant: undefined, start: head.slice(1).join(' '), moves });
  return err('ERR_BAD_POSITION', "a position command is 'position startpos|fen <text> [moves …]'");
}

/**
 * The first game of a PGN: its Variant, FEN and SetUp tags and its moves (comments, variations and numbers left out).
 */
export function readPgn(text: string): Result<GameSetup> {
  const tags = new Map<string, string>();
  const body: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const tag = /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/.exec(line);
    if (tag !== null && body.length === 0) tags.set(tag[1], tag[2].replace(/\\(.)/g, '$1'));
    else if (line.startsWith('[') && body.some((part) => part.trim() !== ''))
      break; // the next game's tags
    else if (!line.startsWith('%')) body.push(line.replace(/;.*$/, ''));
  }
  const movetext = removeNested(body.join(' ').replace(/\{[^}]*\}/g, ' '));
  if (movetext === undefined) return err('ERR_BAD_MOVE', 'the PGN has an unclosed variation: ( without )');
  const moves = movetext
    .split(/\s+/)
    .map((word) => word.replace(/^\d+\.+/, ''))
    .filter((word) => word !== '' && !RESULTS.has(word) && !/^\$\d+$/.test(word));
  const named = tags.get('Variant')?.toLowerCase();
  // Without a Variant tag a PGN is chess, unless a move is one only M.S.G. has (a merge, split or gallop).
  const unnamed = moves.some((move) => MSG_ONLY_MOVE.test(move)) ? 'msg' : 'normal';
  const variant = named === undefined ? unnamed : CHESS_NAMES.has(named) ? 'normal' : named;
  const fen = tags.get('FEN');
  if (tags.get('SetUp') === '1' && fen === undefined)
    return err('ERR_BAD_POSITION', 'the PGN has SetUp "1" but no FEN');
  return ok({ variant, start: fen ?? 'startpos', moves });
}

/** The text without its parenthesised variations (nested too); undefined when a variation is not closed. */
function removeNested(text: string): string | undefined {
  let depth = 0;
  let kept = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) kept += char;
    else continue;
    if (char === '(' || char === ')') kept += ' ';
  }
  return depth === 0 ? kept : undefined;
}

/** What the page knows of its game for PGN. */
export interface PageGame {
  readonly variant: VariantName;
  /** Whether the game began at the variant's start (no FEN tag then). */
  readonly fromStart: boolean;
  /** The start position's text (its side to move and move number number the moves). */
  readonly startText: string;
  /** The moves (whole turns in salmon) in the engine's text, and who played each. */
  readonly moves: readonly { readonly token: string; readonly mover: number }[];
  /** Who plays each side (`You`, `Topochess (Club)`): White and Black are sides 0 and 1. */
  readonly players: readonly string[];
  /** Player letters for the turn comments of games of more than two players. */
  readonly seatNames: readonly string[];
  /** The engine's `result` text (`ongoing`, `1-0 checkmate`, `win A …`), or the page's own (a flag fall). */
  readonly state: string;
  /** PGN TimeControl: `180+2`, or `-`. */
  readonly timeControl: string;
}

/**
 * The game as PGN: SAN for normal, the variant's move text (src/gui/notation.ts) otherwise under a Variant tag (none
 * for normal, as chess programs expect), FEN and SetUp when the game was set up. A game going on has Result `*`; so
 * has a game of more than two players (PGN's result is between White and Black), whose Termination then says who
 * won.
 */
export function gamePgn(game: PageGame, date = new Date()): string {
  const [first, ...reason] = game.state.split(' ');
  const result = first === '1-0' || first === '0-1' || first === '1/2-1/2' ? first : '*';
  const termination =
    game.state === 'ongoing' ? 'unterminated' : result === '*' ? game.state : reason.join(' ') || 'normal';
  return formatPgn(
    {
      event: 'Topochess board page',
      site: 'topochess gui',
      round: '-',
      white: game.players[0],
      black: game.players[1],
      variant: game.variant,
      seatNames: game.players.length === 2 ? undefined : game.seatNames,
      timeControl: game.timeControl,
      standardStart: game.fromStart,
    },
    {
      result,
      termination,
      startText: game.startText,
      opening: [],
      moves: playerTexts(game).map((move, i) => ({ move, seat: game.moves[i].mover })),
    },
    date,
  );
}

/** The moves as a player reads them (SAN where every move has it). */
function playerTexts(game: PageGame): string[] {
  return listTexts(
    game.variant,
    game.startText,
    game.moves.map((entry) => entry.token),
  );
}
