// The fuzzer's own idea of the game the engine holds, kept with the in-process rules (engines/*): the variant and
// its rule switches, the position text last set, and the tokens played on it. bestmoves are checked against it and the
// engine's `d` text is compared with it after every command that changed or failed to change it.
import { createEngine } from '../../engines';
import type { PositionCore, Rules, VariantEngine } from '../../src/core/rules';
import { playToken } from '../../src/core/turns';
import { DEFAULT_SWITCHES, engineKey, type RuleSwitches, type VariantName } from '../../src/core/types';

const engines = new Map<string, VariantEngine<PositionCore>>();

/** One engine per variant and switches for the whole run (salmon's tables take about a second to build). */
export function engineFor(
  variant: VariantName,
  switches: RuleSwitches = DEFAULT_SWITCHES,
): VariantEngine<PositionCore> {
  const key = engineKey(variant, switches);
  let engine = engines.get(key);
  if (engine === undefined) {
    engine = createEngine(variant, switches);
    engines.set(key, engine);
  }
  return engine;
}

/** A position as the fuzzer set it: `startpos` or a position text, then tokens in canonical text. */
export interface GameSnapshot {
  readonly variant: VariantName;
  readonly switches: RuleSwitches;
  readonly base: string;
  readonly tokens: readonly string[];
}

export class GameModel {
  variant: VariantName = 'normal';
  switches: RuleSwitches = DEFAULT_SWITCHES;
  private base = 'startpos';
  private tokens: string[] = [];
  /** Plies each token made, for taking tokens back. */
  private plies: number[] = [];
  private current: PositionCore;

  constructor() {
    this.current = this.rules.startPosition();
  }

  get rules(): Rules<PositionCore> {
    return engineFor(this.variant, this.switches).rules;
  }

  /** The live position (callers must leave it as they found it). */
  get pos(): PositionCore {
    return this.current;
  }

  get moveCount(): number {
    return this.tokens.length;
  }

  snapshot(): GameSnapshot {
    return { variant: this.variant, switches: this.switches, base: this.base, tokens: [...this.tokens] };
  }

  /** A fresh copy of a snapshot's position, or an error text when it cannot be rebuilt. */
  static replay(snapshot: GameSnapshot): PositionCore | string {
    const rules = engineFor(snapshot.variant, snapshot.switches).rules;
    const start = GameModel.parseBase(rules, snapshot.base);
    if (typeof start === 'string') return start;
    for (const token of snapshot.tokens) {
      const made = playToken(rules, start, token);
      if (!made.ok) return `${token}: ${made.error.code} ${made.error.detail}`;
    }
    return start;
  }

  private static parseBase(rules: Rules<PositionCore>, base: string): PositionCore | string {
    if (base === 'startpos') return rules.startPosition();
    const parsed = rules.parsePosition(base);
    return parsed.ok ? parsed.value : `${parsed.error.code} ${parsed.error.detail}`;
  }

  /**
   * A variant change: the start position of the new rules when they differ (the session keeps a game of the same
   * rules).
   */
  setRules(variant: VariantName, switches: RuleSwitches): void {
    if (engineKey(variant, switches) === engineKey(this.variant, this.switches)) return;
    this.variant = variant;
    this.switches = switches;
    this.restart();
  }

  restart(): void {
    this.base = 'startpos';
    this.tokens = [];
    this.plies = [];
    this.current = this.rules.startPosition();
  }

  /** Sets a position as `position … moves …` does: all or nothing. Returns an error text when the rules refuse it. */
  set(base: string, moves: readonly string[]): string | undefined {
    const pos = GameModel.parseBase(this.rules, base);
    if (typeof pos === 'string') return pos;
    const tokens: string[] = [];
    const plies: number[] = [];
    for (const text of moves) {
      const made = playToken(this.rules, pos, text);
      if (!made.ok) return `${text}: ${made.error.code} ${made.error.detail}`;
      tokens.push(made.value.text);
      plies.push(made.value.plies);
    }
    this.base = base;
    this.tokens = tokens;
    this.plies = plies;
    this.current = pos;
    return undefined;
  }

  /** Plays one token on the current position; an error text when the rules refuse it. */
  play(token: string): string | undefined {
    const made = playToken(this.rules, this.current, token);
    if (!made.ok) return `${made.error.code} ${made.error.detail}`;
    this.tokens.push(made.value.text);
    this.plies.push(made.value.plies);
    return undefined;
  }

  /** Takes back `count` tokens; false (nothing changed) when fewer were played. */
  undo(count: number): boolean {
    if (count > this.tokens.length) return false;
    for (let i = 0; i < count; i++) {
      const plies = this.plies.pop() ?? 0;
      this.tokens.pop();
      for (let p = 0; p < plies; p++) this.rules.unmakeMove(this.current);
    }
    return true;
  }

  /** The position text the engine's `d` should show after `Fen: `. */
  positionText(): string {
    return this.rules.formatPosition(this.current);
  }
}
