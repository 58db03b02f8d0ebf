// The match runner's view of an engine: start it, begin a game, ask for a move. One class per protocol; both speak
// to any engine, not only Topochess. Moves cross this boundary in Topochess's own notation: the CECP player
// translates to and from XBoard's spelling with the same hooks the XBoard adapter uses (ranks 0-9, the folded ring).
import { editCommands } from '../../protocol/xboard-edit';
import { readUciInfo } from '../../protocol/uci-info';
import { fromXboardMove, toXboardMove } from '../../protocol/xboard-spelling';
import type { VariantName } from '../core/types';
import { EngineLink } from './engine-link';
import { chessMoveTextOf, sanOf } from './engine-move';

export type Protocol = 'uci' | 'xboard';

export interface SearchBudget {
  /** Every seat's clock in milliseconds (by player index), when the game is played on a clock. */
  readonly clock?: { readonly remainingMs: readonly number[]; readonly incMs: number };
  readonly depth?: number;
  readonly nodes?: number;
  readonly movetimeMs?: number;
}

export interface ThinkRequest {
  /** Position text the game started from (the variant's start for 'startpos'). */
  readonly startText: string;
  readonly fromStart: boolean;
  /** Moves so far in Topochess notation, and the position text after each (for notation translation). */
  readonly moves: readonly string[];
  readonly positionsAfter: readonly string[];
  /** The seat (player index) to move. */
  readonly seat: number;
  readonly budget: SearchBudget;
  /** How long to wait for the move before calling the engine hung. */
  readonly timeoutMs: number;
}

export type ThinkResult =
  | {
      readonly kind: 'move';
      readonly move: string;
      readonly scoreCp?: number;
      readonly mateIn?: number;
      readonly depth?: number;
    }
  | { readonly kind: 'resign' }
  | { readonly kind: 'failed'; readonly reason: string };

/** An engine option set at start (UCI `setoption name N value V`, CECP `option N=V`), e.g. Threads=2. */
export interface EngineOption {
  readonly name: string;
  readonly value: string;
}

export interface Player {
  readonly name: string;
  readonly alive: boolean;
  start(variant: VariantName, options?: readonly EngineOption[]): Promise<string | undefined>;
  newGame(request: {
    readonly startText: string;
    readonly fromStart: boolean;
    readonly budget: SearchBudget;
  }): Promise<void>;
  think(request: ThinkRequest): Promise<ThinkResult>;
  close(): Promise<void>;
}

const HANDSHAKE_MS = 10_000;

function failure(wait: { kind: 'timeout' | 'exit' }, what: string): ThinkResult {
  return { kind: 'failed', reason: wait.kind === 'exit' ? `crashed (${what})` : `no answer (${what})` };
}

/** Score and depth from a UCI `info` line, if it has them. */
function readUciScore(line: string, into: { scoreCp?: number; mateIn?: number; depth?: number }): void {
  const info = readUciInfo(line);
  if (info === undefined) return;
  if (info.depth !== undefined) into.depth = info.depth;
  if (info.cp !== undefined) {
    into.scoreCp = info.cp;
    into.mateIn = undefined;
  }
  if (info.mate !== undefined) into.mateIn = info.mate;
}

/** What both protocols share: the process, the name (the command until the engine gives its own), quitting. */
abstract class LinkedPlayer {
  protected readonly link: EngineLink;
  name: string;

  constructor(command: string) {
    this.link = new EngineLink(command);
    this.name = command;
  }

  get alive(): boolean {
    return this.link.alive;
  }

  close(): Promise<void> {
    return this.link.close();
  }
}

export class UciPlayer extends LinkedPlayer implements Player {
  async start(variant: VariantName, options: readonly EngineOption[] = []): Promise<string | undefined> {
    this.link.send('uci');
    for (;;) {
      const wait = await this.link.next(() => true, HANDSHAKE_MS);
      if (wait.kind !== 'line') return wait.kind === 'exit' ? 'crashed at start' : 'no uciok';
      const name = /^id name (.+)$/.exec(wait.line);
      if (name) this.name = name[1].trim();
      if (wait.line.trim() === 'uciok') break;
    }
    for (const option of options) this.link.send(`setoption name ${option.name} value ${option.value}`);
    if (variant !== 'normal') this.link.send(`setoption name UCI_Variant value ${variant}`);
    return this.ready();
  }

