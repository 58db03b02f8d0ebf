// The variants' rules pages, served by `topochess gui` at /rules/<variant> so that the board page's legend can link
// to them from the executable alone. The markdown of docs/variants/ and the list of their pictures with the
// `topochess diagram` arguments that draw them (scripts/diagrams.mjs) are embedded at build time (about 70 KB); the
// pictures themselves (2.5 MB in docs/img/) are not: the server draws each on first request and keeps it.
import { markdownToHtml } from './markdown';

/** One picture of docs/img/: its file name and the `topochess diagram` arguments that draw it. */
export type PictureEntry = { readonly file: string } & Readonly<Record<string, unknown>>;

declare const __TOPOCHESS_RULES__: {
  readonly pages: Readonly<Record<string, string>>;
  readonly pictures: readonly PictureEntry[];
};

export interface RulesPages {
  /** The page of a variant as HTML, or undefined for an unknown name. */
  page(variant: string): string | undefined;
  /** A picture as SVG, or undefined for an unknown file. */
  picture(file: string): string | undefined;
}

const STYLE = `
body { font-family: sans-serif; max-width: 60em; margin: 12px auto; padding: 0 12px; background: #f5f3ee; color: #222;
  line-height: 1.45; }
img { max-width: 100%; height: auto; }
/* Nothing scrolls the page sideways on a phone: long position texts wrap, a table still too wide scrolls inside. */
table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; }
td, th { border: 1px solid #ccc; padding: 4px 6px; vertical-align: top; }
code { background: #e9e4d8; padding: 0 3px; overflow-wrap: anywhere; } pre { background: #e9e4d8; padding: 8px; overflow-x: auto; }
main img { cursor: zoom-in; }
@media (max-width: 600px) { td, th { padding: 3px; hyphens: auto; } }
#lightbox { position: fixed; inset: 0; z-index: 9; background: rgba(20, 20, 20, 0.85); display: flex; flex-direction: column;
  align-items: center; justify-content: center; gap: 8px; cursor: zoom-out; }
#lightbox[hidden] { display: none; }
#lightbox img { height: auto; max-width: none; background: #f5f3ee; border-radius: 6px; }
#lightbox p { color: #fff; margin: 0 12px; } #lightbox button { font-size: 18px; min-height: 36px; }
`;

/** Every picture opens enlarged over the page on a click, a tap, Enter or Space; a click, Escape or close ends it. */
const LIGHTBOX = `
const box = document.getElementById('lightbox');
// Made on the first show: an image without a source would never count as loaded.
const big = document.createElement('img');
const caption = box.querySelector('p');
const close = box.querySelector('button');
let opener = null;
function show(image) {
  opener = image;
  // As big as the window allows, the picture's shape kept.
  const aspect = image.naturalWidth / image.naturalHeight || 1;
  big.style.width = 'min(96vw, calc((100vh - 80px) * ' + aspect + '))';
  big.src = image.getAttribute('src');
  if (!big.isConnected) box.prepend(big);
  big.alt = image.alt;
  caption.textContent = image.alt;
  box.hidden = false;
  close.focus();
}
function hide() {
  box.hidden = true;
  if (opener) opener.focus();
}
for (const image of document.querySelectorAll('main img')) {
  image.tabIndex = 0;
  image.setAttribute('role', 'button');
  image.title = 'show enlarged';
  image.addEventListener('click', () => show(image));
  image.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(image);
    }
  });
}
box.addEventListener('click', hide);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !box.hidden) hide();
});
`;

/**
 * A variant's rules page: its markdown as HTML, links rewritten by `rewrite` (undefined drops a link or picture),
 * `back` the address of the board; its pictures open enlarged (a lightbox). The server's pages and the static site's
 * are this one page.
 */
export function rulesPageHtml(
  variant: string,
  markdown: string,
  rewrite: (target: string) => string | undefined,
  back: string,
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Topochess rules: ${variant}</title><style>${STYLE}</style></head>
<body><p><a href="${back}">back to the board</a></p>
<main>
${markdownToHtml(markdown, rewrite)}
</main>
<div id="lightbox" hidden role="dialog" aria-label="picture enlarged"><p></p><button>close</button></div>
<script>${LIGHTBOX}</script>
</body></html>`;
}

/** Where a link of a rules page goes on the server; links to the rest of the docs are dropped (text only). */
function rewrite(target: string): string | undefined {
  const picture = /^\.\.\/img\/([\w.-]+\.svg)$/.exec(target);
  if (picture !== null) return `/rules/img/${picture[1]}`;
  const page = /^([\w-]+)\.md(#[\w-]*|)$/.exec(target);
  if (page !== null) return `/rules/${page[1]}${page[2]}`;
  if (/^https?:\/\//.test(target) || target.startsWith('#')) return target;
  return undefined;
}

/** The embedded pages; `draw` makes a picture from its entry (the diagram command's renderer). */
export function embeddedRulesPages(draw: (entry: PictureEntry) => string): RulesPages {
  const { pages, pictures } = __TOPOCHESS_RULES__;
  const drawn = new Map<string, string>();
  return {
    page(variant) {
      const markdown = Object.hasOwn(pages, variant) ? pages[variant] : undefined;
      if (markdown === undefined) return undefined;
      return rulesPageHtml(variant, markdown, rewrite, `/?variant=${variant}`);
    },
    picture(file) {
      const entry = pictures.find((picture) => picture.file === file);
      if (entry === undefined) return undefined;
      let svg = drawn.get(file);
      if (svg === undefined) drawn.set(file, (svg = draw(entry)));
      return svg;
    },
  };
}
