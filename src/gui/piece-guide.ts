// The piece guide: for every piece code a variant's `cells` labels can show, the piece's name and one line on how it
// moves (for `topochess play`'s `help pieces` and the board page's legend). Names and codes come from the engines'
// piece tables; salmon's fifty move lines are written from its piece definitions. The facts are those of the rules
// pages, docs/variants/*.md.
import type { PieceInfo } from '../core/rules';
import type { VariantName } from '../core/types';
import { PIECES as FIDE_PIECES } from '../../engines/common/fide-pieces';
import { BESIEGE_PIECES } from '../../engines/besiege/pieces';
import { MAX_HEIGHT } from '../../engines/stack/pieces';
import { PIECE_DEFS } from '../../engines/salmon/pieces-data';
import { PIECE_LABELS } from '../../engines/salmon/piece-labels';
import type { PieceDef } from '../../engines/salmon/pieces';

export interface PieceGuideEntry {
  code: string;
  name: string;
  moves: string;
}

/** How each FIDE piece moves in normal chess, by letter. */
const NORMAL_MOVES: Readonly<Record<string, string>> = {
  P: 'one step straight forward (two from its start rank) onto an empty cell; captures one step diagonally forward, also en passant; promotes on the last rank',
  N: 'leaps two cells one way and one cell sideways (an L), over anything',
  B: 'slides any distance diagonally',
  R: 'slides any distance along its rank or file',
  Q: 'slides any distance along ranks, files and diagonals',
  K: 'one step in any direction, never into check; castles with an unmoved rook',
};

/** What M.S.G. adds to a piece's chess move: what happens when it reaches one of its own pieces. */
const MSG_EXTRAS: Readonly<Partial<Record<string, string>>> = {
  P: 'onto an own pawn, knight, bishop or rook one step diagonally forward it merges (never by a straight step)',
  N: 'onto an own knight it gallops (leaps on again); onto an own pawn, bishop or rook it merges; onto an own queen or king it is split into two pawns',
  B: 'onto an own pawn, knight, bishop or rook it merges; onto an own queen or king it is split into two pawns',
  R: 'onto an own pawn, knight, bishop or rook it merges; onto an own queen or king it is split into a knight and a pawn',
  Q: 'onto an own knight, bishop, rook or queen it splits that piece in two beside it; onto its own king it is split into two rooks',
  K: 'onto an own knight, bishop, rook or queen one step away it splits that piece in two beside it',
};

/** The ring of 48 cells (sesqui). */
const SESQUI_MOVES: Readonly<Record<string, string>> = {
  P: 'steps one cell round the ring towards its nearer promotion cells; captures by leaping two cells forward; from a start cell it may leap two onto an empty cell; promotes on the cells where the enemy king, queen and rooks start',
  N: 'leaps 3 cells either way round the ring, or 23 (one short of the opposite cell)',
  B: 'leaps two cells at a time round the ring while it lands on empty cells, or jumps to the opposite cell',
  R: 'slides round the ring either way through empty cells, or jumps to the opposite cell',
  Q: 'rook and bishop together: slides or leaps two at a time round the ring, or jumps to the opposite cell',
  K: 'one or two cells either way round the ring (over anything), or to the opposite cell; no castling',
};

