// Threads and shared memory as the search uses them, behind one small interface: this file is Node's implementation
// (worker_threads; the thread's script is its bundled source text). The browser build swaps in src/web/threads.ts
// (Web Workers; the script is a URL), which exports the same names (see scripts/esbuild-options.mjs, BROWSER_SWAPS).
import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** Another thread, seen from the one that started it. */
export interface Thread {
  post(message: unknown): void;
  onMessage(handler: (message: unknown) => void): void;
  /** Called once when the thread dies (an uncaught error or an exit), with what happened. */
  onDeath(handler: (reason: string) => void): void;
  /** Keeps the program alive while the thread has work (Node); an idle thread never does. No-op in browsers. */
  ref(): void;
  unref(): void;
  terminate(): Promise<void>;
}

/** The thread that started this one: its messages and the data it started this one with. */
export interface ParentPort {
  readonly data: unknown;
  post(message: unknown): void;
  onMessage(handler: (message: unknown) => void): void;
}

/**
 * Whether a thread started here comes up while this one blocks (Atomics.wait): true in Node; a browser starts a Web
 * Worker only once its parent returns to its event loop.
 */
export const STARTS_WHILE_BLOCKED: boolean = true;

/** The cores this program may run threads on: the most threads a search uses. */
export function machineCores(): number {
  return availableParallelism();
}

/** Starts a thread running `script` (here: bundled source text) with `data` as its ParentPort data. */
export function startThread(script: string, data: unknown): Thread {
  const worker = new Worker(script, { eval: true, workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (handler) => void worker.on('message', handler),
    onDeath: (handler) => {
      let dead = false;
      const die = (reason: string): void => {
        if (dead) return;
        dead = true;
        handler(reason);
      };
      // 'error' (uncaught exception) is followed by 'exit'; whichever comes first tells.
      worker.on('error', (error: Error) => die(`crashed: ${error.message}`));
      worker.on('exit', (code: number) => die(`exited with code ${code}`));
    },
    ref: () => worker.ref(),
    unref: () => worker.unref(),
    terminate: async () => void (await worker.terminate()),
  };
}

/** This thread's parent; throws in the main thread. */
export function parentThread(): ParentPort {
  const port = parentPort;
  if (port === null) throw new Error('this code runs only as a worker thread');
  return {
    data: workerData,
    post: (message) => port.postMessage(message),
    onMessage: (handler) => void port.on('message', handler),
  };
}
