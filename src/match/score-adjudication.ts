// Score adjudication (`--resign`, `--draw`): after each move, from the score its engine reported, whether the game
// ends there. game.ts plays games by it; scripts/adjudication.mjs replays recorded games with other settings.
import type { Adjudication } from './game';

/** How a mate is counted: beyond any centipawn threshold, with its sign. */
export const MATE_SCORE = 100_000;

/** A seat resigns (its score stayed at or below -resignCp), or both sides stayed within drawCp of 0. */
export type ScoreVerdict = 'resign' | 'draw' | undefined;

export class ScoreAdjudicator {
  /** Each seat's moves in a row at or below -resignCp. */
  private readonly lowScores: number[];
  /** Plies in a row, from the counted move on, with a score within drawCp. */
  private quietPlies = 0;

  constructor(
    private readonly settings: Adjudication,
    players: number,
  ) {
    this.lowScores = new Array<number>(players).fill(0);
  }

  /**
   * The mover `seat` reported `score` (centipawns, its own view; ±MATE_SCORE for a mate) for the move that made
   * `plies` plies of the game (opening moves included).
   */
  observe(seat: number, score: number, plies: number): ScoreVerdict {
    const { resignCp, resignMoves, drawCp, drawMoves, drawFromMove = 0 } = this.settings;
    if (resignCp !== undefined && resignMoves !== undefined) {
      this.lowScores[seat] = score <= -resignCp ? this.lowScores[seat] + 1 : 0;
      if (this.lowScores[seat] >= resignMoves) return 'resign';
    }
    if (drawCp !== undefined && drawMoves !== undefined) {
      // Ply `plies` belongs to move (plies + 1) >> 1.
      const counted = (plies + 1) >> 1 >= drawFromMove;
      this.quietPlies = counted && Math.abs(score) <= drawCp ? this.quietPlies + 1 : 0;
      if (this.quietPlies >= 2 * drawMoves) return 'draw';
    }
    return undefined;
  }
}
