// Text forms of Stack Chess: the position (ranks 10..1, a letter per stack = its height, A/a = 1 … J/j = 10, digits
// count empty cells; then side, plies since a capture, move number), moves (`e2f2`, `a9a10`) and the `d` display.
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import type { Move } from '../../src/core/types';
import { formatKey } from '../../src/core/zobrist';
import { BLACK_BIT, CELLS, FILES, HEIGHT_LETTERS, HEIGHT_MASK, PIECE_KEY_HI, PIECE_KEY_LO, RANKS, SIDE_KEY_HI, SIDE_KEY_LO, TOPOLOGY, stackCode } from './board';
import { moveFrom, moveTo } from './move';
import { Position } from './position';

export const START_TEXT = 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1';
/** Chips each side starts with (and can never exceed). */
export const CHIPS_PER_SIDE = 50;
const MAX_TEXT = 256;
const MAX_CLOCK = 1_000_000;

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

export function parsePosition(text: string): Result<Position> {
  if (typeof text !== 'string') return bad('position text is not a string');
  if (text.length > MAX_TEXT) return bad(`position text is ${text.length} characters long (at most ${MAX_TEXT})`);
  const fields = text.trim().split(/\s+/);
  if (fields.length < 2 || fields.length > 4) {
    return bad(`position needs 2 to 4 fields (ranks, side to move[, plies since a capture, move number]), got ${fields[0] === '' ? 0 : fields.length}`);
  }
  const rows = fields[0].split('/');
  if (rows.length !== RANKS) return bad(`the board has ${rows.length} ranks, expected ${RANKS}`);
  const pos = new Position();
  for (let row = 0; row < RANKS; row++) {
    const rank = RANKS - 1 - row;
    let file = 0;
    for (const part of rows[row].match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(part)) {
        if (Number(part) < 1 || Number(part) > FILES) return bad(`rank ${rank + 1} has a gap of ${part} (1 to ${FILES})`);
        file += Number(part);
      } else {
        const height = HEIGHT_LETTERS.indexOf(part.toLowerCase());
        if (height <= 0) return bad(`'${part}' in rank ${rank + 1} is not a stack letter (A..J for White, a..j for Black)`);
        if (file < FILES) pos.board[rank * FILES + file] = stackCode(part === part.toUpperCase() ? 0 : 1, height);
        file++;
      }
      if (file > FILES) return bad(`rank ${rank + 1} ('${rows[row]}') has more than ${FILES} cells`);
    }
    if (file !== FILES) return bad(`rank ${rank + 1} ('${rows[row]}') has ${file} cells, expected ${FILES}`);
  }
  if (fields[1] !== 'w' && fields[1] !== 'b') return bad(`side to move '${fields[1]}' is not 'w' or 'b'`);
  pos.stm = fields[1] === 'w' ? 0 : 1;
  let fullmove = 1;
  if (fields.length >= 3) {
    if (!/^\d+$/.test(fields[2]) || Number(fields[2]) > MAX_CLOCK) return bad(`plies since a capture '${fields[2]}' is not a number from 0 to ${MAX_CLOCK}`);
    pos.halfmove = Number(fields[2]);
  }
  if (fields.length === 4) {
    if (!/^\d+$/.test(fields[3]) || Number(fields[3]) > MAX_CLOCK) return bad(`move number '${fields[3]}' is not a number from 1 to ${MAX_CLOCK}`);
    fullmove = Math.max(1, Number(fields[3]));
  }
  pos.plyBase = 2 * (fullmove - 1) + pos.stm;
  initialiseDerived(pos);
  for (const colour of [0, 1]) {
    if (pos.chips[colour] > CHIPS_PER_SIDE) {
      return bad(`${colour === 0 ? 'White' : 'Black'} has ${pos.chips[colour]} chips (at most ${CHIPS_PER_SIDE})`);
    }
  }
  return ok(pos);
}

