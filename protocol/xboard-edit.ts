// CECP's edit mode, for engines that do not take `setboard` (off unless an engine says `feature setboard=1`; Fairy-Max
// is one such): the position of a chess FEN as the commands XBoard itself sends. The board is cleared (`#`), White's
// pieces placed (`Pe4`), `c` switches to Black's, `.` leaves edit mode. Edit mode keeps the side to move, so for Black
// to move a White move is made first (the protocol's own recipe: `a2a3` from the start position). Castling rights
// follow from kings and rooks on their home cells, and an en-passant chance is lost: what edit mode can say.

/** The commands that set up `fen` in an engine that has just had `new` and `force`; undefined if not a chess FEN. */
export function editCommands(fen: string): string[] | undefined {
  const [placement, side] = fen.trim().split(/\s+/);
  const ranks = placement.split('/');
  if (ranks.length !== 8) return undefined;
  const white: string[] = [];
  const black: string[] = [];
  for (let row = 0; row < 8; row++) {
    let file = 0;
    for (const char of ranks[row]) {
      if (/[1-8]/.test(char)) {
        file += Number(char);
        continue;
      }
      if (!/^[pnbrqk]$/i.test(char) || file > 7) return undefined;
      const cell = `${String.fromCharCode(97 + file)}${8 - row}`;
      (char === char.toUpperCase() ? white : black).push(`${char.toUpperCase()}${cell}`);
      file++;
    }
    if (file !== 8) return undefined;
  }
  return [...(side === 'b' ? ['a2a3'] : []), 'edit', '#', ...white, 'c', ...black, '.'];
}
