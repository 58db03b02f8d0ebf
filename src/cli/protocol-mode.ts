// `topochess` with no sub-command: UCI or XBoard on stdin/stdout. Owns the process-level duties: one stdout writer,
// SIGINT ignored (XBoard sends it), SIGTERM and end of input mean quit, and on quit the worker is stopped and stdout
// flushed before the process exits.
import { createInputLoop } from '../../protocol/input-loop';
import { MAX_INPUT_CHARS } from '../../protocol/commands';
import { readLines, type LineReader } from '../../protocol/line-reader';
import { createStreamOutput } from '../../protocol/output';
import { Session } from '../session/session';
import { defaultSessionDeps } from '../session/wiring';
import { AUTHOR, ENGINE_NAME } from './version';

/** Upper bound on the wait for the worker to end at quit; stdout is flushed and the process exits regardless. */
const QUIT_GRACE_MS = 300;
const FLUSH_LIMIT_MS = 1000;

export function runProtocolMode(): void {
  const logError = (message: string): void => {
    process.stderr.write(message.endsWith('\n') ? message : message + '\n');
  };
  const out = createStreamOutput(process.stdout);
  const session = new Session(defaultSessionDeps(logError));

  let reader: LineReader | undefined;
  let quitting = false;
  const quit = (): void => {
    if (quitting) return;
    quitting = true;
    reader?.close();
    let exited = false;
    const exit = (): void => {
      if (exited) return;
      exited = true;
      // A broken pipe never confirms the flush: exit anyway after a moment.
      const flushed = new Promise<void>((resolve) => setTimeout(resolve, FLUSH_LIMIT_MS));
      void Promise.race([out.flush(), flushed]).then(() => process.exit(0));
    };
    setTimeout(exit, QUIT_GRACE_MS).unref();
    // UCI stopped its search on quit so that its bestmove goes out; XBoard cancelled it. Either way it ends fast.
    session
      .whenIdle(QUIT_GRACE_MS / 2)
      .then(() => session.close())
      .then(exit, exit);
  };

  const loop = createInputLoop({ session, out, engineName: ENGINE_NAME, author: AUTHOR, quit, logError });

  process.on('SIGINT', () => {}); // XBoard interrupts engines with SIGINT; Node would die of it
  process.on('SIGTERM', () => loop.onEnd()); // like `quit` in the active dialect
  process.stdout.on('error', () => quit()); // the GUI went away (EPIPE)
  process.on('uncaughtException', (error) => {
    logError(`topochess: uncaught: ${error.stack ?? error.message}`);
  });
  reader = readLines(process.stdin, MAX_INPUT_CHARS, {
    onLine: (line) => loop.onLine(line),
    onOverlong: (chars) => loop.onOverlong(chars),
    onEnd: () => loop.onEnd(),
  });
}
