// The nine piece kinds of Decimal Quadruple Besiege: the FIDE six plus marshal (R+N), cardinal (B+N) and ace
// (R+B+N). Four bits of kind, Black's colour bit above them; per-kind move families as flag tables.
import { BISHOP, KING, KIND_LETTERS, KNIGHT, ORDER_VALUE, PAWN, PIECES, QUEEN, ROOK } from '../common/fide-pieces';
import type { PieceSet } from '../common/piece-set';

// The FIDE six keep their FIDE kind numbers, names, letters and ordering values; the three compounds follow them.
export { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../common/fide-pieces';
export const MARSHAL = 7;
export const CARDINAL = 8;
export const ACE = 9;

export const BESIEGE_PIECES: PieceSet = {
  blackBit: 16,
  kindMask: 15,
  codes: 32,
  pawn: PAWN,
  king: KING,
  letters: `${KIND_LETTERS}mca`,
  pieces: [
    ...PIECES,
    { letter: 'M', name: 'marshal' },
    { letter: 'C', name: 'cardinal' },
    { letter: 'A', name: 'ace' },
  ],
  orderValue: Uint8Array.from([...ORDER_VALUE, 8, 7, 11]),
  nullMoveKinds: [KNIGHT, BISHOP, ROOK, QUEEN, MARSHAL, CARDINAL, ACE],
  promotions: [QUEEN, MARSHAL, CARDINAL, ACE],
};

/** Black's colour bit and the kind bits of a code, as constants for hot loops. */
export const BLACK_BIT = BESIEGE_PIECES.blackBit;
export const KIND_MASK = BESIEGE_PIECES.kindMask;

/** 1 for kinds that slide orthogonally (R, Q, M, A), diagonally (B, Q, C, A), or leap like a knight (N, M, C, A). */
export const SLIDES_ORTHOGONAL = Uint8Array.from([0, 0, 0, 0, 1, 1, 0, 1, 0, 1]);
export const SLIDES_DIAGONAL = Uint8Array.from([0, 0, 0, 1, 0, 1, 0, 0, 1, 1]);
export const LEAPS_KNIGHT = Uint8Array.from([0, 0, 1, 0, 0, 0, 0, 1, 1, 1]);
