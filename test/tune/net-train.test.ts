// The network trainer (src/tune/net-train.ts, `topochess train`): on synthetic data labelled by `normal`'s hand-made
// evaluation with the knight's worth changed, the trained network learns that worth; training is deterministic for a
// seed; each band of game phases has its own output layer; `topochess train` reads data files, holds games out and
// writes weights the engine's format reads.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChess8Engine } from '../../engines/chess8';
import { createChess8Tuning } from '../../engines/chess8/trace';
import { runCli } from '../../src/cli/cli';
import { MATE_BOUND } from '../../src/search/score';
import { NetSetBuilder } from '../../src/tune/net-data';
import type { NetSet } from '../../src/tune/net-data';
import { outputBucket } from '../../engines/chess8/net-input';
import { ACTIVATIONS, initialWeights, netError, netOutput, trainNet } from '../../src/tune/net-train';
import { formatNet, readNet } from '../../src/tune/net-file';
import { runTrain } from '../../src/tune/train';
import type { Activation, NetWeights } from '../../src/tune/net-train';
import { makeTempDir } from '../helpers/temp-dir';
import { syntheticLines } from '../helpers/tune-data';

/** runTrain's options for the tests that call it directly. */
const TRAIN_DEFAULTS = {
  data: [] as string[],
  hidden: 8,
  buckets: 1,
  epochs: 1,
  learningRate: 0.001,
  decay: 1,
  batchSize: 64,
  lambda: 0.5,
  mirror: true,
  residual: false,
  activation: 'crelu' as const,
  holdout: 0,
  seed: 1,
  out: 'unused.json',
};

const K = 0.004;
const rules = createChess8Engine('normal').rules;
const model = createChess8Tuning('normal');

function setOf(lines: readonly string[]): NetSet {
  const builder = new NetSetBuilder({ mateScore: MATE_BOUND });
  lines.forEach((line, i) => builder.addLine(line, `line ${i + 1}`));
  return builder.finish();
}

/** Labels by the hand-made evaluation with the knight worth `knight` (middlegame and endgame). */
function labelled(knight: number, seed: number): string[] {
  return syntheticLines(rules, model, {
    seed,
    positions: 3000,
    plies: 30,
    k: K,
    changed: { 'material.valueMg[2]': knight, 'material.valueEg[2]': knight },
  });
}

function trained(set: NetSet, seed = 1, activation: Activation = 'crelu'): NetWeights {
  const net = initialWeights(8, K, seed, { activation });
  trainNet(net, set, {
    k: K,
    epochs: 30,
    learningRate: 0.01,
    decay: 0.9,
    batchSize: 64,
    lambda: 1,
    mirror: true,
    seed,
  });
  return net;
}

