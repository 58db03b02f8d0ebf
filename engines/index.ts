// Variant name -> engine. Exhaustive over VariantName (no default), so a new variant fails to compile until added.
import type { PositionCore, VariantEngine } from '../src/core/rules';
import { DEFAULT_SWITCHES, type RuleSwitches, type VariantName } from '../src/core/types';
import { createBesiegeEngine } from './besiege';
import { createChess8Engine } from './chess8';
import { createCylinderEngine } from './cylinder';
import { createChess8Engine as createMsgEngine } from './generated/msg';
import { buildSalmonEngineInSteps } from './salmon';
import { runSteps, type Steps } from '../src/core/steps';
import { createSesquiEngine } from './sesqui';
import { createStackEngine } from './stack';

/** `switches` only matter to variants that have them (salmon); the defaults are the recommended rules. */
export function createEngine(
  variant: VariantName,
  switches: RuleSwitches = DEFAULT_SWITCHES,
): VariantEngine<PositionCore> {
  return runSteps(buildEngineInSteps(variant, switches));
}

/** createEngine, yielding between steps where a build is long (salmon's; the others take under a millisecond). */
export function* buildEngineInSteps(
  variant: VariantName,
  switches: RuleSwitches = DEFAULT_SWITCHES,
): Steps<VariantEngine<PositionCore>> {
  switch (variant) {
    case 'normal':
      return createChess8Engine(variant);
    case 'msg':
      return createMsgEngine(variant);
    case 'cylinder':
      return createCylinderEngine();
    case 'stack':
      return createStackEngine();
    case 'sesqui':
      return createSesquiEngine();
    case 'besiege':
      return createBesiegeEngine();
    case 'salmon':
      return yield* buildSalmonEngineInSteps(switches.salmonCentre, switches.salmonPromotion);
  }
}
