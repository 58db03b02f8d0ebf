// Every geometric table move generation reads: leaps, pawn steps, pawn attackers, line directions, cell colours and
// castling paths. All of it is derived once, at module load, from the board of `./board` (the FIDE-board family's one
// input: CONTRIBUTING.md, The FIDE-board family).
import type { Cell, Dir } from '../../src/core/types';
import { collectTargets, walk } from '../../src/topology/topology';
import type { TargetTable, Topology } from '../../src/topology/topology';
import { gridKingTargets, gridKnightTargets } from '../../src/topology/grid-leaps';
import { DIAGONAL_DIRS, DIR_E, DIR_N, DIR_S, DIR_W, ORTHOGONAL_DIRS } from '../../src/topology/grid';
import { buildLineTables } from '../../src/topology/lines';
import { BOARD } from './board';

export const TOPOLOGY: Topology = BOARD;
// Moves name their cells in 6 bits (move.ts) and the tables below read the grid's eight directions.
if (TOPOLOGY.size > 64 || TOPOLOGY.dirCount !== 8)
  throw new Error(`${TOPOLOGY.id}: the FIDE family needs 64 cells or fewer and 8 grid directions`);
export const CELLS = TOPOLOGY.size;
export const DIRS = TOPOLOGY.dirCount;
export const NEXT = TOPOLOGY.next;
export const RAY_OFFSET = TOPOLOGY.rayOffset;
export const RAY_CELLS = TOPOLOGY.rayCells;

/** File 0..7 and rank 0..7 of each cell from White's side, read from the cell names (for evaluation terms). */
export const FILE_OF = Uint8Array.from(TOPOLOGY.names, (name) => name.charCodeAt(0) - 97);
export const RANK_OF = Uint8Array.from(TOPOLOGY.names, (name) => Number(name.slice(1)) - 1);

/** 1 for diagonal directions, 0 for orthogonal ones (decides which sliders attack along a ray). */
export const DIR_DIAGONAL = new Uint8Array(DIRS);
for (const dir of DIAGONAL_DIRS) DIR_DIAGONAL[dir] = 1;

/** Slider direction lists: bishops use SLIDE_DIRS[0..4), rooks [4..8), queens [0..8). */
export const SLIDE_DIRS = Int8Array.from([...DIAGONAL_DIRS, ...ORTHOGONAL_DIRS]);

export const KNIGHT_TARGETS: TargetTable = gridKnightTargets(TOPOLOGY);
export const KING_TARGETS: TargetTable = gridKingTargets(TOPOLOGY);

/** Forward direction of each colour's pawns. */
export const PAWN_FORWARD: readonly Dir[] = [DIR_N, DIR_S];

/** All pawn tables are indexed colour * CELLS + cell. -1 = none. */
export const PAWN_PUSH = new Int8Array(2 * CELLS).fill(-1);
/** Target of the double step from the start rank (the cell two steps ahead), else -1. */
export const PAWN_DOUBLE = new Int8Array(2 * CELLS).fill(-1);
/** 1 where a pawn of this colour arriving promotes (its last rank). */
export const PAWN_PROMOTES = new Uint8Array(2 * CELLS);
/** 1 where a pawn can never stand (either back rank). */
export const PAWN_FORBIDDEN = new Uint8Array(CELLS);

function forwardDiagonals(cell: Cell, forward: Dir): Cell[] {
  const cells: Cell[] = [];
  for (const side of [DIR_E, DIR_W]) {
    const to = walk(TOPOLOGY, cell, [forward, side]);
    if (to !== undefined) cells.push(to);
  }
  return cells;
}

/** Cells a pawn of this colour on `cell` captures on: CSR source colour * CELLS + cell. */
export const PAWN_CAPTURES: TargetTable = collectTargets(2 * CELLS, (source, push) => {
  const colour = source < CELLS ? 0 : 1;
  const cell = source - colour * CELLS;
  for (const to of forwardDiagonals(cell, PAWN_FORWARD[colour])) push(to);
});

