// The material and pawn-race terms of the piece-board evaluations (sesqui, besiege) as a trace (not hot code): each
// man adds its kind's value, and a pawn the race bonus for its steps still to go, signed from White's view.
import type { FlatParams, LinearForm } from '../../src/core/params';

export interface MaterialTraceTables {
  readonly cells: number;
  readonly blackBit: number;
  readonly kindMask: number;
  readonly pawn: number;
  /** Steps to promote by colour * cells + cell. */
  readonly pawnDistance: Uint8Array;
}

/** Adds the board's material and pawn race (groups `material.value`, `pawnRace.stepsToGo`) to `form`. */
export function traceMaterialAndRace(
  form: LinearForm,
  board: Uint8Array,
  t: MaterialTraceTables,
  flat: FlatParams,
): void {
  const raceLength = flat.labels.filter((label) => label.startsWith('pawnRace.stepsToGo[')).length;
  for (let cell = 0; cell < t.cells; cell++) {
    const piece = board[cell];
    if (piece === 0) continue;
    const colour = (piece & t.blackBit) === 0 ? 0 : 1;
    const sign = colour === 0 ? 1 : -1;
    const kind = piece & t.kindMask;
    form.add(flat.index('material', 'value', kind), sign);
    const distance = t.pawnDistance[colour * t.cells + cell];
    if (kind === t.pawn && distance < raceLength) form.add(flat.index('pawnRace', 'stepsToGo', distance), sign);
  }
}
