// Playing the ring well: the search finds a mate across the centre, and the evaluation rewards pawns racing to
// their promotion cells and men facing enemy men across the centre.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { expectOk } from '../../src/core/result';
import { Searcher } from '../../src/search/search';

const engine = createEngine('sesqui');
const { rules, evaluator } = engine;

describe('sesqui search and evaluation', () => {
  test('the only mate in one: a knight leaps 23 round the ring to check the boxed king', () => {
    // Queen a2 (1), rook b2 (7), knight f1 (30) against the king on g5 (40) and its pawn g6 (41): only f1a6 mates.
    const pos = expectOk(rules.parsePosition('1Q1K3R22N9kp6 w 0 1'));
    const searcher = new Searcher(engine);
    const outcome = searcher.search(pos, { depth: 4 }, () => {});
    expect(outcome.score).toEqual({ kind: 'mate', moves: 1 });
    expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, outcome.best as string)))).toBe(true);
    expect(outcome.best).toBe('f1a6');
    expect(rules.outcome(pos)).toEqual({ kind: 'win', winners: [0], reason: 'checkmate' });
  });

  test('a pawn nearer its promotion cell is worth more (the pawn race)', () => {
    // White pawn 2 steps from c4 (15) against 7 steps; kings and a black pawn identical.
    const near = expectOk(rules.parsePosition('3K9P20p5k7 w 0 1'));
    const far = expectOk(rules.parsePosition('3K4P25p5k7 w 0 1'));
    expect(evaluator.evaluate(near)).toBeGreaterThan(evaluator.evaluate(far) + 50);
  });

  test('a rook facing an undefended enemy queen across the centre is worth more to the side to move', () => {
    const facing = expectOk(rules.parsePosition('4K4R23q2k11 w 0 1'));
    const apart = expectOk(rules.parsePosition('4K4R22q3k11 w 0 1'));
    expect(evaluator.evaluate(facing)).toBeGreaterThan(evaluator.evaluate(apart));
  });
});
