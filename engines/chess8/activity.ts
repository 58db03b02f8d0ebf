// Piece activity, counted in one pass over the men (the position's bit sets) at each evaluation (it cannot be kept
// incrementally): mobility by piece kind and number of moves, attacks on the cells round the enemy king, the pawn
// shield in front of the own king, rooks on open and half-open files, pieces attacked by pawns. The extended terms
// read both sides' attack sets after that pass: passed pawns by the kings' distances, a blocked stop cell, a pawn's
// protection and the unstoppable pawn of a pawn ending; threats by minors and rooks on bigger pieces, pieces attacked
// and not defended; safe checks and the attack units on the king's zone, through a table indexed by units. Each term
// is a slot with a middlegame and an endgame value in params.json (the units' table: middlegame only). The pass
// writes (slot, coefficient) pairs from White's view, which `evaluate` sums and the tracer reads, so that the two
// count alike.
import { collectTargets } from '../../src/topology/topology';
import type { TargetTable } from '../../src/topology/topology';
import * as piecesModule from '../common/fide-pieces';
import normalParams from './params.json';
import * as positionModule from './position';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK_BIT, KING, KIND_MASK, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const { PAWN_PUSH } = topologyModule;
const { lowestCell } = positionModule;
const {
  CELLS,
  DIRS,
  KING_BITS,
  KNIGHT_BITS,
  PAWN_CAPTURE_BITS,
  RAY_CELLS,
  RAY_OFFSET,
  FILE_OF,
  RANK_OF,
  SLIDE_DIRS,
  cellOf,
} = topologyModule;

/**
 * A term of the activity pass: its middlegame and endgame values are `group.mg[i]` and `group.eg[i]`; `eg` is ''
 * for a middlegame-only term (its endgame value is 0).
 */
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

/** The first slot of the extended terms, counted after the pass from both sides' attack sets. */
export const EXTENDED_FIRST = slots.length;
/** Passed pawns, by relative rank: own and enemy king's distance to the stop cell, stop cell taken, pawn-protected. */
const PASSER_OWN_KING = addSlots('passers', 'ownKingMg', 'ownKingEg', 8);
const PASSER_ENEMY_KING = addSlots('passers', 'enemyKingMg', 'enemyKingEg', 8);
const PASSER_BLOCKED = addSlots('passers', 'blockedMg', 'blockedEg', 8);
const PASSER_PROTECTED = addSlots('passers', 'protectedMg', 'protectedEg', 8);
/** A passer the enemy king cannot catch (rule of the square) while the enemy has only pawns and king. */
const PASSER_UNSTOPPABLE = addSlots('passers', 'unstoppableMg', 'unstoppableEg', 0);
/** A minor attacking a rook or queen, a rook attacking a queen (a bonus to the attacker's side). */
const MINOR_ON_ROOK = addSlots('pieceThreats', 'minorOnRookMg', 'minorOnRookEg', 0);
const MINOR_ON_QUEEN = addSlots('pieceThreats', 'minorOnQueenMg', 'minorOnQueenEg', 0);
const ROOK_ON_QUEEN = addSlots('pieceThreats', 'rookOnQueenMg', 'rookOnQueenEg', 0);
/** By kind, a man attacked and not defended, its owner to move or not (a penalty to its owner when negative). */
const HANGING_TO_MOVE = addSlots('pieceThreats', 'hangingToMoveMg', 'hangingToMoveEg', P.pieceThreats.hangingMg.length);
const HANGING_WAITING = addSlots('pieceThreats', 'hangingMg', 'hangingEg', P.pieceThreats.hangingMg.length);
/** By the checking kind: cells it can check the enemy king from that the king's side does not attack. */
const SAFE_CHECK = addSlots('kingAttack', 'safeCheckMg', 'safeCheckEg', P.kingAttack.safeCheckMg.length);
/** Attack units on the enemy king: UNIT_WEIGHT per piece reaching its zone, CHECK_UNITS per kind with a safe check. */
const UNITS_FIRST = addSlots('kingAttack', 'unitsMg', '', P.kingAttack.unitsMg.length);
const UNITS_TOP = P.kingAttack.unitsMg.length - 1;
/** Attack units by kind of a piece that reaches the enemy king's zone, and for each kind that has a safe check. */
const UNIT_WEIGHT = Int32Array.from([0, 0, 2, 2, 3, 5, 0]);
const CHECK_UNITS = 3;

