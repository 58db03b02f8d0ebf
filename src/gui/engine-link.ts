// The board page's line to its engine, one request at a time. A request sends lines and collects the engine's lines
// up to the one that ends its answer (`readyok`, `bestmove`, `topology end`); the next request is sent only once that
// one is answered, so no answer can be taken for another's (an `isready` sent while a `go` waits would have its
// `readyok` swallowed by the `go`, and its own request would wait forever). `interrupt` sends at once, outside the
// queue: `stop` hurries the waiting `go` along.
type Waiter = {
  readonly until: (line: string) => boolean;
  readonly lines: string[];
  readonly resolve: (lines: string[]) => void;
};

export class EngineLink {
  /** Every engine line, answered or not (thinking output for the page). */
  onLine: (line: string) => void = () => undefined;
  private waiter: Waiter | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;

  /** `transport` delivers text (lines ending in \n) to the engine; it resolves once the text is handed over. */
  constructor(private readonly transport: (text: string) => Promise<unknown>) {}

  /** Requests sent and not answered yet, or waiting for their turn. */
  get pending(): number {
    return this.queued;
  }

  /** Feeds one line from the engine. */
  receive(line: string): void {
    this.onLine(line);
    const waiter = this.waiter;
    if (waiter === undefined) return;
    waiter.lines.push(line);
    if (waiter.until(line)) {
      this.waiter = undefined;
      waiter.resolve(waiter.lines);
    }
  }

  /**
   * Sends the lines once every earlier request is answered; resolves with the engine's lines up to the one `until`
   * accepts.
   */
  ask(lines: readonly string[], until: (line: string) => boolean): Promise<string[]> {
    this.queued++;
    const run = async (): Promise<string[]> => {
      try {
        const answer = new Promise<string[]>((resolve) => (this.waiter = { until, lines: [], resolve }));
        await this.transport(text(lines));
        return await answer;
      } finally {
        this.queued--;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Sends the lines and an `isready`; resolves with the lines before `readyok`. */
  async query(lines: readonly string[]): Promise<string[]> {
    const answer = await this.ask([...lines, 'isready'], (line) => line === 'readyok');
    return answer.slice(0, -1);
  }

  /**
   * Sends at once, ahead of queued requests (for `stop`; whatever it makes the engine say goes to the waiting request).
   */
  interrupt(lines: readonly string[]): Promise<unknown> {
    return this.transport(text(lines));
  }
}

const text = (lines: readonly string[]): string => lines.join('\n') + '\n';
