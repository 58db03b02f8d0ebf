// M.S.G. chess data: which of merge / split / gallop a variant switches on, the merge table, the split table and the
// split zones. Everything the generator and make/unmake need is a flat typed-array lookup built here once.
import type { Cell } from '../../src/core/types';
import { collectTargets } from '../../src/topology/topology';
import type { TargetTable } from '../../src/topology/topology';
import { ORTHOGONAL_DIRS } from '../../src/topology/grid';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../common/fide-pieces';
import { CELLS, DIRS, NEXT } from './topology';

/** Mechanics bits of Position.mechanics: 0 for FIDE chess, all three for M.S.G. */
export const MECH_MERGE = 1;
export const MECH_SPLIT = 2;
export const MECH_GALLOP = 4;
export const MECH_ALL = MECH_MERGE | MECH_SPLIT | MECH_GALLOP;

/** Consecutive gallops a player may make. */
export const MAX_GALLOPS = 2;

/**
 * The merge table (unordered pairs of kinds -> results). One row per pair; correcting a cell is a one-line change.
 * P+P gives the mover a choice, so it lists two results. N+N is a gallop and pairs with Q or K are splits: not here.
 */
export const MERGES: readonly (readonly [number, number, readonly number[]])[] = [
  [PAWN, PAWN, [KNIGHT, BISHOP]],
  [PAWN, KNIGHT, [ROOK]],
  [PAWN, BISHOP, [ROOK]],
  [PAWN, ROOK, [QUEEN]],
  [KNIGHT, BISHOP, [ROOK]],
  [KNIGHT, ROOK, [QUEEN]],
  [BISHOP, BISHOP, [ROOK]],
  [BISHOP, ROOK, [QUEEN]],
  [ROOK, ROOK, [QUEEN]],
];

/** The two pieces a split piece becomes, higher first. Pawns and kings cannot be split. */
export const SPLITS: readonly (readonly [number, number, number])[] = [
  [KNIGHT, PAWN, PAWN],
  [BISHOP, PAWN, PAWN],
  [ROOK, KNIGHT, PAWN],
  [QUEEN, ROOK, ROOK],
];

/** MERGE_FIRST/SECOND[x * 8 + y]: the merge results of kinds x and y (0 = none). */
export const MERGE_FIRST = new Uint8Array(64);
export const MERGE_SECOND = new Uint8Array(64);
for (const [a, b, results] of MERGES) {
  for (const index of [a * 8 + b, b * 8 + a]) {
    MERGE_FIRST[index] = results[0];
    MERGE_SECOND[index] = results[1] ?? 0;
  }
}

/** SPLIT_HIGH/LOW[kind]: the higher and lower new piece of a split of that kind (0 = cannot be split). */
export const SPLIT_HIGH = new Uint8Array(8);
export const SPLIT_LOW = new Uint8Array(8);
for (const [kind, high, low] of SPLITS) {
  SPLIT_HIGH[kind] = high;
  SPLIT_LOW[kind] = low;
}

/**
 * When x moves onto own y and one of them is Q or K: SPLIT_KIND[x * 8 + y] is the kind that is split (0 = no split
 * possible), CATALYST_MOVES[x * 8 + y] is 1 when the mover is the catalyst (it ends on the target cell) and
 * CATALYST_KING[..] is 1 when the catalyst is a king (placements around all 8 neighbours, else the 4 orthogonal ones).
 */
export const SPLIT_KIND = new Uint8Array(64);
export const CATALYST_MOVES = new Uint8Array(64);
export const CATALYST_KING = new Uint8Array(64);
for (let x = PAWN; x <= KING; x++) {
  for (let y = PAWN; y <= KING; y++) {
    if (x !== QUEEN && x !== KING && y !== QUEEN && y !== KING) continue;
    // The catalyst is the king if there is one, else a queen (the mover, when both are queens: same result).
    const catalystIsMover = x === KING || (x === QUEEN && y !== KING);
    const split = catalystIsMover ? y : x;
    if (split === PAWN || split === KING) continue;
    SPLIT_KIND[x * 8 + y] = split;
    CATALYST_MOVES[x * 8 + y] = catalystIsMover ? 1 : 0;
    CATALYST_KING[x * 8 + y] = x === KING || y === KING ? 1 : 0;
  }
}

/** The four orthogonal neighbours of each cell: where a queen catalyst places the new pieces. */
export const ORTHOGONAL_TARGETS: TargetTable = collectTargets(CELLS, (cell: Cell, push) => {
  for (const dir of ORTHOGONAL_DIRS) {
    const to = NEXT[cell * DIRS + dir];
    if (to >= 0) push(to);
  }
});
