// The protocol-independent game controller both dialects drive: current variant engine and rules on the main
// thread, the game record (start text + moves + current position), options, and the jobs run in the search worker.
// Methods return Result values with ERR_* codes; adapters choose the words. Nothing here prints.
import { err, ok, type Result } from '../core/result';
import { legalMoves, type Outcome, type PositionCore, type Rules, type VariantEngine } from '../core/rules';
import { engineKey, parseVariantName, VARIANTS, type Player, type RuleSwitches, type VariantName } from '../core/types';
import type { BenchReport, Job, JobEvent, PositionSpec, SearchService } from '../search/jobs';
import type { SearchInfo, SearchLimits, SearchOutcome } from '../search/types';
import { extendsRecord, firstLegalToken, playToken } from '../core/turns';
import {
  defaultOptionValues,
  findOption,
  optionValue,
  parseOptionValue,
  ruleSwitches,
  withOption,
  type OptionName,
  type OptionSpec,
  type OptionValue,
  type OptionValues,
  OPTION_SPECS,
} from './options';

/** What the session needs from the rest of the program; tests swap in fakes. */
export interface SessionDeps {
  readonly createEngine: (variant: VariantName, switches: RuleSwitches) => VariantEngine<PositionCore>;
  /** Called once, at the first job: the worker thread starts lazily so start-up stays fast. */
  readonly createSearchService: () => SearchService;
  /** The `topology` document of a variant as JSON lines, each < 8 KB. */
  readonly topologyLines: (variant: VariantName, rules: Rules<PositionCore>) => readonly string[];
  /** Where failures inside event handlers are reported (stderr in production). */
  readonly logError: (message: string) => void;
}

/** The game state by the rules. */
export type GameState = { readonly kind: 'ongoing' } | Outcome;

export interface GoRequest {
  readonly limits: SearchLimits;
  /**
   * Search the position after this move (the opponent's expected reply) in ponder mode; the game record is not
   * changed. The caller plays the move with playMove and calls ponderHit when the opponent really plays it.
   */
  readonly ponderMove?: string;
}

export interface SearchDone {
  readonly outcome: SearchOutcome;
  /** Set when the worker failed; `outcome` then holds a fallback (the first legal move) so a GUI still gets a move. */
  readonly error?: string;
  /** True when the search ended while still pondering (no ponderhit came). */
  readonly pondering: boolean;
}

export interface SearchHandlers {
  onInfo(info: SearchInfo): void;
  onDone(done: SearchDone): void;
}

export interface PerftHandlers {
  onMove(move: string, nodes: number): void;
  /** `stopped`: `stop` ended the count early; `nodes` then sums only the moves reported. */
  onDone(nodes: number, timeMs: number, stopped: boolean): void;
  onError(message: string): void;
}

export interface BenchHandlers {
  onDone(report: BenchReport): void;
  onError(message: string): void;
}

export const PERFT_MAX_DEPTH = 30;

type AnsweredJob = Job & { readonly id: number };

interface ActiveJob {
  readonly id: number;
  job: AnsweredJob;
  readonly isSearch: boolean;
  /** Ends locally, without the worker (a search in a position with no legal move). */
  readonly local?: SearchOutcome;
  readonly deliver: (event: JobEvent) => void;
  readonly fallback: () => SearchOutcome;
  stopRequested: boolean;
  cancelled: boolean;
  pondering: boolean;
  started: boolean;
  /** The worker's error message for a search that failed (its bestMove event follows). */
  failure?: string;
  /** The last progress report, and the last one with an exact score: the fallback answer to a slow stop. */
  lastInfo?: SearchInfo;
  lastExact?: SearchInfo;
  /** Stopped, past STOP_ANSWER_MS, and no PV yet: answer with the first one that arrives (or the fallback later). */
  answerAtFirstInfo?: boolean;
}

/**
 * A stopped search that has not answered after this long is answered from its last reported PV. The worker normally
 * answers within a few ms, but a search still running cold (before the JIT has optimised it) can take 50-150 ms.
 */
export const STOP_ANSWER_MS = 20;
/**
 * A stopped search with no PV at all after this long (a worker still building a large variant's tables, say) is
 * answered with the fallback move: the first legal move, or the shortest legal turn.
 */
