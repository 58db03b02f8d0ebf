// Synthetic tuning data: positions of seeded random games, each labelled with sigmoid(K · eval) where eval is the
// variant's evaluation with some parameters changed (computed through the tracer), in the data-file format.
import { flattenParams, traceScore } from '../../src/core/params';
import type { TuningModel } from '../../src/core/params';
import type { PositionCore, Rules } from '../../src/core/rules';
import { legalMoves } from '../../src/core/rules';
import { seeded as random } from '../../src/match/random-opening';

export interface SyntheticOptions {
  readonly seed: number;
  readonly positions: number;
  readonly plies: number;
  readonly k: number;
  /** Parameter label (`group.name[i]`) to its value in the labelling evaluation. */
  readonly changed: Readonly<Record<string, number>>;
}

export function syntheticLines<P extends PositionCore>(
  rules: Rules<P>,
  model: TuningModel<P>,
  options: SyntheticOptions,
): string[] {
  const flat = flattenParams(model.table);
  const params = Float64Array.from(flat.values);
  for (const [label, value] of Object.entries(options.changed)) params[flat.labels.indexOf(label)] = value;
  const next = random(options.seed);
  const buffer = new Int32Array(rules.maxMoves);
  const lines: string[] = [];
  while (lines.length < options.positions) {
    const pos = rules.startPosition();
    for (let ply = 0; ply < options.plies && lines.length < options.positions; ply++) {
      if (rules.outcome(pos) !== undefined) break;
      if (!rules.inCheck(pos)) {
        const score = traceScore(model.trace(pos), params);
        const result = 1 / (1 + Math.exp(-options.k * score));
        lines.push(`${rules.formatPosition(pos)} | ${score} | ${score} | ${result.toFixed(6)} | ${ply}`);
      }
      const moves = legalMoves(rules, pos, buffer);
      if (moves.length === 0) break;
      rules.makeMove(pos, moves[Math.floor(next() * moves.length)]);
    }
  }
  return lines;
}
