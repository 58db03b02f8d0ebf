// The game record of one variant: the start text, the tokens played (moves, or whole turns), and the position they
// lead to. Every change is atomic: a bad text or token leaves the record as it was. Nothing here knows of jobs.
import { err, ok, type Result } from '../core/result';
import { legalMoves, type Outcome, type PositionCore, type Rules, type VariantEngine } from '../core/rules';
import { extendsRecord, playToken } from '../core/turns';
import type { Player, VariantName } from '../core/types';

/** The game state by the rules. */
/** The player to move, the 1-based number of the move they are to make in their turn, and whether they may end it. */
export interface TurnState {
  readonly player: Player;
  readonly move: number;
  readonly movesPerTurn: number;
  /** Ending the turn now (the pass token) is legal. */
  readonly canEnd: boolean;
}

export type GameState = { readonly kind: 'ongoing' } | Outcome;

export class GameRecord {
  /** 'startpos' or the position text as given. */
  private start = 'startpos';
  /** Tokens played, in canonical text. */
  private played: string[] = [];
  /** Moves each token made on `pos` (a turn: its moves plus its end), for undo. */
  private plies: number[] = [];
  private pos: PositionCore;
  private readonly moveBuffer: Int32Array;

  constructor(
    readonly variant: VariantName,
    readonly engine: VariantEngine<PositionCore>,
  ) {
    this.pos = engine.rules.startPosition();
    this.moveBuffer = new Int32Array(engine.rules.maxMoves);
  }

  get rules(): Rules<PositionCore> {
    return this.engine.rules;
  }

  /** 'startpos' or the position text the game started from. */
  get startText(): string {
    return this.start;
  }

  get moves(): readonly string[] {
    return this.played;
  }

  get sideToMove(): Player {
    return this.pos.stm;
  }

  /** A copy of the current position, for work that must not see later changes to the record. */
  snapshot(): PositionCore {
    return this.rules.clonePosition(this.pos);
  }

  positionText(): string {
    return this.rules.formatPosition(this.pos);
  }

  display(): string {
    return this.rules.display(this.pos);
  }

  /** One layer drawn (1 = the lowest), for boards of several layers; undefined where the engine draws none. */
  displayLayer(layer: number): string | undefined {
    return this.rules.displayLayer?.(this.pos, layer);
  }

  /** What stands on each cell ('' when empty, else `<player>:<label>`); empty when the engine offers no labels. */
  cellLabels(): string[] {
    const rules = this.rules;
    if (rules.cellLabel === undefined) return [];
    const labels: string[] = [];
    for (let cell = 0; cell < rules.topology.size; cell++) labels.push(rules.cellLabel(this.pos, cell));
    return labels;
  }

  /** The cells of royal pieces under attack (the side to move's king in check); none where no piece is royal. */
  checkedCells(): number[] {
    return this.rules.checkedCells?.(this.pos) ?? [];
  }

  /** Back to the variant's start position. */
  reset(): void {
    this.start = 'startpos';
    this.played = [];
    this.plies = [];
    this.pos = this.rules.startPosition();
  }

  /** Sets the position atomically: if the text or any move is bad, nothing changes. */
  setPosition(start: string, moves: readonly string[]): Result<void> {
    const rules = this.rules;
    const startText = start === 'startpos' ? 'startpos' : start.trim().split(/\s+/).join(' ');
    if (startText === '') return err('ERR_BAD_POSITION', 'empty position text');
    // A GUI resends the whole game every move: when it extends the current record, only the new tokens are played.
    if (startText === this.start && extendsRecord(this.played, moves)) {
      return this.extend(moves.slice(this.played.length), moves.length);
    }
    let pos: PositionCore;
    if (startText === 'startpos') {
      pos = rules.startPosition();
    } else {
      const parsed = rules.parsePosition(startText);
      if (!parsed.ok) return parsed;
      pos = parsed.value;
    }
    const played: string[] = [];
    const plies: number[] = [];
    for (const text of moves) {
      const made = playToken(rules, pos, text);
      if (!made.ok)
        return err(made.error.code, `${made.error.detail} (${this.tokenWord} ${played.length + 1} of ${moves.length})`);
      played.push(made.value.text);
      plies.push(made.value.plies);
    }
    this.start = startText;
    this.played = played;
    this.plies = plies;
    this.pos = pos;
    return ok(undefined);
  }

