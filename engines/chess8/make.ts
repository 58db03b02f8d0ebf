// makeMove / unmakeMove / null moves with an explicit undo stack (FIDE moves here, M.S.G.'s in msg-make.ts); the key,
// the piece-square sums, the piece counts and the bit sets are updated incrementally. Legality: a full attack test
// only when needed (king move, check, en passant), otherwise one ray walk if the moved piece stood on a line with its
// own king.
import type { Move } from '../../src/core/types';
import * as attacksModule from './attacks';
import * as evalModule from './eval';
import * as keysModule from './keys';
import * as moveModule from './move';
import * as msgMakeModule from './msg-make';
import * as piecesModule from '../common/fide-pieces';
import * as plyHistoryModule from '../common/ply-history';
import * as positionModule from './position';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { CHECK_AFTER_MOVE, isAttacked, isAttackedAlong, sideInCheck } = attacksModule;
const { PST_EG, PST_MG } = evalModule;
const {
  CASTLE_KEY_HI,
  CASTLE_KEY_LO,
  EP_KEY_HI,
  EP_KEY_LO,
  GALLOP_KEY_HI,
  GALLOP_KEY_LO,
  PIECE_KEY_HI,
  PIECE_KEY_LO,
  SIDE_KEY_HI,
  SIDE_KEY_LO,
} = keysModule;
const { ARG_SHIFT, KIND_SHIFT, MOVE_CASTLE, MOVE_DOUBLE, MOVE_EN_PASSANT, MOVE_MERGE, MOVE_PROMOTION, TO_SHIFT } =
  moveModule;
const { makeMsgMove, unmakeMsgMove } = msgMakeModule;
const { BLACK_BIT, KING, KIND_MASK, PAWN, PHASE_WEIGHT } = piecesModule;
const { CASTLE_KEEP, CASTLE_ROOK_FROM, CASTLE_ROOK_TO, CELLS, LINE_DIR, LINE_MASK, PAWN_ATTACKERS, PAWN_PUSH } =
  topologyModule;
const { SEVERAL_LINES } = topologyModule;

const { saveUndo, toggleBit } = positionModule;
const { closePly, makeNullPly, reopenPly, unmakeNullPly } = plyHistoryModule;
const { offset: PAWN_ATTACKER_OFFSET, cells: PAWN_ATTACKER_CELLS } = PAWN_ATTACKERS;

