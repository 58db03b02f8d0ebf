// Playing Stack Chess well: the search finds a win in one (a capture that settles the race), and the evaluation
// follows the race between one side's shortest stack and the other's tallest.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import params from '../../engines/stack/params.json';
import { expectOk } from '../../src/core/result';
import { Searcher } from '../../src/search/search';

const engine = createEngine('stack');
const { rules, evaluator } = engine;

describe('stack search and evaluation', () => {
  test('a winning capture: taking the 2-stack leaves Black only a 1-stack, below every White stack', () => {
    // White B a1, C e5; Black b a3, a j9. a1a3 (2 chips) takes the b: White's shortest (2) > Black's tallest (1).
    const pos = expectOk(rules.parsePosition('10/9a/10/10/10/4C5/10/b9/10/B9 w 0 1'));
    const searcher = new Searcher(engine);
    const outcome = searcher.search(pos, { depth: 4 }, () => {});
    expect(outcome.score).toEqual({ kind: 'mate', moves: 1 });
    expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, outcome.best as string)))).toBe(true);
    expect(rules.outcome(pos)).toEqual({
      kind: 'win',
      winners: [0],
      reason: 'shortest stack taller than every enemy stack',
    });
  });

  test('the search avoids a move that hands the race to the opponent', () => {
    // White D a1 and A b1 against Black's c j10 and a i10: splitting the D would leave White all below 3.
    const pos = expectOk(rules.parsePosition('8ac/10/10/10/10/10/10/10/10/DA8 w 0 1'));
    const outcome = new Searcher(engine).search(pos, { depth: 3 }, () => {});
    expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, outcome.best as string)))).toBe(true);
    const after = rules.outcome(pos);
    expect(after?.kind === 'win' ? after.winners : []).not.toEqual([1]);
  });

  test('the evaluation follows the race: with equal chips, a shortest stack level with their tallest is worth more than a chip', () => {
    // Black a (1) and d (4). White D D (shortest 4 = their tallest) against A G (shortest 1): both 8 chips.
    const level = expectOk(rules.parsePosition('8ad/10/10/10/10/10/10/10/10/D2D6 w 0 1'));
    const behind = expectOk(rules.parsePosition('8ad/10/10/10/10/10/10/10/10/A2G6 w 0 1'));
    expect(evaluator.evaluate(level)).toBeGreaterThan(evaluator.evaluate(behind) + params.material.chip);
  });
});
