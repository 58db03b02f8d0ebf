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
  /** A line longer than MAX_INPUT_CHARS was dropped unread. */
  onOverlong(chars: number): void;
  /** End of input means quit. */
  onEnd(): void;
}

/** A line, or the length of a line too long to keep. */
type HeldInput = string | { readonly overlong: number };

export function createAdapter(dialect: Dialect, ctx: AdapterContext): ProtocolAdapter {
  switch (dialect) {
    case 'uci':
      return new UciAdapter(ctx);
    case 'xboard':
      return new XboardAdapter(ctx);
  }
}

export function createInputLoop(outer: Omit<AdapterContext, 'holdInput'>): InputLoop {
  let adapter: ProtocolAdapter | undefined;
  let ended = false;
  /** Input read while a reply is held (isready, ping waiting for the worker), in order; undefined when not held. */
  let held: HeldInput[] | undefined;
  let endHeld = false;
  // After `quit` (or end of input) nothing more is read, whatever the exit path still has to do.
  const ctx: AdapterContext = {
    ...outer,
    quit: () => {
      if (ended) return;
      ended = true;
      outer.quit();
    },
    holdInput: () => {
      if (held !== undefined) throw new Error('input is already held');
      held = [];
      let released = false;
      return () => {
        if (released) return;
        released = true;
        replayHeld();
      };
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

  /** Handles the input read while it was held, until a line holds it again (then the rest waits once more). */
  const replayHeld = (): void => {
    const waiting = held ?? [];
    held = undefined;
    while (waiting.length > 0) {
      const relocked = heldNow();
      if (relocked !== undefined) return void relocked.push(...waiting);
      const next = waiting.shift()!;
      if (typeof next === 'string') handleLine(next);
      else handleOverlong(next.overlong);
    }
    if (endHeld && heldNow() === undefined) {
      endHeld = false;
      handleEnd();
    }
  };
  // A function, so that the compiler does not assume `held` unchanged across the calls above.
  const heldNow = (): HeldInput[] | undefined => held;

  const handleLine = (line: string): void => {
    if (ended) return;
    if (line.length > MAX_INPUT_CHARS) return handleOverlong(line.length);
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
      // A new variant's tables are being built (salmon's take a second): later lines wait for them, `quit` aside.
      if (ctx.session.building && heldNow() === undefined) ctx.session.whenBuilt(ctx.holdInput());
    } catch (thrown) {
      ctx.logError(
        `topochess: error while handling '${trimmed.slice(0, 200)}': ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`,
      );
      report('ERR_INTERNAL', thrownMessage(thrown));
    }
  };

  const handleOverlong = (chars: number): void => {
    if (ended) return;
    report('ERR_LINE_TOO_LONG', `a line of ${chars} characters was ignored (limit ${MAX_INPUT_CHARS})`);
  };

  const handleEnd = (): void => {
    // End of input is `quit` in whatever dialect is active.
    if (adapter === undefined || ended) return ctx.quit();
    try {
      adapter.handle('quit');
    } catch (thrown) {
      ctx.logError(`topochess: error at end of input: ${thrownMessage(thrown)}`);
      ctx.quit();
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
      // `quit` does not wait behind a held reply: the program ends as soon as asked.
      if (held !== undefined && line.trim() !== 'quit') held.push(line);
      else handleLine(line);
    },
    onOverlong(chars: number) {
      if (held !== undefined) held.push({ overlong: chars });
      else handleOverlong(chars);
    },
    onEnd() {
      if (held !== undefined) endHeld = true;
      else handleEnd();
    },
  };
}
