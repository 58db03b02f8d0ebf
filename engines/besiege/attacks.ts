// Attack tests on the torus by reverse lookup from the target cell: pawn attackers, knight-family leaps, the king,
// then the first man along each of the 8 looping rays (orthogonal: R Q M A; diagonal: B Q C A).
import type { Cell, Player } from '../../src/core/types';
import type { PiecePosition as Position } from '../common/piece-position';
import * as piecesModule from './pieces';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BESIEGE_PIECES, KING, LEAPS_KNIGHT, PAWN, SLIDES_DIAGONAL, SLIDES_ORTHOGONAL } = piecesModule;
const { CELLS, DIRS, DIR_DIAGONAL, KING_TARGETS, KNIGHT_TARGETS, PAWN_ATTACKERS, TOPOLOGY } = topologyModule;

const BLACK_BIT = BESIEGE_PIECES.blackBit;
const KIND_MASK = BESIEGE_PIECES.kindMask;
const RAY_OFFSET = TOPOLOGY.rayOffset;
const RAY_CELLS = TOPOLOGY.rayCells;
const PAWN_ATTACKER_OFFSET = PAWN_ATTACKERS.offset;
const PAWN_ATTACKER_CELLS = PAWN_ATTACKERS.cells;
const KNIGHT_OFFSET = KNIGHT_TARGETS.offset;
const KNIGHT_CELLS = KNIGHT_TARGETS.cells;
const KING_OFFSET = KING_TARGETS.offset;
const KING_CELLS = KING_TARGETS.cells;

export function isAttacked(pos: Position, cell: Cell, by: Player): boolean {
  const board = pos.board;
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  const pawn = PAWN | colourBit;
  const attackers = by * CELLS + cell;
  for (let i = PAWN_ATTACKER_OFFSET[attackers], end = PAWN_ATTACKER_OFFSET[attackers + 1]; i < end; i++) {
    if (board[PAWN_ATTACKER_CELLS[i]] === pawn) return true;
  }
  for (let i = KNIGHT_OFFSET[cell], end = KNIGHT_OFFSET[cell + 1]; i < end; i++) {
    const piece = board[KNIGHT_CELLS[i]];
    if (piece !== 0 && (piece & BLACK_BIT) === colourBit && LEAPS_KNIGHT[piece & KIND_MASK] === 1) return true;
  }
  const king = KING | colourBit;
  for (let i = KING_OFFSET[cell], end = KING_OFFSET[cell + 1]; i < end; i++) {
    if (board[KING_CELLS[i]] === king) return true;
  }
  let index = cell * DIRS;
  for (let dir = 0; dir < DIRS; dir++, index++) {
    for (let i = RAY_OFFSET[index], end = RAY_OFFSET[index + 1]; i < end; i++) {
      const piece = board[RAY_CELLS[i]];
      if (piece === 0) continue;
      if ((piece & BLACK_BIT) === colourBit) {
        const kind = piece & KIND_MASK;
        if (DIR_DIAGONAL[dir] === 1 ? SLIDES_DIAGONAL[kind] === 1 : SLIDES_ORTHOGONAL[kind] === 1) return true;
      }
      break;
    }
  }
  return false;
}
