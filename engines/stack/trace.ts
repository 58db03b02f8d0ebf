// The tracer of `stack` (not hot code): the evaluation of a position as a sum of parameter × coefficient, for the
// tuner (src/tune); the counts come from eval.ts's own functions, and a unit test checks the trace against `evaluate`.
import { LinearForm, flattenParams } from '../../src/core/params';
import type { Trace, TuningModel } from '../../src/core/params';
import { MOBILITY_COUNT, PARAMS, THREAT_COUNT, activityCounts, raceIndex, stacks } from './eval';
import { BLACK_BIT } from './pieces';
import type { Position } from './position';
import { shortestStack, tallestStack } from './status';

export function createStackTuning(): TuningModel<Position> {
  const flat = flattenParams(PARAMS);
  const ix = flat.index;
  const counts = new Int32Array(2);

  function trace(pos: Position): Trace {
    const form = new LinearForm();
    const usBit = pos.stm === 0 ? 0 : BLACK_BIT;
    const themBit = usBit ^ BLACK_BIT;
    form.add(ix('material', 'chip'), pos.chips[pos.stm] - pos.chips[pos.stm ^ 1]);
    form.add(ix('material', 'stack'), stacks(pos, usBit) - stacks(pos, themBit));
    form.add(ix('race', 'bonus', raceIndex(shortestStack(pos, usBit) - tallestStack(pos, themBit))), 1);
    form.add(ix('race', 'bonus', raceIndex(shortestStack(pos, themBit) - tallestStack(pos, usBit))), -1);
    for (const [bit, sign] of [
      [usBit, 1],
      [themBit, -1],
    ]) {
      activityCounts(pos, bit, counts);
      form.add(ix('activity', 'threat'), sign * counts[THREAT_COUNT]);
      form.add(ix('activity', 'mobility'), sign * counts[MOBILITY_COUNT]);
    }
    form.add(ix('tempo', 'tempo'), 1);
    return { forms: [form], weights: [1], exact: (values) => values[0] };
  }

  return { table: PARAMS, ownGroups: Object.keys(PARAMS), file: 'engines/stack/params.json', trace };
}
