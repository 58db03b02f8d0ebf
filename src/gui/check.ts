// The king in check, for the highlight: variants whose `d` names the checking pieces (`Checkers: h5`; normal and
// msg) show the side to move's king in red. Other variants' `d` says nothing about check, so nothing is shown there.
import { parseLabel } from '../core/cell-label';

const CHECKERS = 'Checkers:';

/** The cells of `mover`'s king when `d`'s Checkers line names a checker; empty otherwise. */
export function checkedKings(display: readonly string[], labels: readonly string[], mover: number): Set<number> {
  const line = display.find((text) => text.startsWith(CHECKERS));
  const checked = new Set<number>();
  if (line === undefined || line.slice(CHECKERS.length).trim() === '') return checked;
  labels.forEach((label, cell) => {
    const piece = parseLabel(label);
    if (piece?.player === mover && piece.text.toUpperCase() === 'K') checked.add(cell);
  });
  return checked;
}
