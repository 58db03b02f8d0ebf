// The turn a person is composing in `topochess play` for variants whose turn is several sub-moves (salmon). The game
// record (a Session) only takes whole turns, so the sub-moves are made on a copy of the position, and a second Session
// set to that copy answers `moves` and `d` for the unfinished turn.
import type { PositionCore } from '../core/rules';
import { err, ok, type Result } from '../core/result';
import type { Session } from '../session/session';

export class TurnDraft {
  private subMoves: string[] = [];
  /** The position after the sub-moves; undefined while there are none (the game's own position is current). */
  private pos: PositionCore | undefined;

  /** `game` holds the record; `scratch` (same variant) is only ever set to the unfinished turn's position. */
  constructor(
    private readonly game: Session,
    private readonly scratch: Session,
  ) {}

  get played(): readonly string[] {
    return this.subMoves;
  }

  /** The sub-moves as one turn token (`pass` for none). */
  token(): string {
    const turns = this.game.rules.turns;
    if (turns === undefined) throw new Error('TurnDraft needs a variant with turns');
    return this.subMoves.length === 0 ? turns.passText : this.subMoves.join(turns.separator);
  }

  /** Forgets the sub-moves (the turn was played, undone or abandoned). */
  clear(): void {
    this.subMoves = [];
    this.pos = undefined;
  }

  /** Plays one sub-move on the draft; returns its canonical text. Nothing changes when it is illegal. */
  play(text: string): Result<string> {
    const rules = this.game.rules;
    const turns = rules.turns;
    if (turns === undefined) return err('ERR_BAD_MOVE', 'this variant has no sub-moves');
    if (text.toLowerCase() === turns.passText) return err('ERR_BAD_MOVE', `end the turn with '${turns.passText}' on its own`);
    if (this.subMoves.length >= turns.movesPerTurn) return err('ERR_ILLEGAL_MOVE', `a turn has at most ${turns.movesPerTurn} sub-moves`);
    const pos = this.pos ?? this.gamePosition();
    const parsed = rules.parseMove(pos, text);
    if (!parsed.ok) return parsed;
    const canonical = rules.formatMove(pos, parsed.value);
    if (!rules.makeMove(pos, parsed.value)) return err('ERR_ILLEGAL_MOVE', `${text} leaves the King Centaur in check`);
    const placed = this.scratch.setPosition(rules.formatPosition(pos), []);
    if (!placed.ok) {
      rules.unmakeMove(pos);
      return placed;
    }
    this.pos = pos;
    this.subMoves.push(canonical);
    return ok(canonical);
  }

  /** Takes back the last sub-move by replaying the others from the game's position. */
  undo(): boolean {
    if (this.subMoves.length === 0) return false;
    const keep = this.subMoves.slice(0, -1);
    this.clear();
    for (const text of keep) this.play(text);
    return true;
  }

  /** The session that shows the current state: the game, or the scratch copy while sub-moves are pending. */
  get current(): Session {
    return this.pos === undefined ? this.game : this.scratch;
  }

  private gamePosition(): PositionCore {
    const parsed = this.game.rules.parsePosition(this.game.positionText());
    if (!parsed.ok) throw new Error(`position text does not round-trip: ${parsed.error.detail}`);
    return parsed.value;
  }
}
