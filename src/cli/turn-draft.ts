// The turn a person is composing in `topochess play` for variants whose turn is several sub-moves (salmon). Each
// sub-move is played on the game record as an open turn (`A1a2A1a3,`, src/core/turns.ts), so the session itself
// answers `moves`, `d` and `go` inside the turn; when the turn ends, the open pieces are replaced by the whole turn,
// so the record keeps one token per turn.
import { err, ok, type Result } from '../core/result';
import type { Session } from '../session/session';
import { completeTurn, joinTurn } from '../core/turns';

export class TurnDraft {
  private subMoves: string[] = [];

  constructor(private readonly game: Session) {}

  get played(): readonly string[] {
    return this.subMoves;
  }

  /** The sub-moves as one turn token (`pass` for none). */
  token(): string {
    return joinTurn(this.spelling, this.subMoves);
  }

  private get spelling() {
    const turns = this.game.rules.turns;
    if (turns === undefined) throw new Error('a turn draft needs a variant with turns');
    return turns;
  }

  /** Forgets the sub-moves after the game was reset (a new game); the record holds none of them then. */
  clear(): void {
    this.subMoves = [];
  }

  /** Plays one sub-move inside the turn; returns its canonical text. Nothing changes when it is illegal. */
  play(text: string): Result<string> {
    const turns = this.game.rules.turns;
    if (turns === undefined) return err('ERR_BAD_MOVE', 'this variant has no sub-moves');
    if (text.toLowerCase() === turns.passText)
      return err('ERR_BAD_MOVE', `end the turn with '${turns.passText}' on its own`);
    if (text.includes(turns.separator))
      return err('ERR_BAD_MOVE', `one sub-move at a time, or a whole turn at its start`);
    const made = this.game.playMove(text + turns.separator); // an open turn
    if (!made.ok) return made;
    const canonical = made.value.slice(0, -turns.separator.length);
    this.subMoves.push(canonical);
    return ok(canonical);
  }

  /** Takes back the last sub-move. */
  undo(): boolean {
    if (this.subMoves.length === 0 || !this.game.undo(1).ok) return false;
    this.subMoves.pop();
    return true;
  }

  /**
   * Ends the turn: the sub-moves, then `rest` (`pass`: nothing more; the engine's answer to `go` inside the turn; or a
   * whole turn typed at its start). The record gets the whole turn as one token, returned; nothing changes if refused.
   */
  finish(rest: string): Result<string> {
    const closed = this.game.playMove(rest);
    if (!closed.ok || this.subMoves.length === 0) return closed;
    const whole = completeTurn(this.spelling, this.subMoves, closed.value);
    this.game.undo(this.subMoves.length + 1);
    this.subMoves = [];
    return this.game.playMove(whole);
  }
}
