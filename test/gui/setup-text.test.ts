// The set-up's position texts (src/gui/setup-text.ts): a board of cell labels, as `cells` writes them, spelt as the
// engine's position text. Every variant with a set-up: the engine's own start position, its labels read back, gives
// a text the engine reads to the same position; a set-up with Black to move and castling rights from the kings and
// rooks at home; an illegal set-up is the engine's to refuse; salmon has none.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { VARIANTS, type VariantName } from '../../src/core/types';
import { canSetUp, paletteLabels, setupText } from '../../src/gui/setup-text';
import { pieceGuide } from '../../src/gui/piece-guide';
import type { PositionCore, Rules } from '../../src/core/rules';

const SET_UP = VARIANTS.filter((variant) => variant !== 'salmon');

/** The labels of a position text's cells, as the engine's `cells` gives them ('' for an empty cell). */
function labelsOf(rules: Rules<PositionCore>, text: string): string[] {
  const pos = rules.parsePosition(text);
  if (!pos.ok) throw new Error(pos.error.detail);
  return Array.from({ length: rules.topology.size }, (_, cell) => {
    const label = rules.cellLabel!(pos.value, cell);
    return label === '.' ? '' : label;
  });
}

/** The engine's text of a position text it reads (its own spelling), or its error. */
function engineText(rules: Rules<PositionCore>, text: string): string {
  const pos = rules.parsePosition(text);
  return pos.ok ? rules.formatPosition(pos.value) : `error: ${pos.error.detail}`;
}

describe('setting up a position', () => {
  test.each(SET_UP)('%s: the start position set up is the start position', (variant: VariantName) => {
    const rules = createEngine(variant).rules;
    const text = setupText(variant, labelsOf(rules, rules.startText), 0);
    expect(text).toBeDefined();
    expect(engineText(rules, text!)).toBe(engineText(rules, rules.startText));
  });

  test.each(SET_UP)('%s: the palette offers every piece of the guide for both sides', (variant: VariantName) => {
    const palette = paletteLabels(pieceGuide(variant));
    const rules = createEngine(variant).rules;
    const start = new Set(labelsOf(rules, rules.startText).filter((label) => label !== ''));
    for (const label of start) expect(palette).toContain(label);
    expect(palette.filter((label) => label.startsWith('1:')).length).toBe(palette.length / 2);
  });

  test('normal: Black to move, castling rights only where king and rook stand at home', () => {
    const rules = createEngine('normal').rules;
    const labels: string[] = Array.from({ length: 64 }, () => '');
    labels[4] = '0:K'; // e1
    labels[0] = '0:R'; // a1
    labels[63] = '1:R'; // h8, no king at home
    labels[59] = '1:K'; // d8
    labels[52] = '1:P'; // e7
    expect(setupText('normal', labels, 1)).toBe('3k3r/4p3/8/8/8/8/8/R3K3 b Q - 0 1');
    expect(engineText(rules, setupText('normal', labels, 1)!)).toBe('3k3r/4p3/8/8/8/8/8/R3K3 b Q - 0 1');
  });

  test('stack: heights are letters; sesqui: the ring is one row; the engine refuses a board without kings', () => {
    const stack: string[] = Array.from({ length: 100 }, () => '');
    stack[0] = '0:3';
    stack[99] = '1:10';
    expect(setupText('stack', stack, 0)).toBe(`9j/${'10/'.repeat(8)}C9 w 0 1`);
    const ring: string[] = Array.from({ length: 48 }, () => '');
    ring[0] = '0:K';
    ring[14] = '1:K';
    expect(setupText('sesqui', ring, 0)).toBe('K13k33 w 0 1');
    expect(engineText(createEngine('sesqui').rules, setupText('sesqui', ring.fill(''), 0)!)).toMatch(/^error: .*king/);
  });

  test('salmon has no set-up', () => {
    expect(canSetUp('salmon')).toBe(false);
    expect(setupText('salmon', [], 0)).toBeUndefined();
    for (const variant of SET_UP) expect(canSetUp(variant)).toBe(true);
  });
});
