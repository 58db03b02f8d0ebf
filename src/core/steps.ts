// A long table build cut into steps: a generator that yields now and then, so that a caller on the main thread can
// keep its event loop turning (and answer `quit` promptly) while, say, salmon's 7,500-cell tables are built.

/** A computation of a T that yields (nothing) between steps. */
export type Steps<T> = Generator<void, T, void>;

/** How many loop iterations between two yields: a few hundred microseconds of work in the builders here. */
export const STEP_EVERY = 512;

/** Runs every step at once (worker threads, tests, the command line). */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/** A value that needs no steps, as Steps (fakes in tests, engines built elsewhere). */
export function* noSteps<T>(value: T): Steps<T> {
  return value;
}
