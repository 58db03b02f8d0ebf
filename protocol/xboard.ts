// The XBoard / CECP v2 adapter: an explicit token switch from commands to session calls, the engine's side and
// force/analyze/ponder state, ping ordering, time controls, claims, and the wording XBoard 4.9.1 needs (features,
// `move`, thinking lines, `Illegal move:`, `Error (…):`, `#` debug lines). Each variant's spelling is in
// xboard-spelling.ts; this file knows nothing of any game's rules.
import { parseVariantName, VARIANTS, type VariantName } from '../src/core/types';
import { err, type EngineError, type Result } from '../src/core/result';
import {
  findOption,
  HASH_MAX_MB,
  HASH_MIN_MB,
  THREADS_MAX,
  THREADS_MIN,
  type OptionName,
  type OptionSpec,
} from '../src/session/options';
import type { SearchDone } from '../src/session/job-queue';
import type { SearchInfo } from '../src/core/search-types';
import type { AdapterContext, ProtocolAdapter, ProtocolErrorCode } from './commands';
import { clip, parseDecimal, parseInteger, tokenize } from './commands';
import { noteThreadsCap, runExtension, showResult, type Voice } from './extensions';
import { formatClaim, formatStat01, formatXboardThinking, sanitizeForXboard } from './format';
import { DEFAULT_LEVEL, parseLevel, xboardLimits, type XboardClock, type XboardLevel } from './limits';
import {
  fromXboardMove,
  fromXboardPosition,
  toXboardMove,
  toXboardPosition,
  xboardCanShow,
  xboardCanShowMove,
  xboardHasUnshowableMoves,
  xboardPieces,
  xboardSetup,
} from './xboard-spelling';

/** The XBoard-only option that lets the engine play moves XBoard cannot show (off by default). */
export const UNSHOWABLE_OPTION = 'Play unshowable moves';

/**
 * Options XBoard sets with its own commands (memory, cores, hard/easy, variant) are not offered as `feature option`.
 */
export function xboardOffersOption(name: OptionName): boolean {
  switch (name) {
    case 'Hash':
    case 'Threads':
    case 'Ponder':
    case 'UCI_Variant':
    case 'Salmon Centre': // salmon is not played under XBoard
    case 'Salmon Promotion':
      return false;
    case 'Move Overhead':
    case 'Clear Hash':
    case 'MultiPV':
    case 'Skill Level':
    case 'UCI_LimitStrength':
    case 'UCI_Elo':
      return true;
  }
}

export function formatXboardOption(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'spin':
      return `feature option="${spec.name} -spin ${spec.default} ${spec.min} ${spec.max}"`;
    case 'check':
      return `feature option="${spec.name} -check ${spec.default ? 1 : 0}"`;
    case 'button':
      return `feature option="${spec.name} -button"`;
    case 'combo':
      return `feature option="${spec.name} -combo ${spec.values.map((v) => (v === spec.default ? `*${v}` : v)).join(' /// ')}"`;
  }
}

/** The ERRORTYPE of `Error (ERRORTYPE): COMMAND`. */
function errorType(code: ProtocolErrorCode): string {
  switch (code) {
    case 'ERR_UNKNOWN_COMMAND':
      return 'unknown command';
    case 'ERR_BAD_ARGUMENT':
      return 'bad argument';
    case 'ERR_BAD_POSITION':
      return 'bad position';
    case 'ERR_BAD_MOVE':
    case 'ERR_ILLEGAL_MOVE':
      return 'illegal move';
    case 'ERR_UNKNOWN_VARIANT':
      return 'unsupported variant';
    case 'ERR_UNKNOWN_OPTION':
      return 'unknown option';
    case 'ERR_BAD_OPTION':
      return 'bad option value';
    case 'ERR_NO_POSITION':
      return 'no position';
    case 'ERR_BUSY':
      return 'busy';
    case 'ERR_NOTHING_TO_UNDO':
      return 'nothing to undo';
    case 'ERR_GAME_OVER':
      return 'game over';
    case 'ERR_INTERNAL':
      return 'internal error';
    case 'ERR_LINE_TOO_LONG':
      return 'line too long';
  }
}