export const STOP_FALLBACK_MS = 40;

interface Game {
  readonly variant: VariantName;
  readonly engine: VariantEngine<PositionCore>;
  /** 'startpos' or the position text as given. */
  start: string;
  /** Tokens played: moves, or whole turns in variants with Rules.turns. */
  moves: string[];
  /** Moves each token made on `pos` (a turn: its moves plus its end), for undo. */
  plies: number[];
  pos: PositionCore;
}

export class Session {
  private readonly deps: SessionDeps;
  private readonly engines = new Map<string, VariantEngine<PositionCore>>();
  private game: Game;
  private values: OptionValues = defaultOptionValues();
  private service: SearchService | undefined;
  private nextId = 1;
  private current: ActiveJob | undefined;
  private queued: ActiveJob | undefined;
  private moveBuffer: Int32Array;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(deps: SessionDeps) {
    this.deps = deps;
    const engine = this.engineFor(VARIANTS[0]);
    this.game = { variant: VARIANTS[0], engine, start: 'startpos', moves: [], plies: [], pos: engine.rules.startPosition() };
    this.moveBuffer = new Int32Array(engine.rules.maxMoves);
  }

  // ---- variant, options --------------------------------------------------------------------------------------

  get variant(): VariantName {
    return this.game.variant;
  }

  get rules(): Rules<PositionCore> {
    return this.game.engine.rules;
  }

  get players(): number {
    return this.rules.players;
  }

  get options(): OptionValues {
    return this.values;
  }

  get optionSpecs(): readonly OptionSpec[] {
    return OPTION_SPECS;
  }

  /** Switches variant and resets the game to its start position. */
  selectVariant(name: string): Result<VariantName> {
    const wanted = parseVariantName(name);
    if (wanted === undefined) return err('ERR_UNKNOWN_VARIANT', `'${name}' (known: ${VARIANTS.join(', ')})`);
    if (this.searching) return err('ERR_BUSY', 'cannot change the variant while searching');
    if (wanted !== this.game.variant) this.startGame(wanted);
    this.values = withOption(this.values, 'UCI_Variant', wanted);
    return ok(wanted);
  }

  /** A new game of `variant` under the current rule switches, from its start position. */
  private startGame(variant: VariantName): void {
    const engine = this.engineFor(variant);
    this.game = { variant, engine, start: 'startpos', moves: [], plies: [], pos: engine.rules.startPosition() };
    this.moveBuffer = new Int32Array(engine.rules.maxMoves);
    // The worker builds its own copy of the tables: now, rather than on the first search's clock.
    this.service?.post({ kind: 'prepare', variant, switches: ruleSwitches(this.values) });
  }

  /** Validates and applies one option; the state is unchanged on error. */
  setOption(name: string, valueText: string): Result<{ readonly name: OptionName; readonly value: OptionValue }> {
    const spec = findOption(name);
    if (spec === undefined) return err('ERR_UNKNOWN_OPTION', `'${name.trim()}'`);
    const parsed = parseOptionValue(spec, valueText);
    if (!parsed.ok) return parsed;
    switch (spec.name) {
      case 'UCI_Variant': {
        const selected = this.selectVariant(String(parsed.value));
        if (!selected.ok) return selected;
        break;
      }
      case 'Hash':
        this.values = withOption(this.values, spec.name, parsed.value);
        this.service?.post({ kind: 'setHash', megabytes: this.values.Hash });
        break;
      case 'Ponder':
      case 'Move Overhead':
        this.values = withOption(this.values, spec.name, parsed.value);
        break;
      case 'Salmon Centre':
      case 'Salmon Promotion': {
        if (this.searching) return err('ERR_BUSY', 'cannot change the rules while searching');
        const before = engineKey(this.game.variant, ruleSwitches(this.values));
        this.values = withOption(this.values, spec.name, parsed.value);
        // Other rules for the current variant: its game restarts, as after a variant change.
        if (engineKey(this.game.variant, ruleSwitches(this.values)) !== before) this.startGame(this.game.variant);
        break;
      }
    }
    return ok({ name: spec.name, value: optionValue(this.values, spec.name) });
  }

  // ---- game record -------------------------------------------------------------------------------------------

