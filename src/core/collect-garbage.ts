// A full garbage collection on demand, for the one place that needs it: right after a long table build, whose
// temporary objects would otherwise keep the heap grown (and the process's memory high) until V8 next collects.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** Collects garbage now, in the calling thread. */
export function collectGarbage(): void {
  if (collect === undefined) {
    // V8 exposes `gc` to contexts created after the flag is set; the flag changes nothing else.
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
