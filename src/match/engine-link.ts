// One engine process for the match runner: started from a command line (through the shell, like a GUI's engine
// command), read line by line, and waited on with deadlines. It never throws on a dead or silent engine: waits
// resolve with what happened, so the arbiter can turn it into a loss with a reason.
import { spawn, type ChildProcess } from 'node:child_process';

export type WaitResult =
  { readonly kind: 'line'; readonly line: string } | { readonly kind: 'timeout' } | { readonly kind: 'exit' };

/** Longest line kept; anything longer is cut (an engine cannot flood the runner's memory). */
const MAX_LINE = 64 * 1024;

/** Engines still running, so that a runner stopped by a signal takes them with it (each has its own process group). */
const running = new Set<EngineLink>();

/** Kills every engine process still running (for SIGINT/SIGTERM handlers). */
export function killAllEngines(): void {
  for (const link of running) link.kill();
}

export class EngineLink {
  private readonly child: ChildProcess;
  private readonly queue: string[] = [];
  private partial = '';
  private waiter: (() => void) | undefined;
  private exited = false;

  constructor(readonly command: string) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'ignore'], detached: true });
    running.add(this);
    this.child.stdout?.setEncoding('utf8');
    this.child.stdout?.on('data', (chunk: string) => {
      const parts = (this.partial + chunk).split('\n');
      this.partial = (parts.pop() ?? '').slice(0, MAX_LINE);
      for (const part of parts) {
        const line = part.replace(/\r$/, '').slice(0, MAX_LINE);
        // Lines are consumed and dropped: keeping them would hold a salmon game's every 100-KB position line, and
        // the runner's growing heap would pause it long enough for its engines to lose on time.
        this.queue.push(line);
      }
      this.wake();
    });
    this.child.on('exit', () => {
      this.exited = true;
      running.delete(this);
      this.wake();
    });
    this.child.on('error', () => {
      this.exited = true;
      this.wake();
    });
    this.child.stdin?.on('error', () => undefined);
  }

  get alive(): boolean {
    return !this.exited;
  }

  send(line: string): void {
    if (!this.exited) this.child.stdin?.write(line + '\n');
  }

  /** The next line for which `accept` is true (earlier lines are consumed), or timeout / exit. */
  async next(accept: (line: string) => boolean, timeoutMs: number): Promise<WaitResult> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.queue.length > 0) {
        const line = this.queue.shift() as string;
        if (accept(line)) return { kind: 'line', line };
      }
      if (this.exited) return { kind: 'exit' };
      const left = deadline - performance.now();
      if (left <= 0) return { kind: 'timeout' };
      await new Promise<void>((done) => {
        const timer = setTimeout(() => {
          this.waiter = undefined;
          done();
        }, left);
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = undefined;
          done();
        };
      });
    }
  }

  private wake(): void {
    this.waiter?.();
  }

  /** Asks the engine to quit, then kills its process group if it has not gone after `graceMs`. */
  async close(graceMs = 500): Promise<void> {
    this.send('quit');
    const start = performance.now();
    while (!this.exited && performance.now() - start < graceMs) await new Promise((done) => setTimeout(done, 20));
    this.kill();
  }

  kill(): void {
    try {
      if (this.child.pid !== undefined) process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    this.exited = true;
    running.delete(this);
  }
}
