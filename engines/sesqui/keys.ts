// Zobrist keys of the ring engine: piece on cell and side to move.
import { pieceCellKeys } from '../../src/core/zobrist';
import { PIECE_CODES } from '../common/fide-pieces';
import { CELLS } from './topology';

export const KEYS = pieceCellKeys(0x5e5901, PIECE_CODES, CELLS);
