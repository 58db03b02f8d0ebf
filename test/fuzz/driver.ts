// Runs the packaged engine on seeded fuzz input in one dialect and checks, line by line:
// - every probe (`isready` → `readyok`, XBoard `ping N` → `pong N`) is answered within PROBE_MS (an XBoard ping held
//   by the engine's own think is released by `?`, and must then come within PROBE_MS too);
// - no stack trace, `at …` frame, JS error name or ERR_INTERNAL on stdout or stderr;
// - after a refused command the engine's `d` text is the one it had before; after an accepted one, the one the
//   in-process rules give (checked after every refusal and every eighth change);
// - every `bestmove` (UCI) answers the oldest open `go`, is legal in the position that `go` searched and inside its
//   `searchmoves`; every XBoard `move` is legal in the game; every accepted `go` gets exactly one `bestmove`;
// - the process lives until EOF and then exits with code 0.
import { firstLegalToken, playToken } from '../../src/core/turns';
import { DEFAULT_SWITCHES, VARIANTS, engineKey, isVariantName } from '../../src/core/types';
import { findOption, parseOptionValue } from '../../src/session/options';
import { parseUciGo } from '../../protocol/limits';
import { fromXboardMove, fromXboardPosition } from '../../protocol/xboard-spelling';
import type { WriteStream } from 'node:fs';
import { EngineProcess } from '../helpers/engine-process';
import { GameModel, engineFor, type GameSnapshot } from './model';
import { LineGenerator, type Dialect } from './generate';

export const PROBE_MS = Number(process.env.FUZZ_PROBE_MS ?? 2_000);
/**
 * After a command that may build rules the process has not built yet (salmon's tables take about a second, several
 * on a loaded machine, in the main thread and again in the worker), probes get this long until one is answered within
 * PROBE_MS again; counted in stats.setupProbes.
 */
export const SETUP_PROBE_MS = 15_000;
/** A search still open after this long is stopped by the driver (counted, not a failure). */
const SEARCH_PATIENCE_MS = 5_000;
const TAIL_LINES = 40;
const FAILURES_SHOWN_PER_KIND = 3;
const SHOWN_CHARS = 160;

export interface FuzzStats {
  dialect: Dialect;
  seed: number;
  lines: number;
  bytes: number;
  longLines: number;
  probes: number;
  slowestProbeMs: number;
  /** The line the slowest probe followed. */
  slowestAfter: string;
  refused: number;
  stateChecks: number;
  gos: number;
  bestmoves: number;
  movesChecked: number;
  driverStops: number;
  heldPings: number;
  setupProbes: number;
}

export interface FuzzFailure {
  readonly kind: string;
  readonly detail: string;
  /** The last lines sent (>) and received (<) when it was seen. */
  readonly tail: string;
}

interface OpenGo {
  readonly line: string;
  readonly snapshot: GameSnapshot;
  readonly searchMoves: readonly string[] | undefined;
  readonly sentAt: number;
}