/** Cells from which a pawn of this colour attacks `cell` (reverse of PAWN_CAPTURES): source colour * CELLS + cell. */
export const PAWN_ATTACKERS: TargetTable = collectTargets(2 * CELLS, (source, push) => {
  const colour = source < CELLS ? 0 : 1;
  const cell = source - colour * CELLS;
  for (const from of forwardDiagonals(cell, TOPOLOGY.opposite[PAWN_FORWARD[colour]])) push(from);
});

for (let colour = 0; colour < 2; colour++) {
  const forward = PAWN_FORWARD[colour];
  const back = TOPOLOGY.opposite[forward];
  for (let cell = 0; cell < CELLS; cell++) {
    const ahead = NEXT[cell * DIRS + forward];
    const behind = NEXT[cell * DIRS + back];
    if (ahead < 0) PAWN_PROMOTES[colour * CELLS + cell] = 1;
    if (ahead < 0 || behind < 0) PAWN_FORBIDDEN[cell] = 1;
    if (ahead < 0 || behind < 0) continue;
    PAWN_PUSH[colour * CELLS + cell] = ahead;
    // The start rank is the one whose cell behind is a back rank.
    const twoAhead = NEXT[ahead * DIRS + forward];
    if (NEXT[behind * DIRS + back] < 0 && twoAhead >= 0) PAWN_DOUBLE[colour * CELLS + cell] = twoAhead;
  }
}

/**
 * A table's cells as 64-bit sets in two words, for tests against the position's bit sets (position.ts): entry
 * 2 * index + w holds the cells 32w .. 32w + 31 that `offsets`/`cells` list for `index` (bit cell & 31).
 */
export function targetBits(offsets: Int32Array, cells: Int32Array): Int32Array {
  const bits = new Int32Array(2 * (offsets.length - 1));
  for (let index = 0; index + 1 < offsets.length; index++) {
    for (let i = offsets[index]; i < offsets[index + 1]; i++) bits[2 * index + (cells[i] >> 5)] |= 1 << cells[i];
  }
  return bits;
}
export const KNIGHT_BITS = targetBits(KNIGHT_TARGETS.offset, KNIGHT_TARGETS.cells);
export const KING_BITS = targetBits(KING_TARGETS.offset, KING_TARGETS.cells);
export const PAWN_CAPTURE_BITS = targetBits(PAWN_CAPTURES.offset, PAWN_CAPTURES.cells);
export const PAWN_ATTACKER_BITS = targetBits(PAWN_ATTACKERS.offset, PAWN_ATTACKERS.cells);
/** The cells of each ray (index cell * DIRS + dir, as RAY_OFFSET) as a set: whether a man stands on it at all. */
export const RAY_BITS = targetBits(RAY_OFFSET, RAY_CELLS);

const LINES = buildLineTables(TOPOLOGY);
/**
 * LINE_DIR[from * CELLS + to]: the direction whose straight ray from `from` passes through `to`, or -1. Tells
 * makeMove whether moving a piece can uncover a slider attack on its own king. Where a pair shares several lines
 * (SEVERAL_LINES), LINE_MASK lists them all and the legality test and slide generator take their general paths.
 */
export const LINE_DIR = LINES.dir;
/** LINE_MASK[from * CELLS + to]: bit d set when `to` is on the ray from `from` in direction d. */
export const LINE_MASK = LINES.mask;
/** Whether some pair of cells lies on two lines (the cylinder): a slider may reach one cell two ways round. */
export const SEVERAL_LINES = LINES.mostPerPair > 1;

/** Square colour (0 = dark, like a1), found by flood fill: orthogonal neighbours differ in colour. */
export const CELL_COLOUR = new Uint8Array(CELLS);
{
  const seen = new Uint8Array(CELLS);
  const queue: Cell[] = [0];
  seen[0] = 1;
  while (queue.length > 0) {
    const cell = queue.shift() as Cell;
    for (const dir of ORTHOGONAL_DIRS) {
      const to = NEXT[cell * DIRS + dir];
      if (to < 0 || seen[to]) continue;
      seen[to] = 1;
      CELL_COLOUR[to] = CELL_COLOUR[cell] ^ 1;
      queue.push(to);
    }
  }
}

