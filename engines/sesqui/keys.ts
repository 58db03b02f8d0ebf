// Zobrist keys of the ring engine: piece on cell and side to move.
import { KeyGenerator } from '../../src/core/zobrist';
import { PIECE_CODES } from '../common/fide-pieces';
import { CELLS } from './topology';

const keys = new KeyGenerator(0x5e5901);
const pieceKeys = keys.table(PIECE_CODES * CELLS);
const sideKeys = keys.table(1);

/** PIECE_KEY_LO/HI[code * CELLS + cell]. */
export const PIECE_KEY_LO = pieceKeys.lo;
export const PIECE_KEY_HI = pieceKeys.hi;
export const SIDE_KEY_LO = sideKeys.lo[0];
export const SIDE_KEY_HI = sideKeys.hi[0];
