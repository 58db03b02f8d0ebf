// The players' colours stay apart for readers with the common colour-vision deficiencies: each palette colour is
// passed through Machado, Oliveira and Fernandes' (2009) full-severity simulation of protanopia, deuteranopia and
// tritanopia, and every pair must still differ by a CIE76 colour difference of at least 15. Figures: the look of
// every variant's pieces.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { VARIANTS } from '../../src/core/types';
import { PLAYER_COLOURS, playerTitle } from '../../src/gui/colours';
import { pieceLook } from '../../src/gui/figures';
import { describeVariant } from '../../src/topology/describe';

type Matrix = readonly (readonly [number, number, number])[];
const VISION: Record<string, Matrix> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** CIELAB (D65) of a #rrggbb colour as seen through `matrix` (applied in linear RGB). */
function lab(hex: string, matrix: Matrix): [number, number, number] {
  const rgb = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16) / 255));
  const [r, g, b] = matrix.map((row) => Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])));
  const x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x / 0.95047), f(y), f(z / 1.08883)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

describe('player colours', () => {
  test.each(Object.keys(VISION))('%s: every pair of the ten colours at least 15 apart (CIE76)', (vision) => {
    const fills = PLAYER_COLOURS.map((colour) => lab(colour.fill, VISION[vision]));
    let closest = Infinity;
    for (let i = 0; i < fills.length; i++)
      for (let j = i + 1; j < fills.length; j++)
        closest = Math.min(closest, Math.hypot(...fills[i].map((v, k) => v - fills[j][k])));
    expect(closest).toBeGreaterThanOrEqual(15);
  });

  test('outlines read on their fill; two players are White and Black, ten are letters with colour names', () => {
    for (const colour of PLAYER_COLOURS) {
      const contrast = Math.abs(lab(colour.fill, VISION.normal)[0] - lab(colour.ink, VISION.normal)[0]);
      expect(contrast, colour.name).toBeGreaterThanOrEqual(30);
    }
    expect([playerTitle(0, 2), playerTitle(1, 2)]).toEqual(['White', 'Black']);
    expect(playerTitle(3, 10)).toBe('D (sky blue)');
  });
});

describe('figures', () => {
  const pieces = (variant: (typeof VARIANTS)[number]) => describeVariant(variant, createEngine(variant).rules).pieces;

  test('FIDE letters get their figure, besiege compounds two or three, stacks chips', () => {
    expect(pieceLook('N', pieces('normal'))).toEqual({ figures: ['knight'] });
    expect(pieceLook('K', pieces('sesqui'))).toEqual({ figures: ['king'] });
    expect(pieceLook('M', pieces('besiege')).figures).toEqual(['rook', 'knight']);
    expect(pieceLook('C', pieces('besiege')).figures).toEqual(['bishop', 'knight']);
    expect(pieceLook('A', pieces('besiege')).figures).toEqual(['rook', 'bishop', 'knight']);
    expect(pieceLook('7', pieces('stack'))).toEqual({ figures: [], chips: 7 });
  });

  test("salmon: every kind a base figure and its code; restricted pawns and twins marked; 122's twin is 1222", () => {
    const salmon = pieces('salmon');
    expect(salmon).toHaveLength(50);
    for (const piece of salmon) {
      const look = pieceLook(piece.letter, salmon);
      expect(look.figures.length, piece.name).toBeGreaterThan(0);
      expect(look.tag).toBe(piece.letter);
      expect(look.restricted || look.twin).toBe(false);
    }
    expect(pieceLook('KC', salmon).figures).toEqual(['king', 'knight']);
    expect(pieceLook('co', salmon)).toMatchObject({ tag: 'co', restricted: true, twin: false });
    expect(pieceLook('Q2', salmon)).toMatchObject({ figures: ['queen'], tag: 'Q', twin: true });
    expect(pieceLook('122', salmon)).toMatchObject({ tag: '122', twin: false });
    expect(pieceLook('1222', salmon)).toMatchObject({ tag: '122', twin: true });
  });
});
