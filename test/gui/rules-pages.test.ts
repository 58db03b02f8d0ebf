// The rules pages that `topochess gui` serves at /rules/<variant>: the markdown subset the pages use, every variant's
// page embedded, its pictures drawn from their listed arguments (the same bytes as docs/img/), links rewritten.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildDiagram, type DiagramArgs } from '../../src/cli/diagram';
import { VARIANTS } from '../../src/core/types';
import { markdownToHtml } from '../../src/gui/markdown';
import { embeddedRulesPages } from '../../src/gui/rules-pages';

const keep = (target: string): string => target;

describe('markdown (markdown.ts)', () => {
  test('headings, paragraphs, lists with continuation lines, code', () => {
    const html = markdownToHtml(
      '# Title `x`\n\nOne *two*\n**three** <b>\n\n- a\n  b\n- c [d](e.md)\n\n```\n<raw>\n```\n',
      keep,
    );
    expect(html).toBe(
      [
        '<h1>Title <code>x</code></h1>',
        '<p>One <em>two</em> <strong>three</strong> &lt;b&gt;</p>',
        '<ul><li>a b</li><li>c <a href="e.md">d</a></li></ul>',
        '<pre><code>&lt;raw&gt;</code></pre>',
      ].join('\n'),
    );
  });

  test('tables with image tags; links rewritten or dropped', () => {
    const html = markdownToHtml(
      '| a | b |\n|---|---|\n| `1` | <img src="x.svg" width="220" alt="X"> |\n\n![Y](y.svg) [gone](../gone.md)\n',
      (target) => (target.endsWith('.svg') ? `/p/${target}` : undefined),
    );
    expect(html).toBe(
      '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><code>1</code></td>' +
        '<td><img src="/p/x.svg" width="220" alt="X"></td></tr></tbody></table>\n' +
        '<p><img src="/p/y.svg" alt="Y"> gone</p>',
    );
  });
});

describe('the embedded rules pages (rules-pages.ts)', () => {
  const rules = embeddedRulesPages((entry) => buildDiagram(entry as unknown as DiagramArgs));

  test('every variant has its page, whose pictures are all served', () => {
    for (const variant of VARIANTS) {
      const html = rules.page(variant) ?? '';
      expect(html).toContain(`<h1>Variant <code>${variant}</code>`);
      expect(html).toContain(`href="/?variant=${variant}"`);
      // Its pictures open enlarged (the lightbox and its script are on the page).
      expect(html).toContain('<div id="lightbox" hidden');
      expect(html).toContain("document.querySelectorAll('main img')");
      for (const [, file] of html.matchAll(/src="\/rules\/img\/([^"]+)"/g)) {
        expect(file, `${variant}: ${file}`).toMatch(/\.svg$/);
        if (variant !== 'salmon') expect(rules.picture(file), file).toContain('<svg');
      }
    }
    expect(rules.page('nonsense')).toBeUndefined();
    expect(rules.page('constructor')).toBeUndefined();
    expect(rules.picture('nonsense.svg')).toBeUndefined();
  });

  test('a picture is the same bytes as its file in docs/img/', () => {
    const committed = readFileSync(join(__dirname, '../../docs/img/normal-knight.svg'), 'utf8');
    expect(rules.picture('normal-knight.svg')).toBe(committed);
  });
});
