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

/** Adjudication (salmon.md ambiguity 22): this many rounds (one turn of every active player) without a capture or a
 * promotion end the game as a draw among the survivors. */
export const QUIET_ROUNDS_LIMIT = 5;

export interface GameOutcome {
  /** The last player standing, or -1 when the game was adjudicated. */
  readonly winner: number;
  /** Active players at the end. */
  readonly survivors: readonly number[];
  readonly turns: number;
}

/**
 * Plays a game from `pos` with `choose` picking every player's turn token; ends with a winner, by adjudication, or
 * after `maxTurns`. Throws if a chosen token is not legal (a bug in the chooser).
 */
export function playGame(rules: TurnRules, pos: SalmonPosition, choose: (pos: SalmonPosition) => string, maxTurns: number): GameOutcome {
  let turns = 0;
  let quietTurns = 0;
  const material = (): number => {
    let total = 0;
    for (let p = 0; p < PLAYERS; p++) total += pos.pieceCount[p];
    return total;
  };
  const activeCount = (): number => pos.active.reduce((n, a) => n + a, 0);
  while (turns < maxTurns && winner(pos) < 0) {
    eliminateCheckmated(rules, pos);
    if (winner(pos) >= 0) break;
    const before = material();
    const restrictedBefore = pos.restricted.reduce((n, r) => n + r, 0);
    const token = choose(pos);
    const result = playTurn(rules, pos, token);
    if (!result.ok) throw new Error(`illegal turn '${token}': ${result.error.detail}`);
    turns++;
    const changed = material() !== before || pos.restricted.reduce((n, r) => n + r, 0) !== restrictedBefore;
    quietTurns = changed ? 0 : quietTurns + 1;
    if (quietTurns >= QUIET_ROUNDS_LIMIT * activeCount()) break;
  }
  const survivors = [...Array(PLAYERS).keys()].filter((p) => pos.active[p]);
  return { winner: winner(pos), survivors, turns };
}
