// Static evaluation of a salmon position for the player to move, as salmon.md §9 suggests: material won during the
// turn (kept by the caller as a running gain), pieces left hanging to the next two active players (static-exchange
// style), the King Centaur's safety (its neighbourhood against N1/N2, the cell itself against everyone further on),
// check given to the two players behind, pressure on the other rivals' centaurs the mover attacks, and the best
// capture still to come this turn (a 1-ply quiescence). The sub-moves' cheap ordering score also comes from here.
// Threat maps are built by forward generation of N1's and N2's moves into preallocated buffers: nothing is allocated
// per call. The weights (our own) are in params.json, read once when an evaluator is built; the tuner
// (src/tune/salmon-spsa.ts) builds evaluators with candidate weights.
import type { ParamTable } from '../../src/core/params';
import params from './params.json';
import * as topologyModule from './topology';
import * as layerModule from './layer';
import * as movegenModule from './movegen';
import * as piecesModule from './pieces';
import type { SalmonPosition } from './position';
import * as positionModule from './position';
import type { TurnRules } from './turn';
import * as turnModule from './turn';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { CELLS, cellAt } = topologyModule;
const { LAYER_CELLS, PLAYERS, layerCell } = layerModule;
const { MOVE_CAPTURE, MOVE_PROMOTE, moveFrom, moveTo } = movegenModule;
const { KING_CENTAUR, OP_STEP, PIECE_TYPES } = piecesModule;
const { MAX_PIECES, PAWN_RANK, emptyPosition, nextActive, placePiece } = positionModule;
const { MAX_SUB_MOVES, TURN_LENGTH } = turnModule;

/** Taking a King Centaur eliminates its player; losing one's own is the worst outcome. */
export const CENTAUR_VALUE = params.material.centaurValue;
/** The planner's weights, named in the variant's parameter table (docs/tuning.md). */
export const PARAMS: ParamTable = params;
/** The shape of the table: the weights an evaluator is built with (the tuner's candidates, or params.json). */
export type SalmonWeights = typeof params;

export interface Evaluator {
  /** Value by piece type (CENTAUR_VALUE for the King Centaur). */
  readonly values: Float64Array;
  /** Material, promotion and pawn progress a sub-move gains (read before it is made). */
  gain(pos: SalmonPosition, move: number): number;
  /** Builds the threat maps of the next two active players against `player` in the current position. */
  mapThreats(pos: SalmonPosition, player: number): void;
  /**
   * mapThreats, and what quickScore needs besides: whether a player after N1 and N2 attacks `player`'s centaur (then
   * the centaur's own sub-moves are ordered first, so that a turn that saves it is among those evaluated).
   */
  mapForOrdering(pos: SalmonPosition, player: number): void;
  /** Cheap ordering score of a sub-move of `player` from mapForOrdering's maps (gain, escaping or entering attack). */
  quickScore(pos: SalmonPosition, move: number): number;
  /** Safety terms of the current position for `player` (builds the maps first): hanging pieces, centaur, checks. */
  standing(pos: SalmonPosition, player: number): number;
  /** Risk of the piece on `cell` (just moved there) from players after N1 and N2 (uses the current maps). */
  laterRisk(pos: SalmonPosition, player: number, cell: number): number;
  /** Best capture `player` can still make this turn with an unmoved piece, net of its risk (uses the current maps). */
  quiescence(pos: SalmonPosition, player: number): number;
}