  /** 'startpos' or the position text the game started from. */
  get startText(): string {
    return this.game.start;
  }

  /** Moves played since the start text, in canonical text. */
  get moves(): readonly string[] {
    return this.game.moves;
  }

  sideToMove(): Player {
    return this.game.pos.stm;
  }

  positionText(): string {
    return this.rules.formatPosition(this.game.pos);
  }

  display(): string {
    return this.rules.display(this.game.pos);
  }

  /** What stands on each cell ('' when empty, else `<player>:<label>`); empty when the engine offers no labels. */
  cellLabels(): string[] {
    const rules = this.rules;
    if (rules.cellLabel === undefined) return [];
    const labels: string[] = [];
    for (let cell = 0; cell < rules.topology.size; cell++) labels.push(rules.cellLabel(this.game.pos, cell));
    return labels;
  }

  /** Starts a new game of the current variant from its start position and tells the worker to forget the last one. */
  newGame(): void {
    this.game.start = 'startpos';
    this.game.moves = [];
    this.game.plies = [];
    this.game.pos = this.rules.startPosition();
    this.service?.post({ kind: 'newGame' });
  }

  /** Sets the position atomically: if the text or any move is bad, nothing changes. */
  setPosition(start: string, moves: readonly string[]): Result<void> {
    const rules = this.rules;
    const startText = start === 'startpos' ? 'startpos' : start.trim().split(/\s+/).join(' ');
    if (startText === '') return err('ERR_BAD_POSITION', 'empty position text');
    // A GUI resends the whole game every move: when it extends the current record, only the new tokens are played.
    const known = this.game.moves;
    if (startText === this.game.start && extendsRecord(known, moves)) {
      return this.extendGame(moves.slice(known.length), moves.length);
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
      if (!made.ok) return err(made.error.code, `${made.error.detail} (${this.tokenWord} ${played.length + 1} of ${moves.length})`);
      played.push(made.value.text);
      plies.push(made.value.plies);
    }
    this.game.start = startText;
    this.game.moves = played;
    this.game.plies = plies;
    this.game.pos = pos;
    return ok(undefined);
  }

  /** 'move', or 'turn' in variants whose tokens are whole turns (error messages). */
  private get tokenWord(): string {
    return this.rules.turns === undefined ? 'move' : 'turn';
  }

  /** Plays `tokens` after the current record, all or nothing; `total` is the length of the whole list (messages). */
  private extendGame(tokens: readonly string[], total: number): Result<void> {
    const first = this.game.moves.length;
    for (let i = 0; i < tokens.length; i++) {
      const made = this.playMove(tokens[i]);
      if (!made.ok) {
        this.undo(i);
        return err(made.error.code, `${made.error.detail} (${this.tokenWord} ${first + i + 1} of ${total})`);
      }
    }
    return ok(undefined);
  }

  /** Plays one move (a whole turn in turn variants) on the game record; returns its canonical text. */
  playMove(text: string): Result<string> {
    const made = playToken(this.rules, this.game.pos, text);
    if (!made.ok) return made;
    this.game.moves.push(made.value.text);
    this.game.plies.push(made.value.plies);
    return ok(made.value.text);
  }

  /** Whether `text` is a legal move (turn) here, as canonical text (the position is unchanged). */
  checkMove(text: string): Result<string> {
    const made = playToken(this.rules, this.game.pos, text);
    if (!made.ok) return made;
    for (let i = 0; i < made.value.plies; i++) this.rules.unmakeMove(this.game.pos);
    return ok(made.value.text);
  }

  /** Takes back `plies` moves of the game record. */
  undo(plies: number): Result<void> {
    if (plies > this.game.moves.length) {
      return err('ERR_NOTHING_TO_UNDO', `${plies} ${plies === 1 ? 'move' : 'moves'} asked, ${this.game.moves.length} played`);
    }
    for (let i = 0; i < plies; i++) {
      const made = this.game.plies.pop() ?? 1;
      for (let k = 0; k < made; k++) this.rules.unmakeMove(this.game.pos);
      this.game.moves.pop();
    }
    return ok(undefined);
  }

