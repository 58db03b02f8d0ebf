// The tracer of `sesqui` (not hot code): the evaluation of a position from the parameter table, for the tuner
// (src/tune); a unit test checks the trace against `evaluate`.
import { LinearForm, flattenParams } from '../../src/core/params';
import type { Trace, TuningModel } from '../../src/core/params';
import { BLACK_BIT, KIND_MASK, PAWN, WHITE } from '../common/fide-pieces';
import type { PiecePosition as Position } from '../common/piece-position';
import { traceMaterialAndRace } from '../common/piece-trace';
import { countMobility, KINDS, PARAMS, PAWN_DISTANCE, threatenedKinds } from './eval';
import { CELLS } from './topology';

export function createSesquiTuning(): TuningModel<Position> {
  const flat = flattenParams(PARAMS);
  const ix = flat.index;
  const tables = { cells: CELLS, blackBit: BLACK_BIT, kindMask: KIND_MASK, pawn: PAWN, pawnDistance: PAWN_DISTANCE };
  const victims = new Int32Array(2);
  const mobility = new Int32Array(2 * KINDS);
  const toMove = ix('threats', 'toMoveDivisor');
  const waiting = ix('threats', 'waitingDivisor');

  function trace(pos: Position): Trace {
    // Forms: material and race from White's view, the threat of the side to move, the other side's, then tempo and
    // mobility from the mover's view.
    const forms = Array.from({ length: 4 }, () => new LinearForm());
    traceMaterialAndRace(forms[0], pos.board, tables, flat);
    threatenedKinds(pos.board, victims);
    if (victims[pos.stm] !== 0) forms[1].add(ix('material', 'value', victims[pos.stm]), 1);
    if (victims[pos.stm ^ 1] !== 0) forms[2].add(ix('material', 'value', victims[pos.stm ^ 1]), 1);
    forms[3].add(ix('tempo', 'tempo'), 1);
    countMobility(pos, mobility);
    for (let kind = 1; kind < KINDS; kind++) {
      const moves = mobility[pos.stm * KINDS + kind] - mobility[(pos.stm ^ 1) * KINDS + kind];
      forms[3].add(ix('mobility', 'perMove', kind), moves);
    }
    const sign = pos.stm === WHITE ? 1 : -1;
    const exact = (v: Float64Array, params: Float64Array): number =>
      sign * v[0] + ((v[1] / params[toMove]) | 0) - ((v[2] / params[waiting]) | 0) + v[3];
    const weights = [sign, 1 / flat.values[toMove], -1 / flat.values[waiting], 1];
    return { forms, weights, exact };
  }

  return { table: PARAMS, ownGroups: Object.keys(PARAMS), file: 'engines/sesqui/params.json', trace };
}
