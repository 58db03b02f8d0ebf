// The torus's make/unmake: the shared piece-board maker over the torus's evaluation table, keys and attack test.
import { KeyGenerator } from '../../src/core/zobrist';
import { createMaker } from '../common/piece-make';
import { isAttacked } from './attacks';
import { PST } from './eval';
import { BESIEGE_PIECES } from './pieces';
import { CELLS } from './topology';

const keys = new KeyGenerator(0xbe5e9e);
const pieceKeys = keys.table(BESIEGE_PIECES.codes * CELLS);
const sideKeys = keys.table(1);
export const PIECE_KEY_LO = pieceKeys.lo;
export const PIECE_KEY_HI = pieceKeys.hi;
export const SIDE_KEY_LO = sideKeys.lo[0];
export const SIDE_KEY_HI = sideKeys.hi[0];

export const MAKER = createMaker({
  cells: CELLS,
  pieceSet: BESIEGE_PIECES,
  pst: PST,
  pieceKeyLo: PIECE_KEY_LO,
  pieceKeyHi: PIECE_KEY_HI,
  sideKeyLo: SIDE_KEY_LO,
  sideKeyHi: SIDE_KEY_HI,
  isAttacked,
});
export const { makeMove, unmakeMove, makeNullMove, unmakeNullMove } = MAKER;
