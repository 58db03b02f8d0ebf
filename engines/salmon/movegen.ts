// Sub-move generation and attack tests for one centre rule. Everything a hot loop reads is copied into closure
// constants once; generation writes packed moves into a caller's Int32Array and allocates nothing per call.
import type { SalmonBoard } from './topology';
import * as topologyModule from './topology';
import * as layerModule from './layer';
import type { PieceTables } from './pieces';
import * as piecesModule from './pieces';
import type { SalmonPosition } from './position';
import * as positionModule from './position';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { CELLS, DIR_COUNT } = topologyModule;
const { LAYER_CELLS } = layerModule;
const { DIR_FAMILY_BIT, OP_CANNON, OP_HOPPER, OP_LEAP, OP_RIDER, OP_STEP } = piecesModule;
const { MAX_PIECES, PAWN_RANK, nextActive } = positionModule;

/** Packed sub-move: from (13 bits) | to << 13 | capture << 26 | promotion << 27. Never 0 (from != to). */
export const MOVE_CAPTURE = 1 << 26;
export const MOVE_PROMOTE = 1 << 27;
export const moveFrom = (move: number): number => move & 0x1fff;
export const moveTo = (move: number): number => (move >>> 13) & 0x1fff;

export interface Generator {
  /** Pseudo-legal sub-moves of `player`'s unmoved, active pieces into `out` from `start`; returns the new end. */
  pseudoLegal(pos: SalmonPosition, player: number, out: Int32Array, start: number): number;
  /**
   * Legal sub-moves: pseudo-legal ones after which `player`'s King Centaur is not attacked by the next two active
   * players.
   */
  legal(pos: SalmonPosition, player: number, out: Int32Array, start: number): number;
  /** Keeps, in place, the legal ones of `player`'s pseudo-legal sub-moves out[start .. end); returns the new end. */
  keepLegal(pos: SalmonPosition, player: number, out: Int32Array, start: number, end: number): number;
  /** Can active player `by` capture on `cell` with one move (cannon screens, hopper landings, the pawn rank rule)? */
  attacks(pos: SalmonPosition, by: number, cell: number): boolean;
  /** Is `player`'s King Centaur attacked by one of the next two active players after him? */
  inCheck(pos: SalmonPosition, player: number): boolean;
  /**
   * Per piece type, the kinds of capture markAttackSources marks (bits: a capturing step family 0-2, a rider family
   * 3-5, a capturing leap vector from 6 on); cannons and hoppers, which need a screen, have none.
   */
  readonly attackKinds: Uint32Array;
  /**
   * Marks every cell from which a piece could capture on `cell` by a step, a leap or a ride along a line open in the
   * current position: kinds[c] gets the attackKinds bits that would (reset where marks[c] is not `stamp` yet). The
   * reversed relation is exact under L0; under L1 (one-way lines) it is an approximation. The pawn rank rule is not
   * applied. For ordering moves (a piece moving to a marked cell whose type has a marked kind attacks `cell`).
   */
  markAttackSources(pos: SalmonPosition, cell: number, marks: Int32Array, kinds: Uint32Array, stamp: number): void;
}

