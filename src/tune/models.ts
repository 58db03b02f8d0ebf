// The tuning model of each variant: its parameter tables and tracer (engines/<family>/trace.ts).
import type { TuningModel } from '../core/params';
import type { PositionCore } from '../core/rules';
import type { VariantName } from '../core/types';
import { createBesiegeTuning } from '../../engines/besiege/trace';
import { createChess8Tuning } from '../../engines/chess8/trace';
import { createChess8Tuning as createCylinderTuning } from '../../engines/generated/cylinder/trace';
import { createChess8Tuning as createMsgTuning } from '../../engines/generated/msg/trace';
import { createSesquiTuning } from '../../engines/sesqui/trace';
import { createStackTuning } from '../../engines/stack/trace';

/** The variant's tuning model, or why it has none. */
export function tuningModel(variant: VariantName): TuningModel<PositionCore> | string {
  switch (variant) {
    case 'normal':
      return createChess8Tuning(variant) as unknown as TuningModel<PositionCore>;
    case 'msg':
      return createMsgTuning(variant) as unknown as TuningModel<PositionCore>;
    case 'cylinder':
      return createCylinderTuning(variant) as unknown as TuningModel<PositionCore>;
    case 'stack':
      return createStackTuning() as unknown as TuningModel<PositionCore>;
    case 'sesqui':
      return createSesquiTuning() as unknown as TuningModel<PositionCore>;
    case 'besiege':
      return createBesiegeTuning() as unknown as TuningModel<PositionCore>;
    case 'salmon':
      return "salmon's planner weights (engines/salmon/params.json) have no tracer: the tuner cannot fit them yet";
  }
}
