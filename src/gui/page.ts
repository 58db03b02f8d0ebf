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
/* A finger on the board drags pieces instead of scrolling the page (touch-action on SVG parts is not honoured). */
#board svg.board { touch-action: none; }
.piece.lifted { opacity: 0.35; }
.ghost { filter: drop-shadow(2px 4px 3px rgba(0, 0, 0, 0.45)); }
#layers { display: grid; grid-template-columns: repeat(2, auto); gap: 6px; align-content: start; }
#layers:empty { display: none; }
#layerbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 4px 0; }
#layerbar[hidden] { display: none; }
#layerbar button { min-width: 40px; min-height: 36px; font-size: 18px; } #layerbar .hint { color: #666; font-size: 13px; }
/* Zoomed, the board's view scrolls, and a finger on it pans (a tap still selects and moves). */
#board[data-zoom] { overflow: auto; } #board[data-zoom] svg.board { touch-action: pan-x pan-y; }
.overview { cursor: pointer; border: 2px solid transparent; background: #e9e4d8; }
.overview.chosen { border-color: #1f618d; }
.overview rect.view { fill: #1f618d; fill-opacity: 0.15; stroke: #1f618d; stroke-width: 2; pointer-events: none; }
#notice { color: #922b21; margin: 4px 0; }
#turn { font-family: monospace; font-size: 13px; word-break: break-all; margin: 4px 0; }
#players .player { margin-right: 6px; white-space: nowrap; } #players .mover { font-weight: bold; text-decoration: underline; }
#players svg { vertical-align: middle; }
#side-panel { flex: 0 1 340px; min-width: 0; max-width: 420px; }
#status { font-weight: bold; margin: 0 8px; }
#pv, #movelist { font-family: monospace; font-size: 13px; word-break: break-word; }
#side-panel h4 { margin: 10px 0 4px; }
#clocks { display: flex; flex-wrap: wrap; gap: 6px; }
.clock { font-family: monospace; font-size: 15px; padding: 3px 8px; border: 1px solid #bbb; border-radius: 4px; background: #fff; }
.clock b { font-size: 20px; margin-left: 4px; } .clock.running { background: #d4efdf; border-color: #1e8449; }
.clock.out { background: #f5b7b1; border-color: #922b21; }
#engine #score { font-weight: bold; } #engine-name { font-weight: normal; color: #555; } #engine span + span { margin-left: 10px; }
#movelist { max-height: 320px; overflow-y: auto; background: #fff; border: 1px solid #ddd; padding: 4px; }
#movelist .num { display: inline-block; min-width: 3.2em; color: #777; }
#movelist .move { display: inline-block; min-width: 4.5em; cursor: pointer; padding: 0 3px; border-radius: 3px; } #movelist .move:hover { background: #e8e3d6; }
#movelist .move.viewed { background: #1f618d; color: #fff; } #movelist .move.none { cursor: default; }
#viewing { background: #fcf3cf; border: 1px solid #d4ac0d; padding: 4px 6px; margin-bottom: 4px; }
body[data-view] #board { outline: 4px solid #d4ac0d; }
#gametext { width: 100%; box-sizing: border-box; font-family: monospace; font-size: 12px; }
#choice { position: fixed; max-width: 90vw; background: #fff; border: 2px solid #333; border-radius: 6px; padding: 3px;
  z-index: 3; display: flex; flex-direction: column; gap: 2px; box-shadow: 0 4px 12px rgba(0, 0, 0, 0.35); }
#choice[hidden] { display: none; }
#result { position: fixed; top: 20%; left: 50%; transform: translateX(-50%); background: #fff; border: 2px solid #333;
  border-radius: 8px; padding: 12px 20px; z-index: 4; text-align: center; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.4); }
#result h3 { margin: 4px 0; font-size: 22px; } #result p { margin: 4px 0 12px; }
#choice button { display: flex; align-items: center; gap: 6px; text-align: left; font-size: 14px; padding: 2px 8px 2px 2px;
  background: #f5f3ee; border: 1px solid #ccc; border-radius: 4px; cursor: pointer; min-height: 32px; }
#choice button:hover, #choice button:focus { background: #d4efdf; border-color: #1e8449; }
#choice button.cancel { justify-content: center; color: #922b21; }
.cell.choice { stroke: #1e8449; stroke-width: 4; } .cell.choice-hover { fill: #a9dfbf; }
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
/* Analysis mode (browser/analysis.ts, browser/setup-editor.ts). */
#analysis h4 label { font-weight: normal; margin-left: 8px; }
#evalbar { position: relative; height: 18px; background: #333; border: 1px solid #555; border-radius: 3px; margin: 4px 0; overflow: hidden; }
#evalbar[hidden] { display: none; }
#evalbar-fill { height: 100%; background: #f5f5f5; width: 50%; transition: width 0.3s; }
#evalbar::after { content: ''; position: absolute; left: 50%; top: 0; bottom: 0; border-left: 2px solid #c0392b; }
#lines { list-style: none; padding: 0; margin: 4px 0; font-family: monospace; font-size: 13px; }
#lines li { padding: 2px 4px; border-bottom: 1px solid #ddd; word-break: break-word; }
#lines .pv-move, #lines .pv-head { cursor: pointer; border-radius: 3px; } #lines .pv-move:hover, #lines .pv-head:hover { background: #d4efdf; }
#palette div { display: flex; flex-wrap: wrap; gap: 2px; margin: 2px 0; }
#palette button { padding: 0; background: #e9e4d8; border: 2px solid transparent; border-radius: 4px; cursor: grab; touch-action: none; }
#palette button.in-hand { border-color: #1e8449; background: #d4efdf; } #palette .eraser { width: 44px; font-size: 20px; color: #922b21; }
g.arrow.best line { stroke: #1e8449; } g.arrow.best polygon { fill: #1e8449; }
body[data-setup] #board { outline: 4px solid #1e8449; }
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

/** The page's icon: a knight's head on a board square (served at /favicon.svg, which browsers ask for). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#b58863"/><rect x="4" y="4" width="24" height="24" rx="2" fill="#f0d9b5"/><path d="M10 25h13c0-6-2-9-1-14l-4-4-3 3-5 5 2 2 3-2c1 3-3 6-5 10z" fill="#222"/></svg>`;

export function pageHtml(variant: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Topochess</title><link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head>
<body data-variant="${variant.replace(/[^a-z0-9]/gi, '')}">
<header>
  <strong>Topochess</strong>
  <label>variant <select id="variant"></select></label>
  <label><select id="side"></select></label>
  <label>engine strength <select id="level">${LEVEL_OPTIONS}</select></label>
  <label>clock <select id="clock"></select></label>
  <button id="flip" title="flip the board (key f)">flip board</button>
  <button id="new">new game</button> <button id="undo" title="take back your last move and the reply">take back</button>
  <button id="resign">resign</button> <button id="draw">offer draw</button> <button id="enginemove">engine move</button>
  <label title="move and capture sounds"><input type="checkbox" id="sounds" checked> sounds</label>
  <button id="endturn" hidden>end turn</button> <span id="status">connecting to the engine…</span>
</header>
<div id="players"></div>
<div id="turn"></div>
<div id="notice"></div>
<div id="layerbar" hidden><label>layer <select id="layer"></select></label>
  <button id="zoomout" title="zoom out (key -)" disabled>−</button> <span id="zoomlevel">×1</span>
  <button id="zoomin" title="zoom in (key +)">+</button>
  <span class="hint">zoomed: click a layer's picture to look there, Shift+arrows to move; Page Up/Down: next layer</span>
</div>
<div id="main">
  <div id="layers"></div>
  <div id="board"></div>
  <div id="side-panel">
    <div id="clocks"></div>
    <div id="analysis"><h4>Analysis <label><input type="checkbox" id="analyse"> on</label>
      <label>lines <select id="multipv"></select></label>
      <label>depth <select id="analysis-depth"><option value="">infinite</option><option>8</option><option>12</option><option>16</option><option>20</option></select></label></h4>
      <div id="evalbar" hidden><div id="evalbar-fill"></div></div>
      <ol id="lines"></ol>
      <button id="setup" title="drag pieces on and off the board, choose who is to move, then analyse">set up a position</button>
      <div id="setup-panel" hidden><div id="palette"></div>
        <select id="setup-mover"></select> <button id="setup-done">analyse this position</button>
        <button id="setup-empty">empty board</button> <button id="setup-reset">as in the game</button>
        <button id="setup-cancel">cancel</button></div></div>
    <div id="engine"><h4>Engine <span id="engine-name"></span></h4><span id="score"></span><span id="depth"></span><span id="speed"></span>
      <div id="pv"></div></div>
    <h4>Moves</h4>
    <div id="viewing" hidden>Viewing <span id="viewed"></span> (read-only; ← → Home End step).
      <button id="live">back to the game</button></div>
    <div id="movelist"></div>
    <h4>Position and PGN</h4>
    <button id="copyfen">copy position</button> <button id="copypgn">copy PGN</button>
    <button id="load">load</button>
    <textarea id="gametext" rows="5" spellcheck="false"
      placeholder="Paste a position text, position startpos moves …, or a PGN, then load."></textarea>
  </div>
</div>
<section id="legend"></section>
<div id="choice" hidden></div>
<div id="result" hidden role="dialog" aria-labelledby="result-title"><h3 id="result-title"></h3><p id="result-reason"></p>
  <button id="rematch">rematch, colours swapped</button> <button id="result-new">new game</button>
  <button id="result-close">close</button></div>
<script src="/app.js"></script>
</body></html>`;
}