/** Centipawns the network gives the side to move in each position. */
function centipawns(net: NetWeights, positions: readonly string[]): number[] {
  const set = setOf(positions.map((text) => `${text} | 0 | 0 | 0.5 | 0`));
  return positions.map((_, i) => netOutput(net, set, i) / net.k);
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const NO_KNIGHT = 'r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('the network trainer', () => {
  it.each(ACTIVATIONS)("learns the knight's worth the labels give it (%s units)", (activation) => {
    const worth = (knight: number): { gain: number; before: number; after: number } => {
      const set = setOf(labelled(knight, 3));
      const heldOut = setOf(labelled(knight, 4));
      const before = netError(initialWeights(8, K, 1, { activation }), heldOut);
      const net = trained(set, 1, activation);
      const [start, noKnight] = centipawns(net, [START, NO_KNIGHT]);
      return { gain: noKnight - start, before, after: netError(net, heldOut) };
    };
    const dear = worth(900);
    const cheap = worth(150);
    // Fitted, not memorised: the error on other games' positions falls by well over a third.
    expect(dear.after).toBeLessThan(dear.before / 1.6);
    expect(cheap.after).toBeLessThan(cheap.before / 1.6);
    // Black's missing knight is worth far more to White when a knight is worth 900 (positions a knight up are few in
    // 30 random plies, and the sigmoid flattens big leads, so the network learns less than the full 750; squared units
    // learn less of it than clamped ones, about 90 against 150 or more, on so few positions).
    expect(dear.gain).toBeGreaterThan(cheap.gain + 75);
    expect(cheap.gain).toBeGreaterThan(0);
  });

  it('reads both views of each man and leaves out what the filter says', () => {
    const lines = [
      // White to move: its king on e1 is "own" (input 5 × 64 + 4), Black's king on a8 "other" (11 × 64 + 56).
      'k7/8/8/8/8/8/8/4K3 w - - 0 1 | 0 | 0 | 0.5 | 0',
      // In check, a mate score, and a search score far from the static eval.
      '4k3/8/8/8/8/8/8/4K2r w - - 0 1 | 0 | 0 | 0.5 | 0',
      `4k3/8/8/8/8/8/8/3QK3 w - - 0 1 | ${MATE_BOUND} | 900 | 1 | 0`,
      '4k3/8/8/8/8/8/8/3QK3 b - - 0 1 | 300 | -900 | 1 | 0',
    ];
    const quiet = new NetSetBuilder({ mateScore: MATE_BOUND, quietMargin: 100 });
    const all = new NetSetBuilder({ mateScore: MATE_BOUND });
    lines.forEach((line, i) => {
      quiet.addLine(line, `line ${i + 1}`);
      all.addLine(line, `line ${i + 1}`);
    });
    expect(quiet.report).toMatchObject({ lines: 4, inCheck: 1, mate: 1, notQuiet: 1 });
    expect(all.report).toMatchObject({ lines: 4, inCheck: 1, mate: 1, notQuiet: 0 });
    const set = quiet.finish();
    expect(set.count).toBe(1);
    expect(Array.from(set.own).sort((a, b) => a - b)).toEqual([5 * 64 + 4, 11 * 64 + 56]);
    // From Black's view the board is mirrored: its own king on a1, White's king "other" on e8.
    expect(Array.from(set.other).sort((a, b) => a - b)).toEqual([5 * 64 + 0, 11 * 64 + 60]);
    expect(all.finish().count).toBe(2);
  });

  it("scores each band of game phases by that band's output layer", () => {
    expect([0, 6, 7, 12, 13, 18, 19, 24, 30].map((phase) => outputBucket(phase, 4))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 3,
    ]);
    expect(outputBucket(24, 1)).toBe(0);
    const net = initialWeights(8, K, 1, { buckets: 2 });
    net.w2.fill(0);
    net.b2.set([-1, 2]);
    const [opening, ending] = centipawns(net, [START, '8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1']);
    expect(opening).toBeCloseTo(2 / K);
    expect(ending).toBeCloseTo(-1 / K);
  });

  it('is deterministic for a seed', () => {
    const set = setOf(labelled(330, 5).slice(0, 600));
    const a = trained(set, 9);
    const b = trained(set, 9);
    expect(Array.from(a.w1)).toEqual(Array.from(b.w1));
    expect(a.b2).toEqual(b.b2);
  });

  it('topochess train writes weights in the engine format, from the best held-out epoch', async () => {
    const dir = makeTempDir('topochess-train-');
    const lines = labelled(330, 6);
    // Twenty games of 150 positions, each followed by its `# game` line, as datagen writes them.
    const text = lines.flatMap((line, i) => ((i + 1) % 150 === 0 ? [line, `# game ${(i + 1) / 150}`] : [line]));
    const data = join(dir, 'data.txt');
    writeFileSync(data, `${text.join('\n')}\n`);
    const out = join(dir, 'net.json');
    const output: string[] = [];
    const args = ['--hidden', '4', '--epochs', '3', '--holdout', '5', '--activation', 'screlu', '--out', out];
    // The best epoch so far is on disk before the next one ends (a long training can be stopped).
    const onDiskAtEpoch2: boolean[] = [];
    await runCli(['train', '--data', data, ...args], {
      out: (line) => {
        if (line.startsWith('epoch 2/')) onDiskAtEpoch2.push(existsSync(out));
        output.push(line);
      },
      err: () => undefined,
    });
    expect(onDiskAtEpoch2).toEqual([true]);
    expect(output.join('\n')).toMatch(/2400 positions \(and each mirrored\), 600 held out/);
    expect(output.filter((line) => /^epoch \d\/3: .*held-out error/.test(line))).toHaveLength(3);
    const net = JSON.parse(readFileSync(out, 'utf8'));
    expect(net.hidden).toBe(4);
    expect(net.activation).toBe('screlu');
    expect(net.w1).toHaveLength(768 * 4);
    // The first layer in steps of 1/1024, as integers.
    expect(net.w1Scale).toBe(1024);
    expect(net.w1.every((w: number) => Number.isInteger(w))).toBe(true);
    expect(net.w1.some((w: number) => w !== 0)).toBe(true);
    expect(net.b1).toHaveLength(4);
    expect(net.w2).toHaveLength(8);
    expect(net.k).toBeGreaterThan(0);
    expect(output.at(-1)).toBe(`wrote ${out}`);

    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => err.push(line) };
    const options = { ...TRAIN_DEFAULTS, data: [data], hidden: 4, epochs: 1, out: join(dir, 'missing', 'net.json') };
    expect(runTrain(io, options)).toBe(1);
    expect(err.at(-1)).toMatch(/^topochess train: cannot write .*missing.net\.json/);
  });

  it('topochess train --init goes on from a network it wrote, keeping its shape and K', async () => {
    const dir = makeTempDir('topochess-train-');
    const text = labelled(330, 7).flatMap((line, i) =>
      (i + 1) % 150 === 0 ? [line, `# game ${(i + 1) / 150}`] : [line],
    );
    const data = join(dir, 'data.txt');
    writeFileSync(data, `${text.join('\n')}\n`);
    const first = join(dir, 'first.json');
    const shape = ['--hidden', '8', '--buckets', '2', '--activation', 'screlu', '--residual'];
    await runCli(['train', '--data', data, ...shape, '--epochs', '2', '--holdout', '5', '--out', first], {
      out: () => undefined,
      err: () => undefined,
    });
    const start = readNet(first);
    if (typeof start === 'string') throw new Error(start);
    // The file holds what formatNet wrote, to its precision.
    expect(readNet(join(dir, 'missing.json'))).toMatch(/^cannot read .*missing\.json/);
    expect(formatNet(start)).toBe(readFileSync(first, 'utf8'));

    const output: string[] = [];
    const second = join(dir, 'second.json');
    await runCli(['train', '--data', data, '--init', first, '--epochs', '2', '--holdout', '5', '--out', second], {
      out: (line) => output.push(line),
      err: () => undefined,
    });
    expect(output.at(-1)).toBe(`wrote ${second}`);
    expect(output[0]).toBe(`K ${start.k.toPrecision(6)} per centipawn (${first}'s), training on from ${first}`);
    const before = Number(/^held-out error (\S+) .*before training on$/.exec(output[2])?.[1]);
    expect(before).toBeGreaterThan(0);
    const kept = Number(/least held-out error: (\S+)$/.exec(output.at(-2) ?? '')?.[1]);
    expect(kept).toBeLessThanOrEqual(before);
    const next = readNet(second);
    if (typeof next === 'string') throw new Error(next);
    expect({ ...next, w1: 0, b1: 0, w2: 0, b2: 0 }).toEqual({ ...start, w1: 0, b1: 0, w2: 0, b2: 0 });
    // Trained on: the weights moved (an epoch did better), or the start was kept as it was (none did).
    expect(Array.from(next.w2).some((w, i) => w !== start.w2[i])).toBe(kept < before);

    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => err.push(line) };
    const options = { ...TRAIN_DEFAULTS, data: [data], init: first, out: join(dir, 'third.json') };
    expect(runTrain(io, options)).toBe(1);
    expect(
      runTrain(io, { ...options, hidden: undefined, buckets: undefined, activation: undefined, residual: false }),
    ).toBe(1);
    expect(runTrain(io, { ...options, init: data })).toBe(1);
    expect(err).toEqual([
      `topochess train: --buckets 1 differs from ${first}'s 2 (leave it out with --init)`,
      `topochess train: --residual false differs from ${first}'s true (leave it out with --init)`,
      expect.stringMatching(/^topochess train: cannot read .*data\.txt/),
    ]);
  });

  it('refuses bad options, saying which', () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => err.push(line) };
    const options = { ...TRAIN_DEFAULTS, data: [join(makeTempDir('topochess-train-'), 'missing.txt')] };
    expect(runTrain(io, { ...options, lambda: 2 })).toBe(1);
    expect(runTrain(io, { ...options, hidden: 0 })).toBe(1);
    expect(runTrain(io, { ...options, hidden: 6 })).toBe(1);
    expect(runTrain(io, options)).toBe(1);
    expect(err).toEqual([
      'topochess train: --lambda must be a number from 0 to 1, got 2',
      'topochess train: --hidden must be a positive integer, got 0',
      'topochess train: --hidden must be a multiple of 4 (the engine adds four units at a time), got 6',
      expect.stringMatching(/^topochess train: cannot read .*missing\.txt/),
    ]);
  });
});
