// `topochess diagram`: a variant's board as a standalone SVG (a position, marked cells, arrows), or one piece's
// figure; a PNG of it through headless Chromium on request. Every argument is checked before anything is written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createEngine } from '../../engines/index';
import { legalMoves, type PositionCore, type Rules } from '../core/rules';
import type { VariantName } from '../core/types';
import { renderDiagram, renderFigure } from '../gui/diagram';
import { usesLayerView } from '../gui/layers';
import { CellNames } from '../gui/moves';
import { describeVariant, type TopologyDoc } from '../topology/describe';
import type { CommandIo } from './commands';

export interface DiagramArgs {
  readonly variant: VariantName;
  /** Position text of the variant, `start` (the default) or `empty`. */
  readonly position?: string;
  /** Pieces placed on top: `[player:]code@cell`, comma separated. */
  readonly pieces?: string;
  readonly mark?: string;
  /** Cells whose pieces' legal moves in the position are marked (their landing cells), comma separated. */
  readonly moves?: string;
  readonly arrows?: string;
  /** 1-based layers to draw, comma separated (boards drawn a layer at a time). */
  readonly layer?: string;
  /** Draw only the part round the pieces, marks and arrows, enlarged. */
  readonly crop?: boolean;
  /** One piece figure alone: `[player:]code`. */
  readonly figure?: string;
  readonly out?: string;
  readonly png?: boolean;
}

/** Exit codes: 2 for a bad argument (nothing is written), 1 when writing or Chromium fails. */
export const BAD_ARGUMENT = 2;

class DiagramError extends Error {}

