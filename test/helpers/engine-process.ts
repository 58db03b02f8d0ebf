// Drives an engine as a child process the way a GUI does: send a line, wait for a reply line, measure latency.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';

export const BINARY = resolve(__dirname, '../../dist/topochess');

export interface Received {
  readonly line: string;
  readonly at: number;
}

export class EngineProcess {
  readonly lines: Received[] = [];
  readonly stderr: string[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  private partial = '';
  private readonly waiters: (() => void)[] = [];
  exitCode: number | null | undefined = undefined;
  private readonly exited: Promise<number | null>;

  /** Starts `command args` with a clean environment (the binary must not need node or NODE_OPTIONS). */
  constructor(command = BINARY, args: readonly string[] = []) {
    this.child = spawn(command, args, { env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      const parts = (this.partial + chunk).split('\n');
      this.partial = parts.pop() ?? '';
      const at = performance.now();
      for (const line of parts) this.lines.push({ line: line.replace(/\r$/, ''), at });
      this.wake();
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => this.stderr.push(chunk));
    this.exited = new Promise((done) => {
      this.child.on('exit', (code) => {
        this.exitCode = code;
        this.wake();
        done(code);
      });
    });
    this.child.stdin.on('error', () => undefined);
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Sends one line and returns the time it was written. */
  send(line: string): number {
    this.child.stdin.write(line + '\n');
    return performance.now();
  }

  closeInput(): void {
    this.child.stdin.end();
  }

  /** Resolves with the first line from index `from` on that matches, or rejects after `timeoutMs`. */
  async waitFor(pattern: RegExp, timeoutMs = 30_000, from = 0): Promise<Received & { readonly index: number }> {
    const deadline = performance.now() + timeoutMs;
    for (let index = from; ;) {
      for (; index < this.lines.length; index++) {
        if (pattern.test(this.lines[index].line)) return { ...this.lines[index], index };
      }
      if (this.exitCode !== undefined) throw new Error(`engine exited (${this.exitCode}) before ${pattern}`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`timed out waiting for ${pattern}; got:\n${this.tail()}`);
      await new Promise<void>((done) => {
        const timer = setTimeout(done, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          done();
        });
      });
    }
  }

  /** Resolves once more than `count` lines have arrived or the process has exited, or after `timeoutMs`. */
  async waitForMore(count: number, timeoutMs: number): Promise<void> {
    if (this.lines.length > count || this.exitCode !== undefined) return;
    await new Promise<void>((done) => {
      const timer = setTimeout(done, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        done();
      });
    });
  }

  /** Sends a line and waits for a matching reply among lines that arrive after it; returns the latency in ms. */
  async ask(line: string, reply: RegExp, timeoutMs = 30_000): Promise<{ readonly line: string; readonly ms: number }> {
    const from = this.lines.length;
    const sent = this.send(line);
    const got = await this.waitFor(reply, timeoutMs, from);
    return { line: got.line, ms: got.at - sent };
  }

  /** Waits for the exit; a process still running after `timeoutMs` (a hang, not slowness) is killed. */
  async exit(timeoutMs = 30_000): Promise<number | null> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }

  /** The process id (tests read /proc/<pid>/status). */
  get pid(): number {
    return this.child.pid ?? -1;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  signal(name: NodeJS.Signals): void {
    this.child.kill(name);
  }

  tail(count = 20): string {
    return this.lines
      .slice(-count)
      .map((r) => r.line)
      .join('\n');
  }
}
