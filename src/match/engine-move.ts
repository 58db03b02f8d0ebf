// The arbiter reads an engine's move in every spelling the variant's GUIs accept, then plays it by the rules. On the
// 8x8 board (normal, msg) that is SAN and every coordinate form (engines/chess8/move-input.ts), so a CECP engine that
// castles with `O-O` or promotes with `e7e8=Q` is not forfeited; other variants read their own notation. A CECP
// engine that asks for SAN (`feature san=1`) gets the moves of a `normal` game in SAN.
import { createEngine } from '../../engines/index';
import { Chess8Rules } from '../../engines/chess8/rules';
import { parseMoveInput } from '../../engines/chess8/move-input';
import { formatSan } from '../../engines/chess8/san';
import { expectOk, type Result } from '../core/result';
import type { PositionCore, Rules } from '../core/rules';
import { playToken, type PlayedToken } from '../core/turns';

/** Whether the variant is played on the 8x8 chess board (a plain test: the position stays typed generically). */
function onChessBoard(rules: Rules<PositionCore>): boolean {
  return rules instanceof Chess8Rules;
}

/** Parses, checks and plays an engine's move (a whole turn in turn variants); on any error `pos` is unchanged. */
export function playEngineMove(rules: Rules<PositionCore>, pos: PositionCore, text: string): Result<PlayedToken> {
  if (!onChessBoard(rules)) return playToken(rules, pos, text);
  const move = parseMoveInput(rules, pos, text);
  return move.ok ? playToken(rules, pos, rules.formatMove(pos, move.value)) : move;
}

/** A `normal` move (long algebraic, legal in the position text `before`) in SAN. */
export function sanOf(before: string, move: string): string {
  const rules = createEngine('normal').rules;
  const pos = expectOk(rules.parsePosition(before));
  return formatSan(rules, pos, expectOk(rules.parseMove(pos, move))) ?? move;
}
