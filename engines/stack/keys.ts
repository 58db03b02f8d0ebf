// Zobrist keys of Stack Chess: stack code on cell and side to move.
import { pieceCellKeys } from '../../src/core/zobrist';
import { STACK_CODES } from './pieces';
import { CELLS } from './topology';

export const KEYS = pieceCellKeys(0x57ac4, STACK_CODES, CELLS);
