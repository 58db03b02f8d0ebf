// The `topology` description of a variant: one JSON-able document (schema in docs/topology.md) built from the
// compiled topology and the rules, and its split into protocol-safe JSON lines (each < 8000 bytes).
import type { PositionCore, Rules } from '../core/rules';
import type { VariantName } from '../core/types';
import type { Topology } from './topology';

export const TOPOLOGY_SCHEMA = 'topochess-topology';
export const TOPOLOGY_SCHEMA_VERSION = 1;
/** Longest line topologyLines emits (bytes, excluding the newline); GUIs and protocol buffers stay safe below 8000. */
export const MAX_LINE_BYTES = 7800;

export interface DirectionDoc {
  readonly index: number;
  readonly name: string;
  /** The direction that undoes a step in this one. */
  readonly opposite: number;
}

export interface CellDoc {
  readonly index: number;
  readonly name: string;
  /** Drawing layer, 0-based (always 0 on flat boards). */
  readonly layer: number;
  /** Outline in an abstract plane, y upwards; [x, y] pairs. */
  readonly polygon: readonly (readonly [number, number])[];
  /** neighbours[dir]: the cell one step away in that direction, -1 at an edge. */
  readonly neighbours: readonly number[];
  /** Present only where a seam turns a line: turns[dir] is the direction the line continues in after that step. */
  readonly turns?: readonly number[];
  /** Present only where a line branches: extra neighbours in direction `dir`, the line continuing in `turn` there. */
  readonly links?: readonly { readonly dir: number; readonly cell: number; readonly turn: number }[];
}

export interface TopologyDoc {
  readonly schema: typeof TOPOLOGY_SCHEMA;
  readonly version: number;
  readonly variant: VariantName;
  readonly topology: string;
  readonly players: number;
  readonly layers: number;
  readonly cellCount: number;
  readonly directions: readonly DirectionDoc[];
  readonly pieces: readonly { readonly letter: string; readonly name: string }[];
  readonly startPosition: string;
  readonly cells: readonly CellDoc[];
}

/** Bytes of a text in UTF-8 (TextEncoder, not Buffer: the board page parses descriptions in the browser). */
const encoder = new TextEncoder();
const utf8Bytes = (text: string): number => encoder.encode(text).length;

/** Four decimals; `|| 0` turns -0 into 0, which JSON would not keep. */
const round = (value: number): number => Math.round(value * 1e4) / 1e4 || 0;

/** The `cells` of a description: every cell of a compiled topology with its drawing, neighbours, turns and links. */
export function describeCells(topo: Topology): CellDoc[] {
  const dirCount = topo.dirCount;
  const cells: CellDoc[] = [];
  for (let cell = 0; cell < topo.size; cell++) {
    const neighbours: number[] = [];
    const turns: number[] = [];
    let turned = false;
    for (let dir = 0; dir < dirCount; dir++) {
      const index = cell * dirCount + dir;
      neighbours.push(topo.next[index]);
      const continues = topo.next[index] < 0 ? dir : topo.nextDir[index];
      turns.push(continues);
      if (continues !== dir) turned = true;
    }
    const drawing = topo.drawings[cell];
    const polygon = drawing.polygon.map(([x, y]) => [round(x), round(y)] as const);
    const doc: CellDoc = { index: cell, name: topo.names[cell], layer: drawing.layer, polygon, neighbours };
    const links: { dir: number; cell: number; turn: number }[] = [];
    for (let dir = 0; dir < dirCount; dir++) {
      const index = cell * dirCount + dir;
      for (let l = topo.linkOffset[index]; l < topo.linkOffset[index + 1]; l++) {
        links.push({ dir, cell: topo.linkCells[l], turn: topo.linkDirs[l] });
      }
    }
    cells.push({ ...doc, ...(turned ? { turns } : {}), ...(links.length > 0 ? { links } : {}) });
  }
  return cells;
}

/** Builds the description of a variant's board from its rules (not hot: allocates freely). */
export function describeVariant<P extends PositionCore>(variant: VariantName, rules: Rules<P>): TopologyDoc {
  const topo = rules.topology;
  const directions: DirectionDoc[] = topo.dirNames.map((name, index) => ({
    index,
    name,
    opposite: topo.opposite[index],
  }));
  const cells = describeCells(topo);
  return {
    schema: TOPOLOGY_SCHEMA,
    version: TOPOLOGY_SCHEMA_VERSION,
    variant,
    topology: topo.id,
    players: rules.players,
    layers: topo.layers,
    cellCount: topo.size,
    directions,
    pieces: rules.pieces.map((piece) => ({ letter: piece.letter, name: piece.name })),
    startPosition: rules.startText,
    cells,
  };
}

/**
 * Splits a description into JSON lines: first the header (every field but `cells`, plus `cellLines`, the number of
 * lines that follow), then `{"cells":[...]}` lines holding consecutive cells, as many per line as fit.
 */
export function topologyLines(doc: TopologyDoc): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  const overhead = '{"cells":[]}'.length;
  for (const cell of doc.cells) {
    const text = JSON.stringify(cell);
    const size = utf8Bytes(text);
    if (size + overhead > MAX_LINE_BYTES) throw new Error(`cell ${cell.name} alone needs ${size} bytes`);
    if (current.length > 0 && bytes + size + 1 + overhead > MAX_LINE_BYTES) {
      chunks.push(`{"cells":[${current.join(',')}]}`);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size + 1;
  }
  if (current.length > 0) chunks.push(`{"cells":[${current.join(',')}]}`);
  const { cells: _cells, ...header } = doc;
  let headerLine = JSON.stringify({ ...header, cellLines: chunks.length });
  if (utf8Bytes(headerLine) > MAX_LINE_BYTES) {
    // A start position too long for the header (salmon's 2,000 pieces) follows the cells in `startPosition` pieces.
    const parts: string[] = [];
    for (let at = 0; at < doc.startPosition.length; at += START_CHUNK_CHARS) {
      parts.push(JSON.stringify({ startPosition: doc.startPosition.slice(at, at + START_CHUNK_CHARS) }));
    }
    headerLine = JSON.stringify({ ...header, startPosition: '', cellLines: chunks.length, startLines: parts.length });
    if (utf8Bytes(headerLine) > MAX_LINE_BYTES) throw new Error('topology header line is too long');
    chunks.push(...parts);
  }
  return [headerLine, ...chunks];
}

/** Characters of a long start position per line (position texts are ASCII). */
const START_CHUNK_CHARS = 7000;

/** Reassembles the document from its lines (the inverse of topologyLines; used by tests and the board view). */
export function parseTopologyLines(lines: readonly string[]): TopologyDoc {
  const header = JSON.parse(lines[0]) as Omit<TopologyDoc, 'cells'> & { cellLines?: number; startLines?: number };
  const cells: CellDoc[] = [];
  let startPosition = header.startPosition;
  for (const line of lines.slice(1)) {
    const part = JSON.parse(line) as { cells?: CellDoc[]; startPosition?: string };
    if (part.cells !== undefined) cells.push(...part.cells);
    if (part.startPosition !== undefined) startPosition += part.startPosition;
  }
  const { cellLines: _lines, startLines: _startLines, ...rest } = header;
  return { ...rest, startPosition, cells };
}
