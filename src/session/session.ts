// The protocol-independent game controller both dialects drive: the variant in play and its rules on the main
// thread, the options, the game record (game-record.ts) and the jobs run in the search worker (job-queue.ts).
// Methods return Result values with ERR_* codes; adapters choose the words. Nothing here prints.
import { err, ok, type Result } from '../core/result';
import type { PositionCore, Rules, VariantEngine } from '../core/rules';
import { firstLegalToken } from '../core/turns';
import { engineKey, parseVariantName, VARIANTS, type Player, type RuleSwitches, type VariantName } from '../core/types';
import type { PositionSpec, SearchService } from '../search/jobs';
import type { SearchLimits, SearchOutcome } from '../core/search-types';
import { runSteps, type Steps } from '../core/steps';
import { GameRecord, type GameState, type TurnState } from './game-record';
import { runInSlices } from './sliced-build';
import { JobQueue, type BenchHandlers, type PerftHandlers, type SearchHandlers } from './job-queue';
import {
  defaultOptionValues,
  findOption,
  optionValue,
  parseOptionValue,
  ruleSwitches,
  skillLevel,
  threadsInUse,
  withOption,
  type OptionName,
  type OptionSpec,
  type OptionValue,
  type OptionValues,
  OPTION_SPECS,
} from './options';

/** What the session needs from the rest of the program; tests swap in fakes. */
export interface SessionDeps {
  /** A variant's engine, built in steps (see core/steps): salmon's tables take about a second. */
  readonly buildEngine: (variant: VariantName, switches: RuleSwitches) => Steps<VariantEngine<PositionCore>>;
  /** Called once, at the first job: the worker thread starts lazily so start-up stays fast. */
  readonly createSearchService: () => SearchService;
  /** The `topology` document of a variant as JSON lines, each < 8 KB. */
  readonly topologyLines: (variant: VariantName, rules: Rules<PositionCore>) => readonly string[];
  /** Where failures inside event handlers are reported (stderr in production). */
  readonly logError: (message: string) => void;
  /**
   * The machine's cores (machineCores() in src/search/threads.ts: os.availableParallelism() in Node,
   * navigator.hardwareConcurrency in browsers): the most threads a search uses, whatever `Threads` says.
   */
  readonly cores: number;
  /** Seeds the move choice of a search below full strength (default: a random seed per search). */
  readonly skillSeed?: () => number;
}

export interface GoRequest {
  readonly limits: SearchLimits;
  /**
   * Search the position after this move (the opponent's expected reply) in ponder mode; the game record is not
   * changed. The caller plays the move with playMove and calls ponderHit when the opponent really plays it.
   */
  readonly ponderMove?: string;
}

export const PERFT_MAX_DEPTH = 30;

export class Session {
  private readonly deps: SessionDeps;
  private game: GameRecord;
  private values: OptionValues = defaultOptionValues();
  private readonly jobs: JobQueue;
  /** engineKey of the engine in play: the variant and the rule switches it was built for. */
  private rulesKey = engineKey(VARIANTS[0], ruleSwitches(defaultOptionValues()));
  /** Callers waiting for the engine being built (undefined when none is). */
  private buildWaiters: (() => void)[] | undefined;
  private cancelBuild: (() => void) | undefined;

  constructor(deps: SessionDeps) {
    this.deps = deps;
    this.game = new GameRecord(VARIANTS[0], runSteps(deps.buildEngine(VARIANTS[0], ruleSwitches(this.values))));
    this.jobs = new JobQueue({
      createService: () => {
        const service = deps.createSearchService();
        // A Hash set before the worker existed is sent with its first message.
        if (this.values.Hash !== defaultOptionValues().Hash)
          service.post({ kind: 'setHash', megabytes: this.values.Hash });
        if (this.threadsInUse !== defaultOptionValues().Threads)
          service.post({ kind: 'setThreads', threads: this.threadsInUse });
        return service;
      },
      logError: deps.logError,
    });
  }

  // ---- variant, options --------------------------------------------------------------------------------------

  get variant(): VariantName {
    return this.game.variant;
  }

  get rules(): Rules<PositionCore> {
    return this.game.rules;
  }

  get players(): number {
    return this.rules.players;
  }

  get options(): OptionValues {
    return this.values;
  }

  /** The threads that search: `Threads`, capped at the machine's cores (the adapters say so when it is). */
  get threadsInUse(): number {
    return threadsInUse(this.values.Threads, this.deps.cores);
  }

  get optionSpecs(): readonly OptionSpec[] {
    return OPTION_SPECS;
  }

  /** Switches variant and resets the game to its start position. */
  selectVariant(name: string): Result<VariantName> {
    const wanted = parseVariantName(name);
    if (wanted === undefined) return err('ERR_UNKNOWN_VARIANT', `'${name}' (known: ${VARIANTS.join(', ')})`);
    if (this.searching) return err('ERR_BUSY', 'cannot change the variant while searching');
    const playing = this.game.variant;
    this.values = withOption(this.values, 'UCI_Variant', wanted);
    if (wanted !== playing) this.startGame(wanted);
    return ok(wanted);
  }

