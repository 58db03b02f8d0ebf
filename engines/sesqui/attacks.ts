// Attack tests on the ring by reverse lookup from the target cell: pawn attackers, knight and king leaps, the
// opposite cell (rook, bishop, queen and king all leap 24), then the first man along each slide and leap line.
import type { Cell, Player } from '../../src/core/types';
import * as piecesModule from '../common/fide-pieces';
import type { PiecePosition as Position } from '../common/piece-position';
import * as scanModule from '../common/target-scan';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK_BIT, KING, KIND_MASK, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const { CELLS, KING_TARGETS, KNIGHT_TARGETS, LEAP_LINES, OPPOSITE, PAWN_ATTACKERS, SLIDES } = topologyModule;
const { firstOnLine, standsOnAny } = scanModule;

const { offset: PAWN_ATTACKER_OFFSET, cells: PAWN_ATTACKER_CELLS } = PAWN_ATTACKERS;
const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;
const { offset: SLIDE_OFFSET, cells: SLIDE_CELLS } = SLIDES;
const { offset: LINE_OFFSET, cells: LINE_CELLS } = LEAP_LINES;

/** 1 for kinds that leap to the opposite cell: rook, bishop, queen, king. */
const LEAPS_ACROSS = Uint8Array.from([0, 0, 0, 1, 1, 1, 1]);

/** Whether any man of colour `by` attacks `cell`. */
export function isAttacked(pos: Position, cell: Cell, by: Player): boolean {
  const board = pos.board;
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  if (standsOnAny(board, PAWN | colourBit, PAWN_ATTACKER_OFFSET, PAWN_ATTACKER_CELLS, by * CELLS + cell)) return true;
  if (standsOnAny(board, KNIGHT | colourBit, KNIGHT_OFFSET, KNIGHT_CELLS, cell)) return true;
  if (standsOnAny(board, KING | colourBit, KING_OFFSET, KING_CELLS, cell)) return true;
  const across = board[OPPOSITE[cell]];
  if (across !== 0 && (across & BLACK_BIT) === colourBit && LEAPS_ACROSS[across & KIND_MASK] === 1) return true;
  for (let line = cell * 2; line < cell * 2 + 2; line++) {
    const slider = firstOnLine(board, SLIDE_OFFSET, SLIDE_CELLS, line);
    if (slider !== 0 && (slider & BLACK_BIT) === colourBit) {
      const kind = slider & KIND_MASK;
      if (kind === ROOK || kind === QUEEN) return true;
    }
    const leaper = firstOnLine(board, LINE_OFFSET, LINE_CELLS, line);
    if (leaper !== 0 && (leaper & BLACK_BIT) === colourBit) {
      const kind = leaper & KIND_MASK;
      if (kind === BISHOP || kind === QUEEN) return true;
    }
  }
  return false;
}
