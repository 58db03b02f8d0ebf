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
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 4px 6px; vertical-align: top; }
code { background: #e9e4d8; padding: 0 3px; } pre { background: #e9e4d8; padding: 8px; overflow-x: auto; }
`;

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
      return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Topochess rules: ${variant}</title><style>${STYLE}</style></head>
<body><p><a href="/?variant=${variant}">back to the board</a></p>
${markdownToHtml(markdown, rewrite)}
</body></html>`;
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
