// Zobrist keys of the 8x8 engine: piece on cell, castling rights, en-passant cell, side to move, gallop counters.
// The en-passant key is used only when a capture there is possible, so repetitions compare like FIDE positions.
import { KeyGenerator } from '../../src/core/zobrist';
import { PIECE_CODES } from '../common/fide-pieces';
import { CELLS } from './topology';

const keys = new KeyGenerator(0x7c4e5a11);
const pieceKeys = keys.table(PIECE_CODES * CELLS);
const castleKeys = keys.table(16);
const epKeys = keys.table(CELLS);
const sideKeys = keys.table(1);
const gallopKeys = keys.table(2 * 3);

/** PIECE_KEY_LO/HI[code * CELLS + cell]. */
export const PIECE_KEY_LO = pieceKeys.lo;
export const PIECE_KEY_HI = pieceKeys.hi;
/** CASTLE_KEY_LO/HI[rights]: one key per rights combination, so a change costs one pair of xors. */
export const CASTLE_KEY_LO = castleKeys.lo;
export const CASTLE_KEY_HI = castleKeys.hi;
export const EP_KEY_LO = epKeys.lo;
export const EP_KEY_HI = epKeys.hi;
/** Xored in when Black is to move. */
export const SIDE_KEY_LO = sideKeys.lo[0];
export const SIDE_KEY_HI = sideKeys.hi[0];
/** GALLOP_KEY_LO/HI[player * 3 + g] for an M.S.G. gallop counter g = 1 or 2 (g = 0 adds nothing). */
export const GALLOP_KEY_LO = gallopKeys.lo;
export const GALLOP_KEY_HI = gallopKeys.hi;
for (const player of [0, 1]) {
  GALLOP_KEY_LO[player * 3] = 0;
  GALLOP_KEY_HI[player * 3] = 0;
}
