/// <reference lib="dom" />
// The board page's program (bundled for the browser): a UCI client of the engine the server started for this page.
// Engine lines arrive over Server-Sent Events (/events), commands go out by POST (/send). Everything the page knows
// about a game comes from the engine: the board from `topology`, pieces from `cells`, legal moves from `moves`, the
// game state from `result`, the engine's moves and thinking from `go`.
import { parseTopologyLines, type TopologyDoc } from '../topology/describe';
import { CellNames, groupMoves, type ClickMove } from './moves';
import { layoutBoard, renderBoard, type BoardLayout } from './render';

type Waiter = { until: (line: string) => boolean; lines: string[]; resolve: (lines: string[]) => void };

class EngineLink {
  private readonly waiters: Waiter[] = [];
  onLine: (line: string) => void = () => undefined;
  readonly ready: Promise<void>;

  constructor(events: EventSource, private readonly id: string) {
    let opened: () => void = () => undefined;
    this.ready = new Promise((resolve) => (opened = resolve));
    events.addEventListener('open', () => opened());
    events.onmessage = (event: MessageEvent<string>) => {
      const line = event.data;
      this.onLine(line);
      const waiter = this.waiters[0];
      if (waiter === undefined) return;
      waiter.lines.push(line);
      if (waiter.until(line)) {
        this.waiters.shift();
        waiter.resolve(waiter.lines);
      }
    };
  }

  send(lines: readonly string[]): Promise<Response> {
    return fetch(`/send?id=${this.id}`, { method: 'POST', body: lines.join('\n') + '\n' });
  }

  /** Sends the lines and resolves with every engine line up to the one `until` accepts. */
  async ask(lines: readonly string[], until: (line: string) => boolean): Promise<string[]> {
    const answer = new Promise<string[]>((resolve) => this.waiters.push({ until, lines: [], resolve }));
    await this.send(lines);
    return answer;
  }

  /** Sends the lines and an `isready`; resolves with the lines before `readyok`. */
  async query(lines: readonly string[]): Promise<string[]> {
    const answer = await this.ask([...lines, 'isready'], (line) => line === 'readyok');
    return answer.slice(0, -1);
  }
}

const NOTE = 'info string ';
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

class BoardPage {
  private doc: TopologyDoc | undefined;
  private layout: BoardLayout | undefined;
  private names = new CellNames([]);
  private moves: string[] = [];
  private labels: string[] = [];
  private legal = new Map<number, Map<number, ClickMove[]>>();
  private selected: number | undefined;
  private last = new Set<number>();
  private state = 'ongoing';
  private searching = false;
  private generation = 0;
  private variants: string[] = [];
  private busy = 0;

  constructor(private readonly link: EngineLink) {
    link.onLine = (line) => this.onEngineLine(line);
  }

  async start(): Promise<void> {
    await this.link.ready;
    const hello = await this.link.ask(['uci'], (line) => line === 'uciok');
    const combo = hello.find((line) => line.startsWith('option name UCI_Variant'));
    this.variants = combo === undefined ? ['normal'] : combo.split(' var ').slice(1);
    const select = $<HTMLSelectElement>('variant');
    select.innerHTML = this.variants.map((v) => `<option value="${v}">${v}</option>`).join('');
    const wanted = new URLSearchParams(location.search).get('variant') ?? document.body.dataset.variant ?? this.variants[0];
    select.value = this.variants.includes(wanted) ? wanted : this.variants[0];
    select.onchange = () => void this.loadVariant(select.value);
    $('new').onclick = () => void this.newGame();
    $('undo').onclick = () => void this.undo();
    $('enginemove').onclick = () => void this.engineMove();
    $('side').onchange = () => void this.maybeEngineTurn();
    $('board').onclick = (event) => this.onBoardClick(event);
    await this.loadVariant(select.value);
  }

  private get humanSides(): string {
    return $<HTMLSelectElement>('side').value;
  }

