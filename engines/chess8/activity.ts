// Piece activity, counted in one pass over the board at each evaluation (it cannot be kept incrementally): mobility
// by piece kind and number of moves, attacks on the cells round the enemy king, the pawn shield in front of the own
// king, rooks on open and half-open files, pieces attacked by pawns. Each term is a slot with a middlegame and an
// endgame value in params.json. The pass writes (slot, coefficient) pairs from White's view, which `evaluate` sums and
// the tracer reads, so that the two count alike.
import { collectTargets } from '../../src/topology/topology';
import type { TargetTable } from '../../src/topology/topology';
import * as piecesModule from '../common/fide-pieces';
import normalParams from './params.json';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK_BIT, KIND_MASK, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const {
  CELLS,
  DIRS,
  KING_TARGETS,
  KNIGHT_TARGETS,
  PAWN_CAPTURES,
  RAY_CELLS,
  RAY_OFFSET,
  FILE_OF,
  RANK_OF,
  SLIDE_DIRS,
  cellOf,
} = topologyModule;

/** A term of the activity pass: its middlegame and endgame values are `group.mg[i]` and `group.eg[i]`. */
export interface ActivitySlot {
  readonly group: string;
  readonly mg: string;
  readonly eg: string;
  readonly i: number | undefined;
}

const slots: ActivitySlot[] = [];
/** Adds `count` slots for the lists `group.mg` and `group.eg` (a single value when count is 0); the first's index. */
function addSlots(group: string, mg: string, eg: string, count: number): number {
  const first = slots.length;
  if (count === 0) slots.push({ group, mg, eg, i: undefined });
  for (let i = 0; i < count; i++) slots.push({ group, mg, eg, i });
  return first;
}

const P = normalParams;
const KIND_NAMES = ['', '', 'knight', 'bishop', 'rook', 'queen'];
/** Mobility slots of a kind: the first, and the largest count with a slot of its own (more counts as that). */
const MOBILITY_FIRST = new Int32Array(QUEEN + 1);
const MOBILITY_TOP = new Int32Array(QUEEN + 1);
for (let kind = KNIGHT; kind <= QUEEN; kind++) {
  const name = KIND_NAMES[kind];
  const length = (P.mobility as Record<string, number[]>)[`${name}Mg`].length;
  MOBILITY_FIRST[kind] = addSlots('mobility', `${name}Mg`, `${name}Eg`, length);
  MOBILITY_TOP[kind] = length - 1;
}
/** By attacker kind: one per cell of the king's zone it attacks. */
const KING_ATTACK_FIRST = addSlots('kingSafety', 'attackMg', 'attackEg', P.kingSafety.attackMg.length);
/** Own pawns one (0) and two (1) ranks in front of the king, on its file and the neighbouring ones. */
const SHIELD_FIRST = addSlots('kingSafety', 'shieldMg', 'shieldEg', 2);
const ROOK_OPEN = addSlots('rookFiles', 'openMg', 'openEg', 0);
const ROOK_HALF_OPEN = addSlots('rookFiles', 'halfOpenMg', 'halfOpenEg', 0);
/** By the kind of the piece a pawn attacks (a penalty to its owner when negative). */
const THREAT_FIRST = addSlots('threats', 'byPawnMg', 'byPawnEg', P.threats.byPawnMg.length);

export const ACTIVITY_SLOTS: readonly ActivitySlot[] = slots;
/** Room for the pairs of one pass: at most four per piece (M.S.G. splits can make many) and two shields a side. */
export const ACTIVITY_ENTRIES = 2 * (4 * topologyModule.CELLS + 4);

const FILES = 8;
const cellAt = (file: number, rank: number): number =>
  file >= 0 && file < FILES && rank >= 0 && rank < 8 ? cellOf(String.fromCharCode(97 + file) + (rank + 1)) : -1;