function initialiseDerived(pos: Position): void {
  let lo = pos.stm === 1 ? SIDE_KEY_LO : 0;
  let hi = pos.stm === 1 ? SIDE_KEY_HI : 0;
  pos.counts.fill(0);
  pos.chips.fill(0);
  for (let cell = 0; cell < CELLS; cell++) {
    const code = pos.board[cell];
    if (code === 0) continue;
    lo ^= PIECE_KEY_LO[code * CELLS + cell];
    hi ^= PIECE_KEY_HI[code * CELLS + cell];
    pos.counts[code]++;
    pos.chips[(code & BLACK_BIT) === 0 ? 0 : 1] += code & HEIGHT_MASK;
  }
  pos.hashLo = lo;
  pos.hashHi = hi;
  pos.keyHistoryLo[pos.gamePly] = lo;
  pos.keyHistoryHi[pos.gamePly] = hi;
}

function stackLetter(code: number): string {
  const letter = HEIGHT_LETTERS[code & HEIGHT_MASK];
  return (code & BLACK_BIT) === 0 ? letter.toUpperCase() : letter;
}

export function formatPosition(pos: Position): string {
  const rows: string[] = [];
  for (let rank = RANKS - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < FILES; file++) {
      const code = pos.board[rank * FILES + file];
      row += code === 0 ? '.' : stackLetter(code);
    }
    rows.push(row.replace(/\.+/g, (gap) => String(gap.length)));
  }
  return `${rows.join('/')} ${pos.stm === 0 ? 'w' : 'b'} ${pos.halfmove} ${pos.fullmove()}`;
}

export function formatMove(move: Move): string {
  return TOPOLOGY.names[moveFrom(move)] + TOPOLOGY.names[moveTo(move)];
}

const MOVE_TEXT = /^([a-j](?:10|[1-9]))([a-j](?:10|[1-9]))$/;

/** Parses `<from><to>` (any case) and checks it against the legal moves (passed in by the rules). */
export function parseMove(text: string, legal: (wanted: (move: Move) => boolean) => Move | undefined): Result<Move> {
  if (typeof text !== 'string' || text.length > 16) return err('ERR_BAD_MOVE', 'move text is too long');
  const lower = text.trim().toLowerCase();
  const match = MOVE_TEXT.exec(lower);
  if (match === null) return err('ERR_BAD_MOVE', `'${text}' is not a move (expected <from><to>, e.g. e2f2 or a9a10)`);
  const from = TOPOLOGY.cellByName(match[1]);
  const to = TOPOLOGY.cellByName(match[2]);
  const found = legal((move) => moveFrom(move) === from && moveTo(move) === to);
  return found === undefined ? err('ERR_ILLEGAL_MOVE', `${lower} is not legal in this position`) : ok(found);
}

/** The `d` display: each cell shows a stack as colour and height (W3, b10), ranks 10 to 1, then text and key. */
export function formatBoard(pos: Position): string {
  const lines: string[] = [];
  const border = `    +${'-----+'.repeat(FILES)}`;
  lines.push(border);
  for (let rank = RANKS - 1; rank >= 0; rank--) {
    let line = `${String(rank + 1).padStart(3)} |`;
    for (let file = 0; file < FILES; file++) {
      const code = pos.board[rank * FILES + file];
      const text = code === 0 ? '' : `${(code & BLACK_BIT) === 0 ? 'W' : 'b'}${code & HEIGHT_MASK}`;
      line += `${text.padStart(4)} |`;
    }
    lines.push(line);
    lines.push(border);
  }
  lines.push(`     ${Array.from('abcdefghij', (f) => `  ${f}   `).join('')}`.trimEnd());
  lines.push('(W = White, b = Black; the number is the stack height)');
  lines.push('');
  lines.push(`Fen: ${formatPosition(pos)}`);
  lines.push(`Key: ${formatKey(pos.hashLo, pos.hashHi)}`);
  return lines.join('\n');
}
