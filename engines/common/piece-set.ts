// The kinds of pieces a piece-board variant uses, and how they are packed into board codes: kind in the low bits,
// a colour bit for Black. FIDE's six kinds fit in 3 bits; the torus's nine need 4.
import type { PieceInfo } from '../../src/core/rules';
import * as chess8Pieces from '../common/fide-pieces';

export interface PieceSet {
  readonly blackBit: number;
  readonly kindMask: number;
  /** Number of distinct codes (size of per-code tables). */
  readonly codes: number;
  readonly pawn: number;
  readonly king: number;
  /** Letter per kind (index 0 unused), lower case, as in position text. */
  readonly letters: string;
  readonly pieces: readonly PieceInfo[];
  /** Capture-ordering value per kind (MVV-LVA). */
  readonly orderValue: Uint8Array;
  /** Kinds whose presence (besides king and pawns) makes a null move sound. */
  readonly nullMoveKinds: readonly number[];
  /** Kinds a pawn may promote to, most valuable first. */
  readonly promotions: readonly number[];
}

export const FIDE_PIECE_SET: PieceSet = {
  blackBit: chess8Pieces.BLACK_BIT,
  kindMask: chess8Pieces.KIND_MASK,
  codes: chess8Pieces.PIECE_CODES,
  pawn: chess8Pieces.PAWN,
  king: chess8Pieces.KING,
  letters: chess8Pieces.KIND_LETTERS,
  pieces: chess8Pieces.PIECES,
  orderValue: chess8Pieces.ORDER_VALUE,
  nullMoveKinds: [chess8Pieces.KNIGHT, chess8Pieces.BISHOP, chess8Pieces.ROOK, chess8Pieces.QUEEN],
  promotions: [chess8Pieces.QUEEN, chess8Pieces.KNIGHT, chess8Pieces.ROOK, chess8Pieces.BISHOP],
};

export function codeOf(set: PieceSet, colour: number, kind: number): number {
  return (colour === 0 ? 0 : set.blackBit) | kind;
}
