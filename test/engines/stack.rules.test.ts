// One test per rule of stack.md: moves of k chips at distance k along queen lines (blocking flag), splits leaving h - k
// chips, capture of any enemy stack, merges capped at 10, the end-of-game test for both sides after every ply (no
// stacks = draw first, then the win race), the termination draws; perft with blocking off, and text (the rest of perft:
// test/engines/perft.test.ts).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { Position } from '../../engines/stack';
import { createStackRules } from '../../engines/stack';
import { RESULT_DRAW, RESULT_LOSS, RESULT_NONE, RESULT_WIN } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { perft } from '../../src/search/perft';
import { legalMoveTexts } from '../helpers/moves';
import { checkPlayouts } from '../helpers/playouts';

const { rules, evaluator } = createEngine('stack');

function setUp(text: string, moves: readonly string[] = []): Position {
  const pos = expectOk(rules.parsePosition(text)) as Position;
  for (const move of moves) expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, move)))).toBe(true);
  return pos;
}

const fen = (pos: Position): string => rules.formatPosition(pos);
/** A one-rank board text with everything else empty: White to move unless told. */
const board = (rank1: string, rank10 = '10', side = 'w'): string =>
  `${rank10}/10/10/10/10/10/10/10/10/${rank1} ${side} 0 1`;

describe('moves', () => {
  test('a stack of height h moves exactly k = 1..h chips k cells along any of the 8 queen lines', () => {
    // C (3) on e1, black stacks of 1 and 10 far away (so neither side has won): 1 to 3 cells along the five lines the
    // edge leaves open.
    const pos = setUp(board('4C5', '8aj'));
    const moves = legalMoveTexts(rules, pos).filter((m) => m.startsWith('e1'));
    expect(moves).toEqual([
      'e1b1',
      'e1b4',
      'e1c1',
      'e1c3',
      'e1d1',
      'e1d2',
      'e1e2',
      'e1e3',
      'e1e4',
      'e1f1',
      'e1f2',
      'e1g1',
      'e1g3',
      'e1h1',
      'e1h4',
    ]);
  });

  test('moving fewer chips than the stack holds splits it: h - k chips stay', () => {
    const pos = setUp(board('4D5', '8aj'), ['e1e3']);
    expect(fen(pos)).toBe('8aj/10/10/10/10/10/10/4B5/10/4B5 b 1 1');
  });

  test('blocking (default): stacks of either colour between from and to block; off: they do not', () => {
    const text = board('1aC7', '8aj');
    expect(legalMoveTexts(rules, setUp(text)).filter((m) => m.startsWith('c1') && m.endsWith('1'))).toEqual(
      ['c1b1', 'c1d1', 'c1e1', 'c1f1'].sort(),
    );
    const open = createStackRules(false);
    const pos = expectOk(open.parsePosition(text));
    expect(
      legalMoveTexts(open, pos)
        .filter((m) => m.startsWith('c1') && m.endsWith('1'))
        .sort(),
    ).toEqual(['c1a1', 'c1b1', 'c1d1', 'c1e1', 'c1f1'].sort());
  });

  test('an enemy stack of any height is captured by any number of chips', () => {
    const pos = setUp(board('3Aj5', '8aj'), ['d1e1']);
    expect(fen(pos)).toBe('8aj/10/10/10/10/10/10/10/10/4A5 b 0 1');
  });

  test('merging with an own stack is legal only up to 10 chips', () => {
    const pos = setUp(board('3BI5', '8aj'));
    expect(legalMoveTexts(rules, pos)).toContain('d1e1'); // 1 chip onto 9 -> 10
    const full = setUp(board('3BJ5', '8aj'));
    expect(legalMoveTexts(rules, full).includes('d1e1')).toBe(false); // 1 onto 10 would be 11
    const merged = setUp(board('3BI5', '8aj'), ['d1e1']);
    expect(fen(merged)).toBe('8aj/10/10/10/10/10/10/10/10/3AJ5 b 1 1');
  });
});

