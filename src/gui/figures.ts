// Piece figurines as SVG, drawn for Topochess (our own paths, MIT like the rest of the project): the six FIDE figures,
// compound figures for pieces that combine them (besiege's marshal, cardinal and ace), stacks of chips with their
// height, and salmon's fifty kinds as a base figure with the piece's code on a small tag. Every figure is drawn in a
// 100 x 100 box (y downwards) and placed with one transform; pure string building, shared by the board page (browser)
// and `topochess diagram`.

/** The base figures. */
export type Figure = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

const BASE = 'M22 90 L78 90 L78 80 L22 80 Z';

/**
 * Outlines of the FIDE figures (Staunton-like silhouettes, simplified so that they stay legible at 20 pixels), as SVG
 * path data in the 100-unit box: the body paths, filled in the player's colour and outlined, separated by `|`; after
 * `#`, detail lines drawn in the outline colour.
 */
const SHAPES: Record<Figure, string> = {
  pawn: 'M50 14 A13 13 0 1 1 49.9 14 Z|M38 42 L62 42 L57 49 C63 58 67 68 69 80 L31 80 C33 68 37 58 43 49 Z|' + BASE,
  rook:
    'M24 12 L36 12 L36 21 L44 21 L44 12 L56 12 L56 21 L64 21 L64 12 L76 12 L76 33 L24 33 Z|' +
    'M31 33 L69 33 L66 70 L34 70 Z|M28 70 L72 70 L74 80 L26 80 Z|' +
    BASE +
    '#M33 40 L67 40 M35 64 L65 64',
  bishop:
    'M50 6 A6 6 0 1 1 49.9 6 Z|M50 17 C34 30 31 48 39 62 L61 62 C69 48 66 30 50 17 Z|M36 62 L64 62 L64 69 L36 69 Z|' +
    'M40 69 L60 69 C60 74 66 78 74 80 L26 80 C34 78 40 74 40 69 Z|' +
    BASE +
    '#M50 32 L50 50 M42 41 L58 41',
  knight:
    'M30 80 L76 80 C79 62 78 44 70 32 C63 22 55 17 48 16 L45 7 L39 17 C31 21 25 28 22 37 L13 50 ' +
    'C11 55 13 60 18 61 C23 62 27 58 33 55 C38 54 42 52 46 48 C47 58 41 65 35 70 C31 74 30 77 30 80 Z|' +
    BASE +
    '#M37 31 A3 3 0 1 1 36.9 31 Z M21 52 L25 50',
  queen:
    'M27 80 L73 80 L84 31 L67 57 L66 24 L55 55 L50 18 L45 55 L34 24 L33 57 L16 31 Z|' +
    'M16 25 A5 5 0 1 1 15.9 25 Z M34 18 A5 5 0 1 1 33.9 18 Z M50 11 A5 5 0 1 1 49.9 11 Z ' +
    'M66 18 A5 5 0 1 1 65.9 18 Z M84 25 A5 5 0 1 1 83.9 25 Z|' +
    BASE +
    '#M30 70 C43 66 57 66 70 70',
  king:
    'M46 4 L54 4 L54 11 L61 11 L61 18 L54 18 L54 27 L46 27 L46 18 L39 18 L39 11 L46 11 Z|' +
    'M28 80 L72 80 C78 68 88 55 84 44 C80 33 64 31 54 42 L50 47 L46 42 C36 31 20 33 16 44 C12 55 22 68 28 80 Z|' +
    'M50 27 C44 27 42 34 46 42 L50 47 L54 42 C58 34 56 27 50 27 Z|' +
    BASE +
    '#M30 70 C43 66 57 66 70 70 M50 47 L50 66',
};

/** A piece's drawing: base figures (two or three make a compound), an optional code on a tag, a stack height. */
export interface PieceLook {
  readonly figures: readonly Figure[];
  /** Short code drawn on a tag at the lower right (salmon's fifty kinds). */
  readonly tag?: string;
  /** A stack of chips of this height instead of figures (stack). */
  readonly chips?: number;
  /** Drawn with a dashed outline: a restricted pawn (salmon), still moving as a pawn whatever it will become. */
  readonly restricted?: boolean;
  /** A twin of a promotion (salmon), marked with a second small outline. */
  readonly twin?: boolean;
}

