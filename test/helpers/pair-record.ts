// A result file's pair record for tests: pair `index`, engine A's scores in its two games (A White first).
import type { PairRecord } from '../../src/match/results-file';

export const pairRecord = (index: number, first: number, second: number): PairRecord => ({
  type: 'pair',
  pair: index,
  games: [
    { round: 2 * index + 1, firstIsWhite: true, score: first, result: '1-0', termination: 'checkmate' },
    { round: 2 * index + 2, firstIsWhite: false, score: second, result: '0-1', termination: 'checkmate' },
  ],
  names: ['A', 'B'],
});
