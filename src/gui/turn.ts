// Turns of several sub-moves (salmon) as the page shows them: whose turn it is (from `d`), the move list. Tokens are
// built with src/core/turns.ts: the record holds whole turns, the turn being played follows as open tokens, so the
// engine describes the exact position inside the turn, and its `go` there answers with the rest of the turn.

import type { TurnSpelling } from '../core/turns';

/** The protocol's turn tokens (docs/protocol.md): the page knows the spelling, not the rules. */
export const TURNS: TurnSpelling = { separator: ',', passText: 'pass' };

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

/** One entry of the game record: a move, or a whole turn and the player who played it. */
export interface PlayedTurn {
  readonly mover: string;
  readonly token: string;
}

/** The move list: numbered move pairs for two players, one `mover: turn` line per turn otherwise. */
export function formatMoveList(record: readonly PlayedTurn[], players: number, turns: boolean): string {
  // A space after each comma lets long turns wrap between their sub-moves.
  if (turns)
    return record
      .map((entry) => `${entry.mover}: ${entry.token.split(TURNS.separator).join(TURNS.separator + ' ')}`)
      .join('\n');
  if (players === 2)
    return record.map((entry, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${entry.token}` : entry.token)).join(' ');
  return record.map((entry) => entry.token).join(' ');
}

/** Player names: letters from A for games of more than two (the engine's own names in results), else 0 and 1. */
export function playerName(player: number, players: number): string {
  return players > 2 ? String.fromCharCode(65 + player) : String(player);
}