  /** 'move', or 'turn' in variants whose tokens are whole turns (error messages). */
  private get tokenWord(): string {
    return this.rules.turns === undefined ? 'move' : 'turn';
  }

  /** Plays `tokens` after the current record, all or nothing; `total` is the length of the whole list (messages). */
  private extend(tokens: readonly string[], total: number): Result<void> {
    const first = this.played.length;
    for (let i = 0; i < tokens.length; i++) {
      const made = this.play(tokens[i]);
      if (!made.ok) {
        this.undo(i);
        return err(made.error.code, `${made.error.detail} (${this.tokenWord} ${first + i + 1} of ${total})`);
      }
    }
    return ok(undefined);
  }

  /** Plays one move (a whole turn in turn variants); returns its canonical text. */
  play(text: string): Result<string> {
    const made = playToken(this.rules, this.pos, text);
    if (!made.ok) return made;
    this.played.push(made.value.text);
    this.plies.push(made.value.plies);
    return ok(made.value.text);
  }

  /** Whether `text` is a legal move (turn) here, as canonical text (the position is unchanged). */
  check(text: string): Result<string> {
    const made = playToken(this.rules, this.pos, text);
    if (!made.ok) return made;
    for (let i = 0; i < made.value.plies; i++) this.rules.unmakeMove(this.pos);
    return ok(made.value.text);
  }

  /** A copy of the position after `text`, which check() has accepted. */
  positionAfter(text: string): PositionCore {
    const copy = this.snapshot();
    playToken(this.rules, copy, text);
    return copy;
  }

  /** Takes back `count` tokens. */
  undo(count: number): Result<void> {
    if (count > this.played.length) {
      return err(
        'ERR_NOTHING_TO_UNDO',
        `${count} ${count === 1 ? 'move' : 'moves'} asked, ${this.played.length} played`,
      );
    }
    for (let i = 0; i < count; i++) {
      const made = this.plies.pop() ?? 1;
      for (let k = 0; k < made; k++) this.rules.unmakeMove(this.pos);
      this.played.pop();
    }
    return ok(undefined);
  }

  /** Legal moves of the current position, canonical text, in generation order. */
  legalMoves(): string[] {
    const rules = this.rules;
    const pos = this.pos;
    const list = legalMoves(rules, pos, this.moveBuffer).map((move) => rules.formatMove(pos, move));
    // In turn variants, ending the turn is a choice of its own.
    if (rules.turns !== undefined && rules.parseMove(pos, rules.turns.passText).ok) list.push(rules.turns.passText);
    return list;
  }

  /** Whose turn it is and how far into it (the `turn` extension). */
  turnState(): TurnState {
    const rules = this.rules;
    const movesPerTurn = rules.turns?.movesPerTurn ?? 1;
    const canEnd = rules.turns !== undefined && rules.parseMove(this.pos, rules.turns.passText).ok;
    return { player: this.pos.stm, move: (rules.movesIntoTurn?.(this.pos) ?? 0) + 1, movesPerTurn, canEnd };
  }

  /** The game state by the rules: the engine's verdict, else checkmate or stalemate when no move is legal. */
  state(): GameState {
    const outcome = this.rules.outcome(this.pos);
    if (outcome !== undefined) return outcome;
    if (this.legalMoves().length > 0) return { kind: 'ongoing' };
    const stm = this.pos.stm;
    if (this.rules.inCheck(this.pos)) {
      const winners: Player[] = [];
      for (let p = 0; p < this.rules.players; p++) if (p !== stm) winners.push(p);
      return { kind: 'win', winners, reason: 'checkmate' };
    }
    return { kind: 'draw', reason: 'stalemate' };
  }
}
