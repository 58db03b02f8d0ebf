// The two loops every attack test by reverse lookup is made of (chess8, sesqui, besiege): is a given man on one of
// the cells a target table lists, and which man stands first along a line. They are small enough for V8 to inline
// into each variant's own test, which keeps its constants (kinds, colour bit, which line suits which slider).

/** Whether `piece` stands on one of the cells that `offsets`/`cells` list for `index`. */
export function standsOnAny(
  board: Uint8Array,
  piece: number,
  offsets: Int32Array,
  cells: Int32Array,
  index: number,
): boolean {
  for (let i = offsets[index], end = offsets[index + 1]; i < end; i++) {
    if (board[cells[i]] === piece) return true;
  }
  return false;
}

/** The first man along line `index` of `offsets`/`cells`, or 0 when the line is empty to its end. */
export function firstOnLine(board: Uint8Array, offsets: Int32Array, cells: Int32Array, index: number): number {
  for (let i = offsets[index], end = offsets[index + 1]; i < end; i++) {
    const piece = board[cells[i]];
    if (piece !== 0) return piece;
  }
  return 0;
}
