// Checks a variant's tracer against its evaluator on the positions of seeded random games: the trace must give the
// evaluator's score exactly, and its linear model (what the tuner fits) must stay within the integer truncations.
import { expect } from 'vitest';
import { flattenParams, linearModel, traceScore } from '../../src/core/params';
import type { TuningModel } from '../../src/core/params';
import type { PositionCore, VariantEngine } from '../../src/core/rules';
import { legalMoves } from '../../src/core/rules';
import { random } from './playouts';

/** Plays `games` random games of up to `plies` plies and returns how many positions were compared. */
export function checkTrace<P extends PositionCore>(
  engine: VariantEngine<P>,
  tuning: TuningModel<P>,
  options: { seed: number; games: number; plies: number; truncations: number },
): number {
  const params = flattenParams(tuning.table).values;
  const next = random(options.seed);
  const buffer = new Int32Array(engine.rules.maxMoves);
  const wrong: string[] = [];
  let positions = 0;
  for (let game = 0; game < options.games; game++) {
    const pos = engine.rules.startPosition();
    for (let ply = 0; ply < options.plies && engine.rules.outcome(pos) === undefined; ply++) {
      const trace = tuning.trace(pos);
      const score = engine.evaluator.evaluate(pos);
      const traced = traceScore(trace, params);
      const linear = linearModel(trace).value(params);
      if (traced !== score || Math.abs(linear - score) > options.truncations)
        wrong.push(`${engine.rules.formatPosition(pos)}: eval ${score}, trace ${traced}, linear ${linear}`);
      positions++;
      const moves = legalMoves(engine.rules, pos, buffer);
      if (moves.length === 0) break;
      engine.rules.makeMove(pos, moves[Math.floor(next() * moves.length)]);
    }
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  return positions;
}
