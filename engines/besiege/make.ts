// The torus's make/unmake: the shared piece-board maker over the torus's evaluation table, keys and attack test.
import { createMaker } from '../common/piece-make';
import { isAttacked } from './attacks';
import { PST } from './eval';
import { KEYS } from './keys';
import { BESIEGE_PIECES } from './pieces';
import { CELLS } from './topology';

export const MAKER = createMaker({
  cells: CELLS,
  pieceSet: BESIEGE_PIECES,
  pst: PST,
  keys: KEYS,
  isAttacked,
});
export const { makeMove, unmakeMove, makeNullMove, unmakeNullMove } = MAKER;
