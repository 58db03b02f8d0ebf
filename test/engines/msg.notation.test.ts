// Notation of variant `msg`: the 7-field FEN with gallop counters, merge / split / gallop move text (canonical when
// written, either split order and XBoard's short forms when read), and round trips over seeded random playouts.
import { describe, expect, test } from 'vitest';
import type { Position } from '../../engines/generated/msg';
import { createChess8Engine } from '../../engines/generated/msg';
import { expectOk } from '../../src/core/result';
import { checkPlayouts } from '../helpers/playouts';

const { rules, evaluator } = createChess8Engine('msg');
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 00';

function parsed(text: string, move: string): string {
  const pos = expectOk(rules.parsePosition(text));
  return rules.formatMove(pos, expectOk(rules.parseMove(pos, move)));
}

describe('position text', () => {
  test('the start has seven fields; six are accepted with counters 00', () => {
    expect(rules.formatPosition(rules.startPosition())).toBe(START);
    expect(rules.startText).toBe(START);
    const six = expectOk(rules.parsePosition('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'));
    expect(rules.formatPosition(six)).toBe(START);
  });

  test('gallop counters must be two digits 0..2', () => {
    for (const bad of ['3', '30', '0a', '000', '-']) {
      const result = rules.parsePosition(`4k3/8/8/8/8/8/8/4K3 w - - 0 1 ${bad}`);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('ERR_BAD_POSITION');
    }
    expect(rules.formatPosition(expectOk(rules.parsePosition('4k3/8/8/8/8/8/8/4K3 b - - 3 9 21')))).toBe(
      '4k3/8/8/8/8/8/8/4K3 b - - 3 9 21',
    );
  });

  test('merges and splits change the material, so FIDE piece-count limits do not apply', () => {
    expect(rules.parsePosition('NNNNNNNN/NNNNNNNN/8/8/8/8/8/k3K3 w - - 0 1 00').ok).toBe(true);
    expect(rules.parsePosition('P3k3/8/8/8/8/8/8/4K3 w - - 0 1 00').ok).toBe(false); // pawn on rank 8
  });
});

describe('move text', () => {
  test('merge, split and gallop forms', () => {
    expect(parsed(START, 'h1h2mq')).toBe('h1h2mq');
    expect(parsed('4k3/8/8/R2Q4/8/8/8/4K3 w - - 0 1 00', 'a5d5sne5pd6')).toBe('a5d5sne5pd6');
    expect(parsed('4k3/8/8/8/8/3N4/8/2N1K3 w - - 0 1 00', 'c1d3ge5')).toBe('c1d3ge5');
  });

  test('splits are written higher piece first, equal pieces by cell index, and read in either order', () => {
    const rooks = '4k3/8/8/R2Q4/8/8/8/4K3 w - - 0 1 00';
    // R a5 onto Q d5: C = Q stays on d5, the rook splits into N+P around d5 (d6 c5 e5 d4).
    expect(parsed(rooks, 'a5d5sne5pd6')).toBe('a5d5sne5pd6');
    expect(parsed(rooks, 'a5d5spd6ne5')).toBe('a5d5sne5pd6');
    const queens = '8/8/8/3QQ3/8/7k/8/K7 w - - 0 1 00';
    expect(parsed(queens, 'd5e5sre6re4')).toBe('d5e5sre4re6');
    expect(parsed(queens, 'd5e5sre4re6')).toBe('d5e5sre4re6');
  });

  test('short forms: a gallop by its landing cell, a merge with its letter or alone when only one result exists', () => {
    expect(parsed('4k3/8/8/8/8/3N4/8/2N1K3 w - - 0 1 00', 'c1e5')).toBe('c1d3ge5');
    expect(parsed(START, 'h1h2q')).toBe('h1h2mq');
    expect(parsed(START, 'h1h2')).toBe('h1h2mq');
    // P+P has two results: the bare form is ambiguous, the letter decides.
    const pawns = '4k3/8/8/8/8/3P4/4P3/4K3 w - - 0 1 00';
    const bare = rules.parseMove(expectOk(rules.parsePosition(pawns)), 'e2d3');
    expect(bare.ok).toBe(false);
    if (!bare.ok) expect(bare.error.detail).toMatch(/ambiguous/);
    expect(parsed(pawns, 'e2d3b')).toBe('e2d3mb');
    expect(parsed(pawns, 'e2d3mn')).toBe('e2d3mn');
  });

  test('malformed or illegal text is refused with a reason', () => {
    const pos = rules.startPosition();
    for (const [text, code] of [
      ['h1h2mk', 'ERR_BAD_MOVE'],
      ['a4d4sre4', 'ERR_BAD_MOVE'],
      ['c1d3g', 'ERR_BAD_MOVE'],
      ['e2e5', 'ERR_ILLEGAL_MOVE'],
      ['b1d2mq', 'ERR_ILLEGAL_MOVE'],
      ['b1d2gf3', 'ERR_ILLEGAL_MOVE'],
    ] as const) {
      const result = rules.parseMove(pos, text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe(code);
    }
    expect(rules.formatPosition(pos)).toBe(START);
  });
});

describe('round trips over seeded random playouts', () => {
  const STARTS = [
    START,
    '6k1/5ppp/8/8/Q2Q4/8/5B2/1r1R2K1 w - - 0 1 00',
    '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 00',
    'r3k2B/1P4P1/8/3pP3/3P4/4P3/8/R3K2R w KQq d6 0 1 00',
  ];
  test.each(STARTS.map((text, i) => [i, text] as const))('playouts from start %i', (index, text) => {
    const checked = checkPlayouts(rules, text, {
      seed: 0x5a17 + index,
      games: 8,
      plies: 100,
      movePattern: /^[a-h][1-8][a-h][1-8](?:[qrbn]|m[nbrq]|s[pnbrq][a-h][1-8][pnbrq][a-h][1-8]|g[a-h][1-8])?$/,
      evaluator,
      compare: (played: Position, reparsed: Position) => {
        expect(reparsed.pawnKey).toBe(played.pawnKey);
        expect([reparsed.mg, reparsed.eg, reparsed.phase]).toEqual([played.mg, played.eg, played.phase]);
        expect(Array.from(reparsed.counts)).toEqual(Array.from(played.counts));
        expect(Array.from(reparsed.gallops)).toEqual(Array.from(played.gallops));
      },
    });
    expect(checked.positions).toBeGreaterThan(200);
    expect(checked.moves).toBeGreaterThan(4000);
  });
});
