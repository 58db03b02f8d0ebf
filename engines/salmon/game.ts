// The end of the game for players: eliminating one (his centaur leaves, his other pieces stay as inert obstacles) and
// the winner, the last active player. Turns and tokens are the Rules face's (rules.ts, src/core/turns.ts).
import { PLAYERS } from './layer';
import { removeFromList } from './make';
import type { SalmonPosition } from './position';

/** The only active player, or -1 while two or more remain. */
export function winner(pos: SalmonPosition): number {
  let found = -1;
  for (let p = 0; p < PLAYERS; p++) {
    if (!pos.active[p]) continue;
    if (found >= 0) return -1;
    found = p;
  }
  return found;
}

/** Removes a player's centaur (if still there) and makes him inactive; his other pieces stay as inert obstacles. */
export function eliminate(pos: SalmonPosition, player: number): void {
  const cell = pos.centaur[player];
  if (cell >= 0) {
    removeFromList(pos, player, cell);
    pos.type[cell] = -1;
    pos.owner[cell] = -1;
    pos.restricted[cell] = 0;
    pos.centaur[player] = -1;
  }
  pos.active[player] = 0;
}
