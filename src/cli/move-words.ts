// How `topochess play` reads and writes moves in a player's words. In normal chess that is SAN (`Nf3`, `O-O`,
// `exd8=Q+`), with every coordinate spelling accepted too (engines/chess8/move-input.ts, engines/chess8/san.ts); the
// other variants have no SAN, so their moves are the engine's own notation. The session keeps the engine's text.
import { parseMoveInput } from '../../engines/chess8/move-input';
import { formatSan } from '../../engines/chess8/san';
import type { Result } from '../core/result';
import type { PositionCore } from '../core/rules';
import type { Session } from '../session/session';
import { hasSan } from '../gui/notation';

export interface MoveWords {
  /** The engine's text of the move a person typed, legal in the current position; or why it is not one. */
  read(text: string): Result<string>;
  /** A person's words for a legal move of the current position, given in the engine's text. */
  write(move: string): string;
}

/** The current position of the session, read back from its text (SAN needs only the board and the rights). */
function currentPosition(session: Session): PositionCore {
  const parsed = session.rules.parsePosition(session.positionText());
  if (!parsed.ok) throw new Error(`the session's own position text is unreadable: ${parsed.error.detail}`);
  return parsed.value;
}

/** The words of the session's variant: SAN in `normal`, the engine's notation elsewhere. */
export function moveWords(session: Session): MoveWords {
  if (!hasSan(session.variant)) return { read: (text) => session.checkMove(text), write: (move) => move };
  return {
    read(text) {
      const pos = currentPosition(session);
      const move = parseMoveInput(session.rules, pos, text);
      return move.ok ? session.checkMove(session.rules.formatMove(pos, move.value)) : move;
    },
    write(move) {
      const pos = currentPosition(session);
      const parsed = session.rules.parseMove(pos, move);
      return parsed.ok ? (formatSan(session.rules, pos, parsed.value) ?? move) : move;
    },
  };
}