/** Coordinate-move shape (e2e4, e7e8q, a10b9, multi-leg with commas, drops with @): a bare token that is a move. */
const MOVE_SHAPE = /^([a-z]+\d+[a-z]+\d+[a-z]?|[a-z]@[a-z]+\d+|[a-z]+\d+[a-z]+\d+(,[a-z]+\d+[a-z]+\d+)+)$/i;

type Mode = 'idle' | 'thinking' | 'pondering' | 'analyzing';

/** How long a think waiting for the worker to free waits between looks (it normally frees within milliseconds). */
const BUSY_RETRY_MS = 1000;

export class XboardAdapter implements ProtocolAdapter {
  readonly dialect = 'xboard';
  private readonly voice: Voice;
  /** Play neither side (moves are only recorded). */
  private force = false;
  /** The player the engine plays when not in force mode. */
  private engineSide = 1;
  private mode: Mode = 'idle';
  private analyzing = false;
  private post = false;
  private level: XboardLevel = DEFAULT_LEVEL;
  private moveTimeMs: number | undefined;
  private depth: number | undefined;
  private ownCs: number | undefined;
  private oppCs: number | undefined;
  /** When the current think started, to estimate the clock left for a ponder search after our move. */
  private thinkStartedAt = 0;
  /** The opponent move the ponder search assumes, and its result if the search ended before the opponent moved. */
  private ponderMove: string | undefined;
  private ponderResult: SearchDone | undefined;
  private lastInfo: SearchInfo | undefined;
  /** Analysis: root moves left out by `exclude` (engine text), and the position they were excluded in. */
  private excluded = new Set<string>();
  private excludedIn = '';
  /** Pings that arrived while thinking on our move: answered right after the move. */
  private pendingPongs: string[] = [];
  /** UNSHOWABLE_OPTION: whether our own moves may be ones XBoard cannot show (an M.S.G. split). */
  private playUnshowable = false;

  constructor(private readonly ctx: AdapterContext) {
    this.voice = {
      note: (text) => ctx.out.line(`# ${text}`),
      raw: (text) => ctx.out.line(text === '' ? '#' : `# ${text}`),
      error: (code, detail) => this.reportError(code, detail),
    };
  }

  reportError(code: ProtocolErrorCode, detail: string): void {
    this.ctx.out.line(`# ${code}: ${detail}`);
    this.ctx.out.line(`Error (${errorType(code)}): ${sanitizeForXboard(clip(detail, 120))}`);
  }

  /** `Error (TYPE): COMMAND`, then the detail behind `#` where XBoard only logs it. */
  private commandError(error: EngineError | { code: ProtocolErrorCode; detail: string }, command: string): void {
    this.ctx.out.line(`Error (${errorType(error.code)}): ${sanitizeForXboard(clip(command, 120))}`);
    this.ctx.out.line(`# ${error.code}: ${error.detail}`);
  }

  /** The opponent move the running ponder search assumes, if any. */
  get ponderingOn(): string | undefined {
    return this.mode === 'pondering' ? this.ponderMove : undefined;
  }

  private get variant(): VariantName {
    return this.ctx.session.variant;
  }

