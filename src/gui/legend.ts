// The legend under the board: every piece of the variant with its figure (as the board draws it, in the first
// player's colour), its name and how it moves in one line (piece-guide.ts), and a link to the variant's rules page,
// which `topochess gui` serves at /rules/<variant> (rules-pages.ts).
import type { TopologyDoc } from '../topology/describe';
import { playerColour } from './colours';
import { escapeXml, pieceLook, pieceSvg } from './figures';

/** One piece as the legend lists it (the shape of piece-guide.ts's entries). */
export interface LegendPiece {
  readonly code: string;
  readonly name: string;
  readonly moves: string;
}

/** Pixels of a figure in the legend. */
const FIGURE_PIXELS = 36;

export function renderLegend(
  doc: Pick<TopologyDoc, 'pieces'>,
  variant: string,
  pieces: readonly LegendPiece[],
): string {
  const items = pieces.map((piece) => {
    // A little smaller than the box and low in it: a stack's height is written above its chips.
    const figure = pieceSvg(
      pieceLook(piece.code, doc.pieces),
      playerColour(0),
      FIGURE_PIXELS / 2,
      FIGURE_PIXELS * 0.56,
      FIGURE_PIXELS * 0.84,
    );
    return (
      `<li data-code="${escapeXml(piece.code)}"><svg class="figure" width="${FIGURE_PIXELS}" height="${FIGURE_PIXELS}" ` +
      `viewBox="0 0 ${FIGURE_PIXELS} ${FIGURE_PIXELS}" aria-hidden="true">${figure}</svg>` +
      `<span><strong>${escapeXml(piece.name)}</strong> <code>${escapeXml(piece.code)}</code><br>${escapeXml(piece.moves)}</span></li>`
    );
  });
  const name = escapeXml(variant);
  return (
    `<h4>Pieces of ${name} <a id="rules" href="/rules/${encodeURIComponent(variant)}" target="_blank" rel="noopener">` +
    `the rules of ${name}</a></h4><ul class="legend">${items.join('')}</ul>`
  );
}
