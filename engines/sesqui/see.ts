// The ring's static exchange (Rules.seeAtLeast): engines/common/piece-see.ts over the tables attacks.ts reads. Pawn
// attackers, knight and king leaps, the opposite cell (rook, bishop, queen and king leap 24), the two slides (rook,
// queen) and the two ±2 leap lines (bishop, queen) from the target. Values: the evaluation's material (params.json).
import * as piecesModule from '../common/fide-pieces';
import { createSeeAtLeast } from '../common/piece-see';
import { FIDE_PIECE_SET } from '../common/piece-set';
import params from './params.json';
import * as topologyModule from './topology';

const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const { CELLS, KING_TARGETS, KNIGHT_TARGETS, LEAP_LINES, OPPOSITE, PAWN_ATTACKERS, SLIDES } = topologyModule;

/** The opposite cell as a target table (one cell each). */
const OPPOSITE_TARGETS = {
  offset: Int32Array.from({ length: CELLS + 1 }, (_, index) => index),
  cells: Int32Array.from(OPPOSITE),
};

export const seeAtLeast = createSeeAtLeast({
  cells: CELLS,
  pieceSet: FIDE_PIECE_SET,
  values: params.material.value,
  leaps: [
    { ...PAWN_ATTACKERS, perSide: true, kinds: [PAWN] },
    { ...KNIGHT_TARGETS, perSide: false, kinds: [KNIGHT] },
    { ...KING_TARGETS, perSide: false, kinds: [KING] },
    { ...OPPOSITE_TARGETS, perSide: false, kinds: [ROOK, BISHOP, QUEEN, KING] },
  ],
  lines: [
    {
      ...SLIDES,
      perCell: 2,
      kinds: [
        [ROOK, QUEEN],
        [ROOK, QUEEN],
      ],
    },
    {
      ...LEAP_LINES,
      perCell: 2,
      kinds: [
        [BISHOP, QUEEN],
        [BISHOP, QUEEN],
      ],
    },
  ],
});