  /** Legal moves of the current position, canonical text, in generation order. */
  legalMoves(): string[] {
    const rules = this.rules;
    const pos = this.game.pos;
    const list = legalMoves(rules, pos, this.moveBuffer).map((move) => rules.formatMove(pos, move));
    // In turn variants, ending the turn is a choice of its own.
    if (rules.turns !== undefined && rules.parseMove(pos, rules.turns.passText).ok) list.push(rules.turns.passText);
    return list;
  }

  /** The game state by the rules: the engine's verdict, else checkmate or stalemate when no move is legal. */
  state(): GameState {
    const outcome = this.rules.outcome(this.game.pos);
    if (outcome !== undefined) return outcome;
    if (this.legalMoves().length > 0) return { kind: 'ongoing' };
    const stm = this.game.pos.stm;
    if (this.rules.inCheck(this.game.pos)) {
      const winners: Player[] = [];
      for (let p = 0; p < this.players; p++) if (p !== stm) winners.push(p);
      return { kind: 'win', winners, reason: 'checkmate' };
    }
    return { kind: 'draw', reason: 'stalemate' };
  }

  topologyLines(): readonly string[] {
    return this.deps.topologyLines(this.game.variant, this.rules);
  }

  // ---- jobs in the worker ------------------------------------------------------------------------------------

  /** A search is running or queued and has not been asked to stop. */
  get searching(): boolean {
    const live = (job: ActiveJob | undefined): boolean => job !== undefined && job.isSearch && !job.stopRequested;
    return live(this.current) || live(this.queued);
  }

  /** Any job (search, perft, bench) is running or queued, stopping or not. */
  get busy(): boolean {
    return this.current !== undefined || this.queued !== undefined;
  }

  /** True while the live search is a ponder search that has not been hit. */
  get pondering(): boolean {
    const job = this.queued ?? this.current;
    return job !== undefined && job.isSearch && !job.stopRequested && job.pondering;
  }

  /**
   * Starts a search of the current position (plus `ponderMove`, if given). Events arrive later on the main thread;
   * onDone is called exactly once unless the search is cancelled. A search asked to stop (or cancelled) may still be
   * winding down: a new one is then queued behind it.
   */
  go(request: GoRequest, handlers: SearchHandlers): Result<number> {
    if (this.searching) return err('ERR_BUSY', 'a search is already running');
    if (!this.canQueue()) return err('ERR_BUSY', 'another job is running');
    const limitsResult = this.prepareLimits(request.limits);
    if (!limitsResult.ok) return limitsResult;
    let limits = limitsResult.value;

    const moves = [...this.game.moves];
    const rules = this.rules;
    // The position searched, kept apart from the game record: a late answer must be legal here, whatever
    // `position`, `setoption UCI_Variant` or a played move did to the record meanwhile.
    let root: PositionCore;
    if (request.ponderMove !== undefined) {
      const checked = this.checkMove(request.ponderMove);
      if (!checked.ok) return checked;
      moves.push(checked.value);
      limits = { ...limits, ponder: true };
      root = this.positionAfter(checked.value);
    } else {
      root = rules.clonePosition(this.game.pos);
    }
    const local = noMoveOutcome(rules, root);
    const searchMoves = limits.searchMoves;
    const fallback = (): SearchOutcome =>
      searchMoves !== undefined && searchMoves.length > 0 ? plainOutcome(searchMoves[0]) : plainOutcome(firstLegalToken(rules, root));

    const id = this.nextId++;
    const job: AnsweredJob = { kind: 'search', id, position: this.positionSpec(moves), limits };
    const active: ActiveJob = {
      id,
      job,
      isSearch: true,
      local,
      fallback,
      stopRequested: false,
      cancelled: false,
      pondering: limits.ponder === true,
      started: false,
      deliver: (event) => {
        switch (event.kind) {
          case 'info':
            handlers.onInfo(event.info);
            break;
          case 'bestMove':
            handlers.onDone({ outcome: event.outcome, pondering: active.pondering });
            break;
          case 'error':
            handlers.onDone({ outcome: active.fallback(), error: event.message, pondering: active.pondering });
            break;
          case 'perftMove':
          case 'perftDone':
          case 'benchDone':
          case 'synced':
            break;
        }
      },
    };
    this.enqueue(active);
    return ok(id);
  }

