// Self-play positions for tuning (`topochess datagen`): game g starts from opening g (the variant's book, then a few
// seeded random plies: openings.ts) and is played by the engine against itself at a fixed node count per move, so a
// game depends on its index, the seed and the code alone, never on the machine. Each position a side moved from is a
// candidate line: its text, the search score and the static evaluation (centipawns, side to move's view), the game's
// result from the side to move's view (1, 1/2, 0) and its ply. Positions in check, reached by a capture or promotion,
// or searched to a mate score are left out: their evaluation says little about the result.
import type { PositionCore, Rules, VariantEngine } from '../core/rules';
import { playToken } from '../core/turns';
import { createControl, Searcher } from '../search/search';
import { TranspositionTable } from '../search/tt';
import type { Opening } from './openings';
import { openingPosition } from './random-opening';

export interface DatagenSettings {
  /** Nodes per move. */
  readonly nodes: number;
  /** A game still going after this many plies of self-play is a draw. */
  readonly maxPlies: number;
}

export interface DatagenGame {
  /** The data lines, `text | score | eval | result | ply`. */
  readonly lines: readonly string[];
  /** From the first mover's (the opening position's side to move) point of view: 1, 1/2 or 0. */
  readonly result: number;
  readonly plies: number;
  readonly reason: string;
}

interface Sample {
  readonly text: string;
  readonly score: number;
  readonly evaluation: number;
  readonly mover: number;
  readonly ply: number;
}

/** One data line: position text, search score, static evaluation, result and ply, ` | ` between. */
export function formatDataLine(text: string, score: number, evaluation: number, result: number, ply: number): string {
  return `${text} | ${score} | ${evaluation} | ${result} | ${ply}`;
}

/** Plays one self-play game from `opening` and returns its data lines. Two-player variants only. */
export function playDataGame(
  engine: VariantEngine<PositionCore>,
  searcher: Searcher<PositionCore>,
  opening: Opening,
  settings: DatagenSettings,
): DatagenGame {
  const rules: Rules<PositionCore> = engine.rules;
  const pos = openingPosition(rules, opening.start);
  for (const token of opening.moves) playToken(rules, pos, token);
  const firstMover = pos.stm;
  const samples: Sample[] = [];
  searcher.newGame();
  let quietArrival = true;
  let winner: number | undefined;
  let reason = `${settings.maxPlies} plies`;
  let ply = 0;
  for (; ply < settings.maxPlies; ply++) {
    const outcome = rules.outcome(pos);
    if (outcome !== undefined) {
      reason = outcome.reason;
      if (outcome.kind === 'win') winner = outcome.winners[0];
      break;
    }
    const found = searcher.search(pos, { nodes: settings.nodes });
    if (found.best === undefined) break;
    if (found.score.kind === 'mate') {
      // The search sees the end: the game is decided, and the rest would add mate scores only.
      winner = found.score.moves > 0 ? pos.stm : 1 - pos.stm;
      reason = 'mate seen';
      break;
    }
    if (quietArrival && !rules.inCheck(pos))
      samples.push({
        text: rules.formatPosition(pos),
        score: found.score.value,
        evaluation: engine.evaluator.evaluate(pos),
        mover: pos.stm,
        ply: pos.gamePly,
      });
    const move = rules.parseMove(pos, found.best);
    if (!move.ok)
      throw new Error(`datagen: the search chose '${found.best}', which does not parse: ${move.error.detail}`);
    quietArrival = rules.noisyScore(pos, move.value) <= 0;
    rules.makeMove(pos, move.value);
  }
  const resultFor = (player: number): number => (winner === undefined ? 0.5 : winner === player ? 1 : 0);
  return {
    lines: samples.map((s) => formatDataLine(s.text, s.score, s.evaluation, resultFor(s.mover), s.ply)),
    result: resultFor(firstMover),
    plies: ply,
    reason,
  };
}

/** A searcher for self-play with its own small table. */
export function dataSearcher(engine: VariantEngine<PositionCore>): Searcher<PositionCore> {
  return new Searcher(engine, createControl(), new TranspositionTable(16));
}
