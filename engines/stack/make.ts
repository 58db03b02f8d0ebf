// makeMove / unmakeMove for Stack Chess: k chips leave `from` (h - k stay), and on `to` they form a stack, capture an
// enemy stack, or merge with an own one. Key, stack counts and chip totals are incremental. Every move is legal.
import type { Move } from '../../src/core/types';
import * as topologyModule from './topology';
import * as piecesModule from './pieces';
import * as keysModule from './keys';
import * as moveModule from './move';
import * as plyHistoryModule from '../common/ply-history';
import type { Position } from './position';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { CELLS } = topologyModule;
const { BLACK_BIT, HEIGHT_MASK } = piecesModule;
const { pieceHi: PIECE_KEY_HI, pieceLo: PIECE_KEY_LO, sideHi: SIDE_KEY_HI, sideLo: SIDE_KEY_LO } = keysModule.KEYS;
const { CELL_MASK, CHIPS_MASK, CHIPS_SHIFT, TO_SHIFT } = moveModule;
const { closePly, makeNullPly, reopenPly, unmakeNullPly } = plyHistoryModule;

function toggle(pos: Position, code: number, cell: number): void {
  const index = code * CELLS + cell;
  pos.hashLo ^= PIECE_KEY_LO[index];
  pos.hashHi ^= PIECE_KEY_HI[index];
}

export function makeMove(pos: Position, move: Move): boolean {
  const ply = pos.gamePly;
  if (ply + 2 >= pos.undoMove.length) pos.grow();
  const from = move & CELL_MASK;
  const to = (move >> TO_SHIFT) & CELL_MASK;
  const chips = (move >> CHIPS_SHIFT) & CHIPS_MASK;
  const board = pos.board;
  const counts = pos.counts;
  const moving = board[from];
  const target = board[to];
  const usBit = moving & BLACK_BIT;

  pos.undoMove[ply] = move;
  pos.undoFrom[ply] = moving;
  pos.undoTo[ply] = target;
  pos.undoHalfmove[ply] = pos.halfmove;
  pos.hashLo ^= SIDE_KEY_LO;
  pos.hashHi ^= SIDE_KEY_HI;

  toggle(pos, moving, from);
  counts[moving]--;
  const left = (moving & HEIGHT_MASK) - chips;
  const remaining = left === 0 ? 0 : usBit | left;
  board[from] = remaining;
  if (remaining !== 0) {
    toggle(pos, remaining, from);
    counts[remaining]++;
  }
  let arrived = usBit | chips;
  if (target !== 0) {
    toggle(pos, target, to);
    counts[target]--;
    if ((target & BLACK_BIT) === usBit) arrived += target & HEIGHT_MASK;
    else pos.chips[pos.stm ^ 1] -= target & HEIGHT_MASK;
  }
  board[to] = arrived;
  toggle(pos, arrived, to);
  counts[arrived]++;

  pos.halfmove = target !== 0 && (target & BLACK_BIT) !== usBit ? 0 : pos.halfmove + 1;
  closePly(pos, ply);
  return true;
}

export function unmakeMove(pos: Position): void {
  const ply = reopenPly(pos);
  const move = pos.undoMove[ply];
  const from = move & CELL_MASK;
  const to = (move >> TO_SHIFT) & CELL_MASK;
  const board = pos.board;
  const counts = pos.counts;
  const moving = pos.undoFrom[ply];
  const target = pos.undoTo[ply];
  if (board[from] !== 0) counts[board[from]]--;
  counts[board[to]]--;
  board[from] = moving;
  board[to] = target;
  counts[moving]++;
  if (target !== 0) {
    counts[target]++;
    if ((target & BLACK_BIT) !== (moving & BLACK_BIT)) pos.chips[pos.stm ^ 1] += target & HEIGHT_MASK;
  }
  pos.halfmove = pos.undoHalfmove[ply];
  pos.hashLo = pos.keyHistoryLo[ply];
  pos.hashHi = pos.keyHistoryHi[ply];
}

export function makeNullMove(pos: Position): void {
  makeNullPly(pos, SIDE_KEY_LO, SIDE_KEY_HI);
}

export function unmakeNullMove(pos: Position): void {
  unmakeNullPly(pos);
}
