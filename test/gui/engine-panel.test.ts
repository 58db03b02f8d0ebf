// The board page's engine panel (src/gui/engine-panel.ts): `info` lines read, the score said from White's side (the
// mover's in games of more players), mates in words, the speed, the line in SAN numbered from the searched position.
import { describe, expect, test } from 'vitest';
import { pvWords, readInfo, scoreWords, speedWords } from '../../src/gui/engine-panel';

const NAMES = ['White', 'Black'];

describe('the engine panel', () => {
  test('an info line with depth is read; other info lines are not', () => {
    const info = readInfo(
      'info depth 12 seldepth 18 multipv 1 score cp -35 nodes 123456 nps 456789 time 270 pv e7e5 g1f3',
    );
    expect(info).toEqual({ depth: 12, cp: -35, mate: undefined, nodes: 123456, nps: 456789, pv: ['e7e5', 'g1f3'] });
    expect(readInfo('info string turn A move 1 of 10 end yes')).toBeUndefined();
    expect(readInfo('info currmove e2e4 currmovenumber 1')).toBeUndefined();
    expect(readInfo('bestmove e2e4')).toBeUndefined();
  });

  test("scores in pawns from White's point of view; mates in words", () => {
    const score = (line: string, mover: number): string => scoreWords(readInfo(line)!, mover, NAMES);
    expect(score('info depth 5 score cp 35 pv e2e4', 0)).toBe('+0.35 for White');
    expect(score('info depth 5 score cp 35 pv e7e5', 1)).toBe('-0.35 for White');
    expect(score('info depth 5 score cp 0 pv e7e5', 1)).toBe('0.00 for White');
    expect(score('info depth 5 score mate 3 pv d1h5', 0)).toBe('White mates in 3');
    expect(score('info depth 5 score mate -2 pv g8f6', 1)).toBe('White mates in 2');
    expect(scoreWords(readInfo('info depth 2 score cp -120 pv pass')!, 3, [...'ABCDEFGHIJ'])).toBe('-1.20 for D');
    expect(scoreWords(readInfo('info depth 2 score mate -1 pv pass')!, 3, [...'ABCDEFGHIJ'])).toBe('D is mated in 1');
  });

  test('speed in nodes per second, rounded for reading', () => {
    expect(speedWords(850)).toBe('850 nodes/s');
    expect(speedWords(42_400)).toBe('42 k nodes/s');
    expect(speedWords(1_234_567)).toBe('1.2 M nodes/s');
    expect(speedWords(undefined)).toBe('');
  });

  test("the principal variation in the variant's move text, numbered from the position searched (not in salmon)", () => {
    const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(pvWords('normal', afterE4, ['e7e5', 'g1f3', 'b8c6'])).toBe('1... e5 2. Nf3 Nc6');
    const stack = 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1';
    expect(pvWords('stack', stack, ['a2a3', 'j9j8'])).toBe('1. 1aa3 1jj8');
    expect(pvWords('salmon', 'startpos', ['A1a2C1j4,A4b4A4b5'])).toMatch(/^A:\w+@A1a2-C1j4,A:\w+@A4b4-A4b5$/);
  });
});
