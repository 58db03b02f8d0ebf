// The static exchange of the piece boards (engines/common/piece-see.ts) in sesqui and besiege: each exchange worked
// out by hand, asked at its value and one centipawn above it, and checked against a full search of the captures onto
// the target cell (test/helpers/exchange.ts).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { PiecePosition } from '../../engines/common/piece-position';
import type { PieceRules } from '../../engines/common/piece-rules';
import besiegeParams from '../../engines/besiege/params.json';
import sesquiParams from '../../engines/sesqui/params.json';
import { FILES } from '../../engines/besiege/topology';
import { expectOk } from '../../src/core/result';
import { referenceExchange } from '../helpers/exchange';

const mv = (from: number, to: number, promotion = 0): number => from | (to << 8) | (promotion << 16);

function check(
  rules: PieceRules,
  text: string,
  move: number,
  expected: number,
  values: readonly number[],
  kindMask: number,
): void {
  const pos = expectOk(rules.parsePosition(text)) as PiecePosition;
  const board = Uint8Array.from(pos.board);
  expect(referenceExchange(rules, pos, move, values, kindMask, 1)).toBe(expected);
  expect(rules.seeAtLeast?.(pos, move, expected)).toBe(true);
  expect(rules.seeAtLeast?.(pos, move, expected + 1)).toBe(false);
  expect(pos.board).toEqual(board); // every lifted man put back
}

describe('sesqui static exchange', () => {
  const rules = createEngine('sesqui').rules as PieceRules;
  const [, P, N, B, R, Q] = sesquiParams.material.value;
  /** Ring text from men by cell (kings on 24 and 12, apart from everything the cases use). */
  const ring = (men: Record<number, string>): string => {
    const cells = Array.from({ length: 48 }, (_, cell) => men[cell] ?? (cell === 24 ? 'K' : cell === 12 ? 'k' : '.'));
    return `${cells.join('').replace(/\.+/g, (gap) => String(gap.length))} w 0 1`;
  };
  const see = (men: Record<number, string>, move: number, expected: number): void =>
    check(rules, ring(men), move, expected, sesquiParams.material.value, 7);

  test('an undefended knight: the rook slides and takes it', () => see({ 0: 'R', 5: 'n' }, mv(0, 5), N));
  test('a knight defended by a pawn leaping two', () => see({ 0: 'R', 5: 'n', 7: 'p' }, mv(0, 5), N - R));
  test('a queen behind the rook (x-ray) makes the rook recapture pay', () =>
    see({ 0: 'R', 46: 'Q', 5: 'n', 10: 'r' }, mv(0, 5), N));
  test('a bishop across the centre recaptures once, though three of its lines reach the target', () =>
    // b on 29: the opposite cell of 5 and first on both ±2 leap lines; it takes the rook, the other rook takes it.
    see({ 0: 'R', 46: 'R', 5: 'n', 29: 'b' }, mv(0, 5), N - R + B));
  test('a capture by the leap across the centre', () => see({ 29: 'R', 5: 'n', 7: 'P', 3: 'P' }, mv(29, 5), N));
  test('a promotion capturing a rook on a promotion cell', () => see({ 13: 'P', 15: 'r' }, mv(13, 15, 5), R + Q - P));
  test('a promotion onto a defended cell loses the new queen', () =>
    see({ 13: 'P', 15: 'r', 17: 'b' }, mv(13, 15, 5), R + Q - P - Q));
  test('quiet moves count as an exchange of 0 unless the man is lost', () => {
    see({ 0: 'R', 10: 'r' }, mv(24, 26), 0);
    see({ 0: 'R', 10: 'r' }, mv(0, 1), -R);
  });
});

describe('besiege static exchange', () => {
  const rules = createEngine('besiege').rules as PieceRules;
  const [, , N, , R, , , M] = besiegeParams.material.value;
  /** Torus text from men by (file, rank) (0-based); kings on a1 and l1 of the boards' corners unless given. */
  const board = (men: Record<string, string>): string => {
    const rows: string[] = [];
    for (let rank = 9; rank >= 0; rank--) {
      let row = '';
      for (let file = 0; file < FILES; file++) row += men[`${file},${rank}`] ?? '.';
      rows.push(row.replace(/\.+/g, (gap) => String(gap.length)));
    }
    return `${rows.join('/')} w 0 1`;
  };
  const at = (file: number, rank: number): number => rank * FILES + file;
  const see = (men: Record<string, string>, move: number, expected: number): void =>
    check(rules, board({ '5,0': 'K', '15,7': 'k', ...men }), move, expected, besiegeParams.material.value, 15);

  test('an undefended knight', () => see({ '2,2': 'R', '2,5': 'n' }, mv(at(2, 2), at(2, 5)), N));
  test('a knight defended by a marshal leaping', () =>
    see({ '2,2': 'R', '2,5': 'n', '3,7': 'm' }, mv(at(2, 2), at(2, 5)), N - R));
  test('a queen behind the rook (x-ray)', () =>
    see({ '2,2': 'R', '2,1': 'Q', '2,5': 'n', '2,8': 'r' }, mv(at(2, 2), at(2, 5)), N));
  test('a rook alone on a looping rank reaches the target both ways round, and recaptures once', () =>
    see({ '2,2': 'R', '2,1': 'M', '2,5': 'n', '12,5': 'r' }, mv(at(2, 2), at(2, 5)), N - R + R));
  test('a capture across the edge of the board', () => see({ '19,4': 'R', '0,4': 'n' }, mv(at(19, 4), at(0, 4)), N));
  test('a marshal leaps onto a rook-defended knight', () =>
    see({ '4,4': 'M', '6,5': 'n', '6,8': 'r' }, mv(at(4, 4), at(6, 5)), N - M));
});
