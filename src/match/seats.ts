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

/**
 * The seats still in the game at a turn boundary, read from who moved (Rules has no query for eliminated players):
 * the seat to move and every seat that moved since that seat's previous turn; before the seat to move has had a turn,
 * every seat counts. A seat whose centaur was captured after its last turn in that round
 * still counts: the only case where this differs from the rules' own list of survivors.
 */
export function activeSeats(movers: readonly number[], toMove: number, players: number): number[] {
  const active = new Set([toMove]);
  let index = movers.length - 1;
  for (; index >= 0 && movers[index] !== toMove; index--) active.add(movers[index]);
  if (index < 0) for (let seat = 0; seat < players; seat++) active.add(seat);
  return [...active].sort((a, b) => a - b);
}
