// Evaluation for the ring: material, pawn races (a bonus growing as a pawn nears its promotion cell), and threats
// across the centre (a rook, bishop, queen or king facing an enemy man on the opposite cell can take it next move).
// The ring has no centre and no edges, so pieces get no placement bonus. Our own numbers, in params.json.
import type { ParamTable } from '../../src/core/params';
import type { Evaluator } from '../../src/core/rules';
import * as piecesModule from '../common/fide-pieces';
import { createMobilityCounter } from '../common/move-mobility';
import type { PiecePosition as Position } from '../common/piece-position';
import { generateMoves, MAX_MOVES } from './movegen';
import params from './params.json';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BLACK, BLACK_BIT, KIND_MASK, PAWN, PIECE_CODES, WHITE, pieceCode } = piecesModule;
const { CELLS, HALF, PAWN_STEP, PROMOTES } = topologyModule;

/** The evaluation's numbers, named in the variant's parameter table (docs/tuning.md). */
export const PARAMS: ParamTable = params;
export const VALUE = Int32Array.from(params.material.value);
/** Pawn bonus by the number of steps still to go (index), for the pawn race to the promotion cells. */
const PAWN_RACE = params.pawnRace.stepsToGo;
const TEMPO = params.tempo.tempo;
/** Share of a threatened man's value credited to the side to move (it can take now) and to the other side. */
const THREAT_TO_MOVE = params.threats.toMoveDivisor;
const THREAT_WAITING = params.threats.waitingDivisor;
/** Bonus per pseudo-legal move, by the kind of the man that moves (pawns and kings at 0 count nothing). */
const MOBILITY = Int32Array.from(params.mobility.perMove);
export const KINDS = MOBILITY.length;
/** The mobility pass runs only when some bonus is non-zero. */
const MOBILITY_ON = MOBILITY.some((bonus) => bonus !== 0);
/** 1 for kinds that leap to the opposite cell. */
const LEAPS_ACROSS = Uint8Array.from([0, 0, 0, 1, 1, 1, 1]);

/** Steps a pawn of the colour on the cell still has to go to promote (0 where no pawn stands). */
export const PAWN_DISTANCE = new Uint8Array(2 * CELLS);
for (let colour = 0; colour < 2; colour++) {
  for (let cell = 0; cell < CELLS; cell++) {
    let steps = 0;
    for (let at = cell; PROMOTES[colour * CELLS + at] === 0 && steps < CELLS; at = PAWN_STEP[colour * CELLS + at])
      steps++;
    PAWN_DISTANCE[colour * CELLS + cell] = steps;
  }
}

/** PST[code * CELLS + cell]: material plus the pawn-race bonus, signed from White's view. */
export const PST = new Int32Array(PIECE_CODES * CELLS);
for (const colour of [WHITE, BLACK]) {
  const sign = colour === WHITE ? 1 : -1;
  for (let kind = PAWN; kind <= 6; kind++) {
    for (let cell = 0; cell < CELLS; cell++) {
      const distance = PAWN_DISTANCE[colour * CELLS + cell];
      const race = kind === PAWN ? (PAWN_RACE[distance] ?? 0) : 0;
      PST[pieceCode(colour, kind) * CELLS + cell] = sign * (VALUE[kind] + race);
    }
  }
}

/**
 * The kind of the most valuable man each side can take across the centre next move (0: none), into out[WHITE] and
 * out[BLACK].
 */
export function threatenedKinds(board: Uint8Array, out: Int32Array): void {
  let white = 0;
  let black = 0;
  for (let cell = 0; cell < HALF; cell++) {
    const a = board[cell];
    const b = board[cell + HALF];
    if (a === 0 || b === 0 || (a & BLACK_BIT) === (b & BLACK_BIT)) continue;
    const whiteMan = (a & BLACK_BIT) === 0 ? a : b;
    const blackMan = whiteMan === a ? b : a;
    if (LEAPS_ACROSS[whiteMan & KIND_MASK] === 1 && VALUE[blackMan & KIND_MASK] > VALUE[white])
      white = blackMan & KIND_MASK;
    if (LEAPS_ACROSS[blackMan & KIND_MASK] === 1 && VALUE[whiteMan & KIND_MASK] > VALUE[black])
      black = whiteMan & KIND_MASK;
  }
  out[WHITE] = white;
  out[BLACK] = black;
}

const victims = new Int32Array(2);
export const countMobility = createMobilityCounter(generateMoves, MAX_MOVES, KIND_MASK, KINDS);
const mobility = new Int32Array(2 * KINDS);

export function evaluate(pos: Position): number {
  threatenedKinds(pos.board, victims);
  let score = pos.stm === WHITE ? pos.score : -pos.score;
  const ours = VALUE[victims[pos.stm]];
  const theirs = VALUE[victims[pos.stm ^ 1]];
  score += ((ours / THREAT_TO_MOVE) | 0) - ((theirs / THREAT_WAITING) | 0);
  if (MOBILITY_ON) {
    countMobility(pos, mobility);
    const us = pos.stm * KINDS;
    const them = (pos.stm ^ 1) * KINDS;
    for (let kind = 1; kind < KINDS; kind++) score += MOBILITY[kind] * (mobility[us + kind] - mobility[them + kind]);
  }
  return score + TEMPO;
}

export const EVALUATOR: Evaluator<Position> = { evaluate };
