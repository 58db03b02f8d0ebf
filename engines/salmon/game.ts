// Whole turns as the protocol sees them: applying a turn token atomically, eliminating a player who is checkmated at
// the start of his turn, and the winner (the last active player). Game level: allocates freely, never in search.
import type { Result } from '../../src/core/result';
import { err, ok } from '../../src/core/result';
import { PLAYERS } from './layer';
import { UNDO_SIZE, makeSubMove, removeFromList, unmakeSubMove } from './make';
import { formatSubMove, parseSubMove, splitTurn } from './notation';
import type { SalmonPosition } from './position';
import { nextActive } from './position';
import type { TurnRules } from './turn';
import { MAX_SUB_MOVES, TURN_LENGTH } from './turn';

/** The only active player, or -1 while two or more remain. */
export function winner(pos: SalmonPosition): number {
  let found = -1;
  for (let p = 0; p < PLAYERS; p++) {
    if (!pos.active[p]) continue;
    if (found >= 0) return -1;
    found = p;
  }
  return found;
}

/** Removes a player's centaur (if still there) and makes him inactive; his other pieces stay as inert obstacles. */
export function eliminate(pos: SalmonPosition, player: number): void {
  const cell = pos.centaur[player];
  if (cell >= 0) {
    removeFromList(pos, player, cell);
    pos.type[cell] = -1;
    pos.owner[cell] = -1;
    pos.restricted[cell] = 0;
    pos.centaur[player] = -1;
  }
  pos.active[player] = 0;
}

/**
 * At a turn boundary: while the player to move is checkmated (and others remain), eliminates him and passes the move
 * on. Returns the players eliminated.
 */
export function eliminateCheckmated(rules: TurnRules, pos: SalmonPosition): number[] {
  const gone: number[] = [];
  while (winner(pos) < 0 && pos.subMoves === 0 && rules.checkmated(pos)) {
    const player = pos.toMove;
    eliminate(pos, player);
    gone.push(player);
    pos.toMove = nextActive(pos, player, 1);
  }
  return gone;
}

/**
 * Plays one turn token (`pass` or sub-moves joined by `,`) for the player to move, starting at a turn boundary, and
 * ends the turn. Nothing changes unless the whole token is legal. Returns the sub-moves in canonical text.
 */
export function playTurn(rules: TurnRules, pos: SalmonPosition, token: string): Result<string[]> {
  if (pos.subMoves !== 0 || pos.pendingTwin >= 0) return err('ERR_ILLEGAL_MOVE', 'a turn token needs a turn boundary');
  if (winner(pos) >= 0) return err('ERR_GAME_OVER', 'the game is over');
  const parts = splitTurn(token);
  if (!parts.ok) return parts;
  const moves = new Int32Array(MAX_SUB_MOVES);
  const undo = new Int32Array(UNDO_SIZE * TURN_LENGTH);
  const played: string[] = [];
  const takeBack = (): void => {
    for (let k = pos.subMoves - 1; k >= 0; k--) unmakeSubMove(pos, undo, k * UNDO_SIZE);
  };
  for (const text of parts.value) {
    const count = rules.legalSubMoves(pos, moves, 0);
    const move = parseSubMove(pos, text, moves, count);
    if (!move.ok) {
      takeBack();
      return err(move.error.code, `${move.error.detail} (sub-move ${played.length + 1} of '${token}')`);
    }
    played.push(formatSubMove(pos, move.value));
    makeSubMove(pos, move.value, undo, pos.subMoves * UNDO_SIZE);
  }
  if (pos.pendingTwin >= 0 || (pos.subMoves < TURN_LENGTH && !rules.canPass(pos))) {
    takeBack();
    return err('ERR_ILLEGAL_MOVE', pos.pendingTwin >= 0 ? 'a twin must move off after a promotion' : 'in check: the turn must start with an escape');
  }
  rules.endTurn(pos);
  return ok(played);
}
