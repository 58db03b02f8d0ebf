import { existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engines/index';
import { datagenCommand, type DatagenArgs } from '../../src/cli/datagen-command';
import { dataSearcher, playDataGame } from '../../src/match/datagen';
import { chooseOpenings } from '../../src/match/openings';
import { makeTempDir } from '../helpers/temp-dir';

const quiet = { out: () => undefined, err: () => undefined };

describe('datagen', () => {
  it.each(['normal', 'sesqui'] as const)(
    '%s: every line is a legal, quiet position with its score, evaluation, result and ply',
    (variant) => {
      const engine = createEngine(variant);
      const [opening] = chooseOpenings(engine.rules, 'builtin', 1, 2, 5);
      const game = playDataGame(engine, dataSearcher(engine), opening, { nodes: 400, maxPlies: 60 });
      expect(game.lines.length).toBeGreaterThan(5);
      for (const line of game.lines) {
        const fields = line.split(' | ');
        expect(fields).toHaveLength(5);
        const parsed = engine.rules.parsePosition(fields[0]);
        expect(parsed.ok, line).toBe(true);
        if (!parsed.ok) continue;
        expect(engine.rules.inCheck(parsed.value)).toBe(false);
        expect(Number.isInteger(Number(fields[1])) && Number.isInteger(Number(fields[2]))).toBe(true);
        // The evaluation is the engine's own static evaluation of that very position.
        expect(Number(fields[2])).toBe(engine.evaluator.evaluate(parsed.value));
        expect(['1', '0.5', '0']).toContain(fields[3]);
        expect(Number(fields[4])).toBeGreaterThanOrEqual(opening.moves.length);
      }
      // Results are each mover's own: the two sides' lines of a decided game disagree, of a draw agree.
      const results = new Set(game.lines.map((line) => line.split(' | ')[3]));
      expect(game.result === 0.5 ? [...results] : [...results].sort()).toEqual(
        game.result === 0.5 ? ['0.5'] : ['0', '1'],
      );
    },
  );

  it('a run stopped mid-game and resumed writes what an unbroken run writes; shards split the games', () => {
    const dir = makeTempDir('datagen');
    const args = (out: string, resume = false, shard?: string): DatagenArgs => ({
      variant: 'normal',
      games: 3,
      nodes: 300,
      seed: 1,
      'random-plies': 2,
      'max-plies': 40,
      out,
      shard,
      resume,
    });
    const whole = join(dir, 'whole.txt');
    expect(datagenCommand(quiet, args(whole))).toBe(0);
    const text = readFileSync(whole, 'utf8');
    // Stopped while writing game 1: game 0 and half of game 1's lines are on disk.
    const broken = join(dir, 'broken.txt');
    const cut = text.indexOf('# game 0 ');
    writeFileSync(broken, text);
    truncateSync(broken, text.indexOf('\n', text.indexOf('\n', cut) + 1) + 5);
    expect(datagenCommand(quiet, args(broken))).toBe(1);
    expect(datagenCommand(quiet, args(broken, true))).toBe(0);
    expect(readFileSync(broken, 'utf8')).toBe(text);

    const marks = (path: string) => [...readFileSync(path, 'utf8').matchAll(/^# game (\d+) /gm)].map((m) => m[1]);
    expect(datagenCommand(quiet, args(join(dir, 's{shard}.txt'), false, '0/2'))).toBe(0);
    expect(datagenCommand(quiet, args(join(dir, 's{shard}.txt'), false, '1/2'))).toBe(0);
    expect([marks(join(dir, 's0.txt')), marks(join(dir, 's1.txt'))]).toEqual([['0', '2'], ['1']]);
  });

  it('--openings none starts each game from the start position and random plies; the header names the source', () => {
    const dir = makeTempDir('datagen');
    const out = join(dir, 'start.txt');
    const args: DatagenArgs = {
      variant: 'normal',
      games: 2,
      nodes: 300,
      seed: 1,
      openings: 'none',
      'random-plies': 1,
      'max-plies': 20,
      out,
      resume: false,
    };
    expect(datagenCommand(quiet, args)).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\n');
    expect(lines[0]).toContain('"openings":"none"');
    const rules = createEngine('normal').rules;
    // The first position of each game is one random ply from the start: one White man moved, Black's all at home.
    const firsts = lines.filter((line, i) => line.includes(' | ') && (i === 1 || lines[i - 1].startsWith('# game')));
    expect(firsts).toHaveLength(2);
    for (const line of firsts) {
      const [text, , , , ply] = line.split(' | ');
      expect(Number(ply)).toBe(1);
      expect(text.split(' ')[0].startsWith('rnbqkbnr/pppppppp/8/8/')).toBe(true);
      expect(rules.parsePosition(text).ok).toBe(true);
    }
    // A file begun from the start position is not resumed from the book.
    expect(datagenCommand(quiet, { ...args, openings: 'builtin', resume: true })).toBe(1);
    // An openings file that cannot be read is refused before anything is written.
    const other = join(dir, 'other.txt');
    expect(datagenCommand(quiet, { ...args, out: other, openings: join(dir, 'missing.epd') })).toBe(1);
    expect(existsSync(other)).toBe(false);
  });
});
