// The ring's make/unmake: the shared piece-board maker over the ring's evaluation table, keys and attack test.
import { createMaker } from '../common/piece-make';
import { FIDE_PIECE_SET } from '../common/piece-set';
import { isAttacked } from './attacks';
import { PST } from './eval';
import { KEYS } from './keys';
import { CELLS } from './topology';

export const MAKER = createMaker({
  cells: CELLS,
  pieceSet: FIDE_PIECE_SET,
  pst: PST,
  keys: KEYS,
  isAttacked,
});
export const { makeMove, unmakeMove, makeNullMove, unmakeNullMove } = MAKER;