export const ACTIVITY_SLOTS: readonly ActivitySlot[] = slots;
/**
 * Room for the pairs of one pass: at most four per piece (M.S.G. splits can make many) and two shields a side; the
 * extended terms at most five per pawn and 32 more.
 */
export const ACTIVITY_ENTRIES = 2 * (9 * topologyModule.CELLS + 36);

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

/**
 * PASSED_SPAN[2 * (side * CELLS + cell) + w]: the cells in front of a pawn of `side` on `cell` on its file and the
 * neighbouring ones (no enemy pawn there: passed); FILE_AHEAD the same on its own file only (its path).
 */
const PASSED_SPAN = new Int32Array(4 * CELLS);
const FILE_AHEAD = new Int32Array(4 * CELLS);
/** PROMOTION_CELL[side * CELLS + cell]: the cell where a pawn of `side` on `cell` promotes. */
const PROMOTION_CELL = new Int8Array(2 * CELLS);
for (let side = 0; side < 2; side++) {
  for (let cell = 0; cell < CELLS; cell++) {
    const source = side * CELLS + cell;
    PROMOTION_CELL[source] = cellAt(FILE_OF[cell], side === 0 ? 7 : 0);
    for (let to = 0; to < CELLS; to++) {
      const ahead = side === 0 ? RANK_OF[to] > RANK_OF[cell] : RANK_OF[to] < RANK_OF[cell];
      const files = FILE_OF[to] - FILE_OF[cell];
      if (!ahead || files < -1 || files > 1) continue;
      PASSED_SPAN[2 * source + (to >> 5)] |= 1 << to;
      if (files === 0) FILE_AHEAD[2 * source + (to >> 5)] |= 1 << to;
    }
  }
}
/** DISTANCE[a * CELLS + b]: the king moves from a to b on an empty board. */
const DISTANCE = new Int8Array(CELLS * CELLS);
for (let a = 0; a < CELLS; a++) {
  for (let b = 0; b < CELLS; b++) {
    const files = Math.abs(FILE_OF[a] - FILE_OF[b]);
    const ranks = Math.abs(RANK_OF[a] - RANK_OF[b]);
    DISTANCE[a * CELLS + b] = files > ranks ? files : ranks;
  }
}
const bitCount = (word: number): number => {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
};

/**
 * RAY_REACH[2 * i + w]: the cells of RAY_CELLS' line from its start up to and with its i-th cell, as a set. A slider's
 * reach along a line is this prefix up to its first man, so the pass walks a line reading only the board.
 */
const RAY_REACH = new Int32Array(2 * RAY_CELLS.length);
for (let line = 0; line < CELLS * DIRS; line++) {
  let reach0 = 0;
  let reach1 = 0;
  for (let i = RAY_OFFSET[line], end = RAY_OFFSET[line + 1]; i < end; i++) {
    const to = RAY_CELLS[i];
    if (to < 32) reach0 |= 1 << to;
    else reach1 |= 1 << to;
    RAY_REACH[2 * i] = reach0;
    RAY_REACH[2 * i + 1] = reach1;
  }
}
/** LINE_ALL[2 * line + w]: every cell of a line, as a set (0 for a line with no cell). */
const LINE_ALL = new Int32Array(2 * CELLS * DIRS);
for (let line = 0; line < CELLS * DIRS; line++) {
  const last = RAY_OFFSET[line + 1] - 1;
  if (last < RAY_OFFSET[line]) continue;
  LINE_ALL[2 * line] = RAY_REACH[2 * last];
  LINE_ALL[2 * line + 1] = RAY_REACH[2 * last + 1];
}
/** The index in RAY_CELLS of the last cell a slider reaches along `line`: its first man, or its end (-1: no cell). */
function lineEnd(board: Uint8Array, line: number): number {
  const end = RAY_OFFSET[line + 1] - 1;
  let i = RAY_OFFSET[line];
  if (i > end) return -1;
  while (i < end && board[RAY_CELLS[i]] === 0) i++;
  return i;
}
/**
 * Whether no cell lies on two of a cell's lines (the flat board): a slider's moves are then the cells of the union of
 * its lines' reaches. Where lines meet again (the cylinder's ranks run round), each line's cells count on their own.
 */