  private async ready(): Promise<string | undefined> {
    this.link.send('isready');
    const wait = await this.link.next((line) => line.trim() === 'readyok', HANDSHAKE_MS);
    return wait.kind === 'line' ? undefined : 'no readyok';
  }

  async newGame(): Promise<void> {
    this.link.send('ucinewgame');
    await this.ready();
  }

  async think(request: ThinkRequest): Promise<ThinkResult> {
    const start = request.fromStart ? 'startpos' : `fen ${request.startText}`;
    this.link.send(`position ${start}${request.moves.length > 0 ? ` moves ${request.moves.join(' ')}` : ''}`);
    const { clock, depth, nodes, movetimeMs } = request.budget;
    const go: string[] = ['go'];
    if (clock) go.push(uciClocks(clock, request.seat));
    if (depth !== undefined) go.push(`depth ${depth}`);
    if (nodes !== undefined) go.push(`nodes ${nodes}`);
    if (movetimeMs !== undefined) go.push(`movetime ${movetimeMs}`);
    this.link.send(go.join(' '));
    const seen: { scoreCp?: number; mateIn?: number; depth?: number } = {};
    for (;;) {
      const wait = await this.link.next(() => true, request.timeoutMs);
      if (wait.kind !== 'line') return failure(wait, 'waiting for bestmove');
      readUciScore(wait.line, seen);
      const best = /^bestmove (\S+)/.exec(wait.line);
      if (best) return { kind: 'move', move: best[1].toLowerCase(), ...seen };
    }
  }
}

/** Milliseconds as a UCI clock value (at least 1: some engines treat 0 as "no clock"). */
const ms = (value: number): number => Math.max(1, Math.round(value));

/**
 * `go` clock fields: wtime/btime for two players; with more, every seat's `<letter>time`/`<letter>inc` (a..j, the
 * Topochess extension; B's is `btime`) and the mover's clock again as wtime/winc for engines that only read those.
 */
export function uciClocks(clock: NonNullable<SearchBudget['clock']>, seat: number): string {
  const { remainingMs, incMs } = clock;
  if (remainingMs.length === 2)
    return `wtime ${ms(remainingMs[0])} btime ${ms(remainingMs[1])} winc ${incMs} binc ${incMs}`;
  const fields = [`wtime ${ms(remainingMs[seat])} winc ${incMs}`];
  remainingMs.forEach((left, index) => {
    const letter = String.fromCharCode(97 + index);
    fields.push(`${letter}time ${ms(left)} ${letter}inc ${incMs}`);
  });
  return fields.join(' ');
}

export class XboardPlayer extends LinkedPlayer implements Player {
  private variant: VariantName = 'normal';
  private usermove = false;
  /** The engine asked for SAN (`feature san=1`); honoured where every move has SAN (normal, cylinder). */
  private san = false;
  /** Moves of the current game the engine already knows. */
  private known = 0;
  /** The engine takes `setboard` (`feature setboard=1`); without it positions go in by edit mode (xboard-edit.ts). */
  private setboard = false;