/** The twisted torus (besiege): every line is a loop and crosses the joins. */
const BESIEGE_MOVES: Readonly<Record<string, string>> = {
  P: "one step towards its home board's nearest edge (on the enemy board, away from it) onto an empty cell; captures one step diagonally forward; no double step; promotes on the cells where enemy pieces other than pawns started",
  N: 'the chess knight’s leap, across the joins',
  B: 'slides along its diagonals, loops of 10 cells',
  R: 'slides along its rank or file, loops of 20 cells',
  Q: 'rook and bishop together',
  K: 'one step in any direction, across the joins; no castling',
  M: 'rook and knight together',
  C: 'bishop and knight together',
  A: 'rook, bishop and knight together',
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One entry per piece of a letter-coded set, moves from `moves` (and an extra clause from `extras`). */
function lettered(
  pieces: readonly PieceInfo[],
  moves: Readonly<Record<string, string>>,
  extras: Readonly<Partial<Record<string, string>>> = {},
): PieceGuideEntry[] {
  return pieces.map((piece) => ({
    code: piece.letter,
    name: capitalised(piece.name),
    moves: [moves[piece.letter], extras[piece.letter]].filter((part) => part !== undefined).join('; '),
  }));
}

/** Stack chess: a cell shows the height of its stack. */
function stacks(): PieceGuideEntry[] {
  return Array.from({ length: MAX_HEIGHT }, (_, i) => {
    const height = i + 1;
    return {
      code: String(height),
      name: height === 1 ? 'Stack of 1 chip' : `Stack of ${height} chips`,
      moves:
        height === 1
          ? 'its chip moves one cell along a queen line; captures any enemy stack there, or joins an own stack'
          : `moves k of its chips (1 to ${height}) exactly k cells along a queen line over empty cells; captures any enemy stack there, or joins an own stack up to 10`,
    };
  });
}

/** Salmon's line families in words: `FE` → `F and E`. */
function families(letters: string): string {
  const names = [...letters];
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One component of a salmon piece's move (a step, a rider, a cannon, a hopper or a leap) in words. */
function salmonComponent(component: PieceDef['components'][number]): string {
  const lines = families(component.families ?? '');
  let text: string;
  switch (component.kind) {
    case 'step':
      text = component.families === 'FEC' ? 'one step in any direction' : `one ${lines.replace(' and ', ' or ')} step`;
      break;
    case 'rider':
      text = `rides ${lines} lines`;
      break;
    case 'cannon':
      text = `cannon on ${lines} lines: slides, and captures by jumping one piece`;
      break;
    case 'hopper':
      text = `hops over the first piece along ${lines} lines`;
      break;
    case 'leap': {
      const vector = (component.leap ?? []).filter((length) => length > 0).join(',');
      text = vector === '1,2' ? 'the knight leap (1,2)' : `leaps (${vector})`;
      break;
    }
  }
  if (component.mode === 'move') return `${text} without capturing`;
  if (component.mode === 'capture') return `captures by ${text}`;
  return text;
}

/** A salmon piece's whole move: its full moves joined by "or", then the moves that only move or only capture. */
function salmonMoves(def: PieceDef): string {
  const full = def.components.filter((c) => c.mode === 'both').map(salmonComponent);
  const partial = def.components.filter((c) => c.mode !== 'both').map(salmonComponent);
  if (full.length === 0) return partial.join('; ');
  return [full.join(', or '), ...partial.map((text) => `also ${text}`)].join('; ');
}

/** The only royal piece: losing it puts its player out (salmon.md). */
const ROYAL = 'King Centaur';

/**
 * Salmon: the fifty kinds (code = label), each kind as a restricted pawn (the code in lower case, where that differs)
 * and as the twin of a promotion (the code with a trailing 2), as the `cells` labels write them.
 */
function salmonPieces(): PieceGuideEntry[] {
  const kinds = PIECE_DEFS.map((def, i) => ({
    code: PIECE_LABELS[i],
    name: def.name,
    moves: def.name === ROYAL ? `${salmonMoves(def)}; royal: losing it puts its player out` : salmonMoves(def),
  }));
  const restricted = kinds
    .filter((kind) => kind.code.toLowerCase() !== kind.code)
    .map((kind) => ({
      code: kind.code.toLowerCase(),
      name: `${kind.name} (restricted pawn)`,
      moves: `moves as the ${kind.name}, but never to a lower rank of its owner's board; must promote on its owner's e10 or f10 (may on d10, e9, f9, g10), becoming two unrestricted twins`,
    }));
  const twins = kinds.map((kind) => ({
    code: `${kind.code}2`,
    name: `${kind.name} (twin)`,
    moves: `${kind.moves}; one of the two twins of a promotion must move away next`,
  }));
  return [...kinds, ...restricted, ...twins];
}

/** The piece guide of a variant: one entry per code its `cells` labels can show (after `<player>:`). */
export function pieceGuide(variant: VariantName): readonly PieceGuideEntry[] {
  switch (variant) {
    case 'normal':
    case 'cylinder':
      return lettered(FIDE_PIECES, NORMAL_MOVES);
    case 'msg':
      return lettered(FIDE_PIECES, NORMAL_MOVES, MSG_EXTRAS);
    case 'stack':
      return stacks();
    case 'sesqui':
      return lettered(FIDE_PIECES, SESQUI_MOVES);
    case 'besiege':
      return lettered(BESIEGE_PIECES.pieces, BESIEGE_MOVES);
    case 'salmon':
      return salmonPieces();
  }
}