  handle(line: string): void {
    const tokens = tokenize(line);
    const rest = line
      .trim()
      .slice(tokens[0]?.length ?? 0)
      .trim();
    const { session, out } = this.ctx;
    switch (tokens.at(0)) {
      case 'xboard':
        return;
      case 'protover':
        return this.features();
      case 'accepted':
      case 'rejected':
      case 'random':
      case 'computer':
      case 'name':
      case 'rating':
      case 'ics':
      case 'hint':
      case 'bk':
      case 'draw':
        return; // informational, or features we do not offer (draws are declined by ignoring the offer)
      case 'new':
        return this.newGame();
      case 'variant':
        return this.selectVariant(tokens[1], line);
      case 'force':
        this.abortPlay();
        this.force = true;
        return;
      case 'go':
        return this.go();
      case 'playother':
        this.abortPlay();
        this.force = false;
        this.engineSide = (session.sideToMove() + 1) % session.players;
        return;
      case 'usermove': {
        const move = tokens.at(1);
        if (move === undefined)
          return this.commandError({ code: 'ERR_BAD_ARGUMENT', detail: 'usermove needs a move' }, line);
        return this.userMove(move);
      }
      case 'undo':
        return this.takeBack(1, line);
      case 'remove':
        return this.takeBack(2, line);
      case 'setboard':
        return this.setBoard(rest);
      case 'level': {
        const level = parseLevel(tokens.slice(1));
        if (!level.ok) return this.commandError(level.error, line);
        this.level = level.value;
        this.moveTimeMs = undefined;
        return;
      }
      case 'st': {
        const seconds = parseDecimal(tokens[1], 'st', 0, 86400 * 365);
        if (!seconds.ok) return this.commandError(seconds.error, line);
        this.moveTimeMs = Math.max(1, Math.round(seconds.value * 1000));
        return;
      }
      case 'sd': {
        const depth = parseInteger(tokens[1], 'sd', 1, 1000);
        if (!depth.ok) return this.commandError(depth.error, line);
        this.depth = depth.value;
        return;
      }
      case 'time':
      case 'otim': {
        // Centiseconds; negative when the flag has fallen.
        const cs = parseInteger(tokens[1], tokens[0], -(2 ** 40), 2 ** 40);
        if (!cs.ok) return this.commandError(cs.error, line);
        if (tokens[0] === 'time') this.ownCs = cs.value;
        else this.oppCs = cs.value;
        return;
      }
      case 'ping': {
        const id = tokens.at(1);
        const reply = id === undefined ? 'pong' : `pong ${clip(id, 40)}`;
        if (this.mode === 'thinking') return void this.pendingPongs.push(reply);
        // pong means every earlier command is done, a resize by `memory` or a variant's tables included.
        const release = this.ctx.holdInput();
        session.whenReady(() => {
          out.line(reply);
          release();
        });
        return;
      }
      case '?':
        // Move now; outside a think it ends a perft or bench.
        if (this.mode === 'thinking' || session.taskRunning) session.stop();
        return;
      case 'hard':
        session.setOption('Ponder', 'true');
        return;
      case 'easy':
        session.setOption('Ponder', 'false');
        if (this.mode === 'pondering') this.abortPlay();
        return;
      case 'post':
        this.post = true;
        return;
      case 'nopost':
        this.post = false;
        return;
      case 'analyze':
        this.abortPlay();
        this.analyzing = true;
        return this.startAnalysis();
      case 'exclude':
      case 'include':
        return this.excludeMove(tokens[0] === 'exclude', tokens[1], line);
      case 'exit':
        if (this.analyzing) {
          this.analyzing = false;
          this.abortSearch();
        }
        return;
      case '.':
        if (this.analyzing) {
          const best = this.lastInfo?.pv[0];
          const name = best === undefined ? undefined : toXboardMove(this.variant, best, session.positionText());
          out.line(formatStat01(this.lastInfo, this.analysisRoot().length, name));
        }
        return;
      case 'result':
        // `result RES {comment}` ends the game; a bare `result` is the Topochess extension.
        if (tokens.length === 1) return showResult(session, this.voice);
        this.analyzing = false;
        this.abortSearch();
        this.force = true;
        return;
      case 'memory': {
        const mb = parseInteger(tokens[1], 'memory', 0, 2 ** 40);
        if (!mb.ok) return this.commandError(mb.error, line);
        session.setOption('Hash', String(Math.min(HASH_MAX_MB, Math.max(HASH_MIN_MB, mb.value))));
        return;
      }
      case 'cores': {
        // smp=1: at most N threads; more than Threads allows is the most it allows, and no more than the machine's
        // cores are started (said in a `#` line: XBoard logs it, the user is not bothered).
        const cores = parseInteger(tokens[1], 'cores', THREADS_MIN, 2 ** 40);
        if (!cores.ok) return this.commandError(cores.error, line);
        session.setOption('Threads', String(Math.min(THREADS_MAX, cores.value)));
        return noteThreadsCap(session, this.voice, `cores ${cores.value}`, cores.value);
      }
      case 'option':
        return this.setOption(rest, line);
      case 'moves':
        return this.showMoves();
      case 'd':
        // The engine's board, then the position as XBoard shows it (the fold, the fields it reads).
        runExtension(session, this.voice, tokens);
        return this.voice.note(`XBoard FEN: ${toXboardPosition(this.variant, session.positionText())}`);
      case 'quit':
        this.abortSearch(); // the move of an interrupted think is never printed
        this.ctx.quit();
        return;
      default:
        // Debug commands and Topochess extensions (their output is behind `#`, which XBoard only logs).
        if (runExtension(session, this.voice, tokens)) return;
        return this.bareToken(tokens[0]);
    }
  }

