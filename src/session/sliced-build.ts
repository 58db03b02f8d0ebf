// Runs a Steps computation (core/steps) on the main thread in slices of a few milliseconds, turning the event loop
// between them: input is still read (and `quit` obeyed) while salmon's tables are built.
import type { Steps } from '../core/steps';

/** Work per slice; well under the 50 ms in which `quit` must be obeyed. */
export const BUILD_SLICE_MS = 8;

/**
 * Starts `steps`; the first slice runs now, so a short computation (every variant but salmon) ends before this
 * returns. Calls `done` with the value or `failed` with what was thrown, once, unless cancelled first. Returns the
 * cancel function (quit does not wait for a build nobody will use).
 */
export function runInSlices<T>(
  steps: Steps<T>,
  done: (value: T) => void,
  failed: (thrown: unknown) => void,
): () => void {
  let cancelled = false;
  const slice = (): boolean => {
    if (cancelled) return true;
    const end = performance.now() + BUILD_SLICE_MS;
    let next: IteratorResult<void, T>;
    try {
      do next = steps.next();
      while (next.done !== true && performance.now() < end);
    } catch (thrown) {
      failed(thrown);
      return true;
    }
    if (next.done !== true) return false;
    done(next.value);
    return true;
  };
  const again = (): void => {
    if (!slice()) setImmediate(again);
  };
  if (!slice()) setImmediate(again);
  return () => {
    cancelled = true;
  };
}
