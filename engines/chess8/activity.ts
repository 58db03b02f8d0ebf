// Piece activity, counted in one pass over the men (the position's bit sets) at each evaluation (it cannot be kept
// incrementally): mobility by piece kind and number of moves, attacks on the cells round the enemy king, the pawn
// shield in front of the own king, rooks on open and half-open files, pieces attacked by pawns. Each term is a slot
// with a middlegame and an endgame value in params.json. The pass writes (slot, coefficient) pairs from White's view,
// which `evaluate` sums and the tracer reads, so that the two count alike.
import { collectTargets } from '../../src/topology/topology';
import type { TargetTable } from '../../src/topology/topology';
import * as piecesModule from '../common/fide-pieces';
import normalParams from './params.json';
import * as positionModule from './position';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK_BIT, KING, KIND_MASK, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const { lowestCell } = positionModule;
const {
  CELLS,
  DIRS,
  KING_BITS,
  KNIGHT_TARGETS,
  PAWN_CAPTURE_BITS,
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

/** The cells of each king's zone, the king's cell and those next to it, as a set: 2 * king + w (targetBits). */
const KING_ZONE_BITS = Int32Array.from(KING_BITS);
for (let king = 0; king < CELLS; king++) KING_ZONE_BITS[2 * king + (king >> 5)] |= 1 << king;

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

/**
 * Writes the activity terms of the board into `out` as (slot, coefficient) pairs, White's view (a Black piece's term
 * has the opposite sign), and returns the number of entries written. Mobility counts the cells a piece attacks that do
 * not hold a piece of its own and that no enemy pawn attacks.
 */
export function activityTerms(pos: Position, out: Int32Array): number {
  const board = pos.board;
  const bits = pos.bits;
  // The pawns' attacks (attacks0-3: White's low and high word, Black's) and files (bit f of pawnFiles0/1 for White's
  // and Black's pawns on file f), from each colour's pawn set.
  let pawnFiles0 = 0;
  let pawnFiles1 = 0;
  let attacks0 = 0;
  let attacks1 = 0;
  let attacks2 = 0;
  let attacks3 = 0;
  for (let word = 0; word < 2; word++) {
    for (let men = bits[2 * PAWN + word]; men !== 0; men &= men - 1) {
      const cell = (word << 5) | lowestCell(men);
      pawnFiles0 |= 1 << FILE_OF[cell];
      attacks0 |= PAWN_CAPTURE_BITS[2 * cell];
      attacks1 |= PAWN_CAPTURE_BITS[2 * cell + 1];
    }
    for (let men = bits[2 * (BLACK_BIT | PAWN) + word]; men !== 0; men &= men - 1) {
      const cell = (word << 5) | lowestCell(men);
      pawnFiles1 |= 1 << FILE_OF[cell];
      attacks2 |= PAWN_CAPTURE_BITS[2 * (CELLS + cell)];
      attacks3 |= PAWN_CAPTURE_BITS[2 * (CELLS + cell) + 1];
    }
  }
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
  for (let side = 0; side < 2; side++) {
    const colourBit = side === 0 ? 0 : BLACK_BIT;
    const sign = side === 0 ? 1 : -1;
    // Sets of two words: the cells the enemy's pawns attack, where this side's men count a move (not their own, not
    // attacked by an enemy pawn), and the enemy king's zone.
    const pawnAttacks0 = side === 0 ? attacks2 : attacks0;
    const pawnAttacks1 = side === 0 ? attacks3 : attacks1;
    const area0 = ~(bits[2 * colourBit] | pawnAttacks0);
    const area1 = ~(bits[2 * colourBit + 1] | pawnAttacks1);
    const zone = 2 * pos.kingCell[side ^ 1];
    const zone0 = KING_ZONE_BITS[zone];
    const zone1 = KING_ZONE_BITS[zone + 1];
    const ownPawnFiles = side === 0 ? pawnFiles0 : pawnFiles1;
    const enemyPawnFiles = side === 0 ? pawnFiles1 : pawnFiles0;
    const pawnsAndKing = 2 * (PAWN | colourBit);
    const kings = 2 * (KING | colourBit);
    // The side's knights, bishops, rooks and queens.
    for (let word = 0; word < 2; word++) {
      for (
        let men = bits[2 * colourBit + word] & ~(bits[pawnsAndKing + word] | bits[kings + word]);
        men !== 0;
        men &= men - 1
      ) {
        const cell = (word << 5) | lowestCell(men);
        const kind = board[cell] & KIND_MASK;
        let mobility = 0;
        let zoneHits = 0;
        if (kind === KNIGHT) {
          for (let i = KNIGHT_OFFSET[cell], end = KNIGHT_OFFSET[cell + 1]; i < end; i++) {
            const to = KNIGHT_CELLS[i];
            const low = to < 32;
            mobility += ((low ? area0 : area1) >>> to) & 1;
            zoneHits += ((low ? zone0 : zone1) >>> to) & 1;
          }
        } else {
          // Bishops walk SLIDE_DIRS[0..4), rooks [4..8), queens all eight.
          for (let d = kind === ROOK ? 4 : 0, dirEnd = kind === BISHOP ? 4 : 8; d < dirEnd; d++) {
            const line = cell * DIRS + SLIDE_DIRS[d];
            for (let i = RAY_OFFSET[line], end = RAY_OFFSET[line + 1]; i < end; i++) {
              const to = RAY_CELLS[i];
              const low = to < 32;
              mobility += ((low ? area0 : area1) >>> to) & 1;
              zoneHits += ((low ? zone0 : zone1) >>> to) & 1;
              if (board[to] !== 0) break;
            }
          }
        }
        out[n++] = MOBILITY_FIRST[kind] + (mobility < MOBILITY_TOP[kind] ? mobility : MOBILITY_TOP[kind]);
        out[n++] = sign;
        if (zoneHits !== 0) {
          out[n++] = KING_ATTACK_FIRST + kind;
          out[n++] = sign * zoneHits;
        }
        if ((((word === 0 ? pawnAttacks0 : pawnAttacks1) >>> cell) & 1) !== 0) {
          out[n++] = THREAT_FIRST + kind;
          out[n++] = sign;
        }
        if (kind === ROOK && ((ownPawnFiles >> FILE_OF[cell]) & 1) === 0) {
          out[n++] = ((enemyPawnFiles >> FILE_OF[cell]) & 1) === 0 ? ROOK_OPEN : ROOK_HALF_OPEN;
          out[n++] = sign;
        }
      }
    }
  }
  return n;
}