  private isHumanTurn(): boolean {
    const side = this.humanSides;
    if (side === 'both') return true;
    if (side === 'none') return false;
    return Number(side) === this.sideToMove();
  }

  private sideToMove(): number {
    return this.doc === undefined ? 0 : this.moves.length % this.doc.players;
  }

  async loadVariant(variant: string): Promise<void> {
    await this.stopSearch();
    await this.link.query([`setoption name UCI_Variant value ${variant}`]);
    const lines = await this.link.ask(['topology'], (line) => line === 'topology end');
    const begin = lines.indexOf('topology begin');
    this.doc = parseTopologyLines(lines.slice(begin + 1, -1));
    this.layout = layoutBoard(this.doc);
    this.names = new CellNames(this.doc.cells.map((c) => c.name));
    document.body.dataset.variant = variant;
    const side = $<HTMLSelectElement>('side');
    const players = Array.from({ length: this.doc.players }, (_, p) => `<option value="${p}">you play side ${p}</option>`);
    side.innerHTML = players.join('') + '<option value="both">you play every side</option><option value="none">engine vs engine</option>';
    await this.newGame();
  }

  async newGame(): Promise<void> {
    await this.stopSearch();
    this.moves = [];
    this.last = new Set();
    await this.link.query(['ucinewgame']);
    await this.refresh();
  }

  async undo(): Promise<void> {
    await this.stopSearch();
    if (this.moves.length === 0) return;
    // Back to the last position where a person is to move (one ply when nobody is).
    do this.moves.pop();
    while (this.moves.length > 0 && !this.isHumanTurn() && this.humanSides !== 'none');
    this.last = new Set();
    await this.refresh(false);
  }

  /** Sends the position, reads cells, moves and result, redraws; then lets the engine move when it is its turn. */
  async refresh(engineTurn = true): Promise<void> {
    return this.busyWhile(() => this.refreshNow(engineTurn));
  }

  /** body[data-busy] is set while the page waits for the engine (tests and scripts wait for it to clear). */
  private async busyWhile(action: () => Promise<void>): Promise<void> {
    this.busy++;
    document.body.dataset.busy = '1';
    try {
      await action();
    } finally {
      if (--this.busy === 0) delete document.body.dataset.busy;
    }
  }

  private async refreshNow(engineTurn: boolean): Promise<void> {
    const lines = await this.link.query([
      `position startpos${this.moves.length > 0 ? ' moves ' + this.moves.join(' ') : ''}`,
      'cells',
      'moves',
      'result',
    ]);
    const labels: string[] = [];
    let legal: string[] = [];
    for (const line of lines) {
      if (!line.startsWith(NOTE)) continue;
      const [kind, ...rest] = line.slice(NOTE.length).split(' ');
      if (kind === 'cells' && rest[0] !== 'end') {
        const first = Number(rest[0]);
        rest.slice(1).forEach((label, i) => (labels[first + i] = label === '.' ? '' : label));
      } else if (kind === 'moves') legal = rest;
      else if (kind === 'result') this.state = rest.join(' ');
      else if (kind === 'error' || line.includes('ERR_')) this.status(line);
    }
    this.labels = labels;
    this.legal = groupMoves(this.names, legal);
    this.selected = undefined;
    this.draw();
    $('movelist').textContent = this.moves.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(' ');
    const over = !this.state.startsWith('ongoing');
    this.status(over ? `Game over: ${this.state}` : `Side ${this.sideToMove()} to move`);
    document.body.dataset.ply = String(this.moves.length);
    if (engineTurn) await this.maybeEngineTurn();
  }

  private draw(): void {
    if (this.doc === undefined || this.layout === undefined) return;
    const targets = this.selected === undefined ? undefined : new Set(this.legal.get(this.selected)?.keys() ?? []);
    $('board').innerHTML = renderBoard(this.doc, this.layout, { labels: this.labels, selected: this.selected, targets, last: this.last });
  }

