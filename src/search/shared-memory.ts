// Memory the search threads share: the transposition table and the control arrays (stop, ponder, helper state). Node
// always has SharedArrayBuffer; a browser has it only on a cross-origin isolated page, and otherwise the engine runs
// one search thread over ordinary buffers (src/web/threads.ts then stops a search from outside).

/** Whether buffers from sharedBuffer are really shared between threads. */
export const MEMORY_SHARED =
  typeof SharedArrayBuffer === 'function' &&
  (globalThis as { readonly crossOriginIsolated?: boolean }).crossOriginIsolated !== false;

/** Zeroed memory of `bytes` that threads share, or an ordinary buffer where MEMORY_SHARED is false. */
export function sharedBuffer(bytes: number): SharedArrayBuffer {
  return MEMORY_SHARED ? new SharedArrayBuffer(bytes) : (new ArrayBuffer(bytes) as unknown as SharedArrayBuffer);
}
