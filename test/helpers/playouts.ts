// Seeded random playouts for any variant: at every position the position text and every legal move's text must
// round-trip (format then parse), the incremental key must equal the key of the reparsed text, and unwinding the
// game must restore the start. In variants with multi-move turns the end of the turn is played too (whenever it is
// allowed, one time in four, and always when no other move is left). Shared by every engine's notation tests.
import { expect } from 'vitest';
import { GEN_ALL } from '../../src/core/rules';
import type { Evaluator, PositionCore, Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { seeded } from '../../src/match/random-opening';

/** The match runner's seeded generator (mulberry32), so the playouts are the same on every run. */
export const random = seeded;

export interface PlayoutOptions<P extends PositionCore> {
  readonly seed: number;
  readonly games: number;
  readonly plies: number;
  /** Every formatted move must match this. */
  readonly movePattern: RegExp;
  readonly evaluator?: Evaluator<P>;
  /** More comparisons between the played position and its reparsed copy (incremental terms). */
  readonly compare?: (played: P, reparsed: P) => void;
  /** Round-trip only every n-th legal move's text (huge move lists); default 1, every move. */
  readonly moveSample?: number;
}

/** Plays the games and returns how many positions and moves were checked. */
export function checkPlayouts<P extends PositionCore>(
  rules: Rules<P>,
  start: string,
  options: PlayoutOptions<P>,
): { positions: number; moves: number } {
  const next = random(options.seed);
  const buffer = new Int32Array(rules.maxMoves);
  let positions = 0;
  let moves = 0;
  for (let game = 0; game < options.games; game++) {
    const pos = expectOk(rules.parsePosition(start));
    let played = 0;
    for (let ply = 0; ply < options.plies && rules.outcome(pos) === undefined; ply++) {
      const text = rules.formatPosition(pos);
      const reparsed = expectOk(rules.parsePosition(text));
      expect(rules.formatPosition(reparsed)).toBe(text);
      expect([reparsed.hashLo, reparsed.hashHi]).toEqual([pos.hashLo, pos.hashHi]);
      if (options.evaluator) expect(options.evaluator.evaluate(reparsed)).toBe(options.evaluator.evaluate(pos));
      expect(rules.inCheck(reparsed)).toBe(rules.inCheck(pos));
      options.compare?.(pos, reparsed);
      expect(rules.formatPosition(rules.clonePosition(pos))).toBe(text);
      positions++;

      const legal: number[] = [];
      const sample = options.moveSample ?? 1;
      const count = rules.generateMoves(pos, buffer, 0, GEN_ALL);
      for (let i = 0; i < count; i++) {
        const move = buffer[i];
        if (!rules.makeMove(pos, move)) {
          expect(rules.formatPosition(pos)).toBe(text);
          continue;
        }
        rules.unmakeMove(pos);
        legal.push(move);
        if (i % sample !== 0) continue;
        const moveText = rules.formatMove(pos, move);
        expect(moveText).toMatch(options.movePattern);
        expect(expectOk(rules.parseMove(pos, moveText))).toBe(move);
        moves++;
      }
      const turns = rules.turns;
      const end = turns === undefined ? undefined : rules.parseMove(pos, turns.passText);
      if (end !== undefined && end.ok && (legal.length === 0 || next() < 0.25)) {
        expect(rules.formatMove(pos, end.value)).toBe(turns!.passText);
        expect(rules.makeMove(pos, end.value)).toBe(true);
        played++;
        continue;
      }
      expect(legal.length).toBeGreaterThan(0);
      expect(rules.makeMove(pos, legal[Math.floor(next() * legal.length)])).toBe(true);
      played++;
    }
    for (let i = 0; i < played; i++) rules.unmakeMove(pos);
    expect(rules.formatPosition(pos)).toBe(rules.formatPosition(expectOk(rules.parsePosition(start))));
  }
  return { positions, moves };
}
