// The browser's implementation of src/search/threads.ts (swapped in by the web build, scripts/esbuild-options.mjs):
// a thread is a Web Worker started from the engine script's URL. A Web Worker gets no start data, so its first
// message carries it ({ [THREAD_START]: data }); engine-worker.ts reads that message and runs the search role.
import type { ParentPort, Thread } from '../search/threads';

export type { ParentPort, Thread } from '../search/threads';

/** The key of a thread's first message, which carries its start data. */
export const THREAD_START = 'topochessThread';

/** A Web Worker starts only once the thread that made it returns to its event loop. */
export const STARTS_WHILE_BLOCKED: boolean = false;

/** The cores the browser reports (at least 1). */
export function machineCores(): number {
  return Math.max(1, navigator.hardwareConcurrency || 1);
}

/** Starts a Web Worker from `script` (a URL) and sends it `data` first. */
export function startThread(script: string, data: unknown): Thread {
  const worker = new Worker(script);
  worker.postMessage({ [THREAD_START]: data });
  const deathHandlers: ((reason: string) => void)[] = [];
  let dead = false;
  const die = (reason: string): void => {
    if (dead) return;
    dead = true;
    for (const handler of deathHandlers) handler(reason);
  };
  worker.addEventListener('error', (event: ErrorEvent) => {
    event.preventDefault();
    die(`crashed: ${event.message}`);
  });
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (handler) => worker.addEventListener('message', (event: MessageEvent) => handler(event.data)),
    onDeath: (handler) => void deathHandlers.push(handler),
    ref: () => undefined,
    unref: () => undefined,
    terminate: () => {
      worker.terminate();
      // A browser says nothing when a worker is ended: say what Node's 'exit' would.
      die('exited');
      return Promise.resolve();
    },
  };
}

let parent: ParentPort | undefined;

/** Called by engine-worker.ts with the first message's data before the search role starts. */
export function adoptParent(data: unknown, post: (message: unknown) => void, messages: EventTarget): void {
  parent = {
    data,
    post,
    onMessage: (handler) =>
      messages.addEventListener('message', (event) => handler((event as MessageEvent<unknown>).data)),
  };
}

export function parentThread(): ParentPort {
  if (parent === undefined) throw new Error('this code runs only as a search thread');
  return parent;
}