/** KING_ZONE[king * CELLS + cell] = 1 when `cell` is the king's or next to it. */
const KING_ZONE = new Uint8Array(CELLS * CELLS);
for (let king = 0; king < CELLS; king++) {
  KING_ZONE[king * CELLS + king] = 1;
  for (let i = KING_TARGETS.offset[king]; i < KING_TARGETS.offset[king + 1]; i++)
    KING_ZONE[king * CELLS + KING_TARGETS.cells[i]] = 1;
}

/** The shield cells `ahead` ranks in front of a king of colour `side` on `cell`: source side * CELLS + cell. */
function shieldCells(ahead: number): TargetTable {
  return collectTargets(2 * CELLS, (source, push) => {
    const side = source < CELLS ? 0 : 1;
    const cell = source - side * CELLS;
    const rank = RANK_OF[cell] + (side === 0 ? ahead : -ahead);
    for (let file = FILE_OF[cell] - 1; file <= FILE_OF[cell] + 1; file++) {
      const to = cellAt(file, rank);
      if (to >= 0) push(to);
    }
  });
}
const { offset: NEAR_OFFSET, cells: NEAR_CELLS } = shieldCells(1);
const { offset: FAR_OFFSET, cells: FAR_CELLS } = shieldCells(2);
const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: PAWN_CAPTURE_OFFSET, cells: PAWN_CAPTURE_CELLS } = PAWN_CAPTURES;

/**
 * The cells a pawn attacks as a 64-bit set in two words: PAWN_ATTACK_BITS[2 * source + w] holds cells 32w .. 32w + 31
 * (bit cell & 31), source = colour * CELLS + cell. The board has at most 64 cells (topology.ts).
 */
const PAWN_ATTACK_BITS = new Int32Array(4 * CELLS);
for (let source = 0; source < 2 * CELLS; source++) {
  for (let i = PAWN_CAPTURE_OFFSET[source]; i < PAWN_CAPTURE_OFFSET[source + 1]; i++) {
    const to = PAWN_CAPTURE_CELLS[i];
    PAWN_ATTACK_BITS[2 * source + (to >> 5)] |= 1 << (to & 31);
  }
}

// Scratch of one pass: the cells attacked by each colour's pawns (pawnAttacks[2 * colour + w], as PAWN_ATTACK_BITS),
// and the cells of the knights, bishops, rooks and queens in board order.
const pawnAttacks = new Int32Array(4);
const pieceCells = new Int32Array(CELLS);

/**
 * Writes the activity terms of the board into `out` as (slot, coefficient) pairs, White's view (a Black piece's term
 * has the opposite sign), and returns the number of entries written. Mobility counts the cells a piece attacks that do
 * not hold a piece of its own and that no enemy pawn attacks.
 */