export function diagramCommand(io: CommandIo, args: DiagramArgs): number {
  let svg: string;
  try {
    svg = buildDiagram(args);
  } catch (error) {
    if (!(error instanceof DiagramError)) throw error;
    io.err(`topochess diagram: ${error.message}`);
    return BAD_ARGUMENT;
  }
  if (args.png === true && args.out === undefined) {
    io.err('topochess diagram: --png needs --out FILE (the PNG is written beside it, as FILE with .png)');
    return BAD_ARGUMENT;
  }
  if (args.out === undefined) {
    io.out(svg.slice(0, -1));
    return 0;
  }
  const pngFile = args.png === true ? args.out.replace(/(\.svg)?$/i, '.png') : undefined;
  let png: Buffer | undefined;
  if (pngFile !== undefined) {
    const shot = screenshot(svg);
    if (typeof shot === 'string') {
      io.err(`topochess diagram: ${shot}`);
      return 1;
    }
    png = shot;
  }
  try {
    writeFileSync(args.out, svg);
    if (pngFile !== undefined && png !== undefined) writeFileSync(pngFile, png);
  } catch (error) {
    io.err(`topochess diagram: cannot write ${args.out}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  return 0;
}

/** The SVG text for the arguments; throws DiagramError naming the first bad one. */
export function buildDiagram(args: DiagramArgs): string {
  const { rules, doc } = variantOf(args.variant);
  if (args.figure !== undefined) return renderFigure(doc, pieceLabel(doc, args.figure, '--figure'));
  const pos = positionOf(rules, args.position ?? 'start');
  const labels = doc.cells.map((cell) => (pos === undefined ? '' : (rules.cellLabel?.(pos, cell.index) ?? '')));
  for (const item of list(args.pieces)) {
    const at = item.lastIndexOf('@');
    if (at < 0) throw new DiagramError(`--pieces: '${item}' is not [player:]code@cell`);
    labels[cellOf(doc, item.slice(at + 1), '--pieces')] = pieceLabel(doc, item.slice(0, at), '--pieces');
  }
  const marked = new Set(list(args.mark).map((name) => cellOf(doc, name, '--mark')));
  for (const name of list(args.moves)) {
    if (pos === undefined) throw new DiagramError('--moves needs a position with pieces, not empty');
    for (const to of landings(rules, doc, pos, cellOf(doc, name, '--moves'))) marked.add(to);
  }
  const arrows = list(args.arrows).map((item) => {
    const parts = item.split('-');
    if (parts.length !== 2) throw new DiagramError(`--arrows: '${item}' is not FROM-TO`);
    return [cellOf(doc, parts[0], '--arrows'), cellOf(doc, parts[1], '--arrows')] as const;
  });
  const layers = layersOf(doc, args.layer, [...marked, ...arrows.flat()]);
  return renderDiagram(doc, { labels, marked, arrows, layers, crop: args.crop });
}

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Engines and descriptions per variant, built once (salmon's take a second). */
const variants = new Map<VariantName, { rules: Rules<PositionCore>; doc: TopologyDoc }>();

function variantOf(variant: VariantName): { rules: Rules<PositionCore>; doc: TopologyDoc } {
  let known = variants.get(variant);
  if (known === undefined) {
    const rules: Rules<PositionCore> = createEngine(variant).rules;
    variants.set(variant, (known = { rules, doc: describeVariant(variant, rules) }));
  }
  return known;
}

/** The position of the text; undefined for `empty`. */
function positionOf(rules: Rules<PositionCore>, text: string): PositionCore | undefined {
  if (text === 'empty') return undefined;
  if (text === 'start') return rules.startPosition();
  const parsed = rules.parsePosition(text);
  if (!parsed.ok) throw new DiagramError(`bad position: ${parsed.error.code} ${parsed.error.detail}`);
  return parsed.value;
}

/** The cells the piece on `from` can move to (or capture on) by the rules, in the given position. */
function landings(rules: Rules<PositionCore>, doc: TopologyDoc, pos: PositionCore, from: number): number[] {
  const names = new CellNames(doc.cells.map((cell) => cell.name));
  const moves = legalMoves(rules, pos, new Int32Array(rules.maxMoves));
  const cells = moves.flatMap((move) => {
    const click = names.parse(rules.formatMove(pos, move));
    return click !== undefined && click.from === from ? [click.to] : [];
  });
  if (cells.length === 0) throw new DiagramError(`--moves: the piece on ${doc.cells[from].name} has no legal move`);
  return [...new Set(cells)].sort((a, b) => a - b);
}

function cellOf(doc: TopologyDoc, name: string, option: string): number {
  const wanted = name.trim().toLowerCase();
  const cell = doc.cells.find((c) => c.name === wanted);
  if (cell === undefined) throw new DiagramError(`${option}: no cell '${name}' on the ${doc.variant} board`);
  return cell.index;
}

/**
 * `[player:]code` as a `cells` label; the player is a number, w/b (two players) or a letter A..J (more); the code a
 * piece letter or code, a stack height, or `#n` for the n-th kind of the variant's piece list.
 */
function pieceLabel(doc: TopologyDoc, text: string, option: string): string {
  const colon = text.indexOf(':');
  const who = colon < 0 ? '0' : text.slice(0, colon).trim();
  const written = (colon < 0 ? text : text.slice(colon + 1)).trim();
  // `#n`: the variant's n-th piece kind (1-based, in the order of `topology`'s piece list).
  const numbered = /^#(\d+)$/.exec(written);
  const code = numbered === null ? written : (doc.pieces.at(Number(numbered[1]) - 1)?.letter ?? written);
  let player = /^\d+$/.test(who) ? Number(who) : -1;
  if (doc.players <= 2 && /^(w|white)$/i.test(who)) player = 0;
  if (doc.players <= 2 && /^(b|black)$/i.test(who)) player = 1;
  if (doc.players > 2 && /^[a-z]$/i.test(who)) player = who.toUpperCase().charCodeAt(0) - 65;
  if (player < 0 || player >= doc.players) throw new DiagramError(`${option}: no player '${who}' in ${doc.variant}`);
  const stack = doc.pieces.find((p) => p.letter === code.toUpperCase() && /^stack of \d+$/.test(p.name));
  if (stack !== undefined) return `${player}:${stack.name.slice('stack of '.length)}`;
  const heights = doc.pieces.filter((p) => /^stack of \d+$/.test(p.name)).length;
  if (/^\d+$/.test(code) && Number(code) >= 1 && Number(code) <= heights) return `${player}:${Number(code)}`;
  const bare = code.toLowerCase();
  if (code === '' || !doc.pieces.some((p) => p.letter.toLowerCase() === bare || `${p.letter.toLowerCase()}2` === bare))
    throw new DiagramError(`${option}: no piece '${code}' in ${doc.variant}`);
  return `${player}:${code}`;
}

function layersOf(doc: TopologyDoc, text: string | undefined, cells: readonly number[]): number[] | undefined {
  if (text !== undefined) {
    return list(text).map((item) => {
      const layer = Number(item);
      if (!Number.isInteger(layer) || layer < 1 || layer > doc.layers)
        throw new DiagramError(`--layer: '${item}' is not a layer from 1 to ${doc.layers}`);
      return layer - 1;
    });
  }
  if (!usesLayerView(doc)) return undefined;
  const used = [...new Set(cells.map((cell) => doc.cells[cell].layer))].sort((a, b) => a - b);
  return used.length > 0 ? used : [0];
}

/** The chromium to run: $TOPOCHESS_CHROMIUM, else the first of the usual names on PATH. */
function findChromium(): string | undefined {
  const named = process.env.TOPOCHESS_CHROMIUM;
  if (named !== undefined && named !== '') return existsSync(named) ? named : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter))
    for (const name of ['chromium', 'chromium-browser', 'google-chrome'])
      if (dir !== '' && existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

/** The SVG drawn by headless Chromium at its own size; an error text when Chromium is missing or fails. */
function screenshot(svg: string): Buffer | string {
  const chromium = findChromium();
  if (chromium === undefined)
    return 'cannot make a PNG: Chromium not found (install chromium, or set TOPOCHESS_CHROMIUM to its path); the SVG needs no Chromium';
  const width = /width="(\d+)"/.exec(svg)?.[1] ?? '800';
  const height = /height="(\d+)"/.exec(svg)?.[1] ?? '800';
  const dir = mkdtempSync(join(tmpdir(), 'topochess-diagram-'));
  try {
    const svgFile = join(dir, 'diagram.svg');
    const pngFile = join(dir, 'diagram.png');
    writeFileSync(svgFile, svg);
    const run = spawnSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        `--user-data-dir=${join(dir, 'profile')}`,
        `--window-size=${width},${height}`,
        `--screenshot=${pngFile}`,
        `file://${svgFile}`,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (!existsSync(pngFile))
      return `Chromium (${chromium}) made no PNG: ${run.error?.message ?? run.stderr.trim().split('\n').at(-1) ?? ''}`;
    return readFileSync(pngFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
