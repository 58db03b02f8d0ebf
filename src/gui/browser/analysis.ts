// Analysis mode on the board page: the engine analyses the position shown (the live one) with MultiPV lines, 1 to 5,
// without end (`go infinite`) or to a chosen depth; the lines in the page's move text (a click on a move plays the
// line up to it), an evaluation bar and the best move as an arrow on the board. The engine is the judge of
// everything: the lines are its own reports, and a move clicked is played through the page's ordinary path. Every
// other action of the page stops the analysis first (halt) and lets it run again when done (resume): the engine
// link answers one request at a time, and `go infinite` holds it until `stop`.
import type { EngineLink } from '../engine-link';
import { AnalysisLines, evalShare, lineHtml, MAX_ANALYSIS_LINES, type LineContext } from '../analysis-lines';

/** What analysis mode asks of the page. */
export interface AnalysisHost {
  readonly link: EngineLink;
  /** The variant, the position shown as a `position` command and as text, the side to move, every side's name. */
  context(): LineContext & { readonly command: string };
  /** Whether analysis may run now (a live position, a game not over, no set-up being edited). */
  mayRun(): boolean;
  /** From and to of a move text on the board (for the arrow). */
  moveCells(text: string): readonly [number, number] | undefined;
  /** Redraws the board (the arrow changed). */
  redraw(): void;
  /** Plays these moves (or turns) of a line, one after the other, through the page's own move path. */
  playLine(tokens: readonly string[]): void;
  /** Analysis mode began: the person plays every side, so that the engine does not answer moves. */
  began(): void;
}

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export class Analysis {
  private on = false;
  private running: Promise<unknown> | undefined;
  private readonly lines = new AnalysisLines();
  private context: (LineContext & { readonly command: string }) | undefined;
  private best: string | undefined;

  constructor(private readonly host: AnalysisHost) {
    const multipv = $<HTMLSelectElement>('multipv');
    multipv.innerHTML = Array.from(
      { length: MAX_ANALYSIS_LINES },
      (_, k) => `<option value="${k + 1}">${k + 1}</option>`,
    ).join('');
    $<HTMLInputElement>('analyse').onchange = (event) => void this.switchTo((event.target as HTMLInputElement).checked);
    multipv.onchange = $('analysis-depth').onchange = () => void this.restart();
    $('lines').onclick = (event) => this.onLineClick(event);
  }

  get active(): boolean {
    return this.on;
  }

  /** Turns analysis mode on (the person then plays every side) or off. */
  async switchTo(on: boolean): Promise<void> {
    if (on === this.on) return;
    $<HTMLInputElement>('analyse').checked = on;
    this.on = on;
    document.body.classList.toggle('analysing', on);
    // The person plays every side from now on; that action of the page's starts the analysis when it is done.
    if (on) this.host.began();
    else {
      await this.halt();
      this.lines.clear();
      this.show();
    }
  }

  /** Analysis's lines are the engine's lines while it runs. */
  onLine(line: string): void {
    if (this.running !== undefined && this.lines.take(line)) this.show();
  }

  /** The best move's arrow, while analysis mode shows one. */
  bestArrow(): readonly [number, number] | undefined {
    return this.on && this.best !== undefined ? this.host.moveCells(this.best) : undefined;
  }

  /** Stops a running analysis and waits for the engine's answer (its lines stay shown). */
  async halt(): Promise<void> {
    const running = this.running;
    if (running === undefined) return;
    void this.host.link.interrupt(['stop']);
    await running;
  }

  /** Analyses the position shown, when analysis mode is on and may run. */
  resume(): void {
    if (!this.on || this.running !== undefined || !this.host.mayRun()) return;
    const context = this.host.context();
    if (this.context?.command !== context.command) {
      this.lines.clear();
      this.best = undefined;
    }
    this.context = context;
    const count = this.lineCount();
    const depth = $<HTMLSelectElement>('analysis-depth').value;
    document.body.dataset.analysis = 'running';
    const asked = this.host.link.ask(
      [
        context.command,
        'setoption name Skill Level value 20',
        `setoption name MultiPV value ${count}`,
        depth === '' ? 'go infinite' : `go depth ${depth}`,
      ],
      (line) => line.startsWith('bestmove'),
    );
    this.running = asked.finally(() => {
      this.running = undefined;
      document.body.dataset.analysis = 'done';
    });
    this.show();
  }

  /** Starts again with the menus' lines and depth. */
  private async restart(): Promise<void> {
    await this.halt();
    this.lines.clear();
    this.resume();
  }

  private lineCount(): number {
    return Math.max(1, Math.min(MAX_ANALYSIS_LINES, Number($<HTMLSelectElement>('multipv').value) || 1));
  }

  /** The lines, the evaluation bar and the arrow. */
  private show(): void {
    const context = this.context;
    const lines = this.on && context !== undefined ? this.lines.lines(this.lineCount()) : [];
    $('lines').innerHTML = context === undefined ? '' : lines.map((line) => lineHtml(line, context)).join('');
    const top = lines.at(0);
    const bar = $('evalbar');
    bar.hidden = top === undefined;
    if (top !== undefined && context !== undefined) {
      const share = evalShare(top.info, context.mover, context.names.length);
      $('evalbar-fill').style.width = `${(share * 100).toFixed(1)}%`;
      bar.dataset.share = share.toFixed(3);
      bar.title = `${context.names[context.names.length === 2 ? 0 : context.mover]}'s share`;
    }
    const best = top?.info.pv[0];
    if (best !== this.best) {
      this.best = best;
      this.host.redraw();
    }
  }

  /** A click on a line's move plays the line up to it (on its score: its first move). */
  private onLineClick(event: MouseEvent): void {
    const target = (event.target as Element).closest('[data-line][data-index]');
    if (target === null || this.context === undefined) return;
    const line = this.lines
      .lines(MAX_ANALYSIS_LINES)
      .find((l) => l.number === Number(target.getAttribute('data-line')));
    if (line === undefined) return;
    this.host.playLine(line.info.pv.slice(0, Number(target.getAttribute('data-index')) + 1));
  }
}