  // ---- commands ----------------------------------------------------------------------------------------------

  private features(): void {
    const out = this.ctx.out;
    const variants = VARIANTS.filter(xboardCanShow).join(',');
    out.line('feature done=0');
    out.line(
      `feature myname="${this.ctx.engineName}" ping=1 setboard=1 usermove=1 playother=1 colors=0 time=1 draw=0` +
        ` sigint=0 sigterm=0 reuse=1 analyze=1 exclude=1 name=0 nps=0 debug=1 memory=1 smp=1 highlight=0` +
        ` variants="${variants}"`,
    );
    for (const spec of this.ctx.session.optionSpecs) {
      if (xboardOffersOption(spec.name)) out.line(formatXboardOption(spec));
    }
    out.line(`feature option="${UNSHOWABLE_OPTION} -check ${this.playUnshowable ? 1 : 0}"`);
    out.line('feature done=1');
  }

  private newGame(): void {
    const session = this.ctx.session;
    this.abortSearch();
    // `new` means standard chess; XBoard sends `variant X` afterwards for anything else.
    session.selectVariant(VARIANTS[0]);
    session.newGame();
    this.force = false;
    this.engineSide = 1;
    this.depth = undefined;
    this.ownCs = undefined;
    this.oppCs = undefined;
    this.lastInfo = undefined;
    if (this.analyzing) this.startAnalysis();
  }

  private selectVariant(text: string | undefined, line: string): void {
    if (text === undefined)
      return this.commandError({ code: 'ERR_BAD_ARGUMENT', detail: 'variant needs a name' }, line);
    const name = parseVariantName(text);
    if (name === undefined) {
      return this.commandError(
        {
          code: 'ERR_UNKNOWN_VARIANT',
          detail: `'${clip(text, 40)}' (known: ${VARIANTS.filter(xboardCanShow).join(', ')})`,
        },
        line,
      );
    }
    if (!xboardCanShow(name)) {
      const detail = `${name} cannot be shown by XBoard (wider than 16 files or more than two players); play it through UCI`;
      return this.commandError({ code: 'ERR_UNKNOWN_VARIANT', detail }, line);
    }
    this.abortSearch();
    const selected = this.ctx.session.selectVariant(name);
    if (!selected.ok) return this.commandError(selected.error, line);
    const setup = xboardSetup(selected.value, this.ctx.session.rules.startText);
    if (setup !== undefined) this.ctx.out.line(setup);
    for (const piece of xboardPieces(selected.value)) this.ctx.out.line(piece);
    if (this.analyzing) this.startAnalysis();
  }

  private go(): void {
    if (this.mode === 'thinking') return;
    if (this.analyzing) {
      this.analyzing = false;
      this.abortSearch();
    }
    this.abortPlay();
    this.force = false;
    this.engineSide = this.ctx.session.sideToMove();
    if (this.claimIfOver()) return;
    this.startThink();
  }

  /** A move from the GUI in XBoard's spelling as the engine's legal move text, or undefined after `Illegal move`. */
  private legalMove(text: string): string | undefined {
    const engineText = fromXboardMove(this.variant, text);
    const checked: Result<string> =
      engineText === undefined
        ? err('ERR_BAD_MOVE', `'${clip(text, 40)}' is not a move in XBoard's spelling of ${this.variant}`)
        : this.ctx.session.checkMove(engineText);
    if (checked.ok) return checked.value;
    this.ctx.out.line(`Illegal move: ${sanitizeForXboard(clip(text, 60))}`);
    this.ctx.out.line(`# ${checked.error.code}: ${checked.error.detail}`);
    return undefined;
  }