  async start(variant: VariantName, options: readonly EngineOption[] = []): Promise<string | undefined> {
    this.variant = variant;
    this.link.send('xboard');
    this.link.send('protover 2');
    // Protocol 2 engines list features and end with done=1; older ones say nothing (give them 2 s).
    for (;;) {
      const wait = await this.link.next((line) => line.startsWith('feature'), 2_000);
      if (wait.kind === 'exit') return 'crashed at start';
      if (wait.kind === 'timeout') break;
      const name = /myname="([^"]*)"/.exec(wait.line);
      if (name) this.name = name[1];
      if (/\busermove=1\b/.test(wait.line)) this.usermove = true;
      if (/\bsetboard=1\b/.test(wait.line)) this.setboard = true;
      if (/\bsan=1\b/.test(wait.line)) this.san = chessMoveTextOf(variant) === 'san';
      if (/\bdone=1\b/.test(wait.line)) break;
    }
    for (const option of options) this.link.send(`option ${option.name}=${option.value}`);
    return undefined;
  }

  async newGame(request: {
    readonly startText: string;
    readonly fromStart: boolean;
    readonly budget: SearchBudget;
  }): Promise<void> {
    this.link.send('new');
    if (this.variant !== 'normal') this.link.send(`variant ${this.variant}`);
    this.link.send('force');
    if (!request.fromStart) {
      const edit = this.setboard || this.variant !== 'normal' ? undefined : editCommands(request.startText);
      for (const line of edit ?? [`setboard ${request.startText}`]) this.link.send(line);
    }
    const { clock, depth, movetimeMs } = request.budget;
    if (clock) {
      const base = Math.round(clock.remainingMs[0] / 1000);
      this.link.send(`level 0 ${Math.floor(base / 60)}:${String(base % 60).padStart(2, '0')} ${clock.incMs / 1000}`);
    }
    if (depth !== undefined) this.link.send(`sd ${depth}`);
    if (movetimeMs !== undefined) this.link.send(`st ${Math.max(1, Math.round(movetimeMs / 1000))}`);
    this.link.send('post');
    this.known = 0;
    // A ping makes sure set-up replies (such as `setup` lines) are behind us before the first move.
    this.link.send('ping 1');
    await this.link.next((line) => line.trim() === 'pong 1', 2_000);
  }

  /**
   * On the 8x8 board the arbiter reads SAN and every coordinate form itself (engine-move.ts): keep the case of `Nf3`.
   */
  private readsOwnSpelling(): boolean {
    return chessMoveTextOf(this.variant) !== undefined;
  }

  async think(request: ThinkRequest): Promise<ThinkResult> {
    for (; this.known < request.moves.length; this.known++) {
      const text = request.moves[this.known];
      const move = this.san
        ? sanOf(this.known === 0 ? request.startText : request.positionsAfter[this.known - 1], text, this.variant)
        : toXboardMove(this.variant, text, request.positionsAfter[this.known]);
      this.link.send(this.usermove ? `usermove ${move}` : move);
    }
    const clock = request.budget.clock;
    if (clock) {
      const own = clock.remainingMs[request.seat];
      const opp = clock.remainingMs[1 - request.seat];
      this.link.send(`time ${Math.max(1, Math.round(own / 10))}`);
      this.link.send(`otim ${Math.max(1, Math.round(opp / 10))}`);
    }
    this.link.send('go');
    const seen: { scoreCp?: number; mateIn?: number; depth?: number } = {};
    for (;;) {
      const wait = await this.link.next(() => true, request.timeoutMs);
      if (wait.kind !== 'line') return failure(wait, 'waiting for a move');
      const line = wait.line.trim();
      const thinking = /^(\d+)\s+(-?\d+)\s+\d+\s+\d+/.exec(line);
      if (thinking) {
        seen.depth = Number(thinking[1]);
        seen.scoreCp = Number(thinking[2]);
      }
      if (line === 'resign' || /^(1-0|0-1) \{.*resign/i.test(line)) return { kind: 'resign' };
      if (line.startsWith('Illegal move')) return { kind: 'failed', reason: `refused a move: ${line}` };
      const move = /^move\s+(\S+)/.exec(line);
      if (move) {
        this.link.send('force');
        this.known = request.moves.length + 1;
        return {
          kind: 'move',
          move: this.readsOwnSpelling() ? move[1] : (fromXboardMove(this.variant, move[1]) ?? move[1]),
          ...seen,
        };
      }
    }
  }
}

export function createPlayer(protocol: Protocol, command: string): Player {
  return protocol === 'uci' ? new UciPlayer(command) : new XboardPlayer(command);
}
