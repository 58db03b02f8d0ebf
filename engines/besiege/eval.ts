// Evaluation for a board with no edges: material, king safety (own men beside the king shelter it, enemy men near
// it threaten it) and pawns nearing their promotion zones. No centralisation: every cell of the torus is alike.
// Our own numbers, in params.json.
import type { ParamTable } from '../../src/core/params';
import type { Evaluator } from '../../src/core/rules';
import { createMobilityCounter } from '../common/move-mobility';
import type { PiecePosition as Position } from '../common/piece-position';
import { generateMoves, MAX_MOVES } from './movegen';
import * as piecesModule from './pieces';
import params from './params.json';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BESIEGE_PIECES, BLACK_BIT, KIND_MASK, PAWN } = piecesModule;
const { CELLS, KING_TARGETS, KNIGHT_TARGETS, PAWN_STEPS, PROMOTES } = topologyModule;

/** By kind: P N B R Q K M C A. */
export const VALUE = params.material.value;
/** The evaluation's numbers, named in the variant's parameter table (docs/tuning.md). */
export const PARAMS: ParamTable = params;
const SHELTER = params.kingSafety.shelter;
const KING_THREAT = params.kingSafety.threat;
const TEMPO = params.tempo.tempo;
/** Bonus per pseudo-legal move, by the kind of the man that moves. */
const MOBILITY = Int32Array.from(params.mobility.perMove);
export const KINDS = MOBILITY.length;
/** The mobility pass runs only when some bonus is non-zero. */
const MOBILITY_ON = MOBILITY.some((bonus) => bonus !== 0);
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;
const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;

/** Pawn bonus by steps to the promotion zone (index), for the race to promote. */
const PAWN_RACE = params.pawnRace.stepsToGo;

/** Steps a pawn of the colour on the cell still needs (following its first quiet step) to reach its zone; 9 = far. */
export const PAWN_DISTANCE = new Uint8Array(2 * CELLS).fill(9);
for (let colour = 0; colour < 2; colour++) {
  for (let cell = 0; cell < CELLS; cell++) {
    let at = cell;
    for (let steps = 1; steps < 9; steps++) {
      const index = colour * CELLS + at;
      if (PAWN_STEPS.offset[index] === PAWN_STEPS.offset[index + 1]) break;
      at = PAWN_STEPS.cells[PAWN_STEPS.offset[index]];
      if (PROMOTES[colour * CELLS + at] === 1) {
        PAWN_DISTANCE[colour * CELLS + cell] = steps;
        break;
      }
    }
  }
}

/** PST[code * CELLS + cell]: material plus the pawn race, signed from White's view. */
export const PST = new Int32Array(BESIEGE_PIECES.codes * CELLS);
for (const colour of [0, 1]) {
  for (let kind = 1; kind < VALUE.length; kind++) {
    for (let cell = 0; cell < CELLS; cell++) {
      const race = kind === PAWN ? (PAWN_RACE[PAWN_DISTANCE[colour * CELLS + cell]] ?? 0) : 0;
      PST[((colour === 0 ? 0 : BLACK_BIT) | kind) * CELLS + cell] = (colour === 0 ? 1 : -1) * (VALUE[kind] + race);
    }
  }
}

/** Where kingCounts writes the own men beside a king and the enemy men threatening it. */
export const SHELTER_COUNT = 0;
export const THREAT_COUNT = 1;

/** Shelter and threat counts around one king, into `out`. */
export function kingCounts(pos: Position, colour: number, out: Int32Array): void {
  const board = pos.board;
  const king = pos.kingCell[colour];
  const ownBit = colour === 0 ? 0 : BLACK_BIT;
  let shelter = 0;
  let threat = 0;
  for (let i = KING_OFFSET[king], end = KING_OFFSET[king + 1]; i < end; i++) {
    const piece = board[KING_CELLS[i]];
    if (piece === 0) continue;
    if ((piece & BLACK_BIT) === ownBit) shelter++;
    else threat++;
  }
  for (let i = KNIGHT_OFFSET[king], end = KNIGHT_OFFSET[king + 1]; i < end; i++) {
    const piece = board[KNIGHT_CELLS[i]];
    if (piece !== 0 && (piece & BLACK_BIT) !== ownBit && (piece & KIND_MASK) !== PAWN) threat++;
  }
  out[SHELTER_COUNT] = shelter;
  out[THREAT_COUNT] = threat;
}

const counts = new Int32Array(2);

/** Shelter minus threat around one king, from its owner's view. */
function kingSafety(pos: Position, colour: number): number {
  kingCounts(pos, colour, counts);
  return counts[SHELTER_COUNT] * SHELTER - counts[THREAT_COUNT] * KING_THREAT;
}

export const countMobility = createMobilityCounter(generateMoves, MAX_MOVES, KIND_MASK, KINDS);
const mobility = new Int32Array(2 * KINDS);

export function evaluate(pos: Position): number {
  const us = pos.stm;
  let score = (us === 0 ? pos.score : -pos.score) + kingSafety(pos, us) - kingSafety(pos, us ^ 1) + TEMPO;
  if (MOBILITY_ON) {
    countMobility(pos, mobility);
    const ours = us * KINDS;
    const theirs = (us ^ 1) * KINDS;
    for (let kind = 1; kind < KINDS; kind++)
      score += MOBILITY[kind] * (mobility[ours + kind] - mobility[theirs + kind]);
  }
  return score;
}

export const EVALUATOR: Evaluator<Position> = { evaluate };
