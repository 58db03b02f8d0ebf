// The UCI adapter: an explicit token switch from lines to session calls, and the wording of replies (id/option/
// info/bestmove; errors as `info string error ERR_… detail`). It knows nothing of any game's rules.
import { findOption, type OptionSpec } from '../src/session/options';
import type { SearchDone } from '../src/session/job-queue';
import type { Session } from '../src/session/session';
import type { AdapterContext, ProtocolAdapter, ProtocolErrorCode } from './commands';
import { clip, tokenize } from './commands';
import { noteThreadsCap, runExtension, startPerft, type Voice } from './extensions';
import { formatUciInfo, formatUciScore } from './format';
import { parseUciGo, uciLimits } from './limits';

export function formatUciOption(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'spin':
      return `option name ${spec.name} type spin default ${spec.default} min ${spec.min} max ${spec.max}`;
    case 'check':
      return `option name ${spec.name} type check default ${spec.default}`;
    case 'button':
      return `option name ${spec.name} type button`;
    case 'combo':
      return `option name ${spec.name} type combo default ${spec.default} ${spec.values.map((v) => `var ${v}`).join(' ')}`;
  }
}

export function formatBestMove(done: SearchDone): string {
  const { best, ponder } = done.outcome;
  if (best === undefined) return 'bestmove (none)';
  return ponder === undefined ? `bestmove ${best}` : `bestmove ${best} ponder ${ponder}`;
}

/** Splits `setoption name <name …> [value <value …>]`; names and values may contain spaces. */
export function parseSetOption(tokens: readonly string[]): { name: string; value: string | undefined } | undefined {
  if (tokens[1] !== 'name') return undefined;
  const valueAt = tokens.indexOf('value', 2);
  const nameTokens = valueAt < 0 ? tokens.slice(2) : tokens.slice(2, valueAt);
  if (nameTokens.length === 0) return undefined;
  return { name: nameTokens.join(' '), value: valueAt < 0 ? undefined : tokens.slice(valueAt + 1).join(' ') };
}

/** Splits `position startpos|fen <text …> [moves …]`; the position text is every token between `fen` and `moves`. */
export function parsePositionCommand(
  tokens: readonly string[],
): { start: string; moves: readonly string[] } | { error: string } {
  const movesAt = tokens.indexOf('moves', 1);
  const head = movesAt < 0 ? tokens.slice(1) : tokens.slice(1, movesAt);
  const moves = movesAt < 0 ? [] : tokens.slice(movesAt + 1);
  switch (head.at(0)) {
    case 'startpos':
      if (head.length > 1) return { error: `unexpected '${clip(head[1], 20)}' after startpos` };
      return { start: 'startpos', moves };
    case 'fen':
      if (head.length < 2) return { error: 'position fen needs the position text' };
      return { start: head.slice(1).join(' '), moves };
    case undefined:
      return { error: 'position needs startpos or fen' };
    default:
      return { error: `position needs startpos or fen, got '${clip(head[0], 20)}'` };
  }
}

/** `position …`: sets the session's position, or reports why not and leaves it unchanged. */
export function setPosition(session: Session, voice: Voice, tokens: readonly string[]): void {
  const parsed = parsePositionCommand(tokens);
  if ('error' in parsed) return voice.error('ERR_BAD_ARGUMENT', parsed.error);
  const result = session.setPosition(parsed.start, parsed.moves);
  if (!result.ok) voice.error(result.error.code, `${result.error.detail}; position unchanged`);
}

export class UciAdapter implements ProtocolAdapter {
  readonly dialect = 'uci';
  private debug = false;
  private readonly voice: Voice;

  constructor(private readonly ctx: AdapterContext) {
    this.voice = {
      note: (text) => ctx.out.line(`info string ${text}`),
      raw: (text) => ctx.out.line(text),
      error: (code, detail) => this.reportError(code, detail),
    };
  }