  private userMove(text: string): void {
    const session = this.ctx.session;
    const move = this.legalMove(text);
    if (move === undefined) return;
    if (!this.playUnshowable && !xboardCanShowMove(this.variant, move, session.positionText())) {
      // XBoard's board would no longer match the game: refuse, so GUI and engine stay in step.
      this.ctx.out.line(`Illegal move: ${sanitizeForXboard(clip(text, 60))}`);
      this.ctx.out.line(`# ${move} cannot be shown by XBoard (set option '${UNSHOWABLE_OPTION}' to allow it)`);
      return;
    }
    if (this.mode === 'pondering' && move === this.ponderMove) {
      // The expected reply: the ponder search becomes our think.
      session.playMove(move);
      const finished = this.ponderResult;
      this.ponderMove = undefined;
      this.ponderResult = undefined;
      this.mode = 'thinking';
      this.thinkStartedAt = performance.now();
      if (finished !== undefined) this.onMoveChosen(finished);
      else session.ponderHit();
      return;
    }
    if (this.mode !== 'idle') this.abortSearch();
    session.playMove(move);
    if (this.analyzing) return this.startAnalysis();
    if (this.force) return;
    if (this.claimIfOver()) return;
    if (session.sideToMove() === this.engineSide) this.startThink();
  }

  private takeBack(plies: number, line: string): void {
    this.abortSearch();
    const undone = this.ctx.session.undo(plies);
    if (!undone.ok) this.commandError(undone.error, line);
    if (this.analyzing) this.startAnalysis();
  }

  private setBoard(text: string): void {
    this.abortSearch();
    const result = this.ctx.session.setPosition(text === '' ? ' ' : fromXboardPosition(this.variant, text), []);
    if (!result.ok) {
      // The CECP spec's answer to a position the engine rejects; the reason goes to the debug log.
      this.ctx.out.line(`# ${result.error.code}: ${result.error.detail}`);
      this.ctx.out.line('tellusererror Illegal position');
    }
    if (this.analyzing) this.startAnalysis();
  }

  private setOption(text: string, line: string): void {
    const at = text.indexOf('=');
    const name = at < 0 ? text : text.slice(0, at);
    const kind = findOption(name)?.kind;
    if (at < 0 && kind !== undefined && kind !== 'button') {
      return this.commandError({ code: 'ERR_BAD_OPTION', detail: `'${clip(name.trim(), 40)}' needs =VALUE` }, line);
    }
    if (name.trim().toLowerCase() === UNSHOWABLE_OPTION.toLowerCase()) {
      const value = text.slice(at + 1).trim();
      if (value !== '0' && value !== '1')
        return this.commandError({ code: 'ERR_BAD_OPTION', detail: `${UNSHOWABLE_OPTION} needs 0 or 1` }, line);
      this.playUnshowable = value === '1';
      return;
    }
    // Only what `feature option` offered: the variant, hash and ponder have XBoard commands of their own.
    const spec = findOption(name);
    if (spec === undefined || !xboardOffersOption(spec.name)) {
      return this.commandError(
        { code: 'ERR_UNKNOWN_OPTION', detail: `'${clip(name.trim(), 40)}' is not an option under XBoard` },
        line,
      );
    }
    const result = this.ctx.session.setOption(name, at < 0 ? '' : text.slice(at + 1));
    if (!result.ok) this.commandError(result.error, line);
  }

  private bareToken(token: string): void {
    const engineText = fromXboardMove(this.variant, token);
    if ((engineText !== undefined && this.ctx.session.checkMove(engineText).ok) || MOVE_SHAPE.test(token)) {
      return this.userMove(token);
    }
    this.commandError({ code: 'ERR_UNKNOWN_COMMAND', detail: `'${clip(token, 40)}'` }, token);
  }

  /** `moves` in XBoard's spelling, and only the moves `usermove` takes (what XBoard can show, unless allowed). */
  private showMoves(): void {
    const session = this.ctx.session;
    const before = session.positionText();
    const moves = session
      .legalMoves()
      .filter((move) => this.playUnshowable || xboardCanShowMove(this.variant, move, before))
      .map((move) => toXboardMove(this.variant, move));
    this.voice.note(['moves', ...moves].join(' '));
  }

  // ---- searches ----------------------------------------------------------------------------------------------

