// Markdown to HTML for the rules pages the board page links to (docs/variants/*.md, our own texts): headings,
// paragraphs, lists (with indented continuation lines), tables, fenced code, and inline code, bold, italics, links,
// images and the `<img …>` tags the piece tables use. Only that subset: the pages are written for it. Links are
// passed through `link`, which may rewrite them or drop them (undefined: the text stays, unlinked).

export type LinkRewrite = (target: string) => string | undefined;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An `<img>` tag as the pages write it: src, then width and alt, nothing else. */
const IMG_TAG = /&lt;img src=&quot;([^&]+)&quot;((?: (?:width|alt)=&quot;[^&]*&quot;)*)&gt;/g;

function inline(text: string, link: LinkRewrite): string {
  // Code spans first, kept aside so that nothing inside them is read as markup.
  const codes: string[] = [];
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(code) - 1}\u0000`);
  html = html
    .replace(IMG_TAG, (_, src: string, rest: string) => {
      const target = link(src);
      return target === undefined ? '' : `<img src="${target}"${rest.replace(/&quot;/g, '"')}>`;
    })
    .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt: string, src: string) => {
      const target = link(src);
      return target === undefined ? alt : `<img src="${target}" alt="${alt}">`;
    })
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
      const target = link(href);
      return target === undefined ? label : `<a href="${target}">${label}</a>`;
    })
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => `<code>${codes[Number(i)]}</code>`);
}

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function markdownToHtml(markdown: string, link: LinkRewrite): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = (): void => {
    if (paragraph.length > 0) out.push(`<p>${inline(paragraph.join(' '), link)}</p>`);
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !lines[i].startsWith('```')) code.push(lines[i]);
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
    } else if (heading !== null) {
      flush();
      out.push(`<h${heading[1].length}>${inline(heading[2], link)}</h${heading[1].length}>`);
    } else if (line.startsWith('|') && /^\|[-:| ]+\|$/.test(lines[i + 1]?.trim() ?? '')) {
      flush();
      const head = cellsOf(line).map((cell) => `<th>${inline(cell, link)}</th>`);
      const rows: string[] = [];
      for (i += 2; i < lines.length && lines[i].startsWith('|'); i++)
        rows.push(
          `<tr>${cellsOf(lines[i])
            .map((cell) => `<td>${inline(cell, link)}</td>`)
            .join('')}</tr>`,
        );
      i--;
      out.push(`<table><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`);
    } else if (/^\s*([-*]|\d+\.) /.test(line)) {
      flush();
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      for (; i < lines.length && lines[i].trim() !== ''; i++) {
        const item = /^\s*(?:[-*]|\d+\.) (.*)$/.exec(lines[i]);
        if (item !== null) items.push(item[1]);
        else items[items.length - 1] += ' ' + lines[i].trim();
      }
      i--;
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((item) => `<li>${inline(item, link)}</li>`).join('')}</${tag}>`);
    } else if (line.trim() === '') flush();
    else paragraph.push(line.trim());
  }
  flush();
  return out.join('\n');
}
