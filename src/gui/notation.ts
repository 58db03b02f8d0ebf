// The page's notation for a variant: SAN for `normal` (the engine's own SAN code, engines/chess8/san.ts, bundled into
// the page: about 90 KB, and it answers without a round trip), the engine's move text everywhere else, where SAN
// does not exist. The engine stays the judge of every move: these functions only respell moves it has listed or
// played, and turn SAN typed into a PGN back into the engine's text before the engine checks it.
import { Chess8Rules } from '../../engines/chess8/rules';
import { sanLine } from '../../engines/chess8/san';
import { parseMoveInput } from '../../engines/chess8/move-input';
import { err, ok, type Result } from '../core/result';

let chess: Chess8Rules | undefined;
const normalRules = (): Chess8Rules => (chess ??= new Chess8Rules('normal'));

/** The variants written in SAN. */
export const hasSan = (variant: string): boolean => variant === 'normal';

/** The moves (engine texts played from `startText`) as the page writes them. */
export function listTexts(variant: string, startText: string, moves: readonly string[]): string[] {
  return hasSan(variant) ? sanLine(normalRules(), startText, moves) : [...moves];
}

/**
 * Moves as written in a PGN, in the engine's text: SAN (or any spelling chess programs use) read on the position for
 * `normal` (`start` is a position text or `startpos`), where an illegal or unreadable move is an error naming it;
 * other variants' texts unchanged.
 */
export function engineTexts(variant: string, start: string, written: readonly string[]): Result<string[]> {
  if (!hasSan(variant)) return ok([...written]);
  const rules = normalRules();
  const first = rules.parsePosition(start === 'startpos' ? rules.startText : start);
  if (!first.ok) return first;
  const pos = first.value;
  const texts: string[] = [];
  for (const text of written) {
    const move = parseMoveInput(rules, pos, text);
    if (!move.ok) return err(move.error.code, `move ${texts.length + 1} (${text}): ${move.error.detail}`);
    texts.push(rules.formatMove(pos, move.value));
    rules.makeMove(pos, move.value);
  }
  return ok(texts);
}
