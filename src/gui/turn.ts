// Turns of several sub-moves (salmon) as the page shows them: whose turn it is (the `turn` extension). Tokens are
// built with src/core/turns.ts: the record holds whole turns, the turn being played follows as open tokens, so the
// engine describes the exact position inside the turn, and its `go` there answers with the rest of the turn.

import type { TurnSpelling } from '../core/turns';

/** The protocol's turn tokens (docs/protocol.md): the page knows the spelling, not the rules. */
export const TURNS: TurnSpelling = { separator: ',', passText: 'pass' };

/** Who is to move and where in the turn, from the engine's `turn` extension (docs/protocol.md). */
export interface TurnInfo {
  readonly mover: string;
  /** 1-based number of the next sub-move. */
  readonly subMove: number;
  readonly perTurn: number;
  /** Ending the turn now (`pass`) is legal. */
  readonly canEnd: boolean;
}

/**
 * The words after `info string` of a `turn <player> move <k> of <n> end yes|no` line; undefined for other lines and
 * for games whose turns are one move (the page then needs no turn state).
 */
export function parseTurnLine(words: readonly string[]): TurnInfo | undefined {
  const [kind, mover, moveWord, k, ofWord, n, endWord, end] = words;
  if (kind !== 'turn' || moveWord !== 'move' || ofWord !== 'of' || endWord !== 'end') return undefined;
  const subMove = Number(k);
  const perTurn = Number(n);
  if (!Number.isInteger(subMove) || !Number.isInteger(perTurn) || perTurn <= 1) return undefined;
  return { mover, subMove, perTurn, canEnd: end === 'yes' };
}

/** One entry of the game record: a move, or a whole turn and the player who played it. */
export interface PlayedTurn {
  readonly mover: string;
  readonly token: string;
}

/** Player names: letters from A for games of more than two (the engine's own names in results), else 0 and 1. */
export function playerName(player: number, players: number): string {
  return players > 2 ? String.fromCharCode(65 + player) : String(player);
}