/** Plays a pseudo-legal move; returns false, with the position restored, if it leaves the mover's king attacked. */
export function makeMove(pos: Position, move: Move): boolean {
  const ply = pos.gamePly;
  if (ply + 2 >= pos.undoMove.length) pos.grow();
  const from = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const kind = (move >> KIND_SHIFT) & 7;
  const board = pos.board;
  const us = pos.stm;
  const them = us ^ 1;
  if (kind >= MOVE_MERGE) {
    if (makeMsgMove(pos, move)) return true;
    unmakeMove(pos);
    return false;
  }
  const piece = board[from];
  const wasInCheck = sideInCheck(pos);

  saveUndo(pos, ply, move, piece);

  let lo = pos.hashLo ^ SIDE_KEY_LO;
  let hi = pos.hashHi ^ SIDE_KEY_HI;
  let mg = pos.mg;
  let eg = pos.eg;
  if (pos.epCell >= 0) {
    lo ^= EP_KEY_LO[pos.epCell];
    hi ^= EP_KEY_HI[pos.epCell];
    pos.epCell = -1;
  }
  // M.S.G.: any move but a gallop ends the mover's run of gallops.
  const gallops = pos.gallops;
  pos.undoGallops[ply] = gallops[0] | (gallops[1] << 2);
  if (gallops[us] !== 0) {
    lo ^= GALLOP_KEY_LO[us * 3 + gallops[us]];
    hi ^= GALLOP_KEY_HI[us * 3 + gallops[us]];
    gallops[us] = 0;
  }

  // The captured piece and the cell it stands on (differs from `to` only for en passant).
  let captureCell = to;
  if (kind === MOVE_EN_PASSANT) captureCell = PAWN_PUSH[them * CELLS + to];
  const captured = board[captureCell];
  pos.undoCaptured[ply] = captured;
  if (captured !== 0) {
    const index = captured * CELLS + captureCell;
    lo ^= PIECE_KEY_LO[index];
    hi ^= PIECE_KEY_HI[index];
    mg -= PST_MG[index];
    eg -= PST_EG[index];
    pos.phase -= PHASE_WEIGHT[captured & KIND_MASK];
    pos.counts[captured]--;
    if ((captured & KIND_MASK) === PAWN) pos.pawnKey ^= PIECE_KEY_LO[index];
    board[captureCell] = 0;
    toggleBit(pos, captured, captureCell);
  }

  // Lift the mover, then place it (or its promotion) on `to`.
  let index = piece * CELLS + from;
  lo ^= PIECE_KEY_LO[index];
  hi ^= PIECE_KEY_HI[index];
  mg -= PST_MG[index];
  eg -= PST_EG[index];
  board[from] = 0;
  toggleBit(pos, piece, from);
  let placed = piece;
  if (kind === MOVE_PROMOTION) {
    placed = (piece & BLACK_BIT) | ((move >> ARG_SHIFT) & 7);
    pos.counts[piece]--;
    pos.counts[placed]++;
    pos.phase += PHASE_WEIGHT[placed & KIND_MASK];
  }
  index = placed * CELLS + to;
  lo ^= PIECE_KEY_LO[index];
  hi ^= PIECE_KEY_HI[index];
  mg += PST_MG[index];
  eg += PST_EG[index];
  board[to] = placed;
  toggleBit(pos, placed, to);

  const moverKind = piece & KIND_MASK;
  if (moverKind === PAWN) {
    pos.pawnKey ^= PIECE_KEY_LO[piece * CELLS + from] ^ (placed === piece ? PIECE_KEY_LO[index] : 0);
  }
  if (moverKind === KING) {
    pos.kingCell[us] = to;
    if (kind === MOVE_CASTLE) {
      const rookFrom = CASTLE_ROOK_FROM[to];
      const rookTo = CASTLE_ROOK_TO[to];
      const rook = board[rookFrom];
      index = rook * CELLS + rookFrom;
      lo ^= PIECE_KEY_LO[index];
      hi ^= PIECE_KEY_HI[index];
      mg -= PST_MG[index];
      eg -= PST_EG[index];
      index = rook * CELLS + rookTo;
      lo ^= PIECE_KEY_LO[index];
      hi ^= PIECE_KEY_HI[index];
      mg += PST_MG[index];
      eg += PST_EG[index];
      board[rookFrom] = 0;
      board[rookTo] = rook;
      toggleBit(pos, rook, rookFrom);
      toggleBit(pos, rook, rookTo);
    }
  } else if (kind === MOVE_DOUBLE) {
    // Record the en-passant cell only when an enemy pawn can capture there (keeps repetition keys FIDE-exact).
    const passed = PAWN_PUSH[us * CELLS + from];
    const enemyPawn = PAWN | (them === 0 ? 0 : BLACK_BIT);
    const attackers = them * CELLS + passed;
    for (let i = PAWN_ATTACKER_OFFSET[attackers], end = PAWN_ATTACKER_OFFSET[attackers + 1]; i < end; i++) {
      if (board[PAWN_ATTACKER_CELLS[i]] === enemyPawn) {
        pos.epCell = passed;
        lo ^= EP_KEY_LO[passed];
        hi ^= EP_KEY_HI[passed];
        break;
      }
    }
  }

  const castling = pos.castling;
  if (castling !== 0) {
    const kept = castling & CASTLE_KEEP[from] & CASTLE_KEEP[to];
    if (kept !== castling) {
      lo ^= CASTLE_KEY_LO[castling] ^ CASTLE_KEY_LO[kept];
      hi ^= CASTLE_KEY_HI[castling] ^ CASTLE_KEY_HI[kept];
      pos.castling = kept;
    }
  }

  pos.halfmove = moverKind === PAWN || captured !== 0 ? 0 : pos.halfmove + 1;
  pos.mg = mg;
  pos.eg = eg;
  pos.hashLo = lo;
  pos.hashHi = hi;
  pos.checkState[closePly(pos, ply)] = kind === MOVE_EN_PASSANT || kind === MOVE_CASTLE ? -1 : CHECK_AFTER_MOVE;

  const king = pos.kingCell[us];
  let illegal: boolean;
  if (moverKind === KING || wasInCheck || kind === MOVE_EN_PASSANT) {
    illegal = isAttacked(pos, king, them);
  } else {
    // Only a slider behind the moved piece, on the king's line through `from`, can now attack the king (on every
    // such line where there can be two: SEVERAL_LINES).
    const dir = LINE_DIR[king * CELLS + from];
    illegal =
      dir >= 0 &&
      (SEVERAL_LINES
        ? uncoversAttack(pos, king, LINE_MASK[king * CELLS + from], them)
        : LINE_DIR[king * CELLS + to] !== dir && isAttackedAlong(pos, king, dir, them));
  }
  if (illegal) {
    unmakeMove(pos);
    return false;
  }
  return true;
}

