// salmon's layer drawn as text for `topochess play`'s `d` (src/cli/layer-text.ts), on a small made-up board with
// salmon's cell names: decants side by side, codes on their cells, pieces of other players marked and listed.
import { describe, expect, test } from 'vitest';
import { layerText } from '../../src/cli/layer-text';
import type { Topology } from '../../src/topology/topology';

/** Only what the drawing reads: names and each cell's layer (0-based). */
const BOARD = {
  names: ['a1a2', 'a1b2', 'b1a4', 'a2a2', 'a1e9'],
  drawings: [{ layer: 0 }, { layer: 0 }, { layer: 0 }, { layer: 1 }, { layer: 0 }],
} as unknown as Topology;

describe('layerText', () => {
  test('two decants side by side, rank 10 on top, foreign pieces marked and listed; other layers left out', () => {
    const lines = layerText(BOARD, ['0:KC', '1:Q', '0:pa', '0:R', '1:233'], 1, ['A', 'B']);
    expect(lines[0]).toMatch(/^A's decant +B's decant$/);
    expect(lines[1]).toMatch(/^10 \. +\. +\. +\. +\. +10 \. +\. +\. +\. +\.$/);
    expect(lines[2]).toBe(`${' 9 .   .   .   .   233*'.padEnd(43)}   9 .   .   .   .   .`);
    expect(lines.find((line) => line.startsWith(' 2 '))).toMatch(/^ 2 KC {2}Q\* {2}\. /);
    expect(lines.find((line) => line.startsWith(' 4 '))).toMatch(/ {2} 4 pa\* {1}\. /);
    expect(lines).toContain("* in A's decant: b2 B:Q, e9 B:233");
    expect(lines).toContain("* in B's decant: a4 A:pa");
    expect(lines.join('\n')).not.toMatch(/\bR\b/);
    expect(lines.every((line) => line.length <= 88)).toBe(true);
  });
});
