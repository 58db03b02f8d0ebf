// How the board page reaches its engine. Served by `topochess gui`: the engine is a process behind the server (lines
// arrive as Server-Sent Events, go out as POSTs). In the static site (`make web`, data-engine="worker" on the body):
// the engine is a Web Worker (engine.js) in this page, after a service worker (sw.js) has made the site work offline
// and the page cross-origin isolated, so that search threads can share memory.
import { EngineLink } from '../engine-link';

export interface EngineConnection {
  readonly link: EngineLink;
  /** Resolves once lines can be sent. */
  readonly ready: Promise<void>;
}

/** The page's engine, by how the page was served; kept on `window.topochessLink` for the console and the tests. */
export function connectEngine(): EngineConnection {
  const connection = document.body.dataset.engine === 'worker' ? workerEngine() : serverEngine();
  (window as unknown as { topochessLink: EngineLink }).topochessLink = connection.link;
  return connection;
}

function serverEngine(): EngineConnection {
  const id = Math.random().toString(36).slice(2);
  const events = new EventSource(`/events?id=${id}`);
  const ready = new Promise<void>((opened) => events.addEventListener('open', () => opened()));
  const link = new EngineLink((text) => fetch(`/send?id=${id}`, { method: 'POST', body: text }));
  events.onmessage = (event: MessageEvent<string>) => link.receive(event.data);
  return { link, ready };
}

/** Progress of a table build, posted by the engine worker beside its lines (src/web/progress.ts). */
interface BuildProgress {
  readonly building: string;
  readonly percent: number;
}

function workerEngine(): EngineConnection {
  const started = isolate().then(() => new Worker('engine.js'));
  const ready = started.then((worker) => {
    worker.onmessage = (event: MessageEvent<string | BuildProgress>) => {
      const data = event.data;
      if (typeof data === 'string') return link.receive(data);
      const status = document.getElementById('status');
      if (status !== null && data.percent < 100)
        status.textContent = `building ${data.building}'s tables… ${data.percent} %`;
    };
  });
  const link = new EngineLink((text) => started.then((worker) => worker.postMessage(text)));
  return { link, ready };
}

/** How long the page waits for its service worker before it starts the engine without one. */
const SERVICE_WORKER_WAIT_MS = 4000;

/** sessionStorage key: the page reloaded once to come under its service worker. */
const RELOADED = 'topochess-reloaded';

/**
 * Registers the service worker (offline use; it adds the headers that isolate the page). A first visit is not under
 * it yet: the page reloads once. Where there is no service worker (a file:// page, an old browser) the engine runs
 * anyway, on one thread.
 */
async function isolate(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    // A browser that neither accepts nor refuses the service worker (one set to block them may say nothing) gets the
    // engine without it after a while.
    const registered = navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready);
    const given = await Promise.race([registered, new Promise((late) => setTimeout(late, SERVICE_WORKER_WAIT_MS))]);
    if (given === undefined) return;
  } catch {
    return;
  }
  // A page that was not loaded through the service worker lacks its headers (even once the worker controls it).
  if (crossOriginIsolated || sessionStorage.getItem(RELOADED) !== null) return;
  sessionStorage.setItem(RELOADED, '1');
  location.reload();
  await new Promise<never>(() => undefined); // the page is going
}