  private clock(): XboardClock {
    return { level: this.level, moveTimeMs: this.moveTimeMs, depth: this.depth, ownCs: this.ownCs, oppCs: this.oppCs };
  }

  private movesMadeBySide(): number {
    return Math.floor(this.ctx.session.moves.length / 2);
  }

  /**
   * The root moves our own play may choose from: undefined for all of them, or (unless UNSHOWABLE_OPTION is on) only
   * those XBoard can show; an empty list when every legal move is one XBoard cannot show.
   */
  private showableRoot(): string[] | undefined {
    if (this.playUnshowable) return undefined;
    const legal = this.ctx.session.legalMoves();
    const before = this.ctx.session.positionText();
    const showable = legal.filter((move) => xboardCanShowMove(this.variant, move, before));
    return showable.length === legal.length ? undefined : showable;
  }

  private startThink(): void {
    const searchMoves = this.showableRoot();
    if (searchMoves !== undefined && searchMoves.length === 0) {
      // Every legal move would make XBoard's board wrong (e.g. a lone stack too tall to move whole): playing one
      // would end in a forfeit a few moves later, so the engine gives the game up and says why.
      this.ctx.out.line(
        `tellusererror Every legal move here is one XBoard cannot show; set option '${UNSHOWABLE_OPTION}' to play on`,
      );
      this.ctx.out.line('resign');
      this.mode = 'idle';
      this.flushPongs();
      return;
    }
    const limits = xboardLimits(this.clock(), this.movesMadeBySide());
    // A perft or bench typed earlier gives way: the game's move comes first (it waits for the task to wind down).
    if (this.ctx.session.taskRunning) this.ctx.session.stop();
    const started = this.ctx.session.go(
      { limits: searchMoves === undefined ? limits : { ...limits, searchMoves } },
      { onInfo: (info) => this.thinking(info), onDone: (done) => this.onMoveChosen(done) },
    );
    this.mode = 'thinking';
    this.thinkStartedAt = performance.now();
    if (started.ok) return;
    if (started.error.code !== 'ERR_BUSY') {
      this.mode = 'idle';
      return this.reportError(started.error.code, started.error.detail);
    }
    // The move that made it our turn is recorded, so the think must come: a job still winding down holds the worker,
    // and the think starts once it is gone (unless force, new, undo … end the wait first).
    const waitingSince = this.thinkStartedAt;
    const retry = (): void => {
      if (this.mode !== 'thinking' || this.thinkStartedAt !== waitingSince) return;
      if (this.ctx.session.busy) return void this.ctx.session.whenIdle(BUSY_RETRY_MS).then(retry);
      this.mode = 'idle';
      this.startThink();
    };
    void this.ctx.session.whenIdle(BUSY_RETRY_MS).then(retry);
  }

  /** Our search finished: play and announce the move, claim a finished game, answer held pings, maybe ponder. */
  private onMoveChosen(done: SearchDone): void {
    const session = this.ctx.session;
    if (done.error !== undefined) this.ctx.out.line(`# search failed: ${clip(done.error, 200)}`);
    const best = done.outcome.best;
    let over = false;
    if (best === undefined) {
      over = this.claimIfOver();
    } else {
      const played = session.playMove(best);
      if (played.ok) {
        this.ctx.out.line(`move ${toXboardMove(this.variant, played.value, session.positionText())}`);
        over = this.claimIfOver();
      } else {
        this.ctx.out.line(`# engine move ${best} rejected: ${played.error.detail}`);
      }
    }
    this.mode = 'idle';
    this.flushPongs();
    if (!over && best !== undefined && done.outcome.ponder !== undefined) this.startPonder(done.outcome.ponder);
  }

