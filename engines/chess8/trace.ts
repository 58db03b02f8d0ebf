// The tracer of `normal` and `msg` (not hot code): how the evaluation of a position is made from the parameter
// tables, term by term, for the tuner (src/tune). It reads the same piece-square terms, pawn features and activity
// terms as eval.ts, and a unit test checks that the trace reproduces `evaluate` exactly.
import { LinearForm, flattenParams } from '../../src/core/params';
import type { ParamTable, Trace, TuningModel } from '../../src/core/params';
import type { VariantName } from '../../src/core/types';
import { BLACK, BLACK_BIT, KIND_MASK, KING, PAWN, PHASE_MAX, WHITE } from '../common/fide-pieces';
import { BLACK_BISHOP, BLACK_PAWN, WHITE_BISHOP, WHITE_PAWN, pieceCode } from '../common/fide-pieces';
import { DOUBLED_FEATURE, ISOLATED_FEATURE, PARAMS, PAWN_FEATURES } from './eval';
import { gallopsReady, pawnFeatures, pieceSquareTerms } from './eval';
import { ACTIVITY_ENTRIES, ACTIVITY_SLOTS, activityTerms } from './activity';
import type { Position } from './position';
import { CELLS, MIRROR } from './topology';

export function createChess8Tuning(variant: VariantName): TuningModel<Position> {
  const msg = variant === 'msg';
  // The instance's whole table: `msg`'s copy reads msg-params.json for every group (its material ladder and gallops
  // too); in a copy without M.S.G.'s groups, tracing `msg` fails on the first of them.
  const table: ParamTable = PARAMS;
  const flat = flattenParams(table);
  const ix = flat.index;
  const features = new Int32Array(PAWN_FEATURES);
  const activity = new Int32Array(ACTIVITY_ENTRIES);
  const lead = ix('drawish', 'pawnlessLead');
  const divisor = ix('drawish', 'pawnlessDivisor');

  function trace(pos: Position): Trace {
    // Forms: 0 mg and 1 eg sums (material, piece-square values, pawn structure, activity), 2 and 3 M.S.G.'s material
    // adjustment, 4 untapered terms (bishop pair, gallops), 5 tempo.
    const forms = Array.from({ length: 6 }, () => new LinearForm());
    const [mg, eg, msgMg, msgEg, flat4, tempo] = forms;
    const board = pos.board;
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = board[cell];
      if (piece === 0) continue;
      const white = (piece & BLACK_BIT) === 0;
      const sign = white ? 1 : -1;
      pieceSquareTerms(piece & KIND_MASK, white ? cell : MIRROR[cell], (isEg, group, name, i, c) =>
        (isEg ? eg : mg).add(ix(group, name, i), sign * c),
      );
    }
    pawnFeatures(board, features);
    for (let rank = 0; rank < 8; rank++) {
      mg.add(ix('pawnStructure', 'passedMg', rank), features[rank]);
      eg.add(ix('pawnStructure', 'passedEg', rank), features[rank]);
    }
    mg.add(ix('pawnStructure', 'isolatedMg'), features[ISOLATED_FEATURE]);
    eg.add(ix('pawnStructure', 'isolatedEg'), features[ISOLATED_FEATURE]);
    mg.add(ix('pawnStructure', 'doubledMg'), features[DOUBLED_FEATURE]);
    eg.add(ix('pawnStructure', 'doubledEg'), features[DOUBLED_FEATURE]);
    for (let k = 0, entries = activityTerms(pos, activity, true); k < entries; k += 2) {
      const { group, mg: mgName, eg: egName, i } = ACTIVITY_SLOTS[activity[k]];
      mg.add(ix(group, mgName, i), activity[k + 1]);
      if (egName !== '') eg.add(ix(group, egName, i), activity[k + 1]);
    }
    const counts = pos.counts;
    if (msg) {
      for (let kind = PAWN; kind < KING; kind++) {
        const balance = counts[pieceCode(WHITE, kind)] - counts[pieceCode(BLACK, kind)];
        msgMg.add(ix('msgMaterial', 'value', kind), balance).add(ix('material', 'valueMg', kind), -balance);
        msgEg.add(ix('msgMaterial', 'value', kind), balance).add(ix('material', 'valueEg', kind), -balance);
      }
      flat4.add(ix('gallop', 'ready'), gallopsReady(pos));
    }
    const pairs = (counts[WHITE_BISHOP] >= 2 ? 1 : 0) - (counts[BLACK_BISHOP] >= 2 ? 1 : 0);
    flat4.add(ix('material', 'bishopPair'), pairs);
    tempo.add(ix('tempo', 'tempo'), 1);

    const phase = pos.phase < PHASE_MAX ? pos.phase : PHASE_MAX;
    const sign = pos.stm === WHITE ? 1 : -1;
    const noWhitePawns = counts[WHITE_PAWN] === 0;
    const noBlackPawns = counts[BLACK_PAWN] === 0;
    const taper = (m: number, e: number): number => ((m * phase + e * (PHASE_MAX - phase)) / PHASE_MAX) | 0;
    const beforeScaling = (v: Float64Array): number => taper(v[0], v[1]) + (msg ? taper(v[2], v[3]) : 0) + v[4];
    const scaled = (score: number, params: Float64Array): boolean =>
      (score > 0 ? noWhitePawns : noBlackPawns) && Math.abs(score) < params[lead];
    const exact = (v: Float64Array, params: Float64Array): number => {
      let score = beforeScaling(v);
      if (scaled(score, params)) score = (score / params[divisor]) | 0;
      return sign * score + v[5];
    };
    const at = Float64Array.from(forms, (form) => form.value(flat.values));
    const scale = sign * (scaled(beforeScaling(at), flat.values) ? 1 / flat.values[divisor] : 1);
    const mgWeight = (scale * phase) / PHASE_MAX;
    const egWeight = (scale * (PHASE_MAX - phase)) / PHASE_MAX;
    return { forms, weights: [mgWeight, egWeight, mgWeight, egWeight, scale, 1], exact };
  }

  return {
    table,
    ownGroups: Object.keys(PARAMS),
    file: msg ? 'engines/chess8/msg-params.json' : 'engines/chess8/params.json',
    trace,
  };
}
