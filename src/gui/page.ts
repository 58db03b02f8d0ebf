// The board page's HTML and CSS; the program (client.ts, bundled for the browser) is embedded at build time.
import { SKILL_NAMES } from '../search/skill';

declare const __TOPOCHESS_GUI_SOURCE__: string;

/** The strength menu: the named levels of `topochess play`, valued by Skill Level; the page starts at club. */
const LEVEL_OPTIONS = Object.entries(SKILL_NAMES)
  .map(
    ([name, skill]) =>
      `<option value="${skill}"${name === 'club' ? ' selected' : ''}>${name[0].toUpperCase()}${name.slice(1)}</option>`,
  )
  .join('');

/** The browser program, bundled by scripts/esbuild-options.mjs (buildGuiSource) and embedded like the worker. */
export function guiSource(): string {
  return __TOPOCHESS_GUI_SOURCE__;
}

const STYLE = `
body { font-family: sans-serif; margin: 12px; background: #f5f3ee; color: #222; }
header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 8px; }
#main { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
#board { flex: 1 1 360px; min-width: 0; }
#board svg.board { display: block; margin: 0 auto; }
.piece { touch-action: none; }
.piece.lifted { opacity: 0.35; }
.ghost { filter: drop-shadow(2px 4px 3px rgba(0, 0, 0, 0.45)); }
#layers { display: grid; grid-template-columns: repeat(2, auto); gap: 6px; align-content: start; }
#layers:empty { display: none; }
.overview { cursor: pointer; border: 2px solid transparent; background: #e9e4d8; }
.overview.chosen { border-color: #1f618d; }
#notice { color: #922b21; margin: 4px 0; }
#turn { font-family: monospace; font-size: 13px; word-break: break-all; margin: 4px 0; }
#players .player { margin-right: 6px; white-space: nowrap; } #players .mover { font-weight: bold; text-decoration: underline; }
#players svg { vertical-align: middle; }
#side-panel { flex: 0 1 340px; min-width: 0; max-width: 420px; }
#status { font-weight: bold; margin: 0 8px; }
#thinking, #movelist { font-family: monospace; font-size: 13px; white-space: pre-wrap; word-break: break-word; }
#choice { position: fixed; top: 30%; left: 50%; transform: translateX(-50%); max-width: 90vw; background: #fff; border: 2px solid #333; padding: 12px; z-index: 2; }
#choice button { display: block; margin: 4px 0; font-family: monospace; }
.cell { stroke: #7a6f5a; stroke-width: 1; cursor: pointer; }
.cell.light { fill: #f0d9b5; } .cell.dark { fill: #b58863; }
.cell.last { fill: #cdd26a; } .cell.selected { fill: #7fb3d5; } .cell.target { fill: #aed6f1; }
.cell.seam { stroke: #1f618d; stroke-width: 3; }
.cell.check { fill: #e8735a; }
.cell.joined, .cell.hover-joined { fill: #f8c471; stroke: #ca6f1e; stroke-width: 4; }
.piece, .dot { cursor: pointer; }
#legend h4 { margin: 16px 0 6px; } #legend h4 a { font-weight: normal; margin-left: 12px; }
.legend { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); }
.legend li { display: flex; gap: 8px; align-items: flex-start; font-size: 14px; }
.legend .figure { flex: none; background: #e9e4d8; border-radius: 4px; }
@media (max-width: 600px) {
  body { margin: 6px; }
  header { gap: 6px; }
  #side-panel { flex-basis: 100%; }
  /* The layer overviews go under the board, five to a row. */
  #board { order: 1; }
  #layers { order: 2; grid-template-columns: repeat(5, 1fr); width: 100%; }
  #layers svg { width: 100%; height: auto; }
  #side-panel { order: 3; }
}
`;

export function pageHtml(variant: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Topochess</title><style>${STYLE}</style></head>
<body data-variant="${variant.replace(/[^a-z0-9]/gi, '')}">
<header>
  <strong>Topochess</strong>
  <label>variant <select id="variant"></select></label>
  <label><select id="side"></select></label>
  <label>engine strength <select id="level">${LEVEL_OPTIONS}</select></label>
  <button id="flip" title="flip the board (key f)">flip board</button>
  <button id="new">new game</button> <button id="undo">undo</button> <button id="enginemove">engine move</button>
  <button id="endturn" hidden>end turn</button> <span id="status">connecting to the engine…</span>
</header>
<div id="players"></div>
<div id="turn"></div>
<div id="notice"></div>
<div id="main">
  <div id="layers"></div>
  <div id="board"></div>
  <div id="side-panel">
    <div>Engine: <span id="thinking"></span></div>
    <h4>Moves</h4><div id="movelist"></div>
  </div>
</div>
<section id="legend"></section>
<div id="choice" hidden></div>
<script src="/app.js"></script>
</body></html>`;
}
