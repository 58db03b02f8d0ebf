// The static site's pages (run by scripts/web.mjs at build time, in Node): the board page of `topochess gui` with its
// engine in a Web Worker, its icon, and the variants' rules pages. Only the connection differs from the served page.
import { rulesPageHtml } from '../gui/rules-pages';
import { FAVICON_SVG, pageHtml } from '../gui/page';

/** Replaces `from` (which must occur) by `to` in `text`: a page that changed shape fails the build, not the site. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`the board page no longer contains '${from}'`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** index.html: the served page, its engine a Web Worker (engine-transport.ts) and its script a relative path. */
export function staticBoardPage(): string {
  let html = pageHtml('normal');
  html = replaceOnce(html, '<body data-variant=', '<body data-engine="worker" data-variant=');
  html = replaceOnce(html, '<script src="/app.js">', '<script src="app.js">');
  html = replaceOnce(html, '<link rel="icon" href="/favicon.svg">', '<link rel="icon" href="favicon.svg">');
  return html;
}

/** favicon.svg: the page's icon, a file of the site like the others. */
export function staticFavicon(): string {
  return FAVICON_SVG;
}

/** rules/<variant>/index.html for each docs/variants page (text and tables; the pictures stay in the docs). */
export function staticRulesPages(pages: Readonly<Record<string, string>>): Record<string, string> {
  const files: Record<string, string> = {};
  const link = (target: string): string | undefined => {
    const page = /^([\w-]+)\.md(#[\w-]*|)$/.exec(target);
    if (page !== null) return `../${page[1]}/${page[2]}`;
    if (/^https?:\/\//.test(target) || target.startsWith('#')) return target;
    return undefined;
  };
  for (const [variant, markdown] of Object.entries(pages)) {
    files[`rules/${variant}/index.html`] = rulesPageHtml(variant, markdown, link, `../../?variant=${variant}`);
  }
  return files;
}