describe('end of game, tested for both sides after every ply', () => {
  test('a side whose shortest stack is taller than every enemy stack wins; it may be the side that did not move', () => {
    // White: C (3) only; Black: a (1) and b (2). White to move: 3 > 2, so White has already won.
    const won = setUp(board('C9', '8ab'));
    expect(rules.quickResult(won)).toBe(RESULT_WIN);
    expect(rules.outcome(won)).toEqual({
      kind: 'win',
      winners: [0],
      reason: 'shortest stack taller than every enemy stack',
    });
    expect(legalMoveTexts(rules, won)).toEqual([]); // a finished game has no moves (and no perft children)
    const lost = setUp(board('C9', '8ab', 'b'));
    expect(rules.quickResult(lost)).toBe(RESULT_LOSS);
    // A move may hand the win to the opponent and is still legal: White splits D (4) into two Bs, all White's stacks
    // are now below Black's c (3).
    const gift = setUp(board('DA8', '9c'));
    expect(rules.outcome(gift)).toBeUndefined();
    expect(legalMoveTexts(rules, gift)).toContain('a1a3');
    expect(rules.makeMove(gift, expectOk(rules.parseMove(gift, 'a1a3')))).toBe(true);
    expect(rules.outcome(gift)).toEqual({
      kind: 'win',
      winners: [1],
      reason: 'shortest stack taller than every enemy stack',
    });
  });

  test('a side without stacks: draw, checked before the win race', () => {
    const pos = setUp(board('A9', '8ad'), ['a1a2']);
    expect(rules.outcome(pos)).toBeUndefined();
    const empty = expectOk(rules.parsePosition('10/10/10/10/10/10/10/10/10/A9 b 0 1'));
    expect(rules.quickResult(empty)).toBe(RESULT_DRAW);
    expect(rules.outcome(empty)).toEqual({ kind: 'draw', reason: 'a side has no stacks' });
  });

  test('draws: 100 plies without a capture, threefold repetition', () => {
    expect(rules.outcome(expectOk(rules.parsePosition('8aj/10/10/10/10/10/10/10/10/A9 w 100 80')))).toEqual({
      kind: 'draw',
      reason: '100 plies without a capture',
    });
    const shuffle = ['a1a2', 'j10j9', 'a2a1', 'j9j10'];
    const pos = setUp(board('A9', '9a'), [...shuffle, ...shuffle]);
    expect(rules.outcome(pos)).toEqual({ kind: 'draw', reason: 'threefold repetition' });
    expect(rules.quickResult(setUp(board('A9', '9a')))).toBe(RESULT_NONE);
  });
});

describe('perft and text', () => {
  test('with blocking off the start gives 196 / 38,368 (7,740,832 at depth 3 is left to make bench)', () => {
    const open = createStackRules(false);
    const pos = open.startPosition();
    expect(perft(open, pos, 1)).toBe(196);
    expect(perft(open, pos, 2)).toBe(38_368);
  });

  test('position text: the start, stack letters, and refusals with a reason', () => {
    expect(rules.startText).toBe('abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1');
    for (const text of [
      '',
      '10/10 w',
      'k9/10/10/10/10/10/10/10/10/A9 w',
      '11/10/10/10/10/10/10/10/10/A9 w',
      'JJJJJJ4/10/10/10/10/10/10/10/10/a9 w',
    ]) {
      expect(rules.parsePosition(text).ok).toBe(false);
    }
    for (const text of ['e2', 'e2e2e2', 'k1k2', 'a0a1'])
      expect(rules.parseMove(rules.startPosition(), text).ok).toBe(false);
  });

  test('round trips over seeded random playouts', () => {
    const checked = checkPlayouts(rules, rules.startText, {
      seed: 0x57ac,
      games: 6,
      plies: 120,
      movePattern: /^[a-j](10|[1-9])[a-j](10|[1-9])$/,
      evaluator,
      compare: (played, reparsed) => {
        expect(Array.from((reparsed as Position).counts)).toEqual(Array.from((played as Position).counts));
        expect(Array.from((reparsed as Position).chips)).toEqual(Array.from((played as Position).chips));
      },
    });
    expect(checked.positions).toBeGreaterThan(200);
  });
});
