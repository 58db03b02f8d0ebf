// Seat assignment, scoring in seats, survivors at a turn cap, and the per-seat UCI clock fields.
import { describe, expect, test } from 'vitest';
import { uciClocks } from '../../src/match/players';
import { resultOf, sideScore } from '../../src/match/scoring';
import { activeSeats, seatSides } from '../../src/match/seats';
import { createEngine } from '../../engines/index';
import { expectOk } from '../../src/core/result';

const SALMON_TURN_ORDER = [0, 3, 6, 9, 2, 5, 8, 1, 4, 7]; // A D G J C F I B E H

describe('seats', () => {
  test('two players: White is side 0, Black side 1', () => {
    expect(seatSides(2)).toEqual([0, 1]);
  });

  test('ten players: sides alternate by letter (A C E G I / B D F H J), so they alternate in turn order too', () => {
    const sides = seatSides(10);
    expect(sides).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(SALMON_TURN_ORDER.map((seat) => sides[seat])).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
  });

  test('the seats still playing come from the rules (every seat where the rules keep no list)', () => {
    const salmon = createEngine('salmon').rules;
    const pos = expectOk(
      salmon.parsePosition('A 0 - BE A:1@A1a1;C:1@C1a1;D:1@D1a1;F:1@F1a1;G:1@G1a1;H:1@H1a1;I:1@I1a1;J:1@J1a1 0'),
    );
    expect(activeSeats(salmon, pos)).toEqual([0, 2, 3, 5, 6, 7, 8, 9]);
    const normal = createEngine('normal').rules;
    expect(activeSeats(normal, normal.startPosition())).toEqual([0, 1]);
  });
});

describe('scoring', () => {
  const sides = seatSides(10);

  test('the winner scores for its side', () => {
    expect(sideScore({ kind: 'win', seat: 4 }, sides)).toBe(1); // E: side 0
    expect(sideScore({ kind: 'win', seat: 3 }, sides)).toBe(0); // D: side 1
  });

  test('a forfeit scores against the failing seat’s side', () => {
    expect(sideScore({ kind: 'forfeit', seat: 3 }, sides)).toBe(1);
    expect(sideScore({ kind: 'forfeit', seat: 0 }, sides)).toBe(0);
  });

  test('a draw among survivors: 1 for a side whose seats alone survive, 1/2 when both sides have survivors', () => {
    expect(sideScore({ kind: 'draw', among: [0, 2, 6] }, sides)).toBe(1);
    expect(sideScore({ kind: 'draw', among: [1, 9] }, sides)).toBe(0);
    expect(sideScore({ kind: 'draw', among: [0, 3] }, sides)).toBe(0.5);
    expect(sideScore({ kind: 'draw', among: [0, 1] }, seatSides(2))).toBe(0.5);
  });

  test('PGN results from side 0', () => {
    expect([1, 0.5, 0].map(resultOf)).toEqual(['1-0', '1/2-1/2', '0-1']);
  });
});

describe('UCI clocks', () => {
  test('two players: wtime/btime', () => {
    expect(uciClocks({ remainingMs: [1000, 2000.4], incMs: 10 }, 1)).toBe('wtime 1000 btime 2000 winc 10 binc 10');
  });

  test('ten players: every seat as atime..jtime with its inc, and the mover’s clock as wtime/winc', () => {
    const remainingMs = Array.from({ length: 10 }, (_, seat) => 1000 * (seat + 1));
    const fields = uciClocks({ remainingMs, incMs: 50 }, 3);
    expect(fields.startsWith('wtime 4000 winc 50 atime 1000 ainc 50 btime 2000 binc 50')).toBe(true);
    expect(fields.endsWith('jtime 10000 jinc 50')).toBe(true);
  });
});
