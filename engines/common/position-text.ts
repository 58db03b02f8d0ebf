// Pieces of position text several boards share: splitting `<board> <w|b> [clock [move number]]` into fields with
// their checks, and the rank-by-rank grid placement (ranks top down, `/` between them, numbers for empty runs, one
// letter per piece). Not hot code.
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';

const MAX_CLOCK = 1_000_000;

export interface PositionFields {
  readonly board: string;
  readonly stm: 0 | 1;
  readonly halfmove: number;
  readonly fullmove: number;
}

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

/** `<board> <w|b> [clock [move number]]`; `clockName` words the clock (e.g. "halfmove clock"). */
export function splitPositionFields(
  text: string,
  maxLength: number,
  boardName: string,
  clockName: string,
): Result<PositionFields> {
  if (typeof text !== 'string') return bad('position text is not a string');
  if (text.length > maxLength) return bad(`position text is ${text.length} characters long (at most ${maxLength})`);
  const fields = text.trim().split(/\s+/);
  if (fields.length < 2 || fields.length > 4) {
    return bad(
      `position needs 2 to 4 fields (${boardName}, side to move[, ${clockName}, move number]), got ${fields[0] === '' ? 0 : fields.length}`,
    );
  }
  if (fields[1] !== 'w' && fields[1] !== 'b') return bad(`side to move '${fields[1]}' is not 'w' or 'b'`);
  let halfmove = 0;
  let fullmove = 1;
  if (fields.length >= 3) {
    if (!/^\d+$/.test(fields[2]) || Number(fields[2]) > MAX_CLOCK)
      return bad(`${clockName} '${fields[2]}' is not a number from 0 to ${MAX_CLOCK}`);
    halfmove = Number(fields[2]);
  }
  if (fields.length === 4) {
    if (!/^\d+$/.test(fields[3]) || Number(fields[3]) > MAX_CLOCK)
      return bad(`move number '${fields[3]}' is not a number from 1 to ${MAX_CLOCK}`);
    fullmove = Math.max(1, Number(fields[3]));
  }
  return ok({ board: fields[0], stm: fields[1] === 'w' ? 0 : 1, halfmove, fullmove });
}

/**
 * Reads a grid placement into `board` (cell = rank * files + file, rank 0 at the bottom). `codeOf` maps a letter to
 * a board code, or returns an error text for a letter that is not a piece.
 */
export function readGridPlacement(
  placement: string,
  files: number,
  ranks: number,
  board: Uint8Array,
  codeOf: (letter: string, rank: number) => number | string,
): Result<void> {
  const rows = placement.split('/');
  if (rows.length !== ranks) return bad(`the board has ${rows.length} ranks, expected ${ranks}`);
  for (let row = 0; row < ranks; row++) {
    const rank = ranks - 1 - row;
    let file = 0;
    for (const part of rows[row].match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(part)) {
        if (Number(part) < 1 || Number(part) > files)
          return bad(`rank ${rank + 1} has a gap of ${part} (1 to ${files})`);
        file += Number(part);
      } else {
        const code = codeOf(part, rank);
        if (typeof code === 'string') return bad(code);
        if (file < files) board[rank * files + file] = code;
        file++;
      }
      if (file > files) return bad(`rank ${rank + 1} ('${rows[row]}') has more than ${files} cells`);
    }
    if (file !== files) return bad(`rank ${rank + 1} ('${rows[row]}') has ${file} cells, expected ${files}`);
  }
  return ok(undefined);
}

export function writeGridPlacement(
  board: Uint8Array,
  files: number,
  ranks: number,
  letterOf: (code: number) => string,
): string {
  const rows: string[] = [];
  for (let rank = ranks - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < files; file++) {
      const code = board[rank * files + file];
      row += code === 0 ? '.' : letterOf(code);
    }
    rows.push(row.replace(/\.+/g, (gap) => String(gap.length)));
  }
  return rows.join('/');
}
