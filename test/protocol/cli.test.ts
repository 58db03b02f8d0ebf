// The in-process sub-commands behind `topochess perft|bench|topology` (yargs wiring is checked end to end on the
// binary).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { benchCommand, perftCommand, topologyCommand } from '../../src/cli/commands';
import { makeTempDir } from '../helpers/temp-dir';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe('sub-commands', () => {
  test('perft: divide, blank line, total, time, speed', () => {
    const { io, out } = capture();
    expect(perftCommand(io, 'normal', 2, undefined)).toBe(0);
    expect(out).toHaveLength(24);
    expect(out.slice(20, 22)).toEqual(['', 'Nodes searched: 400']);
    expect(out[22]).toMatch(/^Time \(ms\): \d+$/);
    expect(out[23]).toMatch(/^Nodes\/second: \d+$/);
  });

  test('perft from a FEN; a bad FEN or depth fails with a message on stderr', () => {
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const good = capture();
    expect(perftCommand(good.io, 'normal', 2, kiwipete)).toBe(0);
    expect(good.out).toContain('Nodes searched: 2039');
    const bad = capture();
    expect(perftCommand(bad.io, 'normal', 2, 'nonsense')).toBe(1);
    expect(bad.err[0]).toMatch(/^topochess perft: ERR_BAD_POSITION /);
    expect(perftCommand(bad.io, 'normal', 0, undefined)).toBe(1);
    expect(perftCommand(bad.io, 'normal', 2.5, undefined)).toBe(1);
  });

  test('topology to stdout and to a file: the same JSON document', () => {
    const { io, out } = capture();
    expect(topologyCommand(io, 'normal', undefined)).toBe(0);
    const doc = JSON.parse(out.join('\n')) as { variant: string; cells: unknown[] };
    expect(doc.variant).toBe('normal');
    expect(doc.cells).toHaveLength(64);
    const file = join(makeTempDir('topochess-cli-'), 'normal.json');
    expect(topologyCommand(io, 'normal', file)).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(doc);
    const bad = capture();
    expect(topologyCommand(bad.io, 'normal', join(file, 'not-a-dir', 'x.json'))).toBe(1);
    expect(bad.err[0]).toMatch(/^topochess topology: cannot write /);
  });

  test('bench prints the report (progress goes to stderr)', () => {
    const { io, out, err } = capture();
    expect(benchCommand(io, 'normal', 2)).toBe(0);
    expect(out.at(-1)).toMatch(/^bench signature normal \d+$/);
    expect(err.length).toBeGreaterThan(0);
  });
});