const LINES_DISJOINT = ((): boolean => {
  for (let cell = 0; cell < CELLS; cell++) {
    const seen = new Set<number>();
    for (let d = 0; d < SLIDE_DIRS.length; d++) {
      const line = cell * DIRS + SLIDE_DIRS[d];
      for (let i = RAY_OFFSET[line], end = RAY_OFFSET[line + 1]; i < end; i++) {
        if (seen.has(RAY_CELLS[i])) return false;
        seen.add(RAY_CELLS[i]);
      }
    }
  }
  return true;
})();

/**
 * Each side's passed pawns, which depend on the pawns alone, cached by pawn key (direct-mapped):
 * PASSER_SETS[4 * slot + 2 * side + w]. A pawnless board has key 0 and no passers, which the zeroed table holds.
 */
const PASSER_CACHE_BITS = 12;
const PASSER_CACHE_MASK = (1 << PASSER_CACHE_BITS) - 1;
const PASSER_KEY = new Int32Array(1 << PASSER_CACHE_BITS);
const PASSER_SETS = new Int32Array(4 << PASSER_CACHE_BITS);

/** The index in PASSER_SETS of the position's passed pawns, counted on a cache miss. */
function passerSets(pos: Position): number {
  const slot = pos.pawnKey & PASSER_CACHE_MASK;
  const at = 4 * slot;
  if (PASSER_KEY[slot] === pos.pawnKey) return at;
  const bits = pos.bits;
  for (let side = 0; side < 2; side++) {
    const colourBit = side === 0 ? 0 : BLACK_BIT;
    const enemyPawns = 2 * (PAWN | (colourBit ^ BLACK_BIT));
    let passed0 = 0;
    let passed1 = 0;
    for (let word = 0; word < 2; word++) {
      for (let men = bits[2 * (PAWN | colourBit) + word]; men !== 0; men &= men - 1) {
        const low = lowestCell(men);
        const source = 2 * (side * CELLS + ((word << 5) | low));
        if ((PASSED_SPAN[source] & bits[enemyPawns]) !== 0 || (PASSED_SPAN[source + 1] & bits[enemyPawns + 1]) !== 0)
          continue;
        if (word === 0) passed0 |= 1 << low;
        else passed1 |= 1 << low;
      }
    }
    PASSER_SETS[at + 2 * side] = passed0;
    PASSER_SETS[at + 2 * side + 1] = passed1;
  }
  PASSER_KEY[slot] = pos.pawnKey;
  return at;
}

/**
 * The attack sets of one pass, ATTACKS[(side * 8 + kind) * 2 + w]: kind 0 every man of the side, then by kind (the
 * king's and pawns' too).
 */
const ATTACKS = new Int32Array(2 * 8 * 2);
/** kingAttackTerms' scratch, CHECK_FROM[kind * 2 + w]: the cells a piece of that kind checks the enemy king from. */
const CHECK_FROM = new Int32Array(8 * 2);

/**
 * Writes the activity terms of the board into `out` as (slot, coefficient) pairs, White's view (a Black piece's term
 * has the opposite sign), and returns the number of entries written. Mobility counts the cells a piece attacks that do
 * not hold a piece of its own and that no enemy pawn attacks. The extended terms are counted when `extended` is true
 * (a table whose values for them are all 0 has the evaluator skip them).
 */
