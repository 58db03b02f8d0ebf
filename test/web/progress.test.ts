// Table-build progress as the engine worker posts it to the page (src/web/progress.ts).
import { describe, expect, test } from 'vitest';
import { runSteps, type Steps } from '../../src/core/steps';
import { isBuildProgress, watchSteps, type BuildProgress } from '../../src/web/progress';
import { buildEngineInSteps } from '../../engines/index';

function* countTo(steps: number): Steps<string> {
  for (let i = 0; i < steps; i++) yield;
  return 'built';
}

describe('build progress', () => {
  test('salmon: whole percents in order, 99 at most until the end, then 100 once', () => {
    const seen: BuildProgress[] = [];
    expect(runSteps(watchSteps('salmon', countTo(2000), (progress) => seen.push(progress)))).toBe('built');
    const percents = seen.map((progress) => progress.percent);
    expect(percents.slice(0, 3)).toEqual([0, 1, 2]);
    expect(percents.filter((percent) => percent === 100)).toHaveLength(1);
    expect(percents.at(-1)).toBe(100);
    expect(percents.slice(0, -1).every((percent, i) => percent <= 99 && (i === 0 || percent > percents[i - 1]))).toBe(
      true,
    );
    expect(seen.every((progress) => isBuildProgress(progress) && progress.building === 'salmon')).toBe(true);
  });

  test('the step count measured for salmon is its build: progress reaches 99 just before the end', () => {
    const seen: number[] = [];
    runSteps(watchSteps('salmon', buildEngineInSteps('salmon'), (progress) => seen.push(progress.percent)));
    expect(seen.slice(-2)).toEqual([99, 100]);
  });

  test('a variant whose build takes no steps reports nothing', () => {
    const seen: BuildProgress[] = [];
    runSteps(watchSteps('normal', buildEngineInSteps('normal'), (progress) => seen.push(progress)));
    expect(seen).toEqual([]);
    expect(isBuildProgress('info string hello')).toBe(false);
  });
});
