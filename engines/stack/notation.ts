// Text forms of Stack Chess: the position (ranks 10..1, a letter per stack = its height, A/a = 1 … J/j = 10, digits
// count empty cells; then side, plies since a capture, move number), moves (`e2f2`, `a9a10`) and the `d` display.
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import type { Move } from '../../src/core/types';
import { formatKey } from '../../src/core/zobrist';
import { CELLS, FILES, RANKS, TOPOLOGY } from './topology';
import { BLACK_BIT, HEIGHT_LETTERS, HEIGHT_MASK, stackCode } from './pieces';
import { KEYS } from './keys';
import { moveFrom, moveTo } from './move';
import { Position } from './position';
import { readGridPlacement, splitPositionFields, writeGridPlacement } from '../common/position-text';

export const START_TEXT = 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1';
/** Chips each side starts with (and can never exceed). */
export const CHIPS_PER_SIDE = 50;
const MAX_TEXT = 256;

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

export function parsePosition(text: string): Result<Position> {
  const fields = splitPositionFields(text, MAX_TEXT, 'ranks', 'plies since a capture');
  if (!fields.ok) return fields;
  const pos = new Position();
  const placed = readGridPlacement(fields.value.board, FILES, RANKS, pos.board, (letter, rank) => {
    const height = HEIGHT_LETTERS.indexOf(letter.toLowerCase());
    if (height <= 0) return `'${letter}' in rank ${rank + 1} is not a stack letter (A..J for White, a..j for Black)`;
    return stackCode(letter === letter.toUpperCase() ? 0 : 1, height);
  });
  if (!placed.ok) return placed;
  pos.stm = fields.value.stm;
  pos.halfmove = fields.value.halfmove;
  const fullmove = fields.value.fullmove;
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
  let lo = pos.stm === 1 ? KEYS.sideLo : 0;
  let hi = pos.stm === 1 ? KEYS.sideHi : 0;
  pos.counts.fill(0);
  pos.chips.fill(0);
  for (let cell = 0; cell < CELLS; cell++) {
    const code = pos.board[cell];
    if (code === 0) continue;
    lo ^= KEYS.pieceLo[code * CELLS + cell];
    hi ^= KEYS.pieceHi[code * CELLS + cell];
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
  const placement = writeGridPlacement(pos.board, FILES, RANKS, stackLetter);
  return `${placement} ${pos.stm === 0 ? 'w' : 'b'} ${pos.halfmove} ${pos.fullmove()}`;
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