const clipText = (text: string): string =>
  JSON.stringify(text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…(${text.length} chars)` : text).slice(
    1,
    -1,
  );
const firstToken = (line: string): string => line.trim().split(/\s+/)[0] ?? '';
/** Rows of a `d` board drawing, left out of transcripts (its `Fen:` line stays). */
const BOARD_ROW = /^(# )?\s*(\+-|[|(]|\d+ +[|+]|[a-j]( +[a-j])+$)/;
const CRASH =
  /^\s+at \S|\b(TypeError|ReferenceError|RangeError|SyntaxError|ERR_INTERNAL|internal error)\b|Maximum call stack/;

export class FuzzRun {
  readonly stats: FuzzStats;
  readonly failures: FuzzFailure[] = [];
  private readonly engine: EngineProcess;
  private readonly model = new GameModel();
  private readonly generator: LineGenerator;
  private readonly tail: string[] = [];
  private seen = 0;
  private readies = 0;
  /** readyok lines due: one per `isready` sent, the fuzzer's own or the probe's. */
  private expectedReadies = 0;
  private pingId = 900_000;
  private changes = 0;
  private readonly open: OpenGo[] = [];
  private xboardVariants: string[] = [];
  private lastLine = '';
  /** Set while the model follows the engine after a reported difference (no new failures from that). */
  private quiet = false;
  /** Failures seen per kind (only the first few of each are kept with their transcripts). */
  readonly failureCount = new Map<string, number>();
  /** Set while the engine may still be building rules (see SETUP_PROBE_MS). */
  private settling = false;
  /** Rules (variant and switches) the engine has built by now. */
  private readonly builtKeys = new Set<string>([engineKey('normal', DEFAULT_SWITCHES)]);

  constructor(
    private readonly dialect: Dialect,
    seed: number,
    private readonly budget: number,
    command: readonly string[],
    /** When given, every line sent (>) and received (<) is written there in full. */
    private readonly log?: WriteStream,
  ) {
    this.engine = new EngineProcess(command[0], command.slice(1));
    this.generator = new LineGenerator(dialect, seed, this.model);
    this.stats = {
      dialect,
      seed,
      lines: 0,
      bytes: 0,
      longLines: 0,
      probes: 0,
      slowestProbeMs: 0,
      slowestAfter: '',
      refused: 0,
      stateChecks: 0,
      gos: 0,
      bestmoves: 0,
      movesChecked: 0,
      driverStops: 0,
      heldPings: 0,
      setupProbes: 0,
    };
  }

  async run(): Promise<void> {
    try {
      await this.start();
      while (this.stats.lines < this.budget && this.engine.exitCode === undefined) {
        for (const line of this.generator.next()) await this.step(line);
        await this.stopSlowSearch();
      }
      await this.finish();
    } catch (error) {
      this.fail('driver', error instanceof Error ? error.message : String(error));
      this.engine.kill();
    }
  }

  // ---- plumbing ----------------------------------------------------------------------------------------------

  private send(line: string): void {
    this.log?.write(`> ${line}\n`);
    if (!/^(isready|ping 9\d{5})$/.test(line)) this.lastLine = line;
    if (this.dialect === 'uci' && firstToken(line) === 'isready') this.expectedReadies++;
    this.tail.push(`> ${clipText(line)}`);
    this.engine.send(line);
  }

  private fail(kind: string, detail: string): void {
    if (this.quiet) return;
    this.read();
    this.failureCount.set(kind, (this.failureCount.get(kind) ?? 0) + 1);
    if ((this.failureCount.get(kind) ?? 0) > FAILURES_SHOWN_PER_KIND) return;
    this.failures.push({ kind, detail, tail: this.tail.slice(-TAIL_LINES).join('\n') });
  }

  /** Looks at every line received since the last call: crash traces, bestmoves, XBoard moves. */
  private read(): string[] {
    const fresh = this.engine.lines.slice(this.seen).map((r) => r.line);
    this.seen = this.engine.lines.length;
    for (const line of fresh) {
      this.log?.write(`< ${line}\n`);
      if (!BOARD_ROW.test(line)) this.tail.push(`< ${clipText(line)}`);
      if (this.tail.length > 4 * TAIL_LINES) this.tail.splice(0, this.tail.length - TAIL_LINES);
      if (CRASH.test(line)) this.fail('crash text on stdout', line);
      if (line === 'readyok') this.readies++;
      if (this.dialect === 'uci' && line.startsWith('bestmove')) this.onBestMove(line);
    }
    return fresh;
  }

  /** Sends the probe and waits for its answer; returns the lines received meanwhile (the command's replies). */
  private async probe(patience = PROBE_MS): Promise<string[]> {
    this.stats.probes++;
    const from = this.engine.lines.length;
    if (this.dialect === 'uci') {
      const sent = performance.now();
      this.send('isready');
      const due = (): boolean => this.readies >= this.expectedReadies;
      await this.until(due, patience, 'readyok').catch(async () => {
        // Late is a failure; never answered ends the run.
        await this.until(due, SETUP_PROBE_MS, 'readyok');
        this.fail(
          'slow probe',
          `readyok ${Math.round(performance.now() - sent)} ms after isready (limit ${patience} ms)`,
        );
      });
      this.expectedReadies = this.readies; // a mutated isready the engine also answered
      this.note(performance.now() - sent);
    } else {
      const id = ++this.pingId;
      const sent = performance.now();
      this.send(`ping ${id}`);
      const pong = new RegExp(`^pong ${id}$`);
      try {
        await this.engine.waitFor(pong, patience, from);
        this.note(performance.now() - sent);
      } catch {
        // CECP: a ping is held while the engine thinks on its own move; `?` makes it move now.
        this.stats.heldPings++;
        this.send('?');
        const asked = performance.now();
        await this.engine.waitFor(pong, PROBE_MS, from).catch(async () => {
          await this.engine.waitFor(pong, SETUP_PROBE_MS, from);
          this.fail(
            'slow probe',
            `pong ${id} ${Math.round(performance.now() - asked)} ms after '?' (limit ${PROBE_MS} ms)`,
          );
        });
        this.note(performance.now() - asked);
      }
    }
    return this.engine.lines.slice(from).map((r) => r.line);
  }

  private note(ms: number): void {
    if (this.settling) return;
    if (ms <= this.stats.slowestProbeMs) return;
    this.stats.slowestProbeMs = Math.round(ms);
    this.stats.slowestAfter = clipText(this.lastLine);
  }

  private async until(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      this.read();
      if (test()) return;
      const left = deadline - performance.now();
      if (left <= 0 || this.engine.exitCode !== undefined)
        throw new Error(`no ${what} within ${timeoutMs} ms (engine exit code ${this.engine.exitCode})`);
      await this.engine.waitForMore(this.engine.lines.length, left);
    }
  }

  // ---- the run -----------------------------------------------------------------------------------------------

  private async start(): Promise<void> {
    if (this.dialect === 'uci') {
      this.send('uci');
      await this.engine.waitFor(/^uciok$/, PROBE_MS * 5);
    } else {
      this.send('xboard');
      this.send('protover 2');
      const done = await this.engine.waitFor(/^feature .*done=1/, PROBE_MS * 5);
      const features = this.engine.lines
        .slice(0, done.index + 1)
        .map((r) => r.line)
        .join(' ');
      this.xboardVariants = /variants="([^"]*)"/.exec(features)?.[1].split(',') ?? [];
      // CECP's default level gives several seconds a move: keep thinks short unless the input says otherwise.
      for (const line of ['new', 'st 0.05']) await this.step(line);
    }
    this.read();
  }

  private async step(line: string): Promise<void> {
    this.stats.lines++;
    this.stats.bytes += Buffer.byteLength(line) + 1;
    if (line.length > 100_000) this.stats.longLines++;
    const before = this.model.snapshot();
    const beforeText = this.model.positionText();
    // A go is open from the moment it is sent: its bestmove may come before the probe's answer.
    const tokens = line.trim().split(/\s+/);
    const go =
      this.dialect === 'uci' && tokens[0] === 'go' && tokens[1] !== 'perft' ? this.openGo(line, tokens) : undefined;
    this.send(line);
    if (this.mayBuildRules(line)) this.settling = true;
    if (this.settling) this.stats.setupProbes++;
    const asked = performance.now();
    const replies = await this.probe(this.settling ? SETUP_PROBE_MS : PROBE_MS);
    if (performance.now() - asked < PROBE_MS) this.settling = false;
    this.builtKeys.add(engineKey(this.model.variant, this.model.switches));
    this.read();
    const refused = replies.some(
      (reply) =>
        /^info string error |^Error \(|^Illegal move|^tellusererror/.test(reply) &&
        !/^info string error ERR_UNKNOWN_COMMAND 'isready'/.test(reply),
    );
    if (refused) this.stats.refused++;
    if (go !== undefined && !refused) this.stats.gos++;
    // (A refused go already matched to a bestmove was the best fit for an answer an earlier go got wrong: reported
    // there.)
    if (go !== undefined && refused && this.open.includes(go)) this.open.splice(this.open.indexOf(go), 1);
    const changed = this.dialect === 'uci' ? this.applyUci(line, refused) : this.applyXboard(line, refused);
    if (this.dialect === 'xboard') this.applyXboardMoves(replies);
    if (changed === 'refused-change' || (changed === 'changed' && ++this.changes % 8 === 0)) {
      await this.checkState(changed === 'refused-change' ? beforeText : undefined, before, line);
    }
  }

  /** Whether the line names a variant or rule switch whose rules the engine may not have built yet. */
  private mayBuildRules(line: string): boolean {
    const text = line.toLowerCase();
    if (/salmon/.test(text)) return true;
    return VARIANTS.some(
      (variant) => text.includes(variant) && !this.builtKeys.has(engineKey(variant, this.model.switches)),
    );
  }

  /** Compares the engine's `d` position text with the model (and, after a refusal, with the text before). */
  private async checkState(expected: string | undefined, before: GameSnapshot, line: string): Promise<void> {
    this.stats.stateChecks++;
    const from = this.engine.lines.length;
    this.send('d');
    await this.probe();
    const shown = this.engine.lines.slice(from).map((r) => r.line.replace(/^# ?/, ''));
    const at = shown.findIndex((text) => text.startsWith('Fen: '));
    if (at < 0) return this.fail('state', `no 'Fen:' line from d after ${clipText(line)}`);
    let text = shown[at].slice(5);
    for (let i = at + 1; i < shown.length && shown[i].startsWith('+'); i++) text += shown[i].slice(1);
    const wanted = this.model.positionText();
    if (expected !== undefined && text !== expected) {
      this.fail(
        'state changed by a refused command',
        `${clipText(line)}: position text was ${clipText(expected)}, now ${clipText(text)} (variant ${before.variant})`,
      );
      // Follow the engine: most likely it did what the line says although it answered an error.
      this.quiet = true;
      if (this.dialect === 'uci') this.applyUci(line, false);
      else this.applyXboard(line, false);
      this.quiet = false;
      if (this.model.positionText() !== text) this.resync(text);
    } else if (text !== wanted) {
      this.fail(
        'state differs from the rules',
        `after ${clipText(line)}: engine ${clipText(text)}, rules ${clipText(wanted)} (variant ${this.model.variant})`,
      );
      this.resync(text);
    }
  }

  /** After a reported difference, follow the engine so that later checks say something new. */
  private resync(text: string): void {
    if (this.model.set(text, []) !== undefined) this.model.restart();
  }

  private async stopSlowSearch(): Promise<void> {
    const oldest = this.open.at(0);
    if (oldest === undefined || performance.now() - oldest.sentAt < SEARCH_PATIENCE_MS) return;
    this.stats.driverStops++;
    this.send('stop');
    const count = this.open.length;
    try {
      await this.until(() => this.open.length < count, PROBE_MS, `bestmove after stop for '${clipText(oldest.line)}'`);
    } catch (error) {
      this.fail('go not answered after stop', (error as Error).message);
      this.open.splice(0);
    }
  }

  private async finish(): Promise<void> {
    this.engine.closeInput();
    const code = await this.engine.exit(10_000);
    this.read();
    if (code !== 0) this.fail('exit', `exit code ${code} at EOF`);
    if (this.open.length > 0)
      this.fail(
        'go not answered',
        `${this.open.length} go without bestmove at EOF, first: ${clipText(this.open[0].line)}`,
      );
    const stderr = this.engine.stderr.join('');
    if (CRASH.test(stderr) || /Error/.test(stderr)) this.fail('crash text on stderr', clipText(stderr));
  }

  // ---- UCI -----------------------------------------------------------------------------------------------------

  /** Updates the model for an answered UCI line; says whether the game changed, or a change was refused. */
  private applyUci(line: string, refused: boolean): 'changed' | 'refused-change' | 'same' {
    const tokens = line.trim().split(/\s+/);
    switch (tokens[0]) {
      case 'position': {
        if (refused) return 'refused-change';
        const at = tokens.indexOf('moves');
        const head = at < 0 ? tokens.slice(1) : tokens.slice(1, at);
        const moves = at < 0 ? [] : tokens.slice(at + 1);
        const base =
          head[0] === 'startpos' && head.length === 1
            ? 'startpos'
            : head[0] === 'fen'
              ? head.slice(1).join(' ')
              : undefined;
        if (base === undefined) {
          this.fail('accepted a bad command', `${clipText(line)} was accepted`);
          return 'changed';
        }
        const error = this.model.set(base, moves);
        if (error !== undefined)
          this.fail(
            'accepted what the rules refuse',
            `${clipText(line)} was accepted; the rules say ${clipText(error)}`,
          );
        return 'changed';
      }
      case 'ucinewgame':
        if (!refused) this.model.restart();
        return refused ? 'refused-change' : 'changed';
      case 'setoption':
        // The engine reads tokens: the name is every token between `name` and `value`, the value every one after.
        return this.applyOption(tokens.slice(tokens[1] === 'name' ? 2 : 1).join(' '), refused, / ?\bvalue\b ?/);
      default:
        return 'same';
    }
  }

  /** `Name value V` (UCI) or `Name=V` (XBoard): a variant or rule switch change restarts the model's game. */
  private applyOption(text: string, refused: boolean, separator: RegExp): 'changed' | 'refused-change' | 'same' {
    const at = text.search(separator);
    const name = at < 0 ? text : text.slice(0, at);
    const value = at < 0 ? '' : text.slice(at).replace(separator, '');
    const spec = findOption(name);
    if (spec === undefined || !['UCI_Variant', 'Salmon Centre', 'Salmon Promotion'].includes(spec.name)) return 'same';
    if (refused) return 'refused-change';
    const parsed = parseOptionValue(spec, value);
    if (!parsed.ok) {
      this.fail('accepted a bad option', `${clipText(text)} was accepted: ${parsed.error.detail}`);
      return 'changed';
    }
    const v = String(parsed.value);
    if (spec.name === 'UCI_Variant' && isVariantName(v)) this.model.setRules(v, this.model.switches);
    if (spec.name === 'Salmon Centre')
      this.model.setRules(this.model.variant, { ...this.model.switches, salmonCentre: v as 'L0' | 'L1' });
    if (spec.name === 'Salmon Promotion')
      this.model.setRules(this.model.variant, {
        ...this.model.switches,
        salmonPromotion: v as 'symmetric' | 'literal',
      });
    return 'changed';
  }

  private openGo(line: string, tokens: readonly string[]): OpenGo {
    let searchMoves: string[] | undefined;
    // The engine's own reading of the go line (a refused go never reaches here), so the lists end where it ends them.
    const parsed = parseUciGo(tokens.slice(1));
    const given = parsed.ok ? parsed.value.searchmoves : undefined;
    if (given !== undefined && this.model.rules.turns === undefined) {
      const listed: string[] = [];
      for (const token of given) {
        const pos = this.model.pos;
        const made = playToken(this.model.rules, pos, token);
        if (made.ok) {
          this.model.rules.unmakeMove(pos);
          listed.push(made.value.text);
        }
      }
      searchMoves = listed;
    }
    const go = { line, snapshot: this.model.snapshot(), searchMoves, sentAt: performance.now() };
    this.open.push(go);
    return go;
  }

  private onBestMove(line: string): void {
    this.stats.bestmoves++;
    if (this.open.length === 0) return this.fail('bestmove without go', line);
    // bestmoves answer go's in order; when one is legal only for a later open go, the earlier ones got none.
    const verdicts = this.open.map((go) => this.judge(line, go));
    const answered = verdicts.findIndex((verdict) => verdict === undefined);
    if (answered > 0) {
      for (const go of this.open.splice(0, answered))
        this.fail(
          'go without bestmove',
          `${clipText(go.line)} got none: the next bestmove, ${line}, answers the later ${clipText(this.open[0].line)} (${this.where(go.snapshot)})`,
        );
    }
    const go = this.open.shift()!;
    this.stats.movesChecked++;
    if (answered < 0)
      this.fail(
        verdicts[0]!.kind,
        `${line} for ${clipText(go.line)}: ${verdicts[0]!.detail} (${this.where(go.snapshot)})`,
      );
  }

  /** Why `line` cannot be the answer to `go`, or undefined when it is a legal answer. */
  private judge(line: string, go: OpenGo): { kind: string; detail: string } | undefined {
    const words = line.split(' ');
    const best = words[1] ?? '';
    const pos = GameModel.replay(go.snapshot);
    if (typeof pos === 'string') return { kind: 'fuzzer', detail: `cannot rebuild the position: ${pos}` };
    const rules = engineFor(go.snapshot.variant, go.snapshot.switches).rules;
    if (best === '(none)') {
      const any = firstLegalToken(rules, pos);
      return any === undefined ? undefined : { kind: 'bestmove (none) with legal moves', detail: `${any} is legal` };
    }
    const made = playToken(rules, pos, best);
    if (!made.ok) return { kind: 'illegal bestmove', detail: made.error.detail };
    if (go.searchMoves !== undefined && go.searchMoves.length > 0 && !go.searchMoves.includes(made.value.text)) {
      return {
        kind: 'bestmove outside searchmoves',
        detail: `${made.value.text} is not among ${go.searchMoves.join(' ')}`,
      };
    }
    const ponderAt = words.indexOf('ponder');
    const ponderText = ponderAt > 0 ? words.at(ponderAt + 1) : undefined;
    if (ponderText !== undefined) {
      const reply = playToken(rules, pos, ponderText);
      if (!reply.ok) return { kind: 'illegal ponder move', detail: reply.error.detail };
    }
    return undefined;
  }

  private where(snapshot: GameSnapshot): string {
    const base = snapshot.base === 'startpos' ? 'startpos' : `fen ${snapshot.base}`;
    return clipText(
      `${snapshot.variant}: position ${base}${snapshot.tokens.length > 0 ? ' moves ' + snapshot.tokens.join(' ') : ''}`,
    );
  }

  // ---- XBoard --------------------------------------------------------------------------------------------------

  private applyXboard(line: string, refused: boolean): 'changed' | 'refused-change' | 'same' {
    const tokens = line.trim().split(/\s+/);
    const rest = line.trim().slice(tokens[0].length).trim();
    const model = this.model;
    const verdict = refused ? 'refused-change' : 'changed';
    switch (tokens[0]) {
      case 'new':
        model.setRules('normal', model.switches);
        model.restart();
        return 'changed';
      case 'variant': {
        if (refused) return verdict;
        const name = (tokens[1] ?? '').toLowerCase();
        if (!this.xboardVariants.includes(name))
          this.fail(
            'variant not offered accepted',
            `${clipText(line)} accepted under XBoard; variants="${this.xboardVariants.join(',')}"`,
          );
        if (isVariantName(name)) model.setRules(name, model.switches);
        return verdict;
      }
      case 'usermove':
        return this.userMove(tokens[1], refused, line);
      case 'undo':
      case 'remove':
        if (!refused && !model.undo(tokens[0] === 'undo' ? 1 : 2))
          this.fail('accepted what the rules refuse', `${line}: fewer moves were played`);
        return verdict;
      case 'setboard': {
        if (refused) return verdict;
        const error = model.set(fromXboardPosition(model.variant, rest), []);
        if (error !== undefined)
          this.fail('accepted what the rules refuse', `${clipText(line)} accepted; the rules say ${clipText(error)}`);
        return verdict;
      }
      case 'option':
        return this.applyOption(rest, refused, /=/);
      case 'result':
      case 'turn':
      case 'd':
      case 'moves':
      case 'perft':
      case 'bench':
      case 'topology':
      case 'cells':
        return 'same';
      default:
        // A bare token that is not a command is taken as a move, or refused as an unknown command.
        if (
          tokens[0] !== '' &&
          !/^(xboard|protover|accepted|rejected|random|computer|name|rating|ics|hint|bk|draw|cores|force|go|playother|level|st|sd|time|otim|ping|\?|hard|easy|post|nopost|analyze|exit|\.|memory|quit)$/.test(
            tokens[0],
          )
        ) {
          return this.userMove(tokens[0], refused, line);
        }
        return 'same';
    }
  }

  private userMove(text: string | undefined, refused: boolean, line: string): 'changed' | 'refused-change' {
    if (refused || text === undefined) return 'refused-change';
    const move = fromXboardMove(this.model.variant, text);
    const error = move === undefined ? `'${text}' is not in XBoard's spelling` : this.model.play(move);
    if (error !== undefined)
      this.fail('accepted what the rules refuse', `${clipText(line)} accepted; the rules say ${clipText(error)}`);
    return 'changed';
  }

  /** The engine's own moves (`move X`) in the replies: legal in the game, then played on it. */
  private applyXboardMoves(replies: readonly string[]): void {
    for (const reply of replies) {
      const found = /^move (\S+)$/.exec(reply);
      if (found === null) continue;
      this.stats.bestmoves++;
      this.stats.movesChecked++;
      const snapshot = this.model.snapshot();
      const move = fromXboardMove(this.model.variant, found[1]);
      const error = move === undefined ? `'${found[1]}' is not in XBoard's spelling` : this.model.play(move);
      if (error !== undefined) this.fail('illegal move', `${reply}: ${error} (${this.where(snapshot)})`);
    }
  }
}
