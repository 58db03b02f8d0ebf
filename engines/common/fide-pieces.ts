// FIDE piece codes on the board, shared by every engine with FIDE pieces (chess8, sesqui, the common piece boards):
// kind in the low 3 bits, colour in bit 3 (White 1..6, Black 9..14, 0 = empty).
// Small dense codes let every per-piece property be a 16-entry typed-array lookup.
import type { PieceInfo } from '../../src/core/rules';
import type { Player } from '../../src/core/types';

export const EMPTY = 0;
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

export const WHITE: Player = 0;
export const BLACK: Player = 1;
/** Bit that marks a Black piece. */
export const BLACK_BIT = 8;
export const KIND_MASK = 7;
export const PIECE_CODES = 16;

export function pieceCode(colour: Player, kind: number): number {
  return (colour << 3) | kind;
}

/** Every man's code, for the code that names one (tables are indexed by code). */
export const WHITE_PAWN = pieceCode(WHITE, PAWN);
export const WHITE_KNIGHT = pieceCode(WHITE, KNIGHT);
export const WHITE_BISHOP = pieceCode(WHITE, BISHOP);
export const WHITE_ROOK = pieceCode(WHITE, ROOK);
export const WHITE_QUEEN = pieceCode(WHITE, QUEEN);
export const WHITE_KING = pieceCode(WHITE, KING);
export const BLACK_PAWN = pieceCode(BLACK, PAWN);
export const BLACK_KNIGHT = pieceCode(BLACK, KNIGHT);
export const BLACK_BISHOP = pieceCode(BLACK, BISHOP);
export const BLACK_ROOK = pieceCode(BLACK, ROOK);
export const BLACK_QUEEN = pieceCode(BLACK, QUEEN);
export const BLACK_KING = pieceCode(BLACK, KING);

/** Letters by kind (index 0 unused), as in FEN; upper case for White. */
export const KIND_LETTERS = ' pnbrqk';

export const PIECES: readonly PieceInfo[] = [
  { letter: 'P', name: 'pawn' },
  { letter: 'N', name: 'knight' },
  { letter: 'B', name: 'bishop' },
  { letter: 'R', name: 'rook' },
  { letter: 'Q', name: 'queen' },
  { letter: 'K', name: 'king' },
];

/** 1 for codes that slide diagonally (bishop, queen) and orthogonally (rook, queen), either colour. */
export const SLIDES_DIAGONAL = new Uint8Array(PIECE_CODES);
export const SLIDES_ORTHOGONAL = new Uint8Array(PIECE_CODES);
for (const colour of [WHITE, BLACK]) {
  SLIDES_DIAGONAL[pieceCode(colour, BISHOP)] = 1;
  SLIDES_DIAGONAL[pieceCode(colour, QUEEN)] = 1;
  SLIDES_ORTHOGONAL[pieceCode(colour, ROOK)] = 1;
  SLIDES_ORTHOGONAL[pieceCode(colour, QUEEN)] = 1;
}

/** Game-phase weight by kind: 24 with all minors, rooks and queens on the board. */
export const PHASE_WEIGHT = Uint8Array.from([0, 0, 1, 1, 2, 4, 0]);
export const PHASE_MAX = 24;

/** Victim values for capture ordering (MVV-LVA), by kind. */
export const ORDER_VALUE = Uint8Array.from([0, 1, 3, 3, 5, 9, 20]);
