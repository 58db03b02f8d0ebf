// One layer of salmon's board drawn as text for `topochess play`'s `d`: the layer's ten decants, each as its owner
// sees it (rank 10 at the top, towards the centre: the rhombus a-e of ranks 6-10 above the strip a-j of ranks 1-5),
// two decants side by side. A cell shows the code of the piece on it (`cells` labels). A piece of another player than
// the decant's owner is marked `*` and listed under the drawing with its owner (a letter after the code would read as
// another code: a Queen of C, `QC`, is not a Queen Cannon). Cells are read from salmon's names
// (`<player><layer><file><rank>`, e.g. `a5f2`).
import { parseLabel } from '../core/cell-label';
import type { Topology } from '../topology/topology';

const CELL_NAME = /^([a-z])(\d+)([a-z])(\d+)$/;
const FILES = 'abcdefghij';
const RANKS = 10;
/** Ranks above this hold only files a-e (the rhombus). */
const STRIP_RANKS = 5;
const CELL_WIDTH = 4;
const LABEL_WIDTH = 3;
const BLOCK_WIDTH = LABEL_WIDTH + FILES.length * CELL_WIDTH;
const GAP = '  ';

/** The text lines of one decant: title, ranks 10 to 1, file letters. */
function decantLines(title: string, cells: ReadonlyMap<string, string>): string[] {
  const lines = [title];
  for (let rank = RANKS; rank >= 1; rank--) {
    const files = rank > STRIP_RANKS ? FILES.slice(0, STRIP_RANKS) : FILES;
    const row = [...files].map((file) => (cells.get(`${file}${rank}`) ?? '.').padEnd(CELL_WIDTH)).join('');
    lines.push(`${String(rank).padStart(LABEL_WIDTH - 1)} ${row}`);
  }
  lines.push(' '.repeat(LABEL_WIDTH) + [...FILES].map((file) => file.padEnd(CELL_WIDTH)).join(''));
  return lines;
}

/**
 * Layer `layer` (1 = the lowest) of a salmon position as text lines. `labels` are the `cells` labels of the position,
 * `players` the player letters (A..J).
 */
export function layerText(
  topology: Topology,
  labels: readonly string[],
  layer: number,
  players: readonly string[],
): string[] {
  const decants = players.map(() => new Map<string, string>());
  const foreign = players.map((): string[] => []);
  topology.names.forEach((name, cell) => {
    const parts = CELL_NAME.exec(name);
    if (parts === null || topology.drawings[cell]?.layer !== layer - 1) return;
    const [, ownerLetter, , file, rank] = parts;
    const owner = players.findIndex((letter) => letter.toLowerCase() === ownerLetter);
    const piece = parseLabel(labels[cell] ?? '');
    if (owner < 0 || piece === undefined) return;
    const at = `${file}${rank}`;
    const own = piece.player === owner;
    decants[owner].set(at, own ? piece.text : `${piece.text}*`);
    if (!own) foreign[owner].push(`${at} ${players[piece.player]}:${piece.text}`);
  });
  const lines: string[] = [];
  for (let left = 0; left < players.length; left += 2) {
    const pair = [left, left + 1].filter((owner) => owner < players.length);
    const blocks = pair.map((owner) => decantLines(`${players[owner]}'s decant`, decants[owner]));
    for (let row = 0; row < blocks[0].length; row++)
      lines.push(
        blocks
          .map((block) => block[row].padEnd(BLOCK_WIDTH))
          .join(GAP)
          .trimEnd(),
      );
    for (const owner of pair)
      if (foreign[owner].length > 0) lines.push(`* in ${players[owner]}'s decant: ${foreign[owner].join(', ')}`);
  }
  return lines;
}
