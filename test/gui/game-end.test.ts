// A game's end in words (src/gui/game-end.ts) and when the engine takes a draw.
import { describe, expect, test } from 'vitest';
import { acceptsDraw, DRAW_MIN_PLIES, endWords } from '../../src/gui/game-end';

describe('game end (game-end.ts)', () => {
  test('result words to a headline and a reason', () => {
    expect(endWords('1-0 checkmate')).toEqual({ title: 'White wins', reason: 'by checkmate' });
    expect(endWords('0-1 resignation')).toEqual({ title: 'Black wins', reason: 'by resignation' });
    expect(endWords('1/2-1/2 threefold repetition')).toEqual({ title: 'Draw', reason: 'by threefold repetition' });
    expect(endWords('win D last King Centaur standing')).toEqual({
      title: 'Side D wins',
      reason: 'by last King Centaur standing',
    });
    expect(endWords('draw A,D 50 rounds').title).toBe('Draw among A, D');
    expect(endWords('loss J time forfeit')).toEqual({ title: 'Side J lost', reason: 'by time forfeit' });
  });

  test('the engine takes a draw late in a level game only', () => {
    expect(acceptsDraw(DRAW_MIN_PLIES, 20)).toBe(true);
    expect(acceptsDraw(DRAW_MIN_PLIES, -50)).toBe(true);
    expect(acceptsDraw(DRAW_MIN_PLIES - 1, 0)).toBe(false);
    expect(acceptsDraw(DRAW_MIN_PLIES, 120)).toBe(false);
    expect(acceptsDraw(DRAW_MIN_PLIES, undefined)).toBe(false);
  });
});
