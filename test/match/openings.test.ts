// Distinct games by default: every variant's book (pair p plays line p), the short chess book that starts normal's
// (legal, 4-8 plies, level material, all different), the fixed start only when asked, opening files in order; and the
// engines' default names (own name with limits, ` #2` when still equal).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import type { PositionCore, Rules } from '../../src/core/rules';
import { playToken } from '../../src/core/turns';
import { NORMAL_BOOK } from '../../src/match/book';
import { engineNames } from '../../src/match/names';
import { variantBook } from '../../src/match/books';
import { bookLines, chooseOpenings, openingFromLine, type Opening } from '../../src/match/openings';
import { VARIANTS } from '../../src/core/types';
import { openingPosition } from '../../src/match/random-opening';

const rulesOf = (variant: Parameters<typeof createEngine>[0]): Rules<PositionCore> =>
  createEngine(variant).rules as unknown as Rules<PositionCore>;

/** The position text an opening reaches (every token must be legal). */
function reached(rules: Rules<PositionCore>, opening: Opening): string {
  const pos = openingPosition(rules, opening.start);
  for (const token of opening.moves) expect(playToken(rules, pos, token).ok, token).toBe(true);
  return rules.formatPosition(pos);
}

describe('the built-in book of normal', () => {
  const rules = rulesOf('normal');

  test('msg uses the same lines (same start, plain moves): legal there too', () => {
    const msg = rulesOf('msg');
    const lines = bookLines(msg);
    expect(lines).toEqual(bookLines(rules));
    for (const line of lines) reached(msg, { start: 'startpos', moves: line });
  });

  test('every line is legal, 4 to 8 plies, leaves material level, and reaches its own position', () => {
    const lines = bookLines(rules);
    expect(lines).toHaveLength(NORMAL_BOOK.length);
    expect(lines.length).toBeGreaterThanOrEqual(40);
    const positions = new Set<string>();
    for (const line of lines) {
      expect(line.length).toBeGreaterThanOrEqual(4);
      expect(line.length).toBeLessThanOrEqual(8);
      const text = reached(rules, { start: 'startpos', moves: line });
      const placement = text.split(' ')[0];
      const material = (letters: string) => [...placement].filter((c) => letters.includes(c)).length;
      for (const [white, black] of [
        ['P', 'p'],
        ['N', 'n'],
        ['B', 'b'],
        ['R', 'r'],
        ['Q', 'q'],
      ])
        expect(material(white), `${line} ${white}`).toBe(material(black));
      positions.add(text.split(' ').slice(0, 4).join(' '));
    }
    expect(positions.size).toBe(lines.length);
  });
});

describe('the variant books', () => {
  test.each(VARIANTS)("%s: builtin gives pair p the book's line p, wrapping around after the last", (variant) => {
    const rules = rulesOf(variant);
    const book = variantBook(variant) ?? [];
    expect(book.length).toBeGreaterThanOrEqual(variant === 'salmon' ? 500 : 2000);
    const openings = chooseOpenings(rules, 'builtin', 3, undefined, 1);
    expect(openings).toEqual(book.slice(0, 3).map(openingFromLine));
    const wrapped = chooseOpenings(rules, { positions: book.slice(0, 2) }, 3, undefined, 1);
    expect(wrapped[2]).toEqual(openingFromLine(book[0]));
  });

  test('random plies go after the book line; none is the start position every time', () => {
    const rules = rulesOf('normal');
    const withPlies = chooseOpenings(rules, 'builtin', 3, 2, 7);
    withPlies.forEach((opening, pair) => {
      expect(opening.start).toBe(openingFromLine(variantBook('normal')![pair]).start);
      expect(opening.moves).toHaveLength(2);
      reached(rules, opening);
    });
    expect(chooseOpenings(rules, 'none', 3, undefined, 1)).toEqual(Array(3).fill({ start: 'startpos', moves: [] }));
  });

  test('an opening line is a position text or the start with moves', () => {
    expect(openingFromLine('startpos moves e2e4 e7e5')).toEqual({ start: 'startpos', moves: ['e2e4', 'e7e5'] });
    expect(openingFromLine('startpos')).toEqual({ start: 'startpos', moves: [] });
    expect(openingFromLine(' 8/8/8/8/8/8/8/K1k5 w - - 0 1 ')).toEqual({
      start: '8/8/8/8/8/8/8/K1k5 w - - 0 1',
      moves: [],
    });
  });

  test('an openings file is taken in order, with random plies only when asked', () => {
    const rules = rulesOf('normal');
    const positions = ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', '4k3/4p3/8/8/8/8/8/4K3 w - - 0 1'];
    const openings = chooseOpenings(rules, { positions }, 3, undefined, 1);
    expect(openings.map((opening) => opening.start)).toEqual([positions[0], positions[1], positions[0]]);
    for (const opening of openings) expect(opening.moves).toEqual([]);
  });
});

describe('engine names', () => {
  test('own name with the fixed limits; a second equal name gets #2; given names are kept', () => {
    const own = 'Topochess 0.2.0';
    expect(engineNames({ own, limits: { depth: 4 } }, { own, limits: { depth: 2 } })).toEqual([
      'Topochess 0.2.0 (depth 4)',
      'Topochess 0.2.0 (depth 2)',
    ]);
    expect(engineNames({ own, limits: { depth: 3 } }, { own, limits: { depth: 3 } })).toEqual([
      'Topochess 0.2.0 (depth 3)',
      'Topochess 0.2.0 (depth 3) #2',
    ]);
    expect(engineNames({ own, limits: {} }, { own, limits: {} })).toEqual(['Topochess 0.2.0', 'Topochess 0.2.0 #2']);
    expect(engineNames({ own, limits: { nodes: 500, movetimeMs: 100 } }, { own: 'Other', limits: {} })).toEqual([
      'Topochess 0.2.0 (nodes 500, movetime 100 ms)',
      'Other',
    ]);
    expect(
      engineNames({ given: 'new', own, limits: { depth: 4 } }, { given: 'old', own, limits: { depth: 4 } }),
    ).toEqual(['new', 'old']);
    expect(engineNames({ given: 'x', own, limits: {} }, { given: 'x', own, limits: {} })).toEqual(['x', 'x #2']);
  });
});
