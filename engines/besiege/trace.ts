// The tracer of `besiege` (not hot code): the evaluation of a position from the parameter table, for the tuner
// (src/tune); a unit test checks the trace against `evaluate`.
import { LinearForm, flattenParams } from '../../src/core/params';
import type { Trace, TuningModel } from '../../src/core/params';
import type { PiecePosition as Position } from '../common/piece-position';
import { traceMaterialAndRace } from '../common/piece-trace';
import { countMobility, KINDS, PARAMS, PAWN_DISTANCE, SHELTER_COUNT, THREAT_COUNT, kingCounts } from './eval';
import { BESIEGE_PIECES, PAWN } from './pieces';
import { CELLS } from './topology';

export function createBesiegeTuning(): TuningModel<Position> {
  const flat = flattenParams(PARAMS);
  const ix = flat.index;
  const tables = {
    cells: CELLS,
    blackBit: BESIEGE_PIECES.blackBit,
    kindMask: BESIEGE_PIECES.kindMask,
    pawn: PAWN,
    pawnDistance: PAWN_DISTANCE,
  };
  const counts = new Int32Array(2);
  const mobility = new Int32Array(2 * KINDS);

  function trace(pos: Position): Trace {
    const form = new LinearForm();
    const sign = pos.stm === 0 ? 1 : -1;
    traceMaterialAndRace(form, pos.board, tables, flat);
    // Material is from White's view: turn it to the mover's before adding the king terms.
    const mover = new LinearForm().addForm(form, sign);
    for (const [colour, side] of [
      [pos.stm, 1],
      [pos.stm ^ 1, -1],
    ]) {
      kingCounts(pos, colour, counts);
      mover.add(ix('kingSafety', 'shelter'), side * counts[SHELTER_COUNT]);
      mover.add(ix('kingSafety', 'threat'), -side * counts[THREAT_COUNT]);
    }
    mover.add(ix('tempo', 'tempo'), 1);
    countMobility(pos, mobility);
    for (let kind = 1; kind < KINDS; kind++)
      mover.add(
        ix('mobility', 'perMove', kind),
        mobility[pos.stm * KINDS + kind] - mobility[(pos.stm ^ 1) * KINDS + kind],
      );
    return { forms: [mover], weights: [1], exact: (values) => values[0] };
  }

  return { table: PARAMS, ownGroups: Object.keys(PARAMS), file: 'engines/besiege/params.json', trace };
}
