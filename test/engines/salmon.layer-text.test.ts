// salmon's layer drawn as text (engines/salmon/layer-text.ts, terminal play's `d`): decants side by side as each
// owner sees them, codes on their cells, pieces of other players marked and listed, other layers left out.
import { describe, expect, test } from 'vitest';
import { layerText } from '../../engines/salmon/layer-text';
import { PIECE_LABELS } from '../../engines/salmon/piece-labels';
import { emptyPosition, placePiece } from '../../engines/salmon/position';
import { cellByName } from '../../engines/salmon/topology';

const code = (label: (typeof PIECE_LABELS)[number]): number => PIECE_LABELS.indexOf(label);

describe('salmon layerText', () => {
  test('two decants a row, rank 10 on top, foreign pieces marked and listed; other layers left out', () => {
    const pos = emptyPosition();
    placePiece(pos, cellByName('a1a2'), 0, code('KC'), false); // A's own, layer 1
    placePiece(pos, cellByName('a1b2'), 1, code('Q'), false); // B's Queen in A's decant
    placePiece(pos, cellByName('b1a4'), 0, code('Pa'), true); // A's restricted pawn in B's decant
    placePiece(pos, cellByName('a1e9'), 1, code('R'), false); // on A's rhombus
    placePiece(pos, cellByName('a2a2'), 0, code('R'), false); // layer 2: not drawn
    placePiece(pos, cellByName('j1j1'), 9, code('B'), false); // J's strip corner

    const lines = layerText(pos, 1);
    expect(lines[0]).toMatch(/^A's decant +B's decant$/);
    expect(lines[1]).toMatch(/^10 \. +\. +\. +\. +\. +10 \. +\. +\. +\. +\.$/);
    expect(lines[2]).toBe(`${' 9 .   .   .   .   R*'.padEnd(43)}   9 .   .   .   .   .`);
    expect(lines.find((line) => line.startsWith(' 2 '))).toMatch(/^ 2 KC {2}Q\* {2}\. /);
    expect(lines.find((line) => line.startsWith(' 4 '))).toMatch(/ {2} 4 pa\* {1}\. /);
    expect(lines).toContain("* in A's decant: e9 B:R, b2 B:Q");
    expect(lines).toContain("* in B's decant: a4 A:pa");
    const jRankOne = lines.filter((line) => line.startsWith(' 1 ')).at(-1);
    expect(jRankOne).toMatch(/ {2} 1 (\. {3}){9}B$/);
    expect(lines.filter((line) => line.endsWith(' decant'))).toHaveLength(5);
    expect(lines.join('\n')).not.toMatch(/(^|\s)R(\s|$)/m); // the layer-2 Rook; the rhombus one is `R*`
    expect(lines.every((line) => line.length <= 88)).toBe(true);
  });
});
