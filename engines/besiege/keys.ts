// Zobrist keys of the torus engine: piece on cell and side to move.
import { pieceCellKeys } from '../../src/core/zobrist';
import { BESIEGE_PIECES } from './pieces';
import { CELLS } from './topology';

export const KEYS = pieceCellKeys(0xbe5e9e, BESIEGE_PIECES.codes, CELLS);
