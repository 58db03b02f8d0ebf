// The piece guide covers every code the engines' `cells` labels show, once, with a name and a move line.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { parseLabel } from '../../src/core/cell-label';
import { VARIANTS } from '../../src/core/types';
import { pieceGuide } from '../../src/gui/piece-guide';

type Variant = (typeof VARIANTS)[number];
const engines = new Map<Variant, ReturnType<typeof createEngine>>();
/** Each engine built once (salmon's build takes a second). */
function engine(variant: Variant): ReturnType<typeof createEngine> {
  if (!engines.has(variant)) engines.set(variant, createEngine(variant));
  return engines.get(variant)!;
}

/** Every piece code the start position's `cells` labels show. */
function startCodes(variant: Variant): Set<string> {
  const { rules } = engine(variant);
  const pos = rules.startPosition();
  const codes = new Set<string>();
  for (let cell = 0; cell < rules.topology.size; cell++) {
    const piece = parseLabel(rules.cellLabel?.(pos, cell) ?? '');
    if (piece !== undefined) codes.add(piece.text);
  }
  return codes;
}

describe('pieceGuide', () => {
  test.each(VARIANTS)('%s: every code of the start position has one entry with a name and moves', (variant) => {
    const guide = pieceGuide(variant);
    const codes = guide.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of guide) {
      expect(entry.name, entry.code).not.toBe('');
      expect(entry.moves, entry.code).not.toBe('');
    }
    const shown = startCodes(variant);
    expect(shown.size).toBeGreaterThan(0);
    for (const code of shown) expect(codes, `${variant} ${code}`).toContain(code);
  });

  test("every kind of the engines' piece lists has an entry under its letter and name", () => {
    for (const variant of VARIANTS) {
      const { rules } = engine(variant);
      if (variant === 'stack') continue; // stacks show their height, not their position-text letter
      const guide = pieceGuide(variant);
      for (const piece of rules.pieces)
        expect(guide.find((entry) => entry.code === piece.letter)?.name.toLowerCase()).toBe(piece.name.toLowerCase());
    }
  });

  test('salmon: restricted pawns and twins have their own entries; the knight leap and modes are spelt out', () => {
    const guide = new Map(pieceGuide('salmon').map((entry) => [entry.code, entry]));
    expect(guide.size).toBeGreaterThan(100);
    expect(guide.get('KC')?.moves).toBe(
      'one step in any direction, or the knight leap (1,2); royal: losing it puts its player out',
    );
    expect(guide.get('AO')?.moves).toBe('one F step without capturing; captures by one E step');
    expect(guide.get('pa')?.name).toBe('Pao (restricted pawn)');
    expect(guide.get('N2')?.name).toBe('Knight (twin)');
  });

  test('stack: heights 1 to 10', () => {
    expect(pieceGuide('stack').map((entry) => entry.code)).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
  });
});
