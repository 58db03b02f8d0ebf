// Transcript harness: an in-process input loop + Session (real engines, real worker thread) writing to a collecting
// output. Send a line, get back exactly the lines it produced; wait for lines that come later from the worker.
import { createInputLoop, type InputLoop } from '../../protocol/input-loop';
import { CollectingOutput } from '../../protocol/output';
import { Session, type SessionDeps } from '../../src/session/session';
import { defaultSessionDeps } from '../../src/session/wiring';
import type { Job, SearchService } from '../../src/search/jobs';

/** A search service that runs nothing and records the jobs posted to it (`posted`). */
export function recordingService(): SearchService & { readonly posted: Job[] } {
  const posted: Job[] = [];
  return {
    posted,
    busy: false,
    run: () => {},
    post: (job) => void posted.push(job),
    sync: (done) => done(),
    stop: () => {},
    ponderHit: () => {},
    terminate: async () => {},
  };
}

export class Harness {
  readonly out = new CollectingOutput();
  readonly session: Session;
  readonly loop: InputLoop;
  readonly stderr: string[] = [];
  quits = 0;
  /** Index of the first line not yet returned by send/until. */
  private read = 0;

  constructor(overrides: Partial<SessionDeps> = {}) {
    this.session = new Session({ ...defaultSessionDeps((message) => this.stderr.push(message)), ...overrides });
    this.loop = createInputLoop({
      session: this.session,
      out: this.out,
      engineName: 'Topochess test',
      author: 'the Topochess authors',
      quit: () => {
        this.quits++;
      },
      logError: (message) => this.stderr.push(message),
    });
  }

  /** Sends lines and returns every line written since the last read (normally the synchronous replies). */
  send(...lines: string[]): string[] {
    for (const line of lines) this.loop.onLine(line);
    return this.unread();
  }

  /** Sends `lines` then `isready`; returns every line written up to and including `readyok`. */
  async ready(...lines: string[]): Promise<string[]> {
    const before = this.send(...lines, 'isready');
    return [...before, ...(before.includes('readyok') ? [] : await this.until(/^readyok$/))];
  }

  /** XBoard: sends `lines` then `ping <n>`; returns every line written up to and including the pong. */
  async ping(n: number | string, ...lines: string[]): Promise<string[]> {
    const before = this.send(...lines, `ping ${n}`);
    return [...before, ...(before.includes(`pong ${n}`) ? [] : await this.until(new RegExp(`^pong ${n}$`)))];
  }

  /** Lines written since the last read. */
  unread(): string[] {
    const lines = this.out.lines.slice(this.read);
    this.read = this.out.lines.length;
    return lines;
  }

  /** Waits until an unread line matches, then returns the unread lines up to and including it. */
  async until(pattern: RegExp, timeoutMs = 20_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.read; i < this.out.lines.length; i++) {
        if (pattern.test(this.out.lines[i])) {
          const lines = this.out.lines.slice(this.read, i + 1);
          this.read = i + 1;
          return lines;
        }
      }
      if (Date.now() > deadline) {
        throw new Error(`timed out waiting for ${pattern}; unread:\n${this.out.lines.slice(this.read).join('\n')}`);
      }
      await sleep(2);
    }
  }

  /** Waits until the session has no job left (running or stopping). */
  async idle(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.session.busy) {
      if (Date.now() > deadline) throw new Error('session still busy');
      await sleep(2);
    }
  }

  async close(): Promise<void> {
    await this.session.close();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `body` with a fresh harness and always ends its worker. */
export async function withHarness(
  body: (h: Harness) => Promise<void> | void,
  overrides: Partial<SessionDeps> = {},
): Promise<void> {
  const h = new Harness(overrides);
  try {
    await body(h);
  } finally {
    await h.close();
  }
}
