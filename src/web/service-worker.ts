// The static site's service worker (dist/web/sw.js): keeps every file of the site in the cache at install, answers
// from it first (the site works offline after the first visit), and adds the two headers that make the page
// cross-origin isolated (SharedArrayBuffer: search threads), which static hosts such as GitHub Pages do not send.
declare const __TOPOCHESS_SITE__: { readonly version: string; readonly files: readonly string[] };

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = globalThis as unknown as ServiceWorkerScope;
const PREFIX = 'topochess-';
const CACHE = PREFIX + __TOPOCHESS_SITE__.version;

worker.addEventListener('install', (event) => {
  const files = __TOPOCHESS_SITE__.files.map((file) => new URL(file, worker.registration.scope).href);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(files))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(answer(request));
});

/**
 * The cached file (the query aside: `?variant=salmon` is the same page; `/rules/sesqui` is the folder `/rules/sesqui/`,
 * as static servers redirect it), else the network's answer.
 */
async function answer(request: Request): Promise<Response> {
  const options = { ignoreSearch: true, cacheName: CACHE };
  const url = new URL(request.url);
  const folder = /\/[^/.]+$/.test(url.pathname) ? `${url.origin}${url.pathname}/` : undefined;
  const cached =
    (await caches.match(request, options)) ?? (folder === undefined ? undefined : await caches.match(folder, options));
  return isolated(cached ?? (await fetch(request)));
}

/** The response with the headers of a cross-origin isolated page (every file of the site is same-origin). */
function isolated(response: Response): Response {
  if (response.status === 0) return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
