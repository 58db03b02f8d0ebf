// The activity pass of `normal` and `msg` (engines/chess8/activity.ts) on hand-made positions: mobility, attacks on
// the king's zone, the pawn shield, rook files and pawn threats, and the extended terms (passers by the kings, piece
// threats, safe checks, attack units), each counted as its definition says.
import { describe, expect, test } from 'vitest';
import { createChess8Engine } from '../../engines/chess8';
import { ACTIVITY_ENTRIES, ACTIVITY_SLOTS, EXTENDED_FIRST, activityTerms } from '../../engines/chess8/activity';
import { expectOk } from '../../src/core/result';

const { rules } = createChess8Engine('normal');

/**
 * The terms of a position as `label: coefficient`, label `group.name[i]` of the middlegame value: without the
 * extended terms, or only those.
 */
function terms(fen: string, extended = false): Record<string, number> {
  const out = new Int32Array(ACTIVITY_ENTRIES);
  const entries = activityTerms(expectOk(rules.parsePosition(fen)), out, extended);
  const found: Record<string, number> = {};
  for (let k = 0; k < entries; k += 2) {
    if (extended !== out[k] >= EXTENDED_FIRST) continue;
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

describe('extended terms', () => {
  const extended = (fen: string): Record<string, number> => terms(fen, true);

  test("a passer's kings: distances to its stop cell, from White's view", () => {
    // e4's stop cell e5: White's king on a1 four moves away, Black's on h8 three.
    expect(extended('7k/8/8/8/4P3/8/8/K7 w - - 0 1')).toEqual({
      'passers.ownKingMg[3]': 4,
      'passers.enemyKingMg[3]': 3,
    });
    // The same for Black's pawn e5 (relative rank 3): negated.
    expect(extended('k7/8/8/4p3/8/8/8/7K w - - 0 1')).toEqual({
      'passers.ownKingMg[3]': -4,
      'passers.enemyKingMg[3]': -3,
    });
  });

  test('passers kept by pawn structure: the same pawns with other pieces and kings, and other pawns after them', () => {
    // The first position fills the cache for its pawns (e4 passed, a6 and a7 blocked); the second has the same pawns
    // and other kings (read from the cache); the third adds e5, after which e4 is no longer passed.
    expect(extended('7k/p7/P7/8/4P3/8/8/K7 w - - 0 1')).toEqual({
      'passers.ownKingMg[3]': 4,
      'passers.enemyKingMg[3]': 3,
    });
    expect(extended('k7/p7/P7/8/4P3/8/8/7K b - - 0 1')).toEqual({
      'passers.ownKingMg[3]': 4,
      'passers.enemyKingMg[3]': 4,
    });
    expect(extended('k7/p7/P7/4p3/4P3/8/8/7K b - - 0 1')).toEqual({});
  });

  test('a passer blocked on its stop cell, and one a pawn protects', () => {
    // e5 is protected by d4 and blocked by the knight on e6; d4's stop cell d5 is free, d4 unprotected.
    const found = extended('7k/8/4n3/4P3/3P4/8/8/K7 w - - 0 1');
    expect(found['passers.blockedMg[4]']).toBe(1);
    expect(found['passers.protectedMg[4]']).toBe(1);
    expect(found['passers.blockedMg[3]']).toBeUndefined();
    expect(found['passers.protectedMg[3]']).toBeUndefined();
  });

  test('the rule of the square: unstoppable only in a pawn ending, with the king outside the square', () => {
    // a5 needs three moves; Black's king on e8 needs four to reach a8 (three if Black is to move: caught).
    expect(extended('4k3/8/8/P7/8/8/8/7K w - - 0 1')['passers.unstoppableMg']).toBe(1);
    expect(extended('4k3/8/8/P7/8/8/8/7K b - - 0 1')['passers.unstoppableMg']).toBeUndefined();
    // Its path taken (the white king on a1 before Black's a2), or a knight left to Black: never.
    expect(extended('7k/8/8/8/8/8/p7/K7 b - - 0 1')['passers.unstoppableMg']).toBeUndefined();
    expect(extended('6nk/8/8/P7/8/8/8/7K w - - 0 1')['passers.unstoppableMg']).toBeUndefined();
    expect(extended('k7/8/8/8/8/8/7p/K7 b - - 0 1')['passers.unstoppableMg']).toBe(-1);
  });

  test('a knight attacking a rook that nothing defends, its owner not to move', () => {
    expect(extended('4k3/8/1r6/8/2N5/8/8/4K3 w - - 0 1')).toMatchObject({
      'pieceThreats.minorOnRookMg': 1,
      'pieceThreats.hangingMg[4]': -1,
    });
  });

  test('a rook attacking a queen, the queen hanging with its owner to move', () => {
    expect(extended('4k3/8/8/3q4/8/8/8/3RK3 b - - 0 1')).toMatchObject({
      'pieceThreats.rookOnQueenMg': 1,
      'pieceThreats.hangingToMoveMg[5]': -1,
    });
    // Defended by a pawn on e6, the queen is attacked but not hanging.
    const defended = extended('4k3/8/4p3/3q4/8/8/8/3RK3 b - - 0 1');
    expect(defended['pieceThreats.rookOnQueenMg']).toBe(1);
    expect(defended['pieceThreats.hangingToMoveMg[5]']).toBeUndefined();
  });

  test('safe checks by kind and the attack units on the king', () => {
    // Back rank: the queen checks from d8, which nothing of Black's attacks: one safe check, 3 units.
    expect(extended('6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1')).toEqual({
      'kingAttack.safeCheckMg[5]': 1,
      'kingAttack.unitsMg[3]': 1,
    });
    // A black rook on c8 guards d8: the check is not safe.
    expect(extended('2r3k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1')).toEqual({});
    // Queen h5 and knight g5 reach the zone (5 + 2 units); the queen's check from h7 is not safe (the king guards it).
    expect(extended('6k1/5pp1/8/6NQ/8/8/5PPP/6K1 w - - 0 1')).toEqual({ 'kingAttack.unitsMg[7]': 1 });
  });
});
