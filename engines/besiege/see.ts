// The torus's static exchange (Rules.seeAtLeast): engines/common/piece-see.ts over the tables attacks.ts reads. Pawn
// attackers, knight leaps (knight, marshal, cardinal, ace), king leaps, and the eight looping rays from the target
// (orthogonal: rook, queen, marshal, ace; diagonal: bishop, queen, cardinal, ace). Values: the evaluation's material.
import { createSeeAtLeast } from '../common/piece-see';
import params from './params.json';
import * as piecesModule from './pieces';
import * as topologyModule from './topology';

const { ACE, BESIEGE_PIECES, BISHOP, CARDINAL, KING, KNIGHT, MARSHAL, PAWN, QUEEN, ROOK } = piecesModule;
const { CELLS, DIRS, DIR_DIAGONAL, KING_TARGETS, KNIGHT_TARGETS, PAWN_ATTACKERS, RAY_CELLS, RAY_OFFSET } =
  topologyModule;

const ORTHOGONAL = [ROOK, QUEEN, MARSHAL, ACE];
const DIAGONAL = [BISHOP, QUEEN, CARDINAL, ACE];

export const seeAtLeast = createSeeAtLeast({
  cells: CELLS,
  pieceSet: BESIEGE_PIECES,
  values: params.material.value,
  leaps: [
    { ...PAWN_ATTACKERS, perSide: true, kinds: [PAWN] },
    { ...KNIGHT_TARGETS, perSide: false, kinds: [KNIGHT, MARSHAL, CARDINAL, ACE] },
    { ...KING_TARGETS, perSide: false, kinds: [KING] },
  ],
  lines: [
    {
      offset: RAY_OFFSET,
      cells: RAY_CELLS,
      perCell: DIRS,
      kinds: Array.from({ length: DIRS }, (_, dir) => (DIR_DIAGONAL[dir] === 1 ? DIAGONAL : ORTHOGONAL)),
    },
  ],
});