/**
 * Whether a slider now attacks the king along one of the king's lines through the vacated cell (`lines`: LINE_MASK's
 * bits). Where a pair shares two lines the moved piece may leave one of them for a cell that is on it again, beyond the
 * slider (a bishop going round the cylinder), so each line is walked rather than compared with the target's lines.
 */
function uncoversAttack(pos: Position, king: number, lines: number, them: number): boolean {
  for (let dir = 0, rest = lines; rest !== 0; dir++, rest >>>= 1) {
    if ((rest & 1) !== 0 && isAttackedAlong(pos, king, dir, them)) return true;
  }
  return false;
}

/** Takes back the last move made with makeMove. */
export function unmakeMove(pos: Position): void {
  const ply = reopenPly(pos);
  const move = pos.undoMove[ply];
  const kind = (move >> KIND_SHIFT) & 7;
  const piece = pos.undoPiece[ply];
  const captured = pos.undoCaptured[ply];
  const gallops = pos.undoGallops[ply];
  pos.gallops[0] = gallops & 3;
  pos.gallops[1] = gallops >> 2;
  if (kind >= MOVE_MERGE) {
    unmakeMsgMove(pos, move, piece, captured);
  } else {
    unmakeBoard(pos, move, piece, captured);
  }
  pos.castling = pos.undoCastling[ply];
  pos.epCell = pos.undoEp[ply];
  pos.halfmove = pos.undoHalfmove[ply];
  pos.mg = pos.undoMg[ply];
  pos.eg = pos.undoEg[ply];
  pos.phase = pos.undoPhase[ply];
  pos.pawnKey = pos.undoPawnKey[ply];
  pos.hashLo = pos.keyHistoryLo[ply];
  pos.hashHi = pos.keyHistoryHi[ply];
}

/** Restores the board, counts and king cell after an ordinary move. */
function unmakeBoard(pos: Position, move: Move, piece: number, captured: number): void {
  const from = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const kind = (move >> KIND_SHIFT) & 7;
  const board = pos.board;
  const us = pos.stm;

  const placed = board[to];
  board[to] = 0;
  board[from] = piece;
  toggleBit(pos, placed, to);
  toggleBit(pos, piece, from);
  if (kind === MOVE_PROMOTION) {
    pos.counts[placed]--;
    pos.counts[piece]++;
  } else if ((piece & KIND_MASK) === KING) {
    pos.kingCell[us] = from;
    if (kind === MOVE_CASTLE) {
      const rookTo = CASTLE_ROOK_TO[to];
      const rookFrom = CASTLE_ROOK_FROM[to];
      const rook = board[rookTo];
      board[rookFrom] = rook;
      board[rookTo] = 0;
      toggleBit(pos, rook, rookTo);
      toggleBit(pos, rook, rookFrom);
    }
  }
  if (captured !== 0) {
    const captureCell = kind === MOVE_EN_PASSANT ? PAWN_PUSH[(us ^ 1) * CELLS + to] : to;
    board[captureCell] = captured;
    toggleBit(pos, captured, captureCell);
    pos.counts[captured]++;
  }
}

/** Passes the turn (search only; never called in check). */
export function makeNullMove(pos: Position): void {
  const ep = pos.epCell;
  let lo = SIDE_KEY_LO;
  let hi = SIDE_KEY_HI;
  if (ep >= 0) {
    lo ^= EP_KEY_LO[ep];
    hi ^= EP_KEY_HI[ep];
    pos.epCell = -1;
  }
  const next = makeNullPly(pos, lo, hi);
  pos.undoEp[next - 1] = ep;
  pos.checkState[next] = -1;
}

export function unmakeNullMove(pos: Position): void {
  pos.epCell = pos.undoEp[unmakeNullPly(pos)];
}
