// Turns of several sub-moves (salmon) as the page handles them. The protocol only takes whole turns
// (`position … moves <turn> …`), so the sub-moves of the turn being played are kept here, and each new one is tried by
// sending the unfinished turn as if it were whole: the engine then either takes it, or refuses only the end of the
// turn (the sub-moves are fine, the turn may not end yet), or refuses a sub-move.
import type { ClickMove } from './moves';

export const TURN_SEPARATOR = ',';
export const PASS = 'pass';

/** Who is to move and where in the turn, from the first line of the engine's `d` (salmon's wording). */
export interface TurnInfo {
  readonly mover: string;
  /** 1-based number of the next sub-move. */
  readonly subMove: number;
  readonly perTurn: number;
}

const TURN_LINE = /\b(\S+) to move, sub-move (\d+) of (\d+)/;

/** The turn state of the `d` lines; undefined for variants whose display does not speak of sub-moves. */
export function parseTurnInfo(lines: readonly string[]): TurnInfo | undefined {
  for (const line of lines) {
    const found = TURN_LINE.exec(line);
    if (found) return { mover: found[1], subMove: Number(found[2]), perTurn: Number(found[3]) };
  }
  return undefined;
}

/** A turn token of the sub-moves played: joined by the separator, or `pass` for none. */
export function turnToken(subMoves: readonly string[]): string {
  return subMoves.length === 0 ? PASS : subMoves.join(TURN_SEPARATOR);
}

/** The sub-moves of a turn token (none for `pass`). */
export function splitTurn(token: string): string[] {
  return token.toLowerCase() === PASS ? [] : token.split(TURN_SEPARATOR);
}

/**
 * The sub-moves of the turn's starting list that can still be tried after `played`: a piece moves once a turn, so
 * neither a piece that left its cell nor one that landed is offered again, nor a landing on a cell a piece of this turn
 * now holds. An approximation for highlighting only (a vacated cell may open new moves); the engine judges each try.
 */
export function remainingSubMoves(startMoves: readonly ClickMove[], played: readonly ClickMove[]): ClickMove[] {
  const moved = new Set(played.flatMap((move) => [move.from, move.to]));
  const landed = new Set(played.map((move) => move.to));
  return startMoves.filter((move) => !moved.has(move.from) && !landed.has(move.to));
}

/** What the engine said to an unfinished turn sent as a whole one. */
export type TurnTrial =
  | { readonly kind: 'accepted' }
  /** Every sub-move is legal but the turn may not end here (pending twins, check): carry on. */
  | { readonly kind: 'open'; readonly reason: string }
  | { readonly kind: 'refused'; readonly reason: string };

/** Judges the engine's `info string error …` line for `position … moves …` (undefined: no error, accepted). */
export function judgeTrial(errorLine: string | undefined): TurnTrial {
  if (errorLine === undefined) return { kind: 'accepted' };
  const reason = errorLine.replace(/^info string error (ERR_\S+ )?/, '').replace(/; position unchanged$/, '');
  // src/core/turns.ts names the failing part: "(move N of '<turn>')" or "(ending the turn of '<turn>')".
  return /\(ending the turn of /.test(reason) ? { kind: 'open', reason } : { kind: 'refused', reason };
}

/** One entry of the game record: a move, or a whole turn and the player who played it. */
export interface PlayedTurn {
  readonly mover: string;
  readonly token: string;
}

/** The move list: numbered move pairs for two players, one `mover: turn` line per turn otherwise. */
export function formatMoveList(record: readonly PlayedTurn[], players: number, turns: boolean): string {
  // A space after each comma lets long turns wrap between their sub-moves.
  if (turns) return record.map((entry) => `${entry.mover}: ${entry.token.split(TURN_SEPARATOR).join(TURN_SEPARATOR + ' ')}`).join('\n');
  if (players === 2) return record.map((entry, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${entry.token}` : entry.token)).join(' ');
  return record.map((entry) => entry.token).join(' ');
}

/** Player names: letters from A for games of more than two (the engine's own names in results), else 0 and 1. */
export function playerName(player: number, players: number): string {
  return players > 2 ? String.fromCharCode(65 + player) : String(player);
}
