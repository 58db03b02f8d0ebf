// makeMove / unmakeMove for M.S.G.'s own moves (merge, split, gallop), beside the FIDE moves of make.ts: rarer than
// ordinary moves, so they go through small helpers that keep the key, the evaluation sums and the counts in step.
import type { Move } from '../../src/core/types';
import * as attacksModule from './attacks';
import * as keysModule from './keys';
import * as moveModule from './move';
import * as msgModule from './msg';
import * as piecesModule from '../common/fide-pieces';
import * as placementModule from './placement';
import * as plyHistoryModule from '../common/ply-history';
import * as positionModule from './position';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { closePly } = plyHistoryModule;
const { isAttacked } = attacksModule;
const { CASTLE_KEY_HI, CASTLE_KEY_LO, EP_KEY_HI, EP_KEY_LO, GALLOP_KEY_HI, GALLOP_KEY_LO, SIDE_KEY_HI, SIDE_KEY_LO } =
  keysModule;
const { ARG_SHIFT, EXTRA1_SHIFT, EXTRA2_SHIFT, KIND_SHIFT, MOVE_GALLOP, MOVE_MERGE, MOVE_SPLIT, TO_SHIFT } = moveModule;
const { CATALYST_MOVES, SPLIT_HIGH, SPLIT_LOW } = msgModule;
const { BLACK_BIT, KING, KIND_MASK } = piecesModule;
const { CASTLE_KEEP_CORNER } = topologyModule;
const { saveUndo, toggleBit } = positionModule;
const { lift, put } = placementModule;

/**
 * Plays a merge, split or gallop, always whole; returns false when it leaves the mover's king attacked (the caller
 * then takes it back with unmakeMove).
 */
export function makeMsgMove(pos: Position, move: Move): boolean {
  const ply = pos.gamePly;
  const from = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const kind = (move >> KIND_SHIFT) & 7;
  const arg = (move >> ARG_SHIFT) & 7;
  const extra1 = (move >> EXTRA1_SHIFT) & 63;
  const board = pos.board;
  const us = pos.stm;
  const colour = us === 0 ? 0 : BLACK_BIT;
  const mover = board[from];
  const held = board[to];
  const gallops = pos.gallops;

  saveUndo(pos, ply, move, mover);
  pos.undoCaptured[ply] = held;
  pos.undoGallops[ply] = gallops[0] | (gallops[1] << 2);

  pos.hashLo ^= SIDE_KEY_LO ^ GALLOP_KEY_LO[us * 3 + gallops[us]];
  pos.hashHi ^= SIDE_KEY_HI ^ GALLOP_KEY_HI[us * 3 + gallops[us]];
  if (pos.epCell >= 0) {
    pos.hashLo ^= EP_KEY_LO[pos.epCell];
    pos.hashHi ^= EP_KEY_HI[pos.epCell];
    pos.epCell = -1;
  }

  let keep = CASTLE_KEEP_CORNER[from] & CASTLE_KEEP_CORNER[to];
  if (kind === MOVE_GALLOP) {
    // The knight leaps over its partner on `to` and lands on extra1; the partner stays.
    lift(pos, from);
    put(pos, extra1, mover);
    gallops[us]++;
    pos.halfmove++;
    keep &= CASTLE_KEEP_CORNER[extra1];
  } else {
    gallops[us] = 0;
    pos.halfmove = 0;
    lift(pos, from);
    lift(pos, to);
    if (kind === MOVE_MERGE) {
      put(pos, to, colour | arg);
    } else {
      // Split: the catalyst ends on `to`, the split piece (arg) becomes two new pieces around it.
      put(pos, to, CATALYST_MOVES[(mover & KIND_MASK) * 8 + (held & KIND_MASK)] === 1 ? mover : held);
      put(pos, extra1, colour | SPLIT_HIGH[arg]);
      put(pos, (move >> EXTRA2_SHIFT) & 63, colour | SPLIT_LOW[arg]);
      if ((mover & KIND_MASK) === KING) {
        pos.kingCell[us] = to;
        keep &= us === 0 ? 12 : 3;
      }
    }
  }
  pos.hashLo ^= GALLOP_KEY_LO[us * 3 + gallops[us]];
  pos.hashHi ^= GALLOP_KEY_HI[us * 3 + gallops[us]];
  const castling = pos.castling;
  const kept = castling & keep;
  if (kept !== castling) {
    pos.hashLo ^= CASTLE_KEY_LO[castling] ^ CASTLE_KEY_LO[kept];
    pos.hashHi ^= CASTLE_KEY_HI[castling] ^ CASTLE_KEY_HI[kept];
    pos.castling = kept;
  }

  pos.checkState[closePly(pos, ply)] = -1;
  // Moves onto own pieces are rare enough for a full attack test.
  return !isAttacked(pos, pos.kingCell[us], us ^ 1);
}

/** Restores the board, counts and king cell after a merge, split or gallop. */
export function unmakeMsgMove(pos: Position, move: Move, mover: number, held: number): void {
  const from = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const kind = (move >> KIND_SHIFT) & 7;
  const extra1 = (move >> EXTRA1_SHIFT) & 63;
  const board = pos.board;
  const counts = pos.counts;
  if (kind === MOVE_GALLOP) {
    board[extra1] = 0;
    board[from] = mover;
    toggleBit(pos, mover, extra1);
    toggleBit(pos, mover, from);
    return;
  }
  const extra2 = (move >> EXTRA2_SHIFT) & 63;
  counts[board[to]]--;
  toggleBit(pos, board[to], to);
  if (kind === MOVE_SPLIT) {
    counts[board[extra1]]--;
    counts[board[extra2]]--;
    toggleBit(pos, board[extra1], extra1);
    toggleBit(pos, board[extra2], extra2);
    board[extra1] = 0;
    board[extra2] = 0;
    if ((mover & KIND_MASK) === KING) pos.kingCell[pos.stm] = from;
  }
  board[to] = held;
  board[from] = mover;
  toggleBit(pos, held, to);
  toggleBit(pos, mover, from);
  counts[held]++;
  counts[mover]++;
}
