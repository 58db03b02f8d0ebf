// bench: perft counts on the standard positions, a deterministic search signature, and report lines that are safe
// to print in either protocol.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { formatBenchReport, perftBenchPositions, runBench } from '../../src/search/bench';
import { createControl } from '../../src/search/search';
import { CONTROL_STOP } from '../../src/search/jobs';

const engine = createEngine('normal');

describe('bench', () => {
  test('the search signature is the same on every run', () => {
    const first = runBench(engine, { depth: 7, perft: false });
    const second = runBench(engine, { depth: 7, perft: false });
    expect(first.search.nodes).toBeGreaterThan(10_000);
    expect(second.search.nodes).toBe(first.search.nodes);
    expect(second.search.positions.map((p) => p.best)).toEqual(first.search.positions.map((p) => p.best));
    expect(first.search.positions.length).toBe(engine.benchPositions.length);
    expect(first.stopped).toBe(false);
  });

  test('perft part: standard counts for the start position (d5) and Kiwipete (d4)', () => {
    const result = runBench(engine, { depth: 1 });
    expect(result.perft.map((p) => [p.label, p.depth, p.nodes])).toEqual([
      ['startpos', 5, 4_865_609],
      ['kiwipete', 4, 4_085_603],
    ]);
    expect(perftBenchPositions('normal').length).toBe(2);
    for (const p of result.perft) expect(p.nps).toBeGreaterThan(0);
  });

  test('a set stop flag ends the run early and says so', () => {
    const control = createControl();
    Atomics.store(control, CONTROL_STOP, 1);
    const result = runBench(engine, { depth: 5, control });
    expect(result.stopped).toBe(true);
    expect(result.search.positions.length).toBe(0);
    expect(formatBenchReport(result).join('\n')).toMatch(/stopped early/);
  });

  test('report lines: signature last, nothing a GUI would take for a result or a move', () => {
    const lines = formatBenchReport(runBench(engine, { depth: 4 }));
    expect(lines[lines.length - 1]).toMatch(/^bench signature normal \d+$/);
    expect(lines.some((line) => /^perft normal startpos depth 5: 4865609 nodes/.test(line))).toBe(true);
    for (const line of lines) expect(line).not.toMatch(/^(White|Black|1-0|0-1|1\/2|resign|\d)/);
  });
});
