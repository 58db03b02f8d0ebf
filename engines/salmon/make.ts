// Making and unmaking one sub-move in place (capture by replacement, elimination of a captured centaur's player,
// meiosis promotion leaving twins, the moved-this-turn flags). Undo records live in a caller's Int32Array.
import type { SalmonPosition } from './position';
import * as positionModule from './position';
import * as movegenModule from './movegen';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { MAX_PIECES } = positionModule;
const { MOVE_PROMOTE, moveFrom, moveTo } = movegenModule;

/** Int32 slots one sub-move's undo record takes. */
export const UNDO_SIZE = 8;
const FLAG_FROM_TWIN = 1;
const FLAG_ELIMINATED = 2;

/** Removes a cell from its player's piece list (swap with the last); returns the slot it had. */
export function removeFromList(pos: SalmonPosition, player: number, cell: number): number {
  const k = pos.slot[cell];
  const last = --pos.pieceCount[player];
  const lastCell = pos.pieces[player * MAX_PIECES + last];
  pos.pieces[player * MAX_PIECES + k] = lastCell;
  pos.slot[lastCell] = k;
  pos.slot[cell] = -1;
  return k;
}

/** Puts a cell back into its player's piece list at slot k (the inverse of removeFromList). */
export function restoreToList(pos: SalmonPosition, player: number, cell: number, k: number): void {
  const base = player * MAX_PIECES;
  const end = pos.pieceCount[player]++;
  const displaced = pos.pieces[base + k];
  pos.pieces[base + end] = displaced;
  pos.slot[displaced] = end;
  pos.pieces[base + k] = cell;
  pos.slot[cell] = k;
}

/** Plays a (pseudo-)legal sub-move of the player who owns its from-cell; writes the undo record at undo[at]. */
export function makeSubMove(pos: SalmonPosition, move: number, undo: Int32Array, at: number): void {
  const from = moveFrom(move);
  const to = moveTo(move);
  const player = pos.owner[from];
  let flags = 0;
  let capturedSlot = -1;
  const victim = pos.owner[to];
  undo[at] = move;
  undo[at + 1] = pos.type[to];
  undo[at + 2] = victim;
  undo[at + 3] = pos.restricted[to];
  undo[at + 6] = pos.pendingTwin;
  undo[at + 7] = pos.restricted[from];
  if (victim >= 0) {
    capturedSlot = removeFromList(pos, victim, to);
    if (pos.centaur[victim] === to) {
      pos.centaur[victim] = -1;
      pos.active[victim] = 0;
      flags |= FLAG_ELIMINATED;
    }
  }
  const type = pos.type[from];
  const restricted = pos.restricted[from];
  if (pos.twin[from]) {
    // One twin leaves; the other stays, unmoved, with its own list entry kept.
    flags |= FLAG_FROM_TWIN;
    pos.twin[from] = 0;
    const k = pos.pieceCount[player]++;
    pos.pieces[player * MAX_PIECES + k] = to;
    pos.slot[to] = k;
  } else {
    const k = pos.slot[from];
    pos.pieces[player * MAX_PIECES + k] = to;
    pos.slot[to] = k;
    pos.slot[from] = -1;
    pos.type[from] = -1;
    pos.owner[from] = -1;
    pos.restricted[from] = 0;
  }
  pos.type[to] = type;
  pos.owner[to] = player;
  pos.restricted[to] = restricted;
  pos.moved[to] = 1;
  if (pos.centaur[player] === from) pos.centaur[player] = to;
  pos.pendingTwin = -1;
  if (move & MOVE_PROMOTE) {
    // Meiosis: two unrestricted, unmoved pieces of the same type; one of them must move next.
    pos.restricted[to] = 0;
    pos.twin[to] = 1;
    pos.moved[to] = 0;
    pos.pendingTwin = to;
  }
  pos.subMoves++;
  undo[at + 4] = capturedSlot;
  undo[at + 5] = flags;
}

/** Takes back the sub-move whose undo record is at undo[at]. */
export function unmakeSubMove(pos: SalmonPosition, undo: Int32Array, at: number): void {
  const move = undo[at];
  const from = moveFrom(move);
  const to = moveTo(move);
  const flags = undo[at + 5];
  const player = pos.owner[to];
  pos.subMoves--;
  pos.pendingTwin = undo[at + 6];
  pos.twin[to] = 0;
  if (pos.centaur[player] === to) pos.centaur[player] = from;
  if (flags & FLAG_FROM_TWIN) {
    pos.twin[from] = 1;
    pos.pieceCount[player]--;
    pos.slot[to] = -1;
  } else {
    const k = pos.slot[to];
    pos.pieces[player * MAX_PIECES + k] = from;
    pos.slot[from] = k;
    pos.slot[to] = -1;
    pos.type[from] = pos.type[to];
    pos.owner[from] = player;
    pos.restricted[from] = undo[at + 7];
  }
  pos.moved[from] = 0;
  pos.moved[to] = 0;
  const victim = undo[at + 2];
  pos.type[to] = undo[at + 1];
  pos.owner[to] = victim;
  pos.restricted[to] = undo[at + 3];
  if (victim >= 0) {
    restoreToList(pos, victim, to, undo[at + 4]);
    if (flags & FLAG_ELIMINATED) {
      pos.centaur[victim] = to;
      pos.active[victim] = 1;
    }
  }
}
