// The match runner's engine link keeps no lines once they are read. A salmon game sends a position line of up to
// 100 KB every turn for thousands of turns; a link that held them grew the runner's heap by gigabytes over a soak,
// and its garbage-collection pauses were charged to the engines' clocks (time forfeits at 1 s + 10 ms).
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterEach, describe, expect, test } from 'vitest';
import { EngineLink } from '../../src/match/engine-link';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const LINE_CHARS = 50_000;
const LINES = 800; // 40 MB through the pipe
/** What the runner may still hold after reading them all: a few lines in flight, not the 40 MB. */
const RETAINED_LIMIT = 8 * 1024 * 1024;

/** An "engine" that writes LINES long lines and then `done`. */
const chatty =
  `"${process.execPath}" -e 'const line = "x".repeat(${LINE_CHARS});` +
  ` for (let i = 0; i < ${LINES}; i++) console.log(line); console.log("done")'`;

let link: EngineLink | undefined;
afterEach(() => link?.kill());

function heapUsed(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe('match engine link', () => {
  test('lines read are not kept: the heap does not grow with what an engine has said', async () => {
    const before = heapUsed();
    link = new EngineLink(chatty);
    let read = 0;
    for (;;) {
      const wait = await link.next(() => true, 60_000);
      expect(wait.kind).toBe('line');
      if (wait.kind !== 'line' || wait.line === 'done') break;
      expect(wait.line.length).toBe(LINE_CHARS);
      read++;
    }
    expect(read).toBe(LINES);
    expect(heapUsed() - before).toBeLessThan(RETAINED_LIMIT);
  });
});