  /** Counts leaf nodes below the current position, move by move, in the worker. */
  perft(depth: number, handlers: PerftHandlers): Result<number> {
    if (!Number.isInteger(depth) || depth < 1 || depth > PERFT_MAX_DEPTH) {
      return err('ERR_BAD_ARGUMENT', `perft depth must be an integer from 1 to ${PERFT_MAX_DEPTH}`);
    }
    if (!this.canQueue() || this.searching) return err('ERR_BUSY', 'another job is running');
    const id = this.nextId++;
    const job: AnsweredJob = { kind: 'perft', id, position: this.positionSpec(this.game.moves), depth };
    this.enqueue(this.plainJob(job, (event) => {
      switch (event.kind) {
        case 'perftMove':
          handlers.onMove(event.move, event.nodes);
          break;
        case 'perftDone':
          handlers.onDone(event.nodes, event.timeMs, event.stopped);
          break;
        case 'error':
          handlers.onError(event.message);
          break;
        case 'info':
        case 'bestMove':
        case 'benchDone':
        case 'synced':
          break;
      }
    }));
    return ok(id);
  }

  /** Runs the fixed benchmark of the current variant in the worker. */
  bench(depth: number, handlers: BenchHandlers): Result<number> {
    if (!this.canQueue() || this.searching) return err('ERR_BUSY', 'another job is running');
    const id = this.nextId++;
    const job: AnsweredJob = { kind: 'bench', id, variant: this.game.variant, depth };
    this.enqueue(this.plainJob(job, (event) => {
      switch (event.kind) {
        case 'benchDone':
          handlers.onDone(event.report);
          break;
        case 'error':
          handlers.onError(event.message);
          break;
        case 'info':
        case 'bestMove':
        case 'perftMove':
        case 'perftDone':
        case 'synced':
          break;
      }
    }));
    return ok(id);
  }

  /** Starts the worker thread now (it warms up while the GUI is still handshaking) instead of at the first job. */
  prepare(): void {
    if (!this.closed) this.getService();
  }

  /** Asks the live job to end now; a search still reports its best move. No-op when idle. */
  stop(): void {
    const job = this.queued ?? this.current;
    if (job === undefined || job.stopRequested) return;
    job.stopRequested = true;
    if (job.started) this.stopStarted(job);
    if (job === this.queued) {
      // Never started (the worker is still ending the job before it): answered from here, after that job's answer.
      setTimeout(() => this.answerQueued(job), STOP_FALLBACK_MS).unref();
    } else if (job.isSearch) {
      setTimeout(() => this.answerEarly(job), STOP_ANSWER_MS).unref();
      setTimeout(() => this.answerEarly(job, true), STOP_FALLBACK_MS).unref();
    }
  }

  /** Whether a `go` would be refused now because a perft or bench (not a search) holds the worker. */
  get taskRunning(): boolean {
    const job = this.queued ?? this.current;
    return job !== undefined && !job.isSearch && !job.stopRequested;
  }

  /**
   * Calls `ready` when the engine can take the next command at once: right away while a job runs (commands queue
   * behind it, and `isready` must not wait for a search), else once the worker has done what was sent before it
   * (a table resized or cleared by Hash and ucinewgame, a variant's tables built).
   */
  whenReady(ready: () => void): void {
    if (this.busy || this.service === undefined) return ready();
    this.service.sync(ready);
  }

  /** Ends every job without reporting its result (XBoard: force, new, undo … during a think). */
  cancel(): void {
    this.queued = undefined;
    const job = this.current;
    if (job === undefined) return;
    job.cancelled = true;
    if (!job.stopRequested) {
      job.stopRequested = true;
      if (job.started) this.stopStarted(job);
    }
  }

  /** The opponent played the expected move: the ponder search goes on with its clock limits. */
  ponderHit(): boolean {
    const job = this.queued ?? this.current;
    if (job === undefined || !job.isSearch || !job.pondering || job.stopRequested) return false;
    job.pondering = false;
    if (job.started) {
      if (job.local === undefined) this.service?.ponderHit();
    } else if (job.job.kind === 'search') {
      job.job = { ...job.job, limits: { ...job.job.limits, ponder: false } };
    }
    return true;
  }

