// Protocol move tokens: one move in two-player variants; a whole turn (its moves joined by the separator, then the end
// of the turn) in variants with Rules.turns. A turn token that ends with the separator is an open turn: its moves
// are played and the turn goes on, so the next token continues it (how a board view sends a turn in the making).
// One implementation for the session, the search worker and the match runner.
import { err, ok, type Result } from './result';
import { legalMoves, type PositionCore, type Rules, type TurnFormat } from './rules';

/** How a turn token is spelled: its moves joined by the separator, or the pass text for none. */
export type TurnSpelling = Pick<TurnFormat, 'separator' | 'passText'>;

/** A whole turn of these moves (the pass text for none). */
export function joinTurn(spelling: TurnSpelling, moves: readonly string[]): string {
  return moves.length === 0 ? spelling.passText : moves.join(spelling.separator);
}

/** The moves of a whole turn token (none for the pass text, in any case). */
export function splitTurn(spelling: TurnSpelling, token: string): string[] {
  return token.toLowerCase() === spelling.passText ? [] : token.split(spelling.separator);
}

/** A turn in the making as position tokens: one open token (trailing separator) per move, so each extends the last. */
export function openTurnTokens(spelling: TurnSpelling, moves: readonly string[]): string[] {
  return moves.map((move) => move + spelling.separator);
}

/** The whole turn of the moves played so far and the rest of it (the engine's answer on the open turn). */
export function completeTurn(spelling: TurnSpelling, played: readonly string[], rest: string): string {
  return joinTurn(spelling, [...played, ...splitTurn(spelling, rest)]);
}

export interface PlayedToken {
  /** The token in canonical text. */
  readonly text: string;
  /** Moves made on the position (a turn's moves plus its end), for taking the token back. */
  readonly plies: number;
}

/**
 * Whether the token list `moves` begins with all of `known`: a game record that only grew, so only the new tokens need
 * playing (GUIs and match runners resend the whole game every move).
 */
export function extendsRecord(known: readonly string[], moves: readonly string[]): boolean {
  return moves.length >= known.length && known.every((text, i) => moves[i] === text);
}

/** Parses, checks and plays one token on `pos`; on any error the position is left as it was. */
export function playToken(rules: Rules<PositionCore>, pos: PositionCore, token: string): Result<PlayedToken> {
  const text = token.trim();
  if (rules.turns === undefined) {
    const made = playOne(rules, pos, text);
    return made.ok ? ok({ text: made.value, plies: 1 }) : made;
  }
  const { separator, passText, movesPerTurn } = rules.turns;
  const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text; // echoed input stays short
  const open = text.endsWith(separator);
  const parts = open ? text.slice(0, -separator.length).split(separator) : splitTurn(rules.turns, text);
  // The pass text stands alone: inside a list of moves it would end the turn early.
  const misplaced = (part: string): boolean => part.trim() === '' || part.trim().toLowerCase() === passText;
  if (parts.length > movesPerTurn || parts.some(misplaced)) {
    return err(
      'ERR_BAD_MOVE',
      `not a turn: '${shown}' (up to ${movesPerTurn} moves joined by '${separator}', or ${passText})`,
    );
  }
  const played: string[] = [];
  const takeBack = (): void => {
    for (let i = 0; i < played.length; i++) rules.unmakeMove(pos);
  };
  for (const part of open ? parts : [...parts, passText]) {
    const made = playOne(rules, pos, part);
    if (!made.ok) {
      takeBack();
      const where = part === passText ? 'ending the turn' : `move ${played.length + 1}`;
      return err(made.error.code, `${made.error.detail} (${where} of '${shown}')`);
    }
    played.push(made.value);
  }
  if (open) return ok({ text: played.join(separator) + separator, plies: parts.length });
  played.pop();
  return ok({ text: joinTurn(rules.turns, played), plies: parts.length + 1 });
}

/** Parses, checks and plays one move; returns its canonical text. */
function playOne(rules: Rules<PositionCore>, pos: PositionCore, text: string): Result<string> {
  const parsed = rules.parseMove(pos, text.trim());
  if (!parsed.ok) return parsed;
  const canonical = rules.formatMove(pos, parsed.value);
  if (!rules.makeMove(pos, parsed.value)) return err('ERR_ILLEGAL_MOVE', `${text.trim()} leaves the king in check`);
  return ok(canonical);
}

/**
 * A legal token for the side to move, or undefined when there is none (checkmate, stalemate); `pos` is left as it
 * was. Moves are taken from the legal list by `pick` (an index below the list's length): one move, or in turn variants
 * moves until at least `wanted` are played and the turn may end (fewer if no move is left and the turn may end).
 */
export function legalToken(
  rules: Rules<PositionCore>,
  pos: PositionCore,
  pick: (count: number) => number,
  wanted = 1,
): string | undefined {
  const buffer = new Int32Array(rules.maxMoves);
  const turns = rules.turns;
  const played: string[] = [];
  let token: string | undefined;
  for (;;) {
    const mayEnd = turns !== undefined && rules.parseMove(pos, turns.passText).ok;
    if (mayEnd && played.length >= wanted) {
      token = joinTurn(turns, played);
      break;
    }
    const legal = legalMoves(rules, pos, buffer);
    if (legal.length === 0) {
      if (mayEnd) token = joinTurn(turns, played);
      break;
    }
    const move = legal[pick(legal.length)];
    played.push(rules.formatMove(pos, move));
    rules.makeMove(pos, move);
    if (turns === undefined) {
      token = played[0];
      rules.unmakeMove(pos);
      return token;
    }
  }
  for (let i = 0; i < played.length; i++) rules.unmakeMove(pos);
  return token;
}

/**
 * The fallback answer when a search fails: the first legal move, or for turn variants the shortest turn the rules
 * allow (a pass if it may, else first legal moves until it may); undefined when there is none.
 */
export function firstLegalToken(rules: Rules<PositionCore>, pos: PositionCore): string | undefined {
  return legalToken(rules, pos, () => 0, 0);
}
