// A salmon position set up piece by piece for tests: every side's King Centaur in its corner, A's on A5c3 in the
// middle of its own layer, then the pieces a test adds.
import { cellByName } from '../../engines/salmon/topology';
import { formatPosition } from '../../engines/salmon/notation';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import { emptyPosition, placePiece, type SalmonPosition } from '../../engines/salmon/position';

/** A piece to add: its cell, its player (0 = A … 9 = J), its kind's name and whether it has moved. */
export type SalmonMan = readonly [cell: string, player: number, kind: string, moved?: boolean];

const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);

/** The centaurs (B…J on <side>1a1, A on A5c3) and `men`. */
export function salmonCentaurs(men: readonly SalmonMan[]): SalmonPosition {
  const pos = emptyPosition();
  for (const letter of 'BCDEFGHIJ')
    placePiece(pos, cellByName(`${letter}1a1`), 'ABCDEFGHIJ'.indexOf(letter), typeOf('King Centaur'), false);
  placePiece(pos, cellByName('A5c3'), 0, typeOf('King Centaur'), false);
  for (const [cell, player, kind, moved] of men)
    placePiece(pos, cellByName(cell), player, typeOf(kind), moved ?? false);
  return pos;
}

/** The position text of salmonCentaurs(men). */
export function salmonCentaursText(men: readonly SalmonMan[]): string {
  return formatPosition(salmonCentaurs(men));
}
