// Notation of variant `normal`: FEN validation (every error class), UCI move parsing, and format∘parse round trips
// for every generated move and every position met in seeded random playouts (which also checks incremental keys).
import { describe, expect, test } from 'vitest';
import type { Position } from '../../engines/chess8';
import { createChess8Engine } from '../../engines/chess8';
import { expectOk } from '../../src/core/result';
import { checkPlayouts } from '../helpers/playouts';

const { rules, evaluator } = createChess8Engine('normal');
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('FEN parsing', () => {
  test.each([
    ['empty text', ''],
    ['only spaces', '    '],
    ['too few fields', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq'],
    ['too many fields', `${START} 7`],
    ['seven ranks', 'rnbqkbnr/pppppppp/8/8/8/8/RNBQKBNR w KQkq - 0 1'],
    ['nine ranks', 'rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['rank too long', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['rank too long by digits', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['rank too short', 'rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['bad piece letter', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1'],
    ['zero as a gap', 'rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['no white king', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1'],
    ['two black kings', 'rnbqkbnr/pppppppp/8/8/3k4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['pawn on the last rank', 'rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1'],
    ['pawn on the first rank', 'rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNp w KQkq - 0 1'],
    ['nine pawns', 'rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['seventeen pieces', 'rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['side to move x', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'],
    ['side to move W', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1'],
    ['castling letter', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1'],
    ['castling repeated', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1'],
    ['castling dash mixed', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K- - 0 1'],
    ['en passant not a cell', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1'],
    ['en passant wrong rank', 'rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1'],
    ['en passant with no pawn', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1'],
    ['en passant for the wrong side', 'rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR b KQkq e6 0 1'],
    ['side not to move in check', '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1'],
    ['kings touching', '8/8/8/3kK3/8/8/8/8 w - - 0 1'],
    ['halfmove not a number', `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1`],
    ['halfmove negative', `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1`],
    ['fullmove not a number', `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.5`],
    ['clock too large', `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999`],
    ['one megabyte of garbage', 'x'.repeat(1 << 20)],
    ['one megabyte of fields', 'a '.repeat(1 << 19)],
    ['control characters', '\u0000\u0001\u0002 w - - 0 1'],
    ['unicode pieces', '♜♞♝♛♚♝♞♜/8/8/8/8/8/8/8 w - - 0 1'],
    ['a move list', 'e2e4 e7e5'],
  ])('rejects %s', (_name, text) => {
    const result = rules.parsePosition(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('ERR_BAD_POSITION');
      expect(result.error.detail.length).toBeGreaterThan(10);
    }
  });

  test('details name the problem', () => {
    const detail = (text: string) => {
      const result = rules.parsePosition(text);
      return result.ok ? '' : result.error.detail;
    };
    expect(detail('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1')).toMatch(/White has 0 kings/);
    expect(detail('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1')).toMatch(/side to move 'x'/);
    expect(detail('4k3/8/8/8/8/8/4R3/4K3 w - - 0 1')).toMatch(/Black\) is in check/);
    expect(detail('rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1')).toMatch(/pawn on h8/);
  });

  test('accepts 4-field FEN (clocks 0 1), extra spaces, and fullmove 0; formats 6 fields', () => {
    const pos = expectOk(rules.parsePosition('  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq -  '));
    expect(rules.formatPosition(pos)).toBe(START);
    expect(rules.formatPosition(expectOk(rules.parsePosition('4k3/8/8/8/8/8/8/4K3 b - - 12 0')))).toBe(
      '4k3/8/8/8/8/8/8/4K3 b - - 12 1',
    );
    expect(rules.formatPosition(expectOk(rules.parsePosition('4k3/8/8/8/8/8/8/4K3 w - - 5 40')))).toBe(
      '4k3/8/8/8/8/8/8/4K3 w - - 5 40',
    );
  });

  test('the fullmove number counts after Black moves', () => {
    const pos = rules.startPosition();
    for (const text of ['e2e4', 'e7e5', 'g1f3']) rules.makeMove(pos, expectOk(rules.parseMove(pos, text)));
    expect(rules.formatPosition(pos)).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  });
});

describe('move text', () => {
  const pos = rules.startPosition();
  test.each([
    ['e2e4', true, ''],
    ['E2E4', true, ''],
    [' g1f3 ', true, ''],
    ['e2e5', false, 'ERR_ILLEGAL_MOVE'],
    ['e1g1', false, 'ERR_ILLEGAL_MOVE'],
    ['e2e4q', false, 'ERR_ILLEGAL_MOVE'],
    ['e2', false, 'ERR_BAD_MOVE'],
    ['', false, 'ERR_BAD_MOVE'],
    ['e2e4x', false, 'ERR_BAD_MOVE'],
    ['e2e4qq', false, 'ERR_BAD_MOVE'],
    ['i2i4', false, 'ERR_BAD_MOVE'],
    ['e0e4', false, 'ERR_BAD_MOVE'],
    ['0000', false, 'ERR_BAD_MOVE'],
    ['O-O', false, 'ERR_BAD_MOVE'],
    ['e2e4'.repeat(1000), false, 'ERR_BAD_MOVE'],
  ] as const)('%s', (text, legal, code) => {
    const result = rules.parseMove(pos, text);
    expect(result.ok).toBe(legal);
    if (!result.ok) expect(result.error.code).toBe(code);
    else expect(rules.formatMove(pos, result.value)).toBe(text.trim().toLowerCase());
  });
});

describe('round trips over seeded random playouts', () => {
  const STARTS = [
    START,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  ];

  test.each(STARTS.map((text, i) => [i, text] as const))('playouts from start %i', (index, text) => {
    const checked = checkPlayouts(rules, text, {
      seed: 0x5eed + index,
      games: 12,
      plies: 120,
      movePattern: /^[a-h][1-8][a-h][1-8][qrbn]?$/,
      evaluator,
      compare: (played: Position, reparsed: Position) => {
        expect(reparsed.pawnKey).toBe(played.pawnKey);
        expect([reparsed.mg, reparsed.eg, reparsed.phase]).toEqual([played.mg, played.eg, played.phase]);
      },
    });
    expect(checked.positions).toBeGreaterThan(300);
    expect(checked.moves).toBeGreaterThan(5000);
  });
});
