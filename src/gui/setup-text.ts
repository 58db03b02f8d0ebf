// Setting up a position by hand (analysis mode): the pieces a variant's palette offers, and the position text of a
// board of cell labels, to hand to the engine with `position fen`. The engine is the judge: it refuses a set-up that
// breaks its rules (no king, a pawn on the last rank, the side not to move in check) with its own error, and the page
// shows that. This is only the spelling of the engine's position texts, the inverse of its `cells`: every grid or
// ring board writes its cells rank by rank from the top, a run of empty cells as its length, Black's letters in lower
// case. Salmon (ten players, fifty kinds, 7,500 cells) has no set-up here.
import type { VariantName } from '../core/types';
import { parseLabel } from '../core/cell-label';
import type { PieceGuideEntry } from './piece-guide';

/** How a variant's position text is spelt: cells per written row, and how a piece's code is written. */
interface SetupFormat {
  /** Cells per row; rows are written from the last (the top rank) to the first, `/` between them. */
  readonly width: number;
  /** The letter of a piece code for White (Black's is its lower case). */
  readonly letter: (code: string) => string;
  /** The castling field (FIDE boards): written from the kings and rooks on their home cells. */
  readonly castling: boolean;
}

const AS_IS = (code: string): string => code;
/** Stack heights 1..10 are the letters A..J. */
const HEIGHT = (code: string): string => String.fromCharCode(64 + Number(code));

const FORMATS: Partial<Record<VariantName, SetupFormat>> = {
  normal: { width: 8, letter: AS_IS, castling: true },
  msg: { width: 8, letter: AS_IS, castling: true },
  cylinder: { width: 8, letter: AS_IS, castling: true },
  stack: { width: 10, letter: HEIGHT, castling: false },
  // The ring is one row of 48 cells in the order of `cells`.
  sesqui: { width: 48, letter: AS_IS, castling: false },
  besiege: { width: 20, letter: AS_IS, castling: false },
};

/** Whether the page offers a set-up for the variant. */
export const canSetUp = (variant: string): boolean => FORMATS[variant as VariantName] !== undefined;

/** The labels (`<player>:<code>`) a variant's palette offers: every piece of the guide, for both players. */
export function paletteLabels(guide: readonly PieceGuideEntry[]): string[] {
  return [0, 1].flatMap((player) => guide.map((entry) => `${player}:${entry.code}`));
}

/** King and rook cells of each castling right, as `cells` numbers them on the 8x8 board (a1 = 0, h8 = 63). */
const CASTLING: readonly { readonly right: string; readonly king: number; readonly rook: number }[] = [
  { right: 'K', king: 4, rook: 7 },
  { right: 'Q', king: 4, rook: 0 },
  { right: 'k', king: 60, rook: 63 },
  { right: 'q', king: 60, rook: 56 },
];

/**
 * The position text of `labels` (by cell; '' or '.' empty) with `mover` (0 White, 1 Black) to move; undefined for a
 * variant without a set-up. Castling rights are given where a king and its rook stand on their home cells.
 */
export function setupText(variant: string, labels: readonly string[], mover: number): string | undefined {
  const format = FORMATS[variant as VariantName];
  if (format === undefined) return undefined;
  const letters = labels.map((label) => {
    const piece = parseLabel(label);
    if (piece === undefined) return '';
    const letter = format.letter(piece.text);
    return piece.player === 0 ? letter.toUpperCase() : letter.toLowerCase();
  });
  const rows: string[] = [];
  for (let start = 0; start < letters.length; start += format.width) {
    let row = '';
    let empty = 0;
    for (const letter of letters.slice(start, start + format.width)) {
      if (letter === '') empty++;
      else {
        row += (empty > 0 ? String(empty) : '') + letter;
        empty = 0;
      }
    }
    rows.unshift(row + (empty > 0 ? String(empty) : ''));
  }
  const side = mover === 0 ? 'w' : 'b';
  if (!format.castling) return `${rows.join('/')} ${side} 0 1`;
  const rights = CASTLING.filter(({ right, king, rook }) => {
    const player = right === right.toUpperCase() ? '0' : '1';
    return labels[king] === `${player}:K` && labels[rook] === `${player}:R`;
  }).map(({ right }) => right);
  return `${rows.join('/')} ${side} ${rights.join('') || '-'} - 0 1`;
}
