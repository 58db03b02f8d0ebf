// Evaluation of Stack Chess, built around the win race: a side wins when its shortest stack is taller than the
// enemy's tallest, so the margins (my shortest − their tallest, and theirs against mine) count most. Also chips
// (material), the number of stacks (each short stack is one more to grow), and captures available (threats) and
// mobility, walked along the same rays move generation uses. Our own numbers, in params.json.
import type { ParamTable } from '../../src/core/params';
import type { Evaluator } from '../../src/core/rules';
import params from './params.json';
import * as topologyModule from './topology';
import * as piecesModule from './pieces';
import type { Position } from './position';
import * as statusModule from './status';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { CELLS, DIRS, RAY_CELLS, RAY_OFFSET } = topologyModule;
const { BLACK_BIT, HEIGHT_MASK } = piecesModule;
const { shortestStack, tallestStack } = statusModule;

/** The evaluation's numbers, named in the variant's parameter table (docs/tuning.md). */
export const PARAMS: ParamTable = params;
const CHIP = params.material.chip;
/**
 * The race: edge = my shortest − their tallest (I win once it is above 0). Being one or two chips short is worth far
 * more than being far behind, so the bonus rises steeply toward 0 (index: edge + 6, clamped to 0..6).
 */
const RACE_BONUS = Int32Array.from(params.race.bonus);
const STACK = params.material.stack;
const THREAT = params.activity.threat;
const MOBILITY = params.activity.mobility;
const TEMPO = params.tempo.tempo;

/** Where activityCounts writes the threat (sum of capturable enemy heights) and the mobility (moves). */
export const THREAT_COUNT = 0;
export const MOBILITY_COUNT = 1;

/** Threat and mobility of the colour, with blocking lines, written into `out`. */
export function activityCounts(pos: Position, colourBit: number, out: Int32Array): void {
  const board = pos.board;
  let threat = 0;
  let mobility = 0;
  for (let from = 0; from < CELLS; from++) {
    const code = board[from];
    if (code === 0 || (code & BLACK_BIT) !== colourBit) continue;
    const height = code & HEIGHT_MASK;
    for (let dir = 0; dir < DIRS; dir++) {
      const ray = from * DIRS + dir;
      const first = RAY_OFFSET[ray];
      const end = Math.min(RAY_OFFSET[ray + 1], first + height);
      for (let i = first; i < end; i++) {
        const target = board[RAY_CELLS[i]];
        if (target === 0) {
          mobility++;
          continue;
        }
        if ((target & BLACK_BIT) !== colourBit) threat += target & HEIGHT_MASK;
        break;
      }
    }
  }
  out[THREAT_COUNT] = threat;
  out[MOBILITY_COUNT] = mobility;
}

const counts = new Int32Array(2);

function activity(pos: Position, colourBit: number): number {
  activityCounts(pos, colourBit, counts);
  return counts[THREAT_COUNT] * THREAT + counts[MOBILITY_COUNT] * MOBILITY;
}

export function stacks(pos: Position, colourBit: number): number {
  let total = 0;
  for (let height = 1; height <= 10; height++) total += pos.counts[colourBit | height];
  return total;
}

/** The race bonus's index for an edge (my shortest − their tallest). */
export function raceIndex(edge: number): number {
  return edge < -6 ? 0 : edge > 0 ? 6 : edge + 6;
}

function raceBonus(edge: number): number {
  return RACE_BONUS[raceIndex(edge)];
}

export function evaluate(pos: Position): number {
  const usBit = pos.stm === 0 ? 0 : BLACK_BIT;
  const themBit = usBit ^ BLACK_BIT;
  const race =
    raceBonus(shortestStack(pos, usBit) - tallestStack(pos, themBit)) -
    raceBonus(shortestStack(pos, themBit) - tallestStack(pos, usBit));
  const chips = pos.chips[pos.stm] - pos.chips[pos.stm ^ 1];
  return (
    chips * CHIP +
    race +
    (stacks(pos, usBit) - stacks(pos, themBit)) * STACK +
    activity(pos, usBit) -
    activity(pos, themBit) +
    TEMPO
  );
}

export const EVALUATOR: Evaluator<Position> = { evaluate };
