// The npm package's browser entry, `topochess/web`: the engine in a Web Worker for any web page. Self-contained (its
// types are the package's web.d.ts). The worker script is the package's `topochess/web/engine.js`, found next to this
// module; a page that serves it elsewhere passes `url`.

/** The variants the engine plays (UCI_Variant). */
export type Variant = 'normal' | 'msg' | 'stack' | 'sesqui' | 'besiege' | 'salmon' | 'cylinder';

export interface EngineOptions {
  /** The variant to play (default: normal); chosen before `ready` resolves, with salmon's tables built. */
  readonly variant?: Variant;
  /** Where the engine worker script is (default: engine.js beside this module in the package). */
  readonly url?: string | URL;
}

export interface Engine {
  /** Sends UCI lines (one per call or several separated by newlines). */
  send(lines: string): void;
  /** Called with every engine line after the start-up handshake (`info …`, `bestmove …`, `readyok` …). */
  onLine: (line: string) => void;
  /** Resolves once the handshake is done and the variant is ready; rejects if the worker fails to start. */
  readonly ready: Promise<void>;
  /** The handshake's lines (`id`, `option` …, `uciok`, and the thread note), for an interface that lists options. */
  readonly handshake: readonly string[];
  /** Ends the worker at once (`send('quit')` ends it after a stopped search has answered). */
  terminate(): void;
}

/**
 * Starts an engine worker, says `uci`, selects the variant and waits for `readyok`; afterwards every line the engine
 * prints goes to `onLine`. Searches with several threads need a cross-origin isolated page (see docs/web.md);
 * elsewhere the engine searches on one thread and says so in the handshake.
 */
export function createEngine(options: EngineOptions = {}): Engine {
  const url = options.url ?? new URL('../web/engine.js', import.meta.url);
  const worker = new Worker(url);
  const handshake: string[] = [];
  let started = false;
  let failed: (reason: Error) => void = () => undefined;
  let begun: () => void = () => undefined;
  const engine: Engine = {
    send: (lines) => worker.postMessage(lines),
    onLine: () => undefined,
    ready: new Promise<void>((resolve, reject) => {
      begun = resolve;
      failed = reject;
    }),
    handshake,
    terminate: () => worker.terminate(),
  };
  worker.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return; // build progress (salmon's tables): not an engine line
    if (started) return engine.onLine(event.data);
    if (event.data === 'readyok') {
      started = true;
      begun();
    } else handshake.push(event.data);
  };
  worker.onerror = (event) => failed(new Error(`the engine worker failed to start: ${event.message}`));
  const variant = options.variant ?? 'normal';
  worker.postMessage(`uci\nsetoption name UCI_Variant value ${variant}\nisready\n`);
  return engine;
}
