// How `topochess play` reads and writes moves in a player's words: each variant's move text (src/gui/notation.ts, the
// board page's: SAN in normal chess, the variant's own SAN-like text elsewhere), with the engine's own text (and in
// normal chess every coordinate spelling) read too. The session keeps the engine's text.
import { err, type Result } from '../core/result';
import type { Session } from '../session/session';
import { engineTexts, listTexts } from '../gui/notation';

export interface MoveWords {
  /** The engine's text of the move a person typed, legal in the current position; or why it is not one. */
  read(text: string): Result<string>;
  /** A person's words for a legal move of the current position, given in the engine's text. */
  write(move: string): string;
}

/**
 * The words of the session's variant, read and written on its current position. Salmon's sub-moves stay the engine's
 * text: the terminal's turn draft (src/cli/turn-draft.ts) speaks it.
 */
export function moveWords(session: Session): MoveWords {
  if (session.rules.turns !== undefined) return { read: (text) => session.checkMove(text), write: (move) => move };
  return {
    read(text) {
      const engine = engineTexts(session.variant, session.positionText(), [text]);
      // One move read: its reason needs no `move 1 (…)` in front.
      if (!engine.ok) return err(engine.error.code, engine.error.detail.replace(/^move 1 \(.*?\): /, ''));
      return session.checkMove(engine.value[0]);
    },
    write: (move) => listTexts(session.variant, session.positionText(), [move])[0],
  };
}
