// Every variant's tracer reproduces its evaluator (the guard that keeps the tuner's view of an evaluation and the
// evaluation itself from drifting apart), on the positions of seeded random games. `truncations` bounds how far the
// tuner's linear model may stray from the evaluation by integer division (tapering, shares of threats).
import { describe, expect, it } from 'vitest';
import { createBesiegeEngine } from '../../engines/besiege';
import { createBesiegeTuning } from '../../engines/besiege/trace';
import { createChess8Engine } from '../../engines/chess8';
import { EVALUATOR } from '../../engines/chess8/eval';
import { createChess8Tuning } from '../../engines/chess8/trace';
import { createChess8Engine as createMsgEngine } from '../../engines/generated/msg';
import { createChess8Tuning as createMsgTuning } from '../../engines/generated/msg/trace';
import { createSesquiEngine } from '../../engines/sesqui';
import { createSesquiTuning } from '../../engines/sesqui/trace';
import { createStackEngine } from '../../engines/stack';
import { createStackTuning } from '../../engines/stack/trace';
import type { TuningModel } from '../../src/core/params';
import type { PositionCore, VariantEngine } from '../../src/core/rules';
import { checkTrace } from '../helpers/trace-check';

interface Case {
  readonly name: string;
  readonly make: () => [VariantEngine<PositionCore>, TuningModel<PositionCore>];
  readonly games: number;
  readonly truncations: number;
}

const pair = <P extends PositionCore>(engine: VariantEngine<P>, model: TuningModel<P>) =>
  [engine, model] as unknown as [VariantEngine<PositionCore>, TuningModel<PositionCore>];

const CASES: readonly Case[] = [
  {
    name: 'normal',
    // The hand-made part of the evaluation: the network added to it (net.ts) is trained by `topochess train`.
    make: () => pair({ ...createChess8Engine('normal'), evaluator: EVALUATOR }, createChess8Tuning('normal')),
    games: 20,
    truncations: 3,
  },
  { name: 'msg', make: () => pair(createMsgEngine('msg'), createMsgTuning('msg')), games: 20, truncations: 4 },
  { name: 'stack', make: () => pair(createStackEngine(), createStackTuning()), games: 20, truncations: 0 },
  { name: 'sesqui', make: () => pair(createSesquiEngine(), createSesquiTuning()), games: 20, truncations: 2 },
  { name: 'besiege', make: () => pair(createBesiegeEngine(), createBesiegeTuning()), games: 8, truncations: 0 },
];

describe('tracers', () => {
  CASES.forEach(({ name, make, games, truncations }, seed) => {
    it(`${name}: the trace gives the evaluation exactly`, () => {
      const [engine, model] = make();
      const positions = checkTrace(engine, model, { seed: seed + 1, games, plies: 200, truncations });
      expect(positions).toBeGreaterThan(1000);
    });
  });
});
