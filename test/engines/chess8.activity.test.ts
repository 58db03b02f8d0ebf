// The activity pass of `normal` and `msg` (engines/chess8/activity.ts) on hand-made positions: mobility, attacks on
// the king's zone, the pawn shield, rook files and pawn threats, each counted as its definition says.
import { describe, expect, test } from 'vitest';
import { createChess8Engine } from '../../engines/chess8';
import { ACTIVITY_ENTRIES, ACTIVITY_SLOTS, activityTerms } from '../../engines/chess8/activity';
import { expectOk } from '../../src/core/result';

const { rules } = createChess8Engine('normal');

/** The terms of a position as `label: coefficient`, label `group.name[i]` of the middlegame value. */
function terms(fen: string): Record<string, number> {
  const out = new Int32Array(ACTIVITY_ENTRIES);
  const entries = activityTerms(expectOk(rules.parsePosition(fen)), out);
  const found: Record<string, number> = {};
  for (let k = 0; k < entries; k += 2) {
    const { group, mg, i } = ACTIVITY_SLOTS[out[k]];
    const label = `${group}.${mg}${i === undefined ? '' : `[${i}]`}`;
    found[label] = (found[label] ?? 0) + out[k + 1];
  }
  return found;
}

describe('activity terms', () => {
  test('a knight in the corner has two moves; one a black pawn guards does not count', () => {
    expect(terms('7k/8/8/8/8/8/8/N6K w - - 0 1')).toEqual({ 'mobility.knightMg[2]': 1 });
    expect(terms('7k/8/8/8/2p5/8/8/N6K w - - 0 1')).toEqual({ 'mobility.knightMg[1]': 1 });
  });

  test('a rook on an open file, a black rook on a half-open one, and their moves', () => {
    // Rook a1: a2..a8 and b1..g1 (its own king stands on h1).
    expect(terms('7k/8/8/8/8/8/8/R6K w - - 0 1')).toEqual({ 'mobility.rookMg[13]': 1, 'rookFiles.openMg': 1 });
    // Rook d8 against a white pawn on d2: d7..d2, a8..c8 and e8..g8.
    expect(terms('3r3k/8/8/8/8/8/3P4/7K w - - 0 1')).toEqual({
      'mobility.rookMg[12]': -1,
      'rookFiles.halfOpenMg': -1,
    });
  });

  test('the shield counts own pawns one and two ranks in front of the king on three files', () => {
    expect(terms('7k/8/8/8/8/5P2/6PP/6K1 w - - 0 1')).toEqual({
      'kingSafety.shieldMg[0]': 2,
      'kingSafety.shieldMg[1]': 1,
    });
  });

  test('a queen attacking two cells of the king zone, itself attacked by a pawn', () => {
    // Queen c4 checks along the diagonal to g8 (f7 and g8 are in the zone); the pawn on b5 attacks c4.
    const found = terms('6k1/8/8/1p6/2Q5/8/8/K7 b - - 0 1');
    expect(found['kingSafety.attackMg[5]']).toBe(2);
    expect(found['threats.byPawnMg[5]']).toBe(1);
  });
});
