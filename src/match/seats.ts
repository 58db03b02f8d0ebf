// Who plays which seat. A game has two sides, each played by one engine process: side 0 takes seat 0 (White, or A in
// salmon) and side 1 the other engine. In multi-player variants the sides alternate seats by player index (A C E G I
// against B D F H J in salmon): salmon's turn order A D G J C F I B E H then alternates the sides as well, and so does
// the ring of decants round the board, so every seat is flanked by the other engine's seats. The runner swaps which
// engine is side 0 in the second game of each pair, like colours in chess.
import type { PositionCore, Rules } from '../core/rules';

export type Side = 0 | 1;

/** The side that plays each seat (player index). */
export function seatSides(players: number): Side[] {
  return Array.from({ length: players }, (_, seat) => (seat % 2) as Side);
}

/** Seat names for results and PGN: White/Black for two players, else the rules' player names (A..J in salmon). */
export function seatNames(rules: Rules<PositionCore>): string[] {
  if (rules.players === 2) return ['White', 'Black'];
  return Array.from({ length: rules.players }, (_, seat) => rules.playerNames?.[seat] ?? String(seat + 1));
}

/** The seats still in the game: the rules' own list, or every seat where the rules keep none (two players). */
export function activeSeats(rules: Rules<PositionCore>, pos: PositionCore): number[] {
  return rules.activePlayers?.(pos) ?? Array.from({ length: rules.players }, (_, seat) => seat);
}