export function createEvaluator(rules: TurnRules, weights: SalmonWeights = params): Evaluator {
  // The weights, read once into constants of this evaluator (the hot path reads these, never `weights`).
  /** Piece value = BASE + PER_MOVE * (moves on an open cell of an empty board): a Wazir ~84, a Queen ~608. */
  const VALUE_BASE = weights.material.valueBase;
  const VALUE_PER_MOVE = weights.material.valuePerMove;
  /** Hoppers have no move on an empty board; this is a typical count with screens about. */
  const HOPPER_MOBILITY = weights.material.hopperMobility;
  /** Pieces of eliminated players never move or attack: taking them mostly clears the way. */
  const INERT_FACTOR = weights.material.inertFactor;
  /** Per rank a restricted pawn gains toward the promotion zone. */
  const PAWN_STEP = weights.material.pawnStep;
  /** A piece only N2 attacks may still be safe after N1's turn. */
  const N2_WEIGHT = weights.threats.n2Weight;
  /** A defended piece still loses this share when attacked (recaptures come a whole round later). */
  const DEFENDED_SHARE = weights.threats.defendedShare;
  /** A piece moved where a player after N1 and N2 attacks it (others may get in the way first). */
  const LATER_WEIGHT = weights.threats.laterWeight;
  /** Share of a moving piece's attacked value credited for leaving the attacked cell (ordering only). */
  const ESCAPE_SHARE = weights.threats.escapeShare;
  /** Centaur attacked by the third active player on (not check, but he moves before the mover again), by later ones. */
  const CENTAUR_N3_SHARE = weights.centaur.n3Share;
  const CENTAUR_LATER_SHARE = weights.centaur.laterShare;
  /** Per cell next to the centaur that N1 or N2 reaches. */
  const KING_ZONE = weights.centaur.kingZone;
  /** Check given to one of the two players behind (he must spend his first sub-move on it). */
  const CHECK_BONUS = weights.centaur.checkBonus;
  /**
   * A rival's centaur the mover attacks where it is not check (the mover is his third active player or later): he
   * must see it and spend a sub-move on it, and a centaur left attacked is taken (the way players are eliminated).
   */
  const PRESSURE = weights.centaur.pressure;
  /**
   * Share of the centaur's value at stake (a player after N1 and N2 attacks it) credited to the centaur's own sub-moves
   * in the ordering, so that they are among those evaluated (ordering only; 0 orders them as any other piece's).
   */
  const CENTAUR_ESCAPE = weights.centaur.escapeShare;
  /** Share of the best remaining capture credited before it is played. */
  const QUIESCENCE_SHARE = weights.quiescence.share;
  const gen = rules.gen;
  const values = new Float64Array(PIECE_TYPES);
  const probe = new Int32Array(MAX_SUB_MOVES);
  const open = cellAt(6, layerCell(0, 2, 7));
  for (let type = 0; type < PIECE_TYPES; type++) {
    const pos = emptyPosition();
    placePiece(pos, open, 0, type, false);
    const mobility = gen.pseudoLegal(pos, 0, probe, 0);
    values[type] =
      type === KING_CENTAUR
        ? CENTAUR_VALUE
        : VALUE_BASE + VALUE_PER_MOVE * (mobility === 0 ? HOPPER_MOBILITY : mobility);
  }
  // The centaur's one-step neighbourhood (its F, E and C step tables).
  const zoneTables = rules.tables.ops[KING_CENTAUR].filter((op) => op.op === OP_STEP).flatMap((op) => op.tables);

  // Threat maps: reach[cell] === stamp when N1 or N2 has a move or capture onto it; least attacker value and who.
  const reach = new Int32Array(CELLS);
  const reachMin = new Float64Array(CELLS);
  const reachWho = new Uint8Array(CELLS);
  let stamp = 0;
  const buffer = new Int32Array(MAX_SUB_MOVES);

  function gain(pos: SalmonPosition, move: number): number {
    const from = moveFrom(move);
    const to = moveTo(move);
    let score = 0;
    const victim = pos.owner[to];
    if (victim >= 0) score += pos.active[victim] ? values[pos.type[to]] : values[pos.type[to]] * INERT_FACTOR;
    if (move & MOVE_PROMOTE) score += values[pos.type[from]];
    if (pos.restricted[from]) {
      const base = pos.owner[from] * LAYER_CELLS;
      score += PAWN_STEP * (PAWN_RANK[base + (to % LAYER_CELLS)] - PAWN_RANK[base + (from % LAYER_CELLS)]);
    }
    return score;
  }

  function mapOne(pos: SalmonPosition, by: number, who: number): void {
    const n = gen.pseudoLegal(pos, by, buffer, 0);
    const type = pos.type;
    for (let i = 0; i < n; i++) {
      const move = buffer[i];
      const to = moveTo(move);
      const v = values[type[moveFrom(move)]];
      if (reach[to] !== stamp) {
        reach[to] = stamp;
        reachMin[to] = v;
        reachWho[to] = who;
      } else {
        if (v < reachMin[to]) reachMin[to] = v;
        reachWho[to] |= who;
      }
    }
  }

  function mapThreats(pos: SalmonPosition, player: number): void {
    stamp++;
    // Generate as at the start of their turns: no pending twin of ours, no last-sub-move limit on promotions.
    const pending = pos.pendingTwin;
    const subMoves = pos.subMoves;
    pos.pendingTwin = -1;
    pos.subMoves = 0;
    const first = nextActive(pos, player, 1);
    const second = nextActive(pos, player, 2);
    if (first >= 0) mapOne(pos, first, 1);
    if (second >= 0) mapOne(pos, second, 2);
    pos.pendingTwin = pending;
    pos.subMoves = subMoves;
  }

  const weightAt = (cell: number): number => ((reachWho[cell] & 1) !== 0 ? 1 : N2_WEIGHT);

  // The share of a centaur's value at stake when a player after N1 and N2 attacks it (the first one found), else 0.
  function laterCentaurShare(pos: SalmonPosition, player: number, centaur: number): number {
    for (let k = 3; k < PLAYERS; k++) {
      const other = nextActive(pos, player, k);
      if (other < 0) break;
      if (gen.attacks(pos, other, centaur)) return k === 3 ? CENTAUR_N3_SHARE : CENTAUR_LATER_SHARE;
    }
    return 0;
  }

  // quickScore's bonus for a sub-move of the centaur (set by mapForOrdering) and the centaur's cell.
  let escapeBonus = 0;
  let escapeFrom = -1;
  // Cells from which a piece would attack a rival's centaur (where sourceMark === sourceStamp), and by which kinds of
  // capture (gen.attackKinds bits): a sub-move there by a piece of such a kind is ordered up by PRESSURE.
  const ATTACK_KINDS = gen.attackKinds;
  const sourceMark = new Int32Array(CELLS);
  const sourceKinds = new Uint32Array(CELLS);
  let sourceStamp = 0;

  function mapForOrdering(pos: SalmonPosition, player: number): void {
    mapThreats(pos, player);
    if (PRESSURE > 0) {
      sourceStamp++;
      for (let p = 0; p < PLAYERS; p++)
        if (p !== player && pos.active[p] === 1)
          gen.markAttackSources(pos, pos.centaur[p], sourceMark, sourceKinds, sourceStamp);
    }
    escapeFrom = pos.centaur[player];
    escapeBonus =
      escapeFrom < 0 || CENTAUR_ESCAPE === 0
        ? 0
        : CENTAUR_VALUE * laterCentaurShare(pos, player, escapeFrom) * CENTAUR_ESCAPE;
  }

  function quickScore(pos: SalmonPosition, move: number): number {
    const from = moveFrom(move);
    const to = moveTo(move);
    const v = values[pos.type[from]];
    let score = gain(pos, move);
    if (from === escapeFrom) score += escapeBonus;
    else if (PRESSURE > 0 && sourceMark[to] === sourceStamp && (sourceKinds[to] & ATTACK_KINDS[pos.type[from]]) !== 0)
      score += PRESSURE;
    if (reach[from] === stamp && pos.twin[from] === 0) score += v * weightAt(from) * ESCAPE_SHARE;
    if (reach[to] === stamp) score -= v * weightAt(to);
    return score;
  }

  function hangingLoss(pos: SalmonPosition, player: number): number {
    let loss = 0;
    const base = player * MAX_PIECES;
    const count = pos.pieceCount[player];
    for (let k = 0; k < count; k++) {
      const cell = pos.pieces[base + k];
      if (reach[cell] !== stamp || pos.owner[cell] !== player) continue;
      const v = values[pos.type[cell]];
      const attacker = reachMin[cell];
      const lost = attacker < v || !gen.attacks(pos, player, cell) ? v : Math.max(v - attacker, v * DEFENDED_SHARE);
      loss += lost * weightAt(cell);
    }
    return loss;
  }

  function centaurSafety(pos: SalmonPosition, player: number): number {
    const centaur = pos.centaur[player];
    if (centaur < 0) return -CENTAUR_VALUE;
    let score = 0;
    for (let t = 0; t < zoneTables.length; t++) {
      const table = zoneTables[t];
      for (let i = table.offset[centaur]; i < table.offset[centaur + 1]; i++)
        if (reach[table.cells[i]] === stamp) score -= KING_ZONE;
    }
    // Players beyond N1 and N2 do not give check, but nothing stops them taking the centaur on their turn.
    return score - CENTAUR_VALUE * laterCentaurShare(pos, player, centaur);
  }

  // The rivals' centaurs the mover attacks: check on the two players behind (the mover is their N1 or N2), pressure
  // on the others. Players go round in steps of three seats; the k-th active player before the mover is found by
  // stepping back.
  function centaursAttacked(pos: SalmonPosition, player: number): number {
    let score = 0;
    let p = player;
    let behind = 0;
    for (let i = 0; i < PLAYERS - 1; i++) {
      p = (p + PLAYERS - 3) % PLAYERS;
      if (!pos.active[p]) continue;
      behind++;
      if (behind > 2 && PRESSURE === 0) break;
      if (gen.attacks(pos, player, pos.centaur[p])) score += behind <= 2 ? CHECK_BONUS : PRESSURE;
    }
    return score;
  }

  function standing(pos: SalmonPosition, player: number): number {
    mapThreats(pos, player);
    return centaurSafety(pos, player) - hangingLoss(pos, player) + centaursAttacked(pos, player);
  }

  // Players beyond N1 and N2 all move before the mover does again; one attacker among them is enough.
  function laterRisk(pos: SalmonPosition, player: number, cell: number): number {
    if (reach[cell] === stamp || cell === pos.centaur[player]) return 0;
    for (let k = 3; k < PLAYERS; k++) {
      const other = nextActive(pos, player, k);
      if (other < 0) break;
      if (gen.attacks(pos, other, cell)) return values[pos.type[cell]] * LATER_WEIGHT;
    }
    return 0;
  }

  function quiescence(pos: SalmonPosition, player: number): number {
    if (pos.subMoves >= TURN_LENGTH) return 0;
    const n = gen.pseudoLegal(pos, player, buffer, 0);
    let best = 0;
    for (let i = 0; i < n; i++) {
      const move = buffer[i];
      if ((move & MOVE_CAPTURE) === 0) continue;
      const to = moveTo(move);
      const victim = pos.owner[to];
      let score = pos.active[victim] ? values[pos.type[to]] : values[pos.type[to]] * INERT_FACTOR;
      if (reach[to] === stamp) score -= values[pos.type[moveFrom(move)]] * weightAt(to);
      if (score > best) best = score;
    }
    return best * QUIESCENCE_SHARE;
  }

  return { values, gain, mapThreats, mapForOrdering, quickScore, standing, laterRisk, quiescence };
}

/** The mover's material (by `values`) less the average of the other active players', in centipawn-like units. */
export function materialBalance(values: Float64Array, pos: SalmonPosition): number {
  let own = 0;
  let others = 0;
  let rivals = 0;
  for (let p = 0; p < PLAYERS; p++) {
    if (!pos.active[p]) continue;
    let sum = 0;
    for (let k = 0; k < pos.pieceCount[p]; k++) sum += values[pos.type[pos.pieces[p * MAX_PIECES + k]]];
    if (p === pos.toMove) own = sum;
    else {
      others += sum;
      rivals++;
    }
  }
  return Math.round(own - (rivals === 0 ? 0 : others / rivals));
}
