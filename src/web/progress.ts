// Progress of a long table build (salmon's: some 800 steps, a second here, longer on a phone) for the page to show.
// The step counts are measured (a build that takes more steps than counted stays at 99 % until it ends).
import type { Steps } from '../core/steps';
import type { VariantName } from '../core/types';

/** Steps a build takes, per variant whose build yields at all (the others end in their first step). */
const BUILD_STEPS: Partial<Record<VariantName, number>> = { salmon: 819 };

/** Posted by the engine worker while a variant's tables are built: `percent` from 0 to 100 (100 once, at the end). */
export interface BuildProgress {
  readonly building: VariantName;
  readonly percent: number;
}

/** `steps`, reporting every whole percent it passes to `report` (nothing for a build that needs no steps). */
export function* watchSteps<T>(
  variant: VariantName,
  steps: Steps<T>,
  report: (progress: BuildProgress) => void,
): Steps<T> {
  const total = BUILD_STEPS[variant];
  if (total === undefined) return yield* steps;
  let done = 0;
  let shown = -1;
  for (;;) {
    const next = steps.next();
    if (next.done === true) {
      report({ building: variant, percent: 100 });
      return next.value;
    }
    const percent = Math.min(99, Math.floor((++done * 100) / total));
    if (percent !== shown) report({ building: variant, percent: (shown = percent) });
    yield;
  }
}

/** Whether an engine worker's message is build progress rather than an engine line. */
export function isBuildProgress(message: unknown): message is BuildProgress {
  return typeof message === 'object' && message !== null && 'building' in message && 'percent' in message;
}