  /**
   * A new game of `variant` under the current rule switches, from its start position. A new engine is built in
   * slices on this thread (salmon's takes a second): until it is, `building` is true and the old game stays.
   */
  private startGame(variant: VariantName): void {
    const switches = ruleSwitches(this.values);
    // Reuse the engine when only the record restarts; a new one replaces it (one variant's tables at a time).
    const key = engineKey(variant, switches);
    // The worker builds its own copy of the tables: now, rather than on the first search's clock.
    this.jobs.post({ kind: 'prepare', variant, switches });
    if (key === this.rulesKey) {
      this.game = new GameRecord(variant, this.game.engine);
      return;
    }
    const waiters: (() => void)[] = [];
    this.buildWaiters = waiters;
    const built = (): void => {
      this.buildWaiters = undefined;
      for (const wake of waiters) wake();
    };
    this.cancelBuild = runInSlices(
      this.deps.buildEngine(variant, switches),
      (engine) => {
        this.game = new GameRecord(variant, engine);
        this.rulesKey = key;
        built();
      },
      (thrown) => {
        // A bug: keep the game in play, and say so.
        this.deps.logError(`could not build ${variant}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
        this.values = withOption(this.values, 'UCI_Variant', this.game.variant);
        built();
      },
    );
  }

  /** A variant's engine is being built (see startGame): commands that read the game wait for whenBuilt. */
  get building(): boolean {
    return this.buildWaiters !== undefined;
  }

  /** Calls `ready` once no engine is being built: now if none is. */
  whenBuilt(ready: () => void): void {
    if (this.buildWaiters === undefined) ready();
    else this.buildWaiters.push(ready);
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
        this.jobs.post({ kind: 'setHash', megabytes: this.values.Hash });
        break;
      case 'Clear Hash':
        // Stockfish's meaning: forget the table and the move-ordering statistics; the game goes on.
        this.jobs.post({ kind: 'newGame' });
        break;
      case 'Threads':
        // Like Hash, applied by the worker after the running job (helpers start and stop between searches). The
        // option keeps the value asked for; the worker gets the threads in use.
        this.values = withOption(this.values, spec.name, parsed.value);
        this.jobs.post({ kind: 'setThreads', threads: this.threadsInUse });
        break;
      case 'Ponder':
      case 'MultiPV':
      case 'Move Overhead':
      case 'Skill Level':
      case 'UCI_LimitStrength':
      case 'UCI_Elo':
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
    return this.game.startText;
  }

  /** Moves played since the start text, in canonical text. */
  get moves(): readonly string[] {
    return this.game.moves;
  }

  sideToMove(): Player {
    return this.game.sideToMove;
  }

  positionText(): string {
    return this.game.positionText();
  }

  display(): string {
    return this.game.display();
  }

  /** One layer drawn (1 = the lowest), for boards of several layers; undefined where the engine draws none. */
  displayLayer(layer: number): string | undefined {
    return this.game.displayLayer(layer);
  }

  /** What stands on each cell ('' when empty, else `<player>:<label>`); empty when the engine offers no labels. */
  /** Whose turn it is and how far into it. */
  turnState(): TurnState {
    return this.game.turnState();
  }

  cellLabels(): string[] {
    return this.game.cellLabels();
  }

  checkedCells(): number[] {
    return this.game.checkedCells();
  }

  /** Starts a new game of the current variant from its start position and tells the worker to forget the last one. */
  newGame(): void {
    this.game.reset();
    this.jobs.post({ kind: 'newGame' });
  }

  /** Sets the position atomically: if the text or any move is bad, nothing changes. */
  setPosition(start: string, moves: readonly string[]): Result<void> {
    return this.game.setPosition(start, moves);
  }

  /** Plays one move (a whole turn in turn variants) on the game record; returns its canonical text. */
  playMove(text: string): Result<string> {
    return this.game.play(text);
  }

  /** Whether `text` is a legal move (turn) here, as canonical text (the position is unchanged). */
  checkMove(text: string): Result<string> {
    return this.game.check(text);
  }

  /** Takes back `plies` moves of the game record. */
  undo(plies: number): Result<void> {
    return this.game.undo(plies);
  }

  /** Legal moves of the current position, canonical text, in generation order. */
  legalMoves(): string[] {
    return this.game.legalMoves();
  }

  /** The game state by the rules: the engine's verdict, else checkmate or stalemate when no move is legal. */
  state(): GameState {
    return this.game.state();
  }

  topologyLines(): readonly string[] {
    return this.deps.topologyLines(this.game.variant, this.rules);
  }

  // ---- jobs in the worker ------------------------------------------------------------------------------------

  /** A search is running or queued and has not been asked to stop. */
  get searching(): boolean {
    return this.jobs.searching;
  }

  /** Any job (search, perft, bench) is running or queued, stopping or not. */
  get busy(): boolean {
    return this.jobs.busy;
  }

  /** True while the live search is a ponder search that has not been hit. */
  get pondering(): boolean {
    return this.jobs.pondering;
  }

  /** Whether a `go` would be refused now because a perft or bench (not a search) holds the worker. */
  get taskRunning(): boolean {
    return this.jobs.taskRunning;
  }

  /**
   * Starts a search of the current position (plus `ponderMove`, if given). Events arrive later on the main thread;
   * onDone is called exactly once unless the search is cancelled. A search asked to stop (or cancelled) may still be
   * winding down: a new one is then queued behind it.
   */
  go(request: GoRequest, handlers: SearchHandlers): Result<number> {
    const refused = this.jobs.refusal('search');
    if (!refused.ok) return refused;
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
      root = this.game.positionAfter(checked.value);
    } else {
      root = this.game.snapshot();
    }
    const searchMoves = limits.searchMoves;
    const answers = {
      local: noMoveOutcome(rules, root),
      fallback: (): SearchOutcome =>
        plainOutcome(
          searchMoves !== undefined && searchMoves.length > 0 ? searchMoves[0] : firstLegalToken(rules, root),
        ),
    };
    return ok(this.jobs.search(this.positionSpec(moves), limits, answers, handlers));
  }

  /** Counts leaf nodes below the current position, move by move, in the worker. */
  perft(depth: number, handlers: PerftHandlers): Result<number> {
    if (!Number.isInteger(depth) || depth < 1 || depth > PERFT_MAX_DEPTH) {
      return err('ERR_BAD_ARGUMENT', `perft depth must be an integer from 1 to ${PERFT_MAX_DEPTH}`);
    }
    const refused = this.jobs.refusal('task');
    if (!refused.ok) return refused;
    return ok(this.jobs.perft(this.positionSpec(this.game.moves), depth, handlers));
  }

  /** Runs the fixed benchmark of the current variant in the worker. */
  bench(depth: number, handlers: BenchHandlers): Result<number> {
    const refused = this.jobs.refusal('task');
    if (!refused.ok) return refused;
    return ok(this.jobs.bench(this.game.variant, depth, handlers));
  }

  /** Starts the worker thread now (it warms up while the GUI is still handshaking) instead of at the first job. */
  prepare(): void {
    this.jobs.worker();
  }

  /** Asks the live job to end now; a search still reports its best move. No-op when idle. */
  stop(): void {
    this.jobs.stop();
  }

  /** Calls `ready` once the engine can take the next command at once (see JobQueue.whenReady). */
  whenReady(ready: () => void): void {
    this.jobs.whenReady(ready);
  }

  /** Ends every job without reporting its result (XBoard: force, new, undo … during a think). */
  cancel(): void {
    this.jobs.cancel();
  }

  /** The opponent played the expected move: the ponder search goes on with its clock limits. */
  ponderHit(): boolean {
    return this.jobs.ponderHit();
  }

  /** Resolves when no job is left (or after `timeoutMs`): lets a stopped search report before the program exits. */
  whenIdle(timeoutMs: number): Promise<void> {
    return this.jobs.whenIdle(timeoutMs);
  }

  /** Stops everything (a build too) and ends the worker thread. */
  close(): Promise<void> {
    this.cancelBuild?.();
    return this.jobs.close();
  }

  // ---- internals ---------------------------------------------------------------------------------------------

  private positionSpec(moves: readonly string[]): PositionSpec {
    return { variant: this.game.variant, switches: ruleSwitches(this.values), start: this.game.startText, moves };
  }

  /** Validates searchmoves, takes the move overhead off every time budget, and adds MultiPV and the skill. */
  private prepareLimits(limits: SearchLimits): Result<SearchLimits> {
    let prepared: SearchLimits = limits;
    if (this.values.MultiPV > 1 && limits.multiPv === undefined)
      prepared = { ...prepared, multiPv: this.values.MultiPV };
    const level = skillLevel(this.values);
    if (level !== undefined && limits.skill === undefined) {
      prepared = { ...prepared, skill: { level, seed: this.deps.skillSeed?.() ?? randomSeed() } };
    }
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
      if (prepared.moveTimeMs !== undefined)
        prepared = { ...prepared, moveTimeMs: Math.max(1, prepared.moveTimeMs - overhead) };
      if (prepared.clockMs !== undefined) prepared = { ...prepared, clockMs: Math.max(1, prepared.clockMs - overhead) };
    }
    return ok(prepared);
  }
}

/** The outcome of a search in a position with no legal move, or undefined when there is a move. */
function noMoveOutcome(rules: Rules<PositionCore>, pos: PositionCore): SearchOutcome | undefined {
  if (firstLegalToken(rules, pos) !== undefined) return undefined;
  const score = rules.inCheck(pos) ? { kind: 'mate' as const, moves: 0 } : { kind: 'cp' as const, value: 0 };
  return { best: undefined, ponder: undefined, score, nodes: 0, depth: 0 };
}

/** A fresh 32-bit seed for a weakened search's move choice. */
function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000) | 0;
}

/** An answer that comes from no search: `best` (undefined when there is no move) with a neutral score. */
function plainOutcome(best: string | undefined): SearchOutcome {
  return { best, ponder: undefined, score: { kind: 'cp', value: 0 }, nodes: 0, depth: 0 };
}
