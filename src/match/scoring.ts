// How a game counts between the two sides (engines), in seats: the rules' winner scores for its side; a failure
// (illegal token, crash, hang, time, resignation) scores against the failing seat's side; a draw shared by survivors
// scores 1 for a side whose seats are the only survivors, and 1/2 when both sides have survivors. With two players
// this is plain chess scoring; with ten it keeps W/D/L (and so Elo and SPRT) meaningful.
import type { Side } from './seats';

/** How a game ended, in seats (player indices). */
export type GameEnd =
  | { readonly kind: 'win'; readonly seat: number }
  /** `among`: the seats sharing the draw (the survivors; both seats of a two-player draw). */
  | { readonly kind: 'draw'; readonly among: readonly number[] }
  /** The seat's engine failed or resigned. */
  | { readonly kind: 'forfeit'; readonly seat: number };

export type GameResult = '1-0' | '0-1' | '1/2-1/2';

/** Side 0's score: 1, 1/2 or 0. */
export function sideScore(end: GameEnd, sides: readonly Side[]): number {
  switch (end.kind) {
    case 'win':
      return sides[end.seat] === 0 ? 1 : 0;
    case 'forfeit':
      return sides[end.seat] === 0 ? 0 : 1;
    case 'draw': {
      const zero = end.among.some((seat) => sides[seat] === 0);
      const one = end.among.some((seat) => sides[seat] === 1);
      return zero === one ? 0.5 : zero ? 1 : 0;
    }
  }
}

/** The PGN result from side 0's point of view (White, or the engine on seat A). */
export function resultOf(score: number): GameResult {
  return score === 1 ? '1-0' : score === 0 ? '0-1' : '1/2-1/2';
}
