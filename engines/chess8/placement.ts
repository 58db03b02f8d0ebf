// A man lifted from or put on a cell with everything derived from the board kept in step: the key, the evaluation
// sums, the phase, the counts, the pawn key and the bit sets. M.S.G.'s rarer moves are made of these; a position read
// from text is summed up by putting each man (makeMove keeps its own inlined copy of the common cases, for speed).
import * as evalModule from './eval';
import * as keysModule from './keys';
import * as piecesModule from '../common/fide-pieces';
import * as positionModule from './position';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { PST_EG, PST_MG } = evalModule;
const { PIECE_KEY_HI, PIECE_KEY_LO } = keysModule;
const { KIND_MASK, PAWN, PHASE_WEIGHT } = piecesModule;
const { CELLS } = topologyModule;
const { toggleBit } = positionModule;

/** Removes the piece on `cell`, updating key, evaluation sums, counts, pawn key and bit sets. */
export function lift(pos: Position, cell: number): void {
  const piece = pos.board[cell];
  const index = piece * CELLS + cell;
  pos.hashLo ^= PIECE_KEY_LO[index];
  pos.hashHi ^= PIECE_KEY_HI[index];
  pos.mg -= PST_MG[index];
  pos.eg -= PST_EG[index];
  pos.phase -= PHASE_WEIGHT[piece & KIND_MASK];
  pos.counts[piece]--;
  if ((piece & KIND_MASK) === PAWN) pos.pawnKey ^= PIECE_KEY_LO[index];
  pos.board[cell] = 0;
  toggleBit(pos, piece, cell);
}

/** Puts `piece` on the empty `cell` (or on itself, summing up a board), updating the same derived state as lift. */
export function put(pos: Position, cell: number, piece: number): void {
  const index = piece * CELLS + cell;
  pos.hashLo ^= PIECE_KEY_LO[index];
  pos.hashHi ^= PIECE_KEY_HI[index];
  pos.mg += PST_MG[index];
  pos.eg += PST_EG[index];
  pos.phase += PHASE_WEIGHT[piece & KIND_MASK];
  pos.counts[piece]++;
  if ((piece & KIND_MASK) === PAWN) pos.pawnKey ^= PIECE_KEY_LO[index];
  pos.board[cell] = piece;
  toggleBit(pos, piece, cell);
}
