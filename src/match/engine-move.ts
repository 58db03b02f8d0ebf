// The arbiter reads an engine's move in every spelling the variant's GUIs accept, then plays it by the rules. On the
// boards of the FIDE-board family (normal, msg, cylinder) that is SAN and every coordinate form
// (engines/chess8/move-input.ts), so a CECP engine that castles with `O-O` or promotes with `e7e8=Q` is not forfeited;
// other variants read their own notation. A CECP engine that asks for SAN (`feature san=1`) gets SAN where every move
// has it (normal, cylinder).
import { createEngine } from '../../engines/index';
import { parseMoveInput } from '../../engines/chess8/move-input';
import { formatSan } from '../../engines/chess8/san';
import { expectOk, type Result } from '../core/result';
import type { PositionCore, Rules } from '../core/rules';
import { playToken, type PlayedToken } from '../core/turns';
import type { VariantName } from '../core/types';

/** Whether the variant's moves are written as on a chessboard (the FIDE-board family: normal, msg, cylinder). */
function onChessBoard(rules: Rules<PositionCore>): boolean {
  return rules.chessMoveText !== undefined;
}

const moveTextOfVariant = new Map<VariantName, Rules<PositionCore>['chessMoveText']>();

/** The variant's `chessMoveText` (its rules built once per variant). */
export function chessMoveTextOf(variant: VariantName): Rules<PositionCore>['chessMoveText'] {
  if (!moveTextOfVariant.has(variant)) moveTextOfVariant.set(variant, createEngine(variant).rules.chessMoveText);
  return moveTextOfVariant.get(variant);
}

/** Parses, checks and plays an engine's move (a whole turn in turn variants); on any error `pos` is unchanged. */
export function playEngineMove(rules: Rules<PositionCore>, pos: PositionCore, text: string): Result<PlayedToken> {
  if (!onChessBoard(rules)) return playToken(rules, pos, text);
  const move = parseMoveInput(rules, pos, text);
  return move.ok ? playToken(rules, pos, rules.formatMove(pos, move.value)) : move;
}

/** A move of a variant whose moves all have SAN (long algebraic, legal in the position text `before`) in SAN. */
export function sanOf(before: string, move: string, variant: VariantName): string {
  const rules = createEngine(variant).rules;
  const pos = expectOk(rules.parsePosition(before));
  return formatSan(rules, pos, expectOk(rules.parseMove(pos, move))) ?? move;
}