/** Mirror of a cell across the board's middle rank line (a1 <-> a8): White's tables read for Black. */
export const MIRROR = new Int8Array(CELLS);
for (let cell = 0; cell < CELLS; cell++) {
  const name = TOPOLOGY.names[cell];
  MIRROR[cell] = TOPOLOGY.cellByName(name[0] + String(9 - Number(name.slice(1))));
}

export function cellOf(name: string): Cell {
  const cell = TOPOLOGY.cellByName(name);
  if (cell < 0) throw new Error(`no cell ${name}`);
  return cell;
}

/**
 * Castling, one entry per right (bit 1 << right): K, Q, k, q. The king's two-square move names the castling move;
 * `empty` cells must be vacant, `pass` must not be attacked (the king's start and target are checked elsewhere).
 */
export interface CastleSpec {
  readonly king: Cell;
  readonly kingTo: Cell;
  readonly rook: Cell;
  readonly rookTo: Cell;
  readonly pass: Cell;
  readonly empty: readonly Cell[];
}

function castle(king: string, kingTo: string, rook: string, rookTo: string, empty: string[]): CastleSpec {
  return {
    king: cellOf(king),
    kingTo: cellOf(kingTo),
    rook: cellOf(rook),
    rookTo: cellOf(rookTo),
    pass: cellOf(rookTo),
    empty: empty.map(cellOf),
  };
}

export const CASTLES: readonly CastleSpec[] = [
  castle('e1', 'g1', 'h1', 'f1', ['f1', 'g1']),
  castle('e1', 'c1', 'a1', 'd1', ['d1', 'c1', 'b1']),
  castle('e8', 'g8', 'h8', 'f8', ['f8', 'g8']),
  castle('e8', 'c8', 'a8', 'd8', ['d8', 'c8', 'b8']),
];

/** Flat castling tables for the hot code: right r's king target, pass cell, and up to 3 cells to keep empty. */
export const CASTLE_KING_TO = Int8Array.from(CASTLES.map((c) => c.kingTo));
export const CASTLE_PASS = Int8Array.from(CASTLES.map((c) => c.pass));
export const CASTLE_EMPTY = new Int8Array(4 * 3).fill(-1);
CASTLES.forEach((c, right) => c.empty.forEach((cell, i) => (CASTLE_EMPTY[right * 3 + i] = cell)));
/** The rook's move for a castling king arriving on a cell (-1 elsewhere). */
export const CASTLE_ROOK_FROM = new Int8Array(CELLS).fill(-1);
export const CASTLE_ROOK_TO = new Int8Array(CELLS).fill(-1);
for (const c of CASTLES) {
  CASTLE_ROOK_FROM[c.kingTo] = c.rook;
  CASTLE_ROOK_TO[c.kingTo] = c.rookTo;
}
/** Rights kept when a move starts or ends on a cell: a king or rook leaving, or a rook captured on its corner. */
export const CASTLE_KEEP = new Uint8Array(CELLS).fill(15);
CASTLES.forEach((c, right) => {
  CASTLE_KEEP[c.king] &= ~(1 << right);
  CASTLE_KEEP[c.rook] &= ~(1 << right);
});
/**
 * Rights kept when a move starts or ends on a rook's corner only (msg: a piece moving onto a king keeps its rights).
 */
export const CASTLE_KEEP_CORNER = new Uint8Array(CELLS).fill(15);
CASTLES.forEach((c, right) => {
  CASTLE_KEEP_CORNER[c.rook] &= ~(1 << right);
});
/** The king's start cell of each colour (castling is generated only from there). */
export const KING_HOME = Int8Array.from([CASTLES[0].king, CASTLES[2].king]);