  /** After our move, with `hard`: search the position after the expected reply until the opponent moves. */
  private startPonder(expected: string): void {
    const session = this.ctx.session;
    if (!session.options.Ponder || this.force || this.analyzing || this.mode !== 'idle') return;
    // A ponder search cannot keep unshowable moves out of its root (it is the position after the expected reply).
    if (!this.playUnshowable && xboardHasUnshowableMoves(this.variant)) return;
    // Our clock after the move we just made: what `time` will say (minus the think) plus the increment.
    let clock = this.clock();
    if (clock.ownCs !== undefined && clock.moveTimeMs === undefined) {
      const spentCs = (performance.now() - this.thinkStartedAt) / 10;
      clock = { ...clock, ownCs: Math.max(1, Math.round(clock.ownCs - spentCs + this.level.incMs / 10)) };
    }
    const started = session.go(
      { limits: xboardLimits(clock, this.movesMadeBySide()), ponderMove: expected },
      {
        onInfo: (info) => this.thinking(info),
        onDone: (done) => {
          if (this.mode === 'thinking') this.onMoveChosen(done);
          else this.ponderResult = done; // ended on its own: keep the answer for the expected reply
        },
      },
    );
    const canonical = session.checkMove(expected);
    if (!started.ok || !canonical.ok) return; // e.g. the expected reply is not legal: simply do not ponder
    this.mode = 'pondering';
    this.ponderMove = canonical.value;
    this.ponderResult = undefined;
  }

  /**
   * `exclude MOVE|all` / `include MOVE|all` (CECP v2, analysis only): leave root moves out of the analysis or bring
   * them back, and restart it. A move that is not legal here is refused as `Illegal move`.
   */
  private excludeMove(exclude: boolean, text: string | undefined, line: string): void {
    if (text === undefined)
      return this.commandError(
        { code: 'ERR_BAD_ARGUMENT', detail: `${exclude ? 'exclude' : 'include'} needs a move or all` },
        line,
      );
    const session = this.ctx.session;
    this.forgetStaleExclusions();
    if (text === 'all') {
      this.excluded = exclude ? new Set(session.legalMoves()) : new Set();
    } else {
      const move = this.legalMove(text);
      if (move === undefined) return;
      if (exclude) this.excluded.add(move);
      else this.excluded.delete(move);
    }
    if (this.analyzing) this.startAnalysis();
  }

  /** Exclusions hold for the position they were made in: any new position (a move, undo, setboard…) clears them. */
  private forgetStaleExclusions(): void {
    const here = this.ctx.session.positionText();
    if (here === this.excludedIn) return;
    this.excluded = new Set();
    this.excludedIn = here;
  }

  /** The root moves analysis looks at: the legal moves not excluded. */
  private analysisRoot(): string[] {
    this.forgetStaleExclusions();
    const legal = this.ctx.session.legalMoves();
    return this.excluded.size === 0 ? legal : legal.filter((move) => !this.excluded.has(move));
  }

  private startAnalysis(): void {
    this.abortSearch();
    this.lastInfo = undefined;
    const root = this.analysisRoot();
    // Everything excluded: nothing to analyse until a move is included again.
    if (root.length === 0 && this.excluded.size > 0) return;
    const started = this.ctx.session.go(
      { limits: this.excluded.size === 0 ? { infinite: true } : { infinite: true, searchMoves: root } },
      {
        onInfo: (info) => {
          if ((info.multiPv ?? 1) === 1) this.lastInfo = info;
          this.thinking(info);
        },
        onDone: () => {
          if (this.mode === 'analyzing') this.mode = 'idle';
        },
      },
    );
    if (!started.ok) return this.reportError(started.error.code, started.error.detail);
    this.mode = 'analyzing';
  }

  private thinking(info: SearchInfo): void {
    if (this.post)
      this.ctx.out.line(formatXboardThinking({ ...info, pv: info.pv.map((move) => toXboardMove(this.variant, move)) }));
  }

  /** Ends a think or a ponder search without printing its move (analysis goes on). */
  private abortPlay(): void {
    if (this.mode === 'thinking' || this.mode === 'pondering') this.abortSearch();
  }

  /** Ends whatever search runs, without printing its result, and answers held pings. */
  private abortSearch(): void {
    this.ctx.session.cancel();
    this.mode = 'idle';
    this.ponderMove = undefined;
    this.ponderResult = undefined;
    this.flushPongs();
  }

  private flushPongs(): void {
    for (const reply of this.pendingPongs.splice(0)) this.ctx.out.line(reply);
  }

  /** Claims the result if the game is over by the rules; true when it is. */
  private claimIfOver(): boolean {
    const state = this.ctx.session.state();
    if (state.kind === 'ongoing') return false;
    this.ctx.out.line(formatClaim(state));
    return true;
  }
}
