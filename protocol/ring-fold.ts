// XBoard draws rectangles only, so the 48-cell ring of `sesqui` is shown folded into 12 files by 4 ranks, back and
// forth (ring cells 0-11 left to right on rank 1, 12-23 right to left on rank 2, ...), which keeps ring neighbours
// side by side. The adapter owns this mapping: moves and position text are translated at the protocol boundary.
const FILES = 12;
const RANKS = 4;
const XBOARD_FILES = 'abcdefghijkl';
const RING_CELL = /([a-h])([1-6])/g;
const XBOARD_MOVE = /^([a-l])([1-4])([a-l])([1-4])([qrbn]?)$/;

/** Ring index (a1 = 0 … h6 = 47) → XBoard square name. */
function ringToSquare(index: number): string {
  const rank = Math.floor(index / FILES);
  const along = index % FILES;
  return XBOARD_FILES[rank % 2 === 0 ? along : FILES - 1 - along] + String(rank + 1);
}

function squareToRing(file: number, rank: number): number {
  return rank * FILES + (rank % 2 === 0 ? file : FILES - 1 - file);
}

function ringName(index: number): string {
  return 'abcdefgh'[Math.floor(index / 6)] + String((index % 6) + 1);
}

/** Engine move text (`b2b4`, `c3c4q`) → XBoard's (`h1j1`, …). */
export function ringMoveToXboard(move: string): string {
  return move.replace(RING_CELL, (_all, sector: string, number: string) =>
    ringToSquare('abcdefgh'.indexOf(sector) * 6 + Number(number) - 1),
  );
}

/** XBoard move text → engine move text; undefined for anything else (ring names included: they are not XBoard's). */
export function ringMoveFromXboard(text: string): string | undefined {
  const match = XBOARD_MOVE.exec(text.toLowerCase());
  if (match === null) return undefined;
  const from = squareToRing(XBOARD_FILES.indexOf(match[1]), Number(match[2]) - 1);
  const to = squareToRing(XBOARD_FILES.indexOf(match[3]), Number(match[4]) - 1);
  return ringName(from) + ringName(to) + match[5];
}

/** The ring's 48 cells (one letter or '.' each, index 0 first) as the placement field of a 12x4 FEN. */
export function ringToXboardPlacement(cells: string): string {
  const rows: string[] = [];
  for (let rank = RANKS - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < FILES; file++) row += cells[squareToRing(file, rank)];
    rows.push(row.replace(/\.+/g, (gap) => String(gap.length)));
  }
  return rows.join('/');
}

/** A 12x4 FEN's placement field → the ring's 48 cells (index 0 first), or undefined if it is not 12x4. */
export function ringFromXboardPlacement(placement: string): string | undefined {
  const rows = placement.split('/');
  if (rows.length !== RANKS) return undefined;
  const cells = Array<string>(FILES * RANKS).fill('.');
  for (let r = 0; r < RANKS; r++) {
    const rank = RANKS - 1 - r;
    let file = 0;
    for (const part of rows[r].match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(part)) {
        file += Number(part);
        continue;
      }
      if (file >= FILES) return undefined;
      cells[squareToRing(file, rank)] = part;
      file++;
    }
    if (file !== FILES) return undefined;
  }
  return cells.join('');
}