  private status(text: string): void {
    $('status').textContent = text;
  }

  private async maybeEngineTurn(): Promise<void> {
    if (this.searching || !this.state.startsWith('ongoing') || this.isHumanTurn()) return;
    await this.engineMove();
  }

  async engineMove(): Promise<void> {
    if (this.searching || !this.state.startsWith('ongoing')) return;
    this.searching = true;
    const generation = this.generation;
    document.body.dataset.thinking = '1';
    const depth = Math.max(1, Math.min(30, Number($<HTMLInputElement>('depth').value) || 3));
    const answer = await this.link.ask(['go depth ' + depth], (line) => line.startsWith('bestmove'));
    this.searching = false;
    delete document.body.dataset.thinking;
    if (generation !== this.generation) return;
    const best = answer[answer.length - 1].split(' ')[1];
    if (best === undefined || best === '(none)' || best === '0000') return;
    await this.play(best);
  }

  private async stopSearch(): Promise<void> {
    this.generation++;
    if (!this.searching) return;
    await this.link.send(['stop']);
    while (this.searching) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  private async play(move: string): Promise<void> {
    const parsed = this.names.parse(move);
    this.last = parsed === undefined ? new Set() : new Set([parsed.from, parsed.to]);
    this.moves.push(move);
    await this.refresh();
  }

  private onEngineLine(line: string): void {
    if (!line.startsWith('info ') || line.startsWith(NOTE)) return;
    const words = line.split(' ');
    const field = (name: string): string | undefined => {
      const at = words.indexOf(name);
      return at < 0 ? undefined : words[at + 1];
    };
    const pv = words.indexOf('pv');
    const score = field('score');
    const scoreText = score === 'cp' ? `${(Number(words[words.indexOf('score') + 2]) / 100).toFixed(2)}` : score === 'mate' ? `mate ${words[words.indexOf('score') + 2]}` : '';
    if (field('depth') === undefined) return;
    $('thinking').textContent = `depth ${field('depth')}  score ${scoreText}  nodes ${field('nodes') ?? ''}  pv ${pv < 0 ? '' : words.slice(pv + 1).join(' ')}`;
  }

  private onBoardClick(event: MouseEvent): void {
    const target = (event.target as Element).closest('[data-cell]');
    if (target === null || this.searching || !this.isHumanTurn()) return;
    const cell = Number(target.getAttribute('data-cell'));
    if (this.selected !== undefined) {
      const choices = this.legal.get(this.selected)?.get(cell);
      if (choices !== undefined && choices.length > 0) {
        this.selected = undefined;
        if (choices.length === 1) void this.play(choices[0].text);
        else this.choose(choices);
        return;
      }
    }
    this.selected = this.legal.has(cell) && this.selected !== cell ? cell : undefined;
    this.draw();
  }

  /** Several moves share from and to (promotion, merge result, split placements, gallop landing): ask which. */
  private choose(choices: readonly ClickMove[]): void {
    const popup = $('choice');
    popup.innerHTML = '<div>Choose the move:</div>';
    for (const choice of choices) {
      const button = document.createElement('button');
      button.textContent = choice.rest === '' ? choice.text : `${choice.text}  (${choice.rest})`;
      button.dataset.move = choice.text;
      button.onclick = () => {
        popup.hidden = true;
        void this.play(choice.text);
      };
      popup.appendChild(button);
    }
    const cancel = document.createElement('button');
    cancel.textContent = 'cancel';
    cancel.onclick = () => {
      popup.hidden = true;
      this.draw();
    };
    popup.appendChild(cancel);
    popup.hidden = false;
  }
}

const id = Math.random().toString(36).slice(2);
const page = new BoardPage(new EngineLink(new EventSource(`/events?id=${id}`), id));
void page.start().catch((error: unknown) => {
  $('status').textContent = `error: ${String(error)}`;
});
