// The text of one cell in the `cells` extension: what `Rules.cellLabel` writes, read back by board views.

/** A piece as a board view sees it: its owner's index and its short label (a piece letter, a stack height). */
export interface CellPiece {
  player: number;
  text: string;
}

/** Splits a `cells` label (`<player>:<label>`, or a bare label for player 0) into its player and text; undefined for an
 * empty cell. */
export function parseLabel(label: string): CellPiece | undefined {
  if (label === '' || label === '.') return undefined;
  const colon = label.indexOf(':');
  if (colon < 0) return { player: 0, text: label };
  return { player: Number(label.slice(0, colon)) || 0, text: label.slice(colon + 1) };
}
