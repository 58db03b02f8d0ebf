// The legend under the board (legend.ts): one item per piece of the piece guide, its figure drawn as the board draws
// it, name, code and move line escaped, and the link to the variant's rules page that `topochess gui` serves.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { VARIANTS } from '../../src/core/types';
import { describeVariant } from '../../src/topology/describe';
import { renderLegend } from '../../src/gui/legend';
import { pieceGuide } from '../../src/gui/piece-guide';

describe('the legend', () => {
  test.each(VARIANTS.filter((variant) => variant !== 'salmon'))(
    '%s: every piece with figure, name and moves',
    (variant) => {
      const doc = describeVariant(variant, createEngine(variant).rules);
      const html = renderLegend(doc, variant, pieceGuide(variant));
      expect(html).toContain(`href="/rules/${variant}"`);
      expect(html.match(/<li /g)).toHaveLength(pieceGuide(variant).length);
      expect(html.match(/<svg class="figure"/g)).toHaveLength(pieceGuide(variant).length);
      for (const entry of pieceGuide(variant)) expect(html).toContain(`data-code="${entry.code}"`);
    },
  );

  test('text is escaped', () => {
    const html = renderLegend({ pieces: [] }, 'normal', [{ code: '<', name: 'a & b', moves: '"x"' }]);
    expect(html).toContain('<strong>a &amp; b</strong> <code>&lt;</code><br>&quot;x&quot;');
  });
});