export function activityTerms(pos: Position, out: Int32Array, extended: boolean): number {
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
  // Zeroed by a loop: a call to fill costs more than these 32 stores.
  if (extended) for (let i = 0; i < 32; i++) ATTACKS[i] = 0;
  let n = 0;
  let units0 = 0;
  let units1 = 0;
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
        let reach0 = 0;
        let reach1 = 0;
        if (kind === KNIGHT) {
          reach0 = KNIGHT_BITS[2 * cell];
          reach1 = KNIGHT_BITS[2 * cell + 1];
        } else {
          // Bishops walk SLIDE_DIRS[0..4), rooks [4..8), queens all eight, each line up to and with its first man.
          for (let d = kind === ROOK ? 4 : 0, dirEnd = kind === BISHOP ? 4 : 8; d < dirEnd; d++) {
            const i = lineEnd(board, cell * DIRS + SLIDE_DIRS[d]);
            if (i < 0) continue;
            const line0 = RAY_REACH[2 * i];
            const line1 = RAY_REACH[2 * i + 1];
            if (!LINES_DISJOINT) {
              mobility += bitCount(line0 & area0) + bitCount(line1 & area1);
              zoneHits += bitCount(line0 & zone0) + bitCount(line1 & zone1);
            }
            reach0 |= line0;
            reach1 |= line1;
          }
        }
        // Counted once over the union where no cell is reached twice: a knight's leaps, a slider's lines when flat.
        if (LINES_DISJOINT || kind === KNIGHT) {
          mobility = bitCount(reach0 & area0) + bitCount(reach1 & area1);
          if (((reach0 & zone0) | (reach1 & zone1)) !== 0)
            zoneHits = bitCount(reach0 & zone0) + bitCount(reach1 & zone1);
        }
        out[n++] = MOBILITY_FIRST[kind] + (mobility < MOBILITY_TOP[kind] ? mobility : MOBILITY_TOP[kind]);
        out[n++] = sign;
        if (zoneHits !== 0) {
          out[n++] = KING_ATTACK_FIRST + kind;
          out[n++] = sign * zoneHits;
          if (side === 0) units0 += UNIT_WEIGHT[kind];
          else units1 += UNIT_WEIGHT[kind];
        }
        if (extended) {
          const at = (side * 8 + kind) * 2;
          ATTACKS[at] |= reach0;
          ATTACKS[at + 1] |= reach1;
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
  if (!extended) return n;
  // Every side's whole attack set: its pieces', pawns' and king's.
  ATTACKS[PAWN * 2] = attacks0;
  ATTACKS[PAWN * 2 + 1] = attacks1;
  ATTACKS[(8 + PAWN) * 2] = attacks2;
  ATTACKS[(8 + PAWN) * 2 + 1] = attacks3;
  for (let side = 0; side < 2; side++) {
    const base = side * 16;
    const king = 2 * pos.kingCell[side];
    ATTACKS[base + KING * 2] = KING_BITS[king];
    ATTACKS[base + KING * 2 + 1] = KING_BITS[king + 1];
    for (let kind = PAWN; kind <= KING; kind++) {
      ATTACKS[base] |= ATTACKS[base + kind * 2];
      ATTACKS[base + 1] |= ATTACKS[base + kind * 2 + 1];
    }
  }
  for (let side = 0; side < 2; side++) {
    n = passerTerms(pos, out, n, side);
    n = threatTerms(pos, out, n, side);
    n = kingAttackTerms(pos, out, n, side, side === 0 ? units0 : units1);
  }
  return n;
}

/** The extended terms of `side`'s passed pawns (their value by rank alone is the pawn structure's, cached). */
function passerTerms(pos: Position, out: Int32Array, first: number, side: number): number {
  const bits = pos.bits;
  const board = pos.board;
  let n = first;
  const passers = passerSets(pos) + 2 * side;
  if ((PASSER_SETS[passers] | PASSER_SETS[passers + 1]) === 0) return n;
  const sign = side === 0 ? 1 : -1;
  const colourBit = side === 0 ? 0 : BLACK_BIT;
  const enemyBit = colourBit ^ BLACK_BIT;
  const enemyPawns = 2 * (PAWN | enemyBit);
  const ownKing = pos.kingCell[side];
  const enemyKing = pos.kingCell[side ^ 1];
  // The enemy has only its king and pawns: the rule of the square decides whether its king catches a passer.
  const pawnEnding =
    (bits[2 * enemyBit] & ~(bits[enemyPawns] | bits[2 * (KING | enemyBit)])) === 0 &&
    (bits[2 * enemyBit + 1] & ~(bits[enemyPawns + 1] | bits[2 * (KING | enemyBit) + 1])) === 0;
  const enemyToMove = pos.stm !== side;
  const protection = side * 16 + PAWN * 2;
  for (let word = 0; word < 2; word++) {
    for (let men = PASSER_SETS[passers + word]; men !== 0; men &= men - 1) {
      const cell = (word << 5) | lowestCell(men);
      const source = side * CELLS + cell;
      const rank = side === 0 ? RANK_OF[cell] : 7 - RANK_OF[cell];
      const stop = PAWN_PUSH[source];
      out[n++] = PASSER_OWN_KING + rank;
      out[n++] = sign * DISTANCE[ownKing * CELLS + stop];
      out[n++] = PASSER_ENEMY_KING + rank;
      out[n++] = sign * DISTANCE[enemyKing * CELLS + stop];
      if (board[stop] !== 0) {
        out[n++] = PASSER_BLOCKED + rank;
        out[n++] = sign;
      }
      if (((ATTACKS[protection + (cell >> 5)] >>> cell) & 1) !== 0) {
        out[n++] = PASSER_PROTECTED + rank;
        out[n++] = sign;
      }
      if (pawnEnding) {
        const pathFree =
          (FILE_AHEAD[2 * source] & (bits[0] | bits[2 * BLACK_BIT])) === 0 &&
          (FILE_AHEAD[2 * source + 1] & (bits[1] | bits[2 * BLACK_BIT + 1])) === 0;
        // Moves to promote (the double step from the start rank saves one) against the king's moves to get there.
        const moves = rank === 1 ? 5 : 7 - rank;
        const kingMoves = DISTANCE[enemyKing * CELLS + PROMOTION_CELL[source]] - (enemyToMove ? 1 : 0);
        if (pathFree && kingMoves > moves) {
          out[n++] = PASSER_UNSTOPPABLE;
          out[n++] = sign;
        }
      }
    }
  }
  return n;
}

/** Threats by `side` on the enemy's pieces: minors on rooks and queens, rooks on queens, men hanging. */
function threatTerms(pos: Position, out: Int32Array, first: number, side: number): number {
  const bits = pos.bits;
  let n = first;
  // `side` attacks; its men's values are bonuses (sign), the enemy's hanging men penalties to the enemy (-sign).
  const sign = side === 0 ? 1 : -1;
  const enemyBit = side === 0 ? BLACK_BIT : 0;
  const base = side * 16;
  const enemyBase = (side ^ 1) * 16;
  const rooks = 2 * (ROOK | enemyBit);
  const queens = 2 * (QUEEN | enemyBit);
  const minor0 = ATTACKS[base + KNIGHT * 2] | ATTACKS[base + BISHOP * 2];
  const minor1 = ATTACKS[base + KNIGHT * 2 + 1] | ATTACKS[base + BISHOP * 2 + 1];
  const minorOnRook = bitCount(bits[rooks] & minor0) + bitCount(bits[rooks + 1] & minor1);
  const minorOnQueen = bitCount(bits[queens] & minor0) + bitCount(bits[queens + 1] & minor1);
  const rookOnQueen =
    bitCount(bits[queens] & ATTACKS[base + ROOK * 2]) + bitCount(bits[queens + 1] & ATTACKS[base + ROOK * 2 + 1]);
  if (minorOnRook !== 0) {
    out[n++] = MINOR_ON_ROOK;
    out[n++] = sign * minorOnRook;
  }
  if (minorOnQueen !== 0) {
    out[n++] = MINOR_ON_QUEEN;
    out[n++] = sign * minorOnQueen;
  }
  if (rookOnQueen !== 0) {
    out[n++] = ROOK_ON_QUEEN;
    out[n++] = sign * rookOnQueen;
  }
  // The enemy's men this side attacks and the enemy does not defend.
  const hanging0 = ATTACKS[base] & ~ATTACKS[enemyBase];
  const hanging1 = ATTACKS[base + 1] & ~ATTACKS[enemyBase + 1];
  if ((hanging0 & bits[2 * enemyBit]) === 0 && (hanging1 & bits[2 * enemyBit + 1]) === 0) return n;
  const slot = pos.stm === side ? HANGING_WAITING : HANGING_TO_MOVE;
  for (let kind = PAWN; kind < KING; kind++) {
    const code = 2 * (kind | enemyBit);
    const count = bitCount(bits[code] & hanging0) + bitCount(bits[code + 1] & hanging1);
    if (count !== 0) {
      out[n++] = slot + kind;
      out[n++] = -sign * count;
    }
  }
  return n;
}

/**
 * `side`'s safe checks by kind and its attack units on the enemy king (`zoneUnits`: those of its pieces on the zone),
 * through the units' table.
 */
function kingAttackTerms(pos: Position, out: Int32Array, first: number, side: number, zoneUnits: number): number {
  const bits = pos.bits;
  const board = pos.board;
  let n = first;
  const sign = side === 0 ? 1 : -1;
  const colourBit = side === 0 ? 0 : BLACK_BIT;
  const base = side * 16;
  const enemyBase = (side ^ 1) * 16;
  const king = pos.kingCell[side ^ 1];
  // Cells this side may check from: not its own men's, not attacked by the enemy.
  const safe0 = ~(bits[2 * colourBit] | ATTACKS[enemyBase]);
  const safe1 = ~(bits[2 * colourBit + 1] | ATTACKS[enemyBase + 1]);
  // Per checking kind, the cells it checks the enemy king from: a knight's leaps, and the lines from the king, each up
  // to and with its first man (diagonals for bishops, straight lines for rooks, both for queens).
  CHECK_FROM[KNIGHT * 2] = KNIGHT_BITS[2 * king];
  CHECK_FROM[KNIGHT * 2 + 1] = KNIGHT_BITS[2 * king + 1];
  // A line is walked only if a safe cell on it is reached by a slider of this side that checks along it.
  const diagonalCheckers0 = (ATTACKS[base + BISHOP * 2] | ATTACKS[base + QUEEN * 2]) & safe0;
  const diagonalCheckers1 = (ATTACKS[base + BISHOP * 2 + 1] | ATTACKS[base + QUEEN * 2 + 1]) & safe1;
  const straightCheckers0 = (ATTACKS[base + ROOK * 2] | ATTACKS[base + QUEEN * 2]) & safe0;
  const straightCheckers1 = (ATTACKS[base + ROOK * 2 + 1] | ATTACKS[base + QUEEN * 2 + 1]) & safe1;
  let diagonal0 = 0;
  let diagonal1 = 0;
  let straight0 = 0;
  let straight1 = 0;
  for (let d = 0; d < 8; d++) {
    const line = king * DIRS + SLIDE_DIRS[d];
    const checkers0 = d < 4 ? diagonalCheckers0 : straightCheckers0;
    const checkers1 = d < 4 ? diagonalCheckers1 : straightCheckers1;
    // Also skips a line with no cell (LINE_ALL 0), so lineEnd finds a cell.
    if (((LINE_ALL[2 * line] & checkers0) | (LINE_ALL[2 * line + 1] & checkers1)) === 0) continue;
    const i = lineEnd(board, line);
    if (d < 4) {
      diagonal0 |= RAY_REACH[2 * i];
      diagonal1 |= RAY_REACH[2 * i + 1];
    } else {
      straight0 |= RAY_REACH[2 * i];
      straight1 |= RAY_REACH[2 * i + 1];
    }
  }
  CHECK_FROM[BISHOP * 2] = diagonal0;
  CHECK_FROM[BISHOP * 2 + 1] = diagonal1;
  CHECK_FROM[ROOK * 2] = straight0;
  CHECK_FROM[ROOK * 2 + 1] = straight1;
  CHECK_FROM[QUEEN * 2] = diagonal0 | straight0;
  CHECK_FROM[QUEEN * 2 + 1] = diagonal1 | straight1;
  let units = zoneUnits;
  for (let kind = KNIGHT; kind <= QUEEN; kind++) {
    const from0 = CHECK_FROM[kind * 2];
    const from1 = CHECK_FROM[kind * 2 + 1];
    const at = base + kind * 2;
    const checks = bitCount(from0 & safe0 & ATTACKS[at]) + bitCount(from1 & safe1 & ATTACKS[at + 1]);
    if (checks !== 0) {
      out[n++] = SAFE_CHECK + kind;
      out[n++] = sign * checks;
      units += CHECK_UNITS;
    }
  }
  if (units !== 0) {
    out[n++] = UNITS_FIRST + (units < UNITS_TOP ? units : UNITS_TOP);
    out[n++] = sign;
  }
  return n;
}