/** Figures by piece name (case-insensitive): FIDE names, besiege's compounds, salmon's kinds by their main power. */
const BY_NAME: Partial<Record<string, readonly Figure[]>> = {
  king: ['king'],
  queen: ['queen'],
  rook: ['rook'],
  bishop: ['bishop'],
  knight: ['knight'],
  pawn: ['pawn'],
  marshal: ['rook', 'knight'],
  cardinal: ['bishop', 'knight'],
  ace: ['rook', 'bishop', 'knight'],
  // salmon: royal and queen-like pieces
  'king centaur': ['king', 'knight'],
  'zebra prince': ['king'],
  amazon: ['queen', 'knight'],
  'queen cannon': ['queen'],
  'queen grasshopper': ['queen'],
  general: ['rook', 'bishop'],
  prelate: ['bishop'],
  viscount: ['rook'],
  marshall: ['rook', 'knight'],
  'hedge knight': ['bishop', 'knight'],
  'corner horse': ['knight'],
  'sly rook': ['rook'],
  'sly bishop': ['bishop'],
  'sly unicorn': ['bishop'],
  unicorn: ['bishop'],
  pao: ['rook'],
  vao: ['bishop'],
  cao: ['bishop'],
  grasshopper: ['rook'],
  bishopper: ['bishop'],
  cricket: ['bishop'],
  squire: ['king'],
  wazir: ['king'],
  ferz: ['king'],
  asterix: ['king'],
  'aeolian omnipawn': ['pawn'],
  'berolina omnipawn': ['pawn'],
  'carolina omnipawn': ['pawn'],
};

/**
 * The look of a piece from its `cells` label text and the variant's piece list (letter and name per kind): a number
 * is a stack; a letter is looked up by its piece's name; salmon's codes (several letters, lower case for a
 * restricted pawn, a trailing 2 for a twin) get their kind's base figure and the code on a tag. Unknown text keeps a
 * tag on a plain disc-like pawn, so nothing is ever drawn blank.
 */
export function pieceLook(
  text: string,
  pieces: readonly { readonly letter: string; readonly name: string }[],
): PieceLook {
  if (/^\d+$/.test(text) && !pieces.some((p) => /\d/.test(p.letter))) return { figures: [], chips: Number(text) };
  const tagged = pieces.some((p) => p.letter.length > 1);
  const find = (code: string): { letter: string; name: string } | undefined =>
    pieces.find((p) => p.letter === code) ?? pieces.find((p) => p.letter.toLowerCase() === code.toLowerCase());
  let code = text;
  let piece = find(code);
  let twin = false;
  if (piece === undefined && code.endsWith('2')) {
    piece = find(code.slice(0, -1));
    if (piece !== undefined) {
      twin = true;
      code = code.slice(0, -1);
    }
  }
  if (piece === undefined) return { figures: ['pawn'], tag: text };
  const restricted = tagged && code !== piece.letter && code === piece.letter.toLowerCase();
  const named = BY_NAME[piece.name.toLowerCase()];
  if (!tagged) {
    const figures = named ?? ['pawn'];
    return named === undefined ? { figures, tag: piece.letter } : { figures };
  }
  return { figures: named ?? ['knight'], tag: restricted ? code : piece.letter, restricted, twin };
}

const round = (v: number): number => Math.round(v * 100) / 100;

export interface FigureColours {
  readonly fill: string;
  /** The outline and detail colour that reads on `fill`. */
  readonly ink: string;
}

/** Places of the figures of a compound in the 100-unit box: [dx, dy, scale], the last drawn in front. */
const COMPOUND: Record<number, readonly (readonly [number, number, number])[]> = {
  1: [[0, 0, 1]],
  2: [
    [-14, -8, 0.78],
    [30, 14, 0.78],
  ],
  3: [
    [-10, -12, 0.64],
    [40, -12, 0.64],
    [14, 28, 0.64],
  ],
};

