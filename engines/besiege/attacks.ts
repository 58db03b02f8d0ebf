// Attack tests on the torus by reverse lookup from the target cell: pawn attackers, knight-family leaps, the king,
// then the first man along each of the 8 looping rays (orthogonal: R Q M A; diagonal: B Q C A).
import type { Cell, Player } from '../../src/core/types';
import type { PiecePosition as Position } from '../common/piece-position';
import * as scanModule from '../common/target-scan';
import * as piecesModule from './pieces';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BLACK_BIT, KIND_MASK, KING, LEAPS_KNIGHT, PAWN, SLIDES_DIAGONAL, SLIDES_ORTHOGONAL } = piecesModule;
const { CELLS, DIRS, DIR_DIAGONAL, KING_TARGETS, KNIGHT_TARGETS, PAWN_ATTACKERS, RAY_CELLS, RAY_OFFSET } =
  topologyModule;
const { firstOnLine, standsOnAny } = scanModule;

const { offset: PAWN_ATTACKER_OFFSET, cells: PAWN_ATTACKER_CELLS } = PAWN_ATTACKERS;
const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;

export function isAttacked(pos: Position, cell: Cell, by: Player): boolean {
  const board = pos.board;
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  if (standsOnAny(board, PAWN | colourBit, PAWN_ATTACKER_OFFSET, PAWN_ATTACKER_CELLS, by * CELLS + cell)) return true;
  // Four kinds leap like a knight (N M C A): the table says which.
  for (let i = KNIGHT_OFFSET[cell], end = KNIGHT_OFFSET[cell + 1]; i < end; i++) {
    const piece = board[KNIGHT_CELLS[i]];
    if (piece !== 0 && (piece & BLACK_BIT) === colourBit && LEAPS_KNIGHT[piece & KIND_MASK] === 1) return true;
  }
  if (standsOnAny(board, KING | colourBit, KING_OFFSET, KING_CELLS, cell)) return true;
  let index = cell * DIRS;
  for (let dir = 0; dir < DIRS; dir++, index++) {
    const piece = firstOnLine(board, RAY_OFFSET, RAY_CELLS, index);
    if (piece === 0 || (piece & BLACK_BIT) !== colourBit) continue;
    const kind = piece & KIND_MASK;
    if (DIR_DIAGONAL[dir] === 1 ? SLIDES_DIAGONAL[kind] === 1 : SLIDES_ORTHOGONAL[kind] === 1) return true;
  }
  return false;
}