  /** Resolves when no job is left (or after `timeoutMs`): lets a stopped search report before the program exits. */
  whenIdle(timeoutMs: number): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.idleWaiters.push(done);
    });
  }

  /** Stops everything and ends the worker thread. */
  async close(): Promise<void> {
    this.closed = true;
    this.cancel();
    const service = this.service;
    this.service = undefined;
    if (service !== undefined) await service.terminate();
  }

  // ---- internals ---------------------------------------------------------------------------------------------

  private engineFor(variant: VariantName): VariantEngine<PositionCore> {
    const switches = ruleSwitches(this.values);
    const key = engineKey(variant, switches);
    let engine = this.engines.get(key);
    if (engine === undefined) {
      this.engines.clear(); // one variant's tables at a time, as in the worker
      engine = this.deps.createEngine(variant, switches);
      this.engines.set(key, engine);
    }
    return engine;
  }

  private getService(): SearchService {
    if (this.service === undefined) {
      this.service = this.deps.createSearchService();
      if (this.values.Hash !== defaultOptionValues().Hash) this.service.post({ kind: 'setHash', megabytes: this.values.Hash });
    }
    return this.service;
  }

  private positionSpec(moves: readonly string[]): PositionSpec {
    return { variant: this.game.variant, switches: ruleSwitches(this.values), start: this.game.start, moves };
  }

  private positionAfter(move: string): PositionCore {
    const copy = this.rules.clonePosition(this.game.pos);
    playToken(this.rules, copy, move);
    return copy;
  }

  /** Validates searchmoves and takes the move overhead off every time budget. */
  private prepareLimits(limits: SearchLimits): Result<SearchLimits> {
    let prepared: SearchLimits = limits;
    if (limits.searchMoves !== undefined) {
      const canonical: string[] = [];
      for (const text of limits.searchMoves) {
        const checked = this.checkMove(text);
        if (!checked.ok) return err(checked.error.code, `searchmoves: ${checked.error.detail}`);
        canonical.push(checked.value);
      }
      prepared = { ...prepared, searchMoves: canonical };
    }
    const overhead = this.values['Move Overhead'];
    if (overhead > 0) {
      if (prepared.moveTimeMs !== undefined) prepared = { ...prepared, moveTimeMs: Math.max(1, prepared.moveTimeMs - overhead) };
      if (prepared.clockMs !== undefined) prepared = { ...prepared, clockMs: Math.max(1, prepared.clockMs - overhead) };
    }
    return ok(prepared);
  }

  private plainJob(job: AnsweredJob, deliver: (event: JobEvent) => void): ActiveJob {
    return {
      id: job.id,
      job,
      isSearch: false,
      deliver,
      fallback: () => plainOutcome(undefined), // never asked: only searches answer with a move
      stopRequested: false,
      cancelled: false,
      pondering: false,
      started: false,
    };
  }

  /** A new job can run now, or queue behind one that is already stopping. */
  private canQueue(): boolean {
    if (this.current === undefined) return true;
    return this.current.stopRequested && this.queued === undefined;
  }

  private enqueue(active: ActiveJob): void {
    if (this.current === undefined) {
      this.current = active;
      this.launch(active);
    } else {
      this.queued = active;
    }
  }

  private launch(active: ActiveJob): void {
    if (this.closed || this.current !== active) return;
    if (active.cancelled) {
      // Cancelled before the worker ever saw it: release the slot without running anything.
      this.finish(active, { kind: 'error', id: active.id, message: 'cancelled' });
      return;
    }
    if (active.local !== undefined) {
      // No legal move: answer without the worker, but still asynchronously like every other search.
      active.started = true;
      const outcome = active.local;
      setImmediate(() => this.finish(active, { kind: 'bestMove', id: active.id, outcome }));
      return;
    }
    const service = this.getService();
    if (service.busy) {
      // The worker has not yet released the previous job: try again on the next turn of the event loop.
      setImmediate(() => this.launch(active));
      return;
    }
    active.started = true;
    try {
      service.run(active.job, (event) => this.onEvent(active, event));
    } catch (thrown) {
      this.finish(active, { kind: 'error', id: active.id, message: describeError(thrown) });
      return;
    }
    if (active.stopRequested) service.stop();
  }

  /**
   * Keeps `stop` and `?` prompt whatever the worker's state: if the stopped search has still not answered, report
   * the move of its last PV now and drop whatever the worker sends later (it still ends before the next job starts).
   */
  private answerEarly(job: ActiveJob, orFallback = false): void {
    if (this.current !== job || job.cancelled) return;
    const info = job.lastExact ?? job.lastInfo;
    let outcome: SearchOutcome;
    if (info !== undefined && info.pv.length > 0) {
      outcome = { best: info.pv[0], ponder: info.pv[1], score: info.score, nodes: info.nodes, depth: info.depth };
    } else if (orFallback) {
      outcome = job.fallback();
    } else {
      job.answerAtFirstInfo = true; // nothing to go on yet
      return;
    }
    job.cancelled = true;
    this.safely(() => job.deliver({ kind: 'bestMove', id: job.id, outcome }));
  }

  /** A queued job that was stopped before it could start: a search answers with its fallback, others just end. */
  private answerQueued(job: ActiveJob): void {
    if (this.current === job) return this.answerEarly(job, true); // it started meanwhile
    if (this.queued !== job) return;
    this.queued = undefined;
    job.cancelled = true;
    const id = job.id;
    const event: JobEvent = job.isSearch
      ? { kind: 'bestMove', id, outcome: job.fallback() }
      : job.job.kind === 'perft'
        ? { kind: 'perftDone', id, nodes: 0, timeMs: 0, stopped: true }
        : { kind: 'error', id, message: 'stopped before it started' };
    this.safely(() => job.deliver(event));
    if (!this.busy) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private stopStarted(job: ActiveJob): void {
    if (job.local === undefined) this.service?.stop();
  }

  private onEvent(active: ActiveJob, event: JobEvent): void {
    if (event.id !== active.id) return;
    switch (event.kind) {
      case 'info':
        active.lastInfo = event.info;
        if (event.info.bound === undefined) active.lastExact = event.info;
        if (!active.cancelled) this.safely(() => active.deliver(event));
        if (active.answerAtFirstInfo === true) this.answerEarly(active);
        return;
      case 'perftMove':
        if (!active.cancelled) this.safely(() => active.deliver(event));
        return;
      case 'error':
        // A failed search still ends with a bestMove event; remember why it failed until then.
        if (active.isSearch) active.failure = event.message;
        else this.finish(active, event);
        return;
      case 'bestMove':
        if (active.failure !== undefined) {
          this.finish(active, { kind: 'error', id: active.id, message: active.failure });
        } else {
          this.finish(active, event);
        }
        return;
      case 'perftDone':
      case 'benchDone':
        this.finish(active, event);
        return;
      case 'synced':
        return; // answered by the service itself
    }
  }

  /** The job's final event: release the slot, start the queued job, then report (unless cancelled). */
  private finish(active: ActiveJob, event: JobEvent): void {
    if (this.current !== active) return;
    this.current = undefined;
    const next = this.queued;
    this.queued = undefined;
    if (next !== undefined) {
      this.current = next;
      this.launch(next);
    }
    if (!active.cancelled) this.safely(() => active.deliver(event));
    if (!this.busy) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch (thrown) {
      this.deps.logError(`topochess: error while handling a search event: ${describeError(thrown)}`);
    }
  }
}

/** The outcome of a search in a position with no legal move, or undefined when there is a move. */
function noMoveOutcome(rules: Rules<PositionCore>, pos: PositionCore): SearchOutcome | undefined {
  if (firstLegalToken(rules, pos) !== undefined) return undefined;
  const score = rules.inCheck(pos) ? { kind: 'mate' as const, moves: 0 } : { kind: 'cp' as const, value: 0 };
  return { best: undefined, ponder: undefined, score, nodes: 0, depth: 0 };
}

/** An answer that comes from no search: `best` (undefined when there is no move) with a neutral score. */
function plainOutcome(best: string | undefined): SearchOutcome {
  return { best, ponder: undefined, score: { kind: 'cp', value: 0 }, nodes: 0, depth: 0 };
}

export function describeError(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.stack ?? thrown.message;
  return String(thrown);
}
