// The input loop: picks the dialect from the first meaningful line, hands every line to the current adapter, and
// survives anything — a thrown bug is logged to stderr, answered in the dialect, and the next line is read.
import type { AdapterContext, Dialect, ProtocolAdapter, ProtocolErrorCode } from './commands';
import { MAX_INPUT_CHARS, thrownMessage } from './commands';
import { ConsoleAdapter } from './console';
import { detectDialect } from './detect';
import { UciAdapter } from './uci';
import { XboardAdapter } from './xboard';

export interface InputLoop {
  /** The dialect chosen so far ('console' until a GUI has spoken). */
  readonly dialect: Dialect | 'console';
  /** The protocol adapter once the dialect is known (tests inspect it). */
  readonly adapter: ProtocolAdapter | undefined;
  onLine(line: string): void;
  /** End of input means quit. */
  onEnd(): void;
}

export function createAdapter(dialect: Dialect, ctx: AdapterContext): ProtocolAdapter {
  switch (dialect) {
    case 'uci':
      return new UciAdapter(ctx);
    case 'xboard':
      return new XboardAdapter(ctx);
  }
}

export function createInputLoop(outer: AdapterContext): InputLoop {
  let adapter: ProtocolAdapter | undefined;
  let ended = false;
  // After `quit` (or end of input) nothing more is read, whatever the exit path still has to do.
  const ctx: AdapterContext = {
    ...outer,
    quit: () => {
      if (ended) return;
      ended = true;
      outer.quit();
    },
  };
  const console = new ConsoleAdapter(ctx);

  const report = (code: ProtocolErrorCode, detail: string): void => {
    try {
      (adapter ?? console).reportError(code, detail);
    } catch (thrown) {
      ctx.logError(`topochess: could not report an error: ${thrownMessage(thrown)}`);
    }
  };

  return {
    get dialect() {
      return adapter?.dialect ?? 'console';
    },
    get adapter() {
      return adapter;
    },
    onLine(line: string) {
      if (ended) return;
      if (line.length > MAX_INPUT_CHARS) {
        return report('ERR_LINE_TOO_LONG', `a line of ${line.length} characters was ignored (limit ${MAX_INPUT_CHARS})`);
      }
      const trimmed = line.trim();
      if (trimmed === '') return;
      try {
        if (adapter === undefined) {
          const firstToken = trimmed.split(/\s+/, 1)[0];
          const dialect = detectDialect(firstToken);
          if (dialect === undefined) return console.handle(trimmed);
          adapter = createAdapter(dialect, ctx);
          ctx.session.prepare(); // a GUI is here: start the search worker while the handshake goes on
        }
        adapter.handle(trimmed);
      } catch (thrown) {
        ctx.logError(`topochess: error while handling '${trimmed.slice(0, 200)}': ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`);
        report('ERR_INTERNAL', thrownMessage(thrown));
      }
    },
    onEnd() {
      // End of input is `quit` in whatever dialect is active.
      if (adapter === undefined || ended) return ctx.quit();
      try {
        adapter.handle('quit');
      } catch (thrown) {
        ctx.logError(`topochess: error at end of input: ${thrownMessage(thrown)}`);
        ctx.quit();
      }
    },
  };
}