export function createGenerator(board: SalmonBoard, tables: PieceTables): Generator {
  const topo = board.topology;
  const RAY_OFFSET = topo.rayOffset;
  const RAY_CELLS = topo.rayCells;
  const RAY_SKIP = topo.raySkip;
  const OPS = tables.ops;
  const STEP_CAPTURE = tables.stepCapture;
  const RIDER_CAPTURE = tables.riderCapture;
  const CANNON_CAPTURE = tables.cannonCapture;
  const HOPPER_CAPTURE = tables.hopperCapture;
  const LEAP_TABLES = tables.leapTables;
  const LEAP_TYPES = tables.leapTypes;
  const STEP_F = board.steps.F;
  const STEP_E = board.steps.E;
  const STEP_C = board.steps.C;
  const FAMILY_BITS = DIR_FAMILY_BIT;
  const mark = new Int32Array(CELLS);
  let stamp = 0;
  const lineMark = new Int32Array(CELLS);
  let lineStamp = 0;
  const STEP_TABLES = [STEP_F, STEP_E, STEP_C];
  // State of the piece being generated (shared by consider(), so nothing is allocated per piece).
  let genOwner: Int8Array = new Int8Array(0);
  let genZone: Uint8Array = new Uint8Array(0);
  let genOut: Int32Array = new Int32Array(0);
  let genN = 0;
  let genFrom = 0;
  let genPlayer = 0;
  let genRestricted = false;
  let genLastMove = false;

  // Pawn rank rule for a restricted piece of `player` moving from -> to.
  const pawnAllows = (player: number, from: number, to: number): boolean => {
    const base = player * LAYER_CELLS;
    const rankTo = PAWN_RANK[base + (to % LAYER_CELLS)];
    return rankTo !== 0 && rankTo >= PAWN_RANK[base + (from % LAYER_CELLS)];
  };

  // Adds genFrom -> to if the cell allows this kind of move; one move per destination.
  function consider(to: number, canMove: boolean, canCapture: boolean): void {
    if (mark[to] === stamp) return;
    const o = genOwner[to];
    if (o === genPlayer) return;
    if (o < 0 ? !canMove : !canCapture) return;
    const move = genFrom | (to << 13) | (o < 0 ? 0 : MOVE_CAPTURE);
    if (genRestricted) {
      if (!pawnAllows(genPlayer, genFrom, to)) return;
      // Promotion zone (salmon.md §7): must cells promote, may cells give both moves; never on the 10th sub-move.
      const zone = genZone[genPlayer * LAYER_CELLS + (to % LAYER_CELLS)];
      if (zone === 2) {
        if (genLastMove) return;
        mark[to] = stamp;
        genOut[genN++] = move | MOVE_PROMOTE;
        return;
      }
      if (zone === 1 && !genLastMove) genOut[genN++] = move | MOVE_PROMOTE;
    }
    mark[to] = stamp;
    genOut[genN++] = move;
  }

  function pseudoLegal(pos: SalmonPosition, player: number, out: Int32Array, start: number): number {
    return generate(pos, player, out, start, true);
  }

  // With `turnState` false every piece of the player counts (moved or not, twins pending or not): attack tests.
  function generate(pos: SalmonPosition, player: number, out: Int32Array, start: number, turnState: boolean): number {
    const owner = pos.owner;
    genOwner = owner;
    genZone = pos.promotion;
    genOut = out;
    genN = start;
    genPlayer = player;
    genLastMove = turnState && pos.subMoves >= 9;
    const count = pos.pieceCount[player];
    for (let k = 0; k < count; k++) {
      const from = pos.pieces[player * MAX_PIECES + k];
      if (turnState && (pos.moved[from] || (pos.pendingTwin >= 0 && from !== pos.pendingTwin))) continue;
      genFrom = from;
      genRestricted = pos.restricted[from] === 1;
      const ops = OPS[pos.type[from]];
      stamp++;
      for (let o = 0; o < ops.length; o++) {
        const op = ops[o];
        const canMove = op.canMove;
        const canCapture = op.canCapture;
        if (op.op === OP_STEP || op.op === OP_LEAP) {
          for (let t = 0; t < op.tables.length; t++) {
            const table = op.tables[t];
            for (let i = table.offset[from]; i < table.offset[from + 1]; i++)
              consider(table.cells[i], canMove, canCapture);
          }
          continue;
        }
        const dirs = op.dirs;
        for (let d = 0; d < dirs.length; d++) {
          const index = from * DIR_COUNT + dirs[d];
          const end = RAY_OFFSET[index + 1];
          let j = RAY_OFFSET[index];
          while (j < end) {
            const cell = RAY_CELLS[j];
            if (owner[cell] < 0) {
              if (op.op !== OP_HOPPER) consider(cell, canMove, false);
              j++;
              continue;
            }
            if (op.op === OP_RIDER) {
              consider(cell, false, canCapture);
            } else if (op.op === OP_CANNON) {
              // Exactly one screen: the first piece on each branch beyond it.
              const stop = RAY_SKIP[j];
              let b = j + 1;
              while (b < stop) {
                if (owner[RAY_CELLS[b]] >= 0) {
                  consider(RAY_CELLS[b], false, canCapture);
                  b = RAY_SKIP[b];
                } else b++;
              }
            } else if (op.op === OP_HOPPER) {
              // Land on the cell just beyond the screen, on every branch.
              const stop = RAY_SKIP[j];
              for (let b = j + 1; b < stop; b = RAY_SKIP[b]) consider(RAY_CELLS[b], canMove, canCapture);
            }
            j = RAY_SKIP[j];
          }
        }
      }
    }
    return genN;
  }

  // Under L1 some rays and leaps are one-way, so attacks are found by generating the attacker's captures.
  const symmetric = board.layer.rule === 'L0';
  const forwardBuffer = new Int32Array(symmetric ? 0 : 1 << 15);
  function attacksForward(pos: SalmonPosition, by: number, cell: number): boolean {
    const n = generate(pos, by, forwardBuffer, 0, false);
    for (let i = 0; i < n; i++)
      if (moveTo(forwardBuffer[i]) === cell && (forwardBuffer[i] & MOVE_CAPTURE) !== 0) return true;
    return false;
  }

  function attacks(pos: SalmonPosition, by: number, cell: number): boolean {
    if (!symmetric) return attacksForward(pos, by, cell);
    const owner = pos.owner;
    const type = pos.type;
    const restricted = pos.restricted;
    // Steps and leaps are symmetric relations (salmon.md §4, L0), so look from the target.
    for (let f = 0; f < 3; f++) {
      const table = STEP_TABLES[f];
      for (let i = table.offset[cell]; i < table.offset[cell + 1]; i++) {
        const from = table.cells[i];
        if (
          owner[from] === by &&
          (STEP_CAPTURE[type[from]] & (1 << f)) !== 0 &&
          (!restricted[from] || pawnAllows(by, from, cell))
        )
          return true;
      }
    }
    for (let l = 0; l < LEAP_TABLES.length; l++) {
      const table = LEAP_TABLES[l];
      const types = LEAP_TYPES[l];
      for (let i = table.offset[cell]; i < table.offset[cell + 1]; i++) {
        const from = table.cells[i];
        if (owner[from] === by && types[type[from]] === 1 && (!restricted[from] || pawnAllows(by, from, cell)))
          return true;
      }
    }
    // Riders, cannons and hoppers along reversed rays.
    for (let d = 0; d < DIR_COUNT; d++) {
      const bit = FAMILY_BITS[d];
      const index = cell * DIR_COUNT + d;
      const first = RAY_OFFSET[index];
      const end = RAY_OFFSET[index + 1];
      let j = first;
      while (j < end) {
        const at = RAY_CELLS[j];
        if (owner[at] < 0) {
          j++;
          continue;
        }
        if (owner[at] === by && (RIDER_CAPTURE[type[at]] & bit) !== 0 && (!restricted[at] || pawnAllows(by, at, cell)))
          return true;
        // `at` screens: the first piece beyond it on each branch may be a cannon, or a hopper if `at` is adjacent.
        const stop = RAY_SKIP[j];
        let adjacent = false;
        for (let r = first; r < end; r = RAY_SKIP[r]) if (r === j) adjacent = true;
        let b = j + 1;
        while (b < stop) {
          const beyond = RAY_CELLS[b];
          if (owner[beyond] < 0) {
            b++;
            continue;
          }
          if (owner[beyond] === by && (!restricted[beyond] || pawnAllows(by, beyond, cell))) {
            if ((CANNON_CAPTURE[type[beyond]] & bit) !== 0) return true;
            if (adjacent && (HOPPER_CAPTURE[type[beyond]] & bit) !== 0) return true;
          }
          b = RAY_SKIP[b];
        }
        j = stop;
      }
    }
    return false;
  }

  const LEAP_BIT = 6;
  if (LEAP_BIT + LEAP_TABLES.length > 32) throw new Error('too many capturing leaps for the attack kinds');
  const attackKinds = new Uint32Array(OPS.length);
  for (let t = 0; t < OPS.length; t++) {
    attackKinds[t] = STEP_CAPTURE[t] | (RIDER_CAPTURE[t] << 3);
    for (let l = 0; l < LEAP_TABLES.length; l++) if (LEAP_TYPES[l][t] === 1) attackKinds[t] |= 1 << (LEAP_BIT + l);
  }

  // markAttackSources' output arrays and stamp, shared by markSource (nothing allocated per call).
  let sourceMarks: Int32Array = new Int32Array(0);
  let sourceKinds: Uint32Array = new Uint32Array(0);
  let sourceStamp = 0;
  function markSource(at: number, bit: number): void {
    if (sourceMarks[at] !== sourceStamp) {
      sourceMarks[at] = sourceStamp;
      sourceKinds[at] = bit;
    } else sourceKinds[at] |= bit;
  }

  function markAttackSources(
    pos: SalmonPosition,
    cell: number,
    marks: Int32Array,
    kinds: Uint32Array,
    stamp: number,
  ): void {
    sourceMarks = marks;
    sourceKinds = kinds;
    sourceStamp = stamp;
    for (let f = 0; f < 3; f++) {
      const table = STEP_TABLES[f];
      for (let i = table.offset[cell]; i < table.offset[cell + 1]; i++) markSource(table.cells[i], 1 << f);
    }
    for (let l = 0; l < LEAP_TABLES.length; l++) {
      const table = LEAP_TABLES[l];
      for (let i = table.offset[cell]; i < table.offset[cell + 1]; i++) markSource(table.cells[i], 1 << (LEAP_BIT + l));
    }
    // Riders: every cell of a line from `cell` up to and including its first piece, on every branch.
    const owner = pos.owner;
    for (let d = 0; d < DIR_COUNT; d++) {
      const bit = FAMILY_BITS[d] << 3;
      const index = cell * DIR_COUNT + d;
      const end = RAY_OFFSET[index + 1];
      let j = RAY_OFFSET[index];
      while (j < end) {
        markSource(RAY_CELLS[j], bit);
        j = owner[RAY_CELLS[j]] < 0 ? j + 1 : RAY_SKIP[j];
      }
    }
  }

  function inCheck(pos: SalmonPosition, player: number): boolean {
    const centaur = pos.centaur[player];
    if (centaur < 0) return false;
    const first = nextActive(pos, player, 1);
    const second = nextActive(pos, player, 2);
    return (first >= 0 && attacks(pos, first, centaur)) || (second >= 0 && attacks(pos, second, centaur));
  }

  function legal(pos: SalmonPosition, player: number, out: Int32Array, start: number): number {
    return keepLegal(pos, player, out, start, pseudoLegal(pos, player, out, start));
  }

  function keepLegal(pos: SalmonPosition, player: number, out: Int32Array, start: number, end: number): number {
    const centaur = pos.centaur[player];
    if (centaur < 0) return end;
    // Cells on a line through the centaur: only a move touching one of them, a centaur move or a centaur capture
    // (which changes who gives check) can change whether the centaur is attacked (attacks are symmetric under L0).
    // A line matters only if a piece of N1 or N2 on it could capture along it (as rider, cannon or hopper): the
    // mover's own pieces never add one, so lines without one stay harmless whatever moves on them.
    lineStamp++;
    const first = nextActive(pos, player, 1);
    const second = nextActive(pos, player, 2);
    const type = pos.type;
    const owner = pos.owner;
    for (let d = 0; d < DIR_COUNT; d++) {
      const index = centaur * DIR_COUNT + d;
      const bit = FAMILY_BITS[d];
      const end = RAY_OFFSET[index + 1];
      let danger = false;
      for (let j = RAY_OFFSET[index]; j < end && !danger; j++) {
        const o = owner[RAY_CELLS[j]];
        if (o >= 0 && (o === first || o === second)) {
          const t = type[RAY_CELLS[j]];
          danger = ((RIDER_CAPTURE[t] | CANNON_CAPTURE[t] | HOPPER_CAPTURE[t]) & bit) !== 0;
        }
      }
      if (danger) for (let j = RAY_OFFSET[index]; j < end; j++) lineMark[RAY_CELLS[j]] = lineStamp;
    }
    const checkedBefore = inCheck(pos, player);
    let n = start;
    for (let i = start; i < end; i++) {
      const move = out[i];
      const from = moveFrom(move);
      const to = moveTo(move);
      const capturedOwner = pos.owner[to];
      const capturedCentaur = capturedOwner >= 0 && pos.centaur[capturedOwner] === to;
      // (In check, a capture away from the lines may still take a checking leaper, so it is tested in full.)
      if (
        symmetric &&
        from !== centaur &&
        !capturedCentaur &&
        (!checkedBefore || capturedOwner < 0) &&
        lineMark[from] !== lineStamp &&
        lineMark[to] !== lineStamp
      ) {
        if (!checkedBefore) out[n++] = move;
        continue;
      }
      // Try the move in place on the cell arrays, test, and put everything back.
      const capturedType = pos.type[to];
      const capturedRestricted = pos.restricted[to];
      // A twin leaving its cell leaves the other twin there.
      const leaves = pos.twin[from] === 0;
      pos.type[to] = pos.type[from];
      pos.owner[to] = player;
      pos.restricted[to] = pos.restricted[from];
      if (leaves) {
        pos.type[from] = -1;
        pos.owner[from] = -1;
        pos.restricted[from] = 0;
      }
      if (pos.centaur[player] === from) pos.centaur[player] = to;
      if (capturedCentaur) pos.active[capturedOwner] = 0;
      const ok = !inCheck(pos, player);
      if (capturedCentaur) pos.active[capturedOwner] = 1;
      if (pos.centaur[player] === to) pos.centaur[player] = from;
      pos.type[from] = pos.type[to];
      pos.owner[from] = player;
      pos.restricted[from] = pos.restricted[to];
      pos.type[to] = capturedType;
      pos.owner[to] = capturedOwner;
      pos.restricted[to] = capturedRestricted;
      if (ok) out[n++] = move;
    }
    return n;
  }

  return { pseudoLegal, legal, keepLegal, attacks, inCheck, attackKinds, markAttackSources };
}
