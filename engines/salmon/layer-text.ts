// One layer of the board drawn as text (terminal play's `d`): the layer's ten decants, each as its owner sees it
// (rank 10 at the top, towards the centre: the rhombus a-e of ranks 6-10 above the strip a-j of ranks 1-5), two
// decants side by side. A cell shows its piece's code. A piece of another player than the decant's owner is marked
// `*` and listed under the drawing with its owner (a letter after the code would read as another code: a Queen of C,
// `QC`, is not a Queen Cannon).
import { layerCell, PLAYERS } from './layer';
import { PIECE_LABELS } from './piece-labels';
import type { SalmonPosition } from './position';
import { cellAt, FILE_LETTERS as FILES, PLAYER_LETTERS } from './topology';

const RANKS = 10;
/** Ranks above this hold only files a-e (the rhombus). */
const STRIP_RANKS = 5;
const CELL_WIDTH = 4;
const LABEL_WIDTH = 3;
const BLOCK_WIDTH = LABEL_WIDTH + FILES.length * CELL_WIDTH;
const GAP = '  ';

/** The code of the piece on an occupied cell: its label, lower case for a restricted pawn, `2` after twins. */
export function pieceCode(pieces: SalmonPosition, cell: number): string {
  const label = PIECE_LABELS[pieces.type[cell]];
  return `${pieces.restricted[cell] ? label.toLowerCase() : label}${pieces.twin[cell] ? '2' : ''}`;
}

/** The text lines of one decant: title, ranks 10 to 1, file letters; `code(file, rank)` says what a cell shows. */
function decantLines(title: string, code: (file: number, rank: number) => string): string[] {
  const lines = [title];
  for (let rank = RANKS; rank >= 1; rank--) {
    const files = rank > STRIP_RANKS ? STRIP_RANKS : FILES.length;
    let row = '';
    for (let file = 0; file < files; file++) row += code(file, rank).padEnd(CELL_WIDTH);
    lines.push(`${String(rank).padStart(LABEL_WIDTH - 1)} ${row}`);
  }
  lines.push(' '.repeat(LABEL_WIDTH) + [...FILES].map((file) => file.padEnd(CELL_WIDTH)).join(''));
  return lines;
}

/** Layer `layer` (1 = the lowest) of a position as text lines. */
export function layerText(pieces: SalmonPosition, layer: number): string[] {
  const lines: string[] = [];
  for (let left = 0; left < PLAYERS; left += 2) {
    const pair = [left, left + 1];
    const foreign: string[][] = [[], []];
    const blocks = pair.map((owner, side) =>
      decantLines(`${PLAYER_LETTERS[owner]}'s decant`, (file, rank) => {
        const cell = cellAt(layer, layerCell(owner, file, rank));
        const player = pieces.owner[cell];
        if (player < 0) return '.';
        const code = pieceCode(pieces, cell);
        if (player === owner) return code;
        foreign[side].push(`${FILES[file]}${rank} ${PLAYER_LETTERS[player]}:${code}`);
        return `${code}*`;
      }),
    );
    for (let row = 0; row < blocks[0].length; row++)
      lines.push(
        blocks
          .map((block) => block[row].padEnd(BLOCK_WIDTH))
          .join(GAP)
          .trimEnd(),
      );
    pair.forEach((owner, side) => {
      // Listed from rank 10 down, as drawn.
      if (foreign[side].length > 0) lines.push(`* in ${PLAYER_LETTERS[owner]}'s decant: ${foreign[side].join(', ')}`);
    });
  }
  return lines;
}