  reportError(code: ProtocolErrorCode, detail: string): void {
    this.ctx.out.line(`info string error ${code} ${detail}`);
  }

  handle(line: string): void {
    const tokens = tokenize(line);
    const { session, out } = this.ctx;
    switch (tokens.at(0)) {
      case 'uci':
        out.line(`id name ${this.ctx.engineName}`);
        out.line(`id author ${this.ctx.author}`);
        for (const spec of session.optionSpecs) out.line(formatUciOption(spec));
        out.line('uciok');
        return;
      case 'isready': {
        // Later lines wait for the answer, so that readyok stays in its place among the replies.
        const release = this.ctx.holdInput();
        session.whenReady(() => {
          out.line('readyok');
          release();
        });
        return;
      }
      case 'debug':
        switch (tokens[1]) {
          case 'on':
            this.debug = true;
            return;
          case 'off':
            this.debug = false;
            return;
          default:
            return this.reportError('ERR_BAD_ARGUMENT', 'debug needs on or off');
        }
      case 'setoption':
        return this.setOption(tokens);
      case 'register':
        return; // no registration needed
      case 'ucinewgame':
        session.stop();
        session.newGame();
        return;
      case 'position':
        return setPosition(session, this.voice, tokens);
      case 'go':
        return this.go(tokens);
      case 'stop':
        session.stop();
        return;
      case 'ponderhit':
        session.ponderHit();
        return;
      case 'quit':
        session.stop(); // a running search still reports its bestmove before the program exits
        this.ctx.quit();
        return;
      default:
        // Debug commands and Topochess extensions.
        if (runExtension(session, this.voice, tokens)) return;
        return this.reportError('ERR_UNKNOWN_COMMAND', `'${clip(tokens[0], 40)}' (ignored)`);
    }
  }

  private setOption(tokens: readonly string[]): void {
    const parsed = parseSetOption(tokens);
    if (parsed === undefined) return this.reportError('ERR_BAD_ARGUMENT', 'expected setoption name <id> [value <x>]');
    const button = findOption(parsed.name)?.kind === 'button';
    if (parsed.value === undefined && !button)
      return this.reportError('ERR_BAD_OPTION', `${clip(parsed.name, 40)} needs a value`);
    const result = this.ctx.session.setOption(parsed.name, parsed.value ?? '');
    if (!result.ok) return this.reportError(result.error.code, `${clip(result.error.detail, 200)}; option unchanged`);
    if (result.value.name === 'Threads') {
      const threads = result.value.value as number;
      noteThreadsCap(this.ctx.session, this.voice, `Threads ${threads}`, threads);
    }
    if (this.debug) this.voice.note(`${result.value.name} set to ${String(result.value.value)}`);
  }

  private go(tokens: readonly string[]): void {
    const session = this.ctx.session;
    if (tokens[1] === 'perft') return startPerft(session, this.voice, tokens[2]);
    const parsed = parseUciGo(tokens.slice(1));
    if (!parsed.ok) return this.reportError(parsed.error.code, `${parsed.error.detail}; no search started`);
    if (parsed.value.ignored.length > 0) this.voice.note(`ignored go tokens: ${parsed.value.ignored.join(' ')}`);
    const started = session.go(
      { limits: uciLimits(parsed.value, session.sideToMove(), session.players) },
      {
        onInfo: (info) => this.ctx.out.line(formatUciInfo(info)),
        onDone: (done) => {
          if (done.error !== undefined) this.reportError('ERR_INTERNAL', `search failed: ${clip(done.error, 200)}`);
          if (done.outcome.best === undefined) {
            this.ctx.out.line(`info depth 0 score ${formatUciScore(done.outcome.score)}`);
          }
          this.ctx.out.line(formatBestMove(done));
        },
      },
    );
    if (!started.ok) {
      const consequence = started.error.code === 'ERR_BUSY' ? 'no second search started' : 'no search started';
      this.reportError(started.error.code, `${started.error.detail}; ${consequence}`);
    }
  }
}
