// The search worker's bundled source text, embedded at build time (scripts/esbuild-options.mjs). Both the
// packaged binary and development runs start the worker from this text, so there is one code path.
declare const __TOPOCHESS_WORKER_SOURCE__: string;

export function workerSource(): string {
  return __TOPOCHESS_WORKER_SOURCE__;
}
