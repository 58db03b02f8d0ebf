// The engine as a Web Worker (dist/web/engine.js): the same input loop, session, rules and search as the program's
// protocol mode, speaking UCI (or XBoard) over postMessage instead of stdin/stdout. Each message in is text of whole
// lines; each message out is one engine line (or, for pages that show it, a `{ building }` progress object while a
// variant's tables are built). The same script runs the search threads: a worker whose first message is
// `{ topochessThread: data }` becomes the search worker (src/search/worker-main.ts) or one of its Lazy SMP helpers.
import './immediate';
import { MAX_INPUT_CHARS } from '../../protocol/commands';
import { createInputLoop } from '../../protocol/input-loop';
import { clampLine } from '../../protocol/output';
import { AUTHOR, ENGINE_NAME } from '../cli/version';
import { WorkerSearchService } from '../search/worker-host';
import { MEMORY_SHARED } from '../search/shared-memory';
import { Session } from '../session/session';
import { defaultSessionDeps } from '../session/wiring';
import { watchSteps, type BuildProgress } from './progress';
import { adoptParent, THREAD_START } from './threads';
import type { Variant } from './api';
import type { VariantName } from '../core/types';

/** What this code needs of a dedicated worker's global scope. */
interface WorkerScope extends EventTarget {
  readonly location: { readonly href: string };
  postMessage(message: unknown): void;
  close(): void;
}

const scope = globalThis as unknown as WorkerScope;

/** The line after `uciok` that says how many threads can search here. */
export const THREADS_NOTE = MEMORY_SHARED
  ? 'info string threads: shared memory (cross-origin isolated page): Threads up to 256'
  : 'info string threads: one (this page is not cross-origin isolated, so no SharedArrayBuffer): Threads is ignored';

/** The protocol role: lines in, lines out, until `quit` (then the worker closes). */
function serveProtocol(): (text: string) => void {
  const logError = (message: string): void => console.error(message);
  const deps = defaultSessionDeps(logError);
  const session = new Session({
    ...deps,
    // Progress goes to the page while salmon's tables are built (a second or more on a phone).
    buildEngine: (variant, switches) =>
      watchSteps(variant, deps.buildEngine(variant, switches), (progress: BuildProgress) =>
        scope.postMessage(progress),
      ),
    createSearchService: () => new WorkerSearchService(scope.location.href),
  });
  const out = {
    line(text: string) {
      scope.postMessage(clampLine(text));
      if (text === 'uciok') scope.postMessage(THREADS_NOTE);
    },
  };
  const quit = (): void => {
    void session
      .whenIdle(150)
      .then(() => session.close())
      .finally(() => scope.close());
  };
  const loop = createInputLoop({ session, out, engineName: ENGINE_NAME, author: AUTHOR, quit, logError });
  return (text) => {
    for (const line of text.split('\n')) {
      if (line.length > MAX_INPUT_CHARS) loop.onOverlong(line.length);
      else loop.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
  };
}

/** The first message decides the role; every message after it goes to that role. */
const first = (event: Event): void => {
  scope.removeEventListener('message', first);
  const data = (event as MessageEvent<unknown>).data;
  if (typeof data === 'object' && data !== null && THREAD_START in data) {
    adoptParent((data as Record<string, unknown>)[THREAD_START], (message) => scope.postMessage(message), scope);
    void import('../search/worker-main');
    return;
  }
  const handle = serveProtocol();
  scope.addEventListener('message', (next) => handle(String((next as MessageEvent<unknown>).data)));
  handle(String(data));
};
scope.addEventListener('message', first);

/** The npm entry lists the variants in its own types (api.ts stands alone): they must be the engine's. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ENTRY_VARIANTS_AGREE: Same<Variant, VariantName> = true;
