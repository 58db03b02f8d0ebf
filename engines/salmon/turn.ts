// One player's turn of up to ten sub-moves (salmon.md §7-8): legal sub-moves including the meiosis follow-up rule,
// passing, ending the turn (moved flags cleared, next active player), checkmate at the start of a turn, and perft over
// the sub-moves of the current turn.
import type { SalmonBoard } from './board';
import type { Generator } from './movegen';
import { MOVE_PROMOTE, createGenerator } from './movegen';
import { UNDO_SIZE, makeSubMove, unmakeSubMove } from './make';
import type { PieceTables } from './pieces';
import { buildPieceTables } from './pieces';
import type { SalmonPosition } from './position';
import { MAX_PIECES, nextActive } from './position';

/** Sub-moves per turn. */
export const TURN_LENGTH = 10;
/** Generous bound on the legal sub-moves of one position (an army of 200 on an open board has about 5,000). */
export const MAX_SUB_MOVES = 16384;

export interface TurnRules {
  readonly gen: Generator;
  readonly tables: PieceTables;
  /** Legal sub-moves of the player to move (promotions only where a legal twin move follows). */
  legalSubMoves(pos: SalmonPosition, out: Int32Array, start: number): number;
  /** May the player to move end his turn now? Not with twins pending, not in check before his first sub-move. */
  canPass(pos: SalmonPosition): boolean;
  /** Ends the turn (pass, or after the tenth sub-move); returns the undo token for undoEndTurn. */
  endTurn(pos: SalmonPosition): number;
  undoEndTurn(pos: SalmonPosition, token: number): void;
  /** Checkmate test at the start of a turn: in check and no legal first sub-move. */
  checkmated(pos: SalmonPosition): boolean;
  /** Sequences of `depth` sub-moves by different pieces within the current turn (passes not counted). */
  perft(pos: SalmonPosition, depth: number): number;
}

export function createTurnRules(board: SalmonBoard): TurnRules {
  const tables = buildPieceTables(board);
  const gen = createGenerator(board, tables);
  const scratch = new Int32Array(MAX_SUB_MOVES);
  // Undo records: one per sub-move of the turn (perft), and PROBE_SLOT for the promotion follow-up test.
  const undo = new Int32Array(UNDO_SIZE * (TURN_LENGTH + 1));
  const PROBE_SLOT = TURN_LENGTH * UNDO_SIZE;
  const buffers = Array.from({ length: TURN_LENGTH + 1 }, () => new Int32Array(MAX_SUB_MOVES));
  // Moved flags cleared by endTurn, for undoEndTurn: [toMove, subMoves, count, cells...] per token.
  const endRecords: Int32Array[] = [];

  function legalSubMoves(pos: SalmonPosition, out: Int32Array, start: number): number {
    const player = pos.toMove;
    const end = gen.legal(pos, player, out, start);
    let n = start;
    for (let i = start; i < end; i++) {
      const move = out[i];
      if (move & MOVE_PROMOTE) {
        makeSubMove(pos, move, undo, PROBE_SLOT);
        const follow = gen.legal(pos, player, scratch, 0);
        unmakeSubMove(pos, undo, PROBE_SLOT);
        if (follow === 0) continue;
      }
      out[n++] = move;
    }
    return n;
  }

  const canPass = (pos: SalmonPosition): boolean => pos.pendingTwin < 0 && !(pos.subMoves === 0 && gen.inCheck(pos, pos.toMove));

  function endTurn(pos: SalmonPosition): number {
    const player = pos.toMove;
    const cells: number[] = [];
    for (let k = 0; k < pos.pieceCount[player]; k++) {
      const cell = pos.pieces[player * MAX_PIECES + k];
      if (pos.moved[cell]) {
        cells.push(cell);
        pos.moved[cell] = 0;
      }
    }
    endRecords.push(Int32Array.from([player, pos.subMoves, ...cells]));
    pos.subMoves = 0;
    const next = nextActive(pos, player, 1);
    pos.toMove = next < 0 ? player : next;
    return endRecords.length - 1;
  }

  function undoEndTurn(pos: SalmonPosition, token: number): void {
    const record = endRecords[token];
    endRecords.length = token;
    pos.toMove = record[0];
    pos.subMoves = record[1];
    for (let i = 2; i < record.length; i++) pos.moved[record[i]] = 1;
  }

  function checkmated(pos: SalmonPosition): boolean {
    return pos.subMoves === 0 && gen.inCheck(pos, pos.toMove) && legalSubMoves(pos, scratch, 0) === 0;
  }

  function perft(pos: SalmonPosition, depth: number): number {
    const ply = pos.subMoves;
    if (depth === 0) return 1;
    if (ply >= TURN_LENGTH) return 0;
    const out = buffers[ply];
    const n = legalSubMoves(pos, out, 0);
    if (depth === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      makeSubMove(pos, out[i], undo, ply * UNDO_SIZE);
      total += perft(pos, depth - 1);
      unmakeSubMove(pos, undo, ply * UNDO_SIZE);
    }
    return total;
  }

  return { gen, tables, legalSubMoves, canPass, endTurn, undoEndTurn, checkmated, perft };
}