export function activityTerms(pos: Position, out: Int32Array): number {
  const board = pos.board;
  // One scan of the board: the pawns' attacks (attacks0-3, then pawnAttacks), their files (bit f of pawnFiles0/1 for
  // White's and Black's pawns on file f) and the pieces whose activity is counted below.
  let pawnFiles0 = 0;
  let pawnFiles1 = 0;
  let attacks0 = 0;
  let attacks1 = 0;
  let attacks2 = 0;
  let attacks3 = 0;
  let pieces = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = board[cell];
    if (piece === 0) continue;
    const kind = piece & KIND_MASK;
    if (kind === PAWN) {
      if ((piece & BLACK_BIT) === 0) {
        pawnFiles0 |= 1 << FILE_OF[cell];
        attacks0 |= PAWN_ATTACK_BITS[2 * cell];
        attacks1 |= PAWN_ATTACK_BITS[2 * cell + 1];
      } else {
        pawnFiles1 |= 1 << FILE_OF[cell];
        attacks2 |= PAWN_ATTACK_BITS[2 * (CELLS + cell)];
        attacks3 |= PAWN_ATTACK_BITS[2 * (CELLS + cell) + 1];
      }
    } else if (kind >= KNIGHT && kind <= QUEEN) pieceCells[pieces++] = cell;
  }
  pawnAttacks[0] = attacks0;
  pawnAttacks[1] = attacks1;
  pawnAttacks[2] = attacks2;
  pawnAttacks[3] = attacks3;
  let n = 0;
  for (let side = 0; side < 2; side++) {
    const king = side * CELLS + pos.kingCell[side];
    const pawn = PAWN | (side === 0 ? 0 : BLACK_BIT);
    const sign = side === 0 ? 1 : -1;
    let near = 0;
    let far = 0;
    for (let i = NEAR_OFFSET[king], end = NEAR_OFFSET[king + 1]; i < end; i++)
      if (board[NEAR_CELLS[i]] === pawn) near++;
    for (let i = FAR_OFFSET[king], end = FAR_OFFSET[king + 1]; i < end; i++) if (board[FAR_CELLS[i]] === pawn) far++;
    if (near !== 0) {
      out[n++] = SHIELD_FIRST;
      out[n++] = sign * near;
    }
    if (far !== 0) {
      out[n++] = SHIELD_FIRST + 1;
      out[n++] = sign * far;
    }
  }
  for (let p = 0; p < pieces; p++) {
    const cell = pieceCells[p];
    const piece = board[cell];
    const kind = piece & KIND_MASK;
    const colourBit = piece & BLACK_BIT;
    const side = colourBit === 0 ? 0 : 1;
    const enemy = side ^ 1;
    const sign = side === 0 ? 1 : -1;
    const enemyPawnAttacks = 2 * enemy;
    const zone = pos.kingCell[enemy] * CELLS;
    let mobility = 0;
    let zoneHits = 0;
    if (kind === KNIGHT) {
      for (let i = KNIGHT_OFFSET[cell], end = KNIGHT_OFFSET[cell + 1]; i < end; i++) {
        const to = KNIGHT_CELLS[i];
        const there = board[to];
        if (
          (there === 0 || (there & BLACK_BIT) !== colourBit) &&
          ((pawnAttacks[enemyPawnAttacks + (to >> 5)] >>> to) & 1) === 0
        )
          mobility++;
        zoneHits += KING_ZONE[zone + to];
      }
    } else {
      // Bishops walk SLIDE_DIRS[0..4), rooks [4..8), queens all eight.
      for (let d = kind === ROOK ? 4 : 0, dirEnd = kind === BISHOP ? 4 : 8; d < dirEnd; d++) {
        const line = cell * DIRS + SLIDE_DIRS[d];
        for (let i = RAY_OFFSET[line], end = RAY_OFFSET[line + 1]; i < end; i++) {
          const to = RAY_CELLS[i];
          const there = board[to];
          if (
            (there === 0 || (there & BLACK_BIT) !== colourBit) &&
            ((pawnAttacks[enemyPawnAttacks + (to >> 5)] >>> to) & 1) === 0
          )
            mobility++;
          zoneHits += KING_ZONE[zone + to];
          if (there !== 0) break;
        }
      }
    }
    out[n++] = MOBILITY_FIRST[kind] + (mobility < MOBILITY_TOP[kind] ? mobility : MOBILITY_TOP[kind]);
    out[n++] = sign;
    if (zoneHits !== 0) {
      out[n++] = KING_ATTACK_FIRST + kind;
      out[n++] = sign * zoneHits;
    }
    if (((pawnAttacks[enemyPawnAttacks + (cell >> 5)] >>> cell) & 1) !== 0) {
      out[n++] = THREAT_FIRST + kind;
      out[n++] = sign;
    }
    if (kind === ROOK && (((side === 0 ? pawnFiles0 : pawnFiles1) >> FILE_OF[cell]) & 1) === 0) {
      out[n++] = (((side === 0 ? pawnFiles1 : pawnFiles0) >> FILE_OF[cell]) & 1) === 0 ? ROOK_OPEN : ROOK_HALF_OPEN;
      out[n++] = sign;
    }
  }
  return n;
}
