// runInSlices: a short computation ends at once; a long one ends on a later turn of the event loop, which keeps
// turning meanwhile; a throw is reported once, to `failed`.
import { describe, expect, test } from 'vitest';
import { noSteps, type Steps } from '../../src/core/steps';
import { runInSlices } from '../../src/session/sliced-build';

/** Yields until `release` is called: longer than any slice, whatever the machine's speed. */
function* untilReleased(gate: { released: boolean }): Steps<string> {
  while (!gate.released) yield;
  return 'built';
}

describe('runInSlices', () => {
  test('a cancelled computation takes no further step and never reports', async () => {
    let steps = 0;
    function* counting(): Steps<string> {
      for (;;) {
        steps++;
        yield;
      }
    }
    const results: string[] = [];
    const cancel = runInSlices(
      counting(),
      (v) => results.push(v),
      () => results.push('failed'),
    );
    cancel();
    const taken = steps;
    await new Promise<void>((resolve) => setImmediate(resolve));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(steps).toBe(taken);
    expect(results).toEqual([]);
  });

  test('a computation without steps ends before runInSlices returns', () => {
    const results: string[] = [];
    runInSlices(
      noSteps('quick'),
      (v) => results.push(v),
      () => results.push('failed'),
    );
    expect(results).toEqual(['quick']);
  });

  test('a long computation lets the event loop turn, then ends once', async () => {
    const gate = { released: false };
    const results: string[] = [];
    let finished!: () => void;
    const ended = new Promise<void>((resolve) => (finished = resolve));
    runInSlices(
      untilReleased(gate),
      (v) => {
        results.push(v);
        finished();
      },
      () => results.push('failed'),
    );
    expect(results).toEqual([]);
    // An event queued after the start is handled while the computation is still running.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(results).toEqual([]);
    gate.released = true;
    await ended;
    expect(results).toEqual(['built']);
  });

  test('a throw is reported to failed, once', () => {
    const failures: unknown[] = [];
    function* broken(): Steps<string> {
      yield;
      throw new Error('bad table');
    }
    runInSlices(
      broken(),
      () => failures.push('done'),
      (thrown) => failures.push(thrown),
    );
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toMatch(/bad table/);
  });
});