function figureShapes(figure: Figure, colours: FigureColours, outline: number): string {
  const [bodies, details = ''] = SHAPES[figure].split('#');
  const body = bodies
    .split('|')
    .map(
      (d) =>
        `<path d="${d}" fill="${colours.fill}" stroke="${colours.ink}" stroke-width="${outline}" stroke-linejoin="round"/>`,
    );
  const detail =
    details === ''
      ? ''
      : `<path d="${details}" fill="none" stroke="${colours.ink}" stroke-width="${outline}" stroke-linecap="round"/>`;
  return body.join('') + detail;
}

/** Chips seen from the side, bottom to top, at most this many drawn (the number says the height). */
const MAX_CHIPS_DRAWN = 6;

function chipsSvg(height: number, colours: FigureColours): string {
  const drawn = Math.max(1, Math.min(MAX_CHIPS_DRAWN, height));
  const parts: string[] = [];
  const step = 9;
  const bottom = 78;
  for (let i = 0; i < drawn; i++) {
    const y = bottom - i * step;
    parts.push(
      `<path d="M16 ${y} L16 ${y - 7} A34 11 0 0 1 84 ${y - 7} L84 ${y} A34 11 0 0 1 16 ${y} Z" fill="${colours.fill}" stroke="${colours.ink}" stroke-width="3"/>`,
    );
  }
  const top = bottom - (drawn - 1) * step - 7;
  parts.push(
    `<ellipse cx="50" cy="${top}" rx="34" ry="11" fill="${colours.fill}" stroke="${colours.ink}" stroke-width="3"/>`,
    `<text x="50" y="${top - 16}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="30" ` +
      `fill="${colours.ink}" stroke="${colours.fill}" stroke-width="6" paint-order="stroke">${height}</text>`,
  );
  return parts.join('');
}

/**
 * One piece as an SVG group: `look` drawn `size` pixels wide, centred on (cx, cy). `attributes` (e.g.
 * `data-cell="3" class="piece p0"`) go on the group.
 */
export function pieceSvg(
  look: PieceLook,
  colours: FigureColours,
  cx: number,
  cy: number,
  size: number,
  attributes = '',
): string {
  const scale = round(size / 100);
  const open = `<g${attributes === '' ? '' : ' ' + attributes} transform="translate(${round(cx - size / 2)},${round(cy - size / 2)}) scale(${scale})">`;
  const parts: string[] = [open];
  if (look.chips !== undefined) {
    parts.push(chipsSvg(look.chips, colours));
  } else {
    const places = COMPOUND[Math.min(3, Math.max(1, look.figures.length))];
    look.figures.slice(0, 3).forEach((figure, i) => {
      const [dx, dy, s] = places[i];
      const inner = figureShapes(figure, colours, round(4 / s));
      const offset = (100 - 100 * s) / 2;
      parts.push(
        s === 1
          ? inner
          : `<g transform="translate(${round(offset + dx / 2)},${round(offset + dy / 2)}) scale(${s})">${inner}</g>`,
      );
    });
    if (look.restricted === true)
      parts.push(
        `<circle cx="50" cy="50" r="47" fill="none" stroke="${colours.ink}" stroke-width="3" stroke-dasharray="8 6"/>`,
      );
    if (look.twin === true)
      parts.push(`<circle cx="16" cy="16" r="9" fill="${colours.fill}" stroke="${colours.ink}" stroke-width="3"/>`);
    if (look.tag !== undefined) parts.push(tagSvg(look.tag));
  }
  parts.push('</g>');
  return parts.join('');
}

/** The piece's code on a white tag at the lower right of the box, readable on any player's colour. */
function tagSvg(tag: string): string {
  const width = 14 + 17 * tag.length;
  return (
    `<rect x="${100 - width}" y="68" width="${width}" height="32" rx="6" fill="#fff" stroke="#222" stroke-width="2.5"/>` +
    `<text x="${100 - width / 2}" y="92" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="27" fill="#111">${escapeXml(tag)}</text>`
  );
}

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
