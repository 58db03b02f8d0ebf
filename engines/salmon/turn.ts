// One player's turn of up to ten sub-moves (salmon.md §7-8): legal sub-moves including the meiosis follow-up rule,
// whether the turn may end now, and checkmate at the start of a turn. Ending turns, whole-turn tokens and perft are
// the Rules face's (rules.ts).
import type { SalmonBoard } from './topology';
import type { Generator } from './movegen';
import { MOVE_PROMOTE, createGenerator } from './movegen';
import { UNDO_SIZE, makeSubMove, unmakeSubMove } from './make';
import type { PieceTables } from './pieces';
import { buildPieceTables } from './pieces';
import type { SalmonPosition } from './position';

/** Sub-moves per turn. */
export const TURN_LENGTH = 10;
/** Generous bound on the legal sub-moves of one position (an army of 200 on an open board has about 5,000). */
export const MAX_SUB_MOVES = 16384;

export interface TurnRules {
  readonly gen: Generator;
  readonly tables: PieceTables;
  /** Legal sub-moves of the player to move (promotions only where a legal twin move follows). */
  legalSubMoves(pos: SalmonPosition, out: Int32Array, start: number): number;
  /** Keeps, in place, the legal ones of the pseudo-legal sub-moves out[start .. end); returns the new end. */
  keepLegalSubMoves(pos: SalmonPosition, out: Int32Array, start: number, end: number): number;
  /** May the player to move end his turn now? Not with twins pending, not in check before his first sub-move. */
  canPass(pos: SalmonPosition): boolean;
  /** Checkmate test at the start of a turn: in check and no legal first sub-move. */
  checkmated(pos: SalmonPosition): boolean;
}

export function createTurnRules(board: SalmonBoard): TurnRules {
  const tables = buildPieceTables(board);
  const gen = createGenerator(board, tables);
  const scratch = new Int32Array(MAX_SUB_MOVES);
  // The undo record of the promotion follow-up test.
  const undo = new Int32Array(UNDO_SIZE);
  const PROBE_SLOT = 0;

  function legalSubMoves(pos: SalmonPosition, out: Int32Array, start: number): number {
    return keepLegalSubMoves(pos, out, start, gen.pseudoLegal(pos, pos.toMove, out, start));
  }

  function keepLegalSubMoves(pos: SalmonPosition, out: Int32Array, start: number, pseudoEnd: number): number {
    const player = pos.toMove;
    const end = gen.keepLegal(pos, player, out, start, pseudoEnd);
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

  const canPass = (pos: SalmonPosition): boolean =>
    pos.pendingTwin < 0 && !(pos.subMoves === 0 && gen.inCheck(pos, pos.toMove));

  function checkmated(pos: SalmonPosition): boolean {
    return pos.subMoves === 0 && gen.inCheck(pos, pos.toMove) && legalSubMoves(pos, scratch, 0) === 0;
  }

  return { gen, tables, legalSubMoves, keepLegalSubMoves, canPass, checkmated };
}
