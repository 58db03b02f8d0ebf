// The board page's program (bundled for the browser): a UCI client of the engine the server started for this page.
// Engine lines arrive over Server-Sent Events (/events), commands go out by POST (/send). Everything the page knows
// about a game comes from the engine: the board from `topology`, pieces from `cells`, legal moves from `moves`, the
// game state from `result`, the engine's moves and thinking from `go`; in turn variants (salmon) who is to move from
// `d`. The sub-moves of the turn being played are sent as an open turn (src/gui/turn.ts), so every answer describes
// the exact position inside the turn.
import { parseTopologyLines, type TopologyDoc } from '../topology/describe';
import { ERROR, NOTE, readAnswer, type PositionAnswer } from './answer';
import { LayerLayouts, layerOf, renderOverview, usesLayerView } from './layers';
import { CellNames, groupMoves, type ClickMove } from './moves';
import { playerTitle } from './colours';
import { layoutBoard, PLAYER_FILLS, renderBoard, type BoardLayout } from './render';
import { completeTurn, joinTurn, openTurnTokens, splitTurn } from '../core/turns';
import { EngineLink } from './engine-link';
import { TURNS, formatMoveList, playerName, type PlayedTurn, type TurnInfo } from './turn';
import type { VariantName } from '../core/types';
import { BoardInput } from './browser/board-input';
import { fitBoardToRoom, fitOnResize, roomOf } from './browser/board-size';
import { prefersStacked, splitParts } from './arrange';
import { checkedKings } from './check';
import { canFlip } from './flip';
import { joinMap, type JoinMap } from './joins';
import { promotionCells } from './promotion-cells';
import { renderLegend } from './legend';
import { pieceGuide } from './piece-guide';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** The engine's thinking time per move (the weaker levels stop earlier, at their node budget). */
const ENGINE_MOVE_MS = 1000;

class BoardPage {
  private doc: TopologyDoc | undefined;
  private layout: BoardLayout | undefined;
  /** The description as drawn: the doc, or its side-by-side parts as layers when they are drawn stacked (arrange.ts). */
  private drawnDoc: TopologyDoc | undefined;
  /** Both arrangements of a board whose parts can be stacked: side by side and stacked. */
  private arrangements: { wide: BoardLayout; tall: BoardLayout; parts: TopologyDoc } | undefined;
  /** Set for boards shown one layer at a time (salmon). */
  private layers: LayerLayouts | undefined;
  private shownLayer = 0;
  /** The board turned half a circle (the other side's view). */
  private flipped = false;
  /** Cells joined across a seam (besiege), by cell. */
  joins: JoinMap = new Map();
  /** promotion[player]: cells marked as that player's promotion cells (sesqui). */
  private promotion: number[][] = [];
  /** The side to move's king when `d` says it is in check. */
  private check = new Set<number>();
  private names = new CellNames([]);
  /** Moves, or whole turns with their players, since the start. */
  private record: PlayedTurn[] = [];
  /** Set in variants whose turn is several sub-moves: where the current turn stands (from `d`). */
  private turn: TurnInfo | undefined;
  /** The sub-moves of the current turn played so far (turn variants). */
  private draft: ClickMove[] = [];
  /** Whether the engine's `moves` listed `pass`: the turn may end now (turn variants). */
  private canPass = false;
  private labels: string[] = [];
  /** Counts the boards read from the engine, so that overviews are redrawn only when something changed. */
  private boardVersion = 0;
  private overviewKeys: string[] = [];
  private legal = new Map<number, Map<number, ClickMove[]>>();
  selected: number | undefined;
  private last = new Set<number>();
  private state = 'ongoing';
  private searching = false;
  /** Raised by interrupt(): an engine turn chain started before it stops, and a search's answer is ignored. */
  private generation = 0;
  /** The generation the running action started in. */
  private actionGeneration = 0;
  private variants: string[] = [];
  /** Actions queued or running. */
  private busy = 0;
  private actions: Promise<void> = Promise.resolve();

  constructor(private readonly link: EngineLink) {
    link.onLine = (line) => this.onEngineLine(line);
  }

  async start(ready: Promise<void>): Promise<void> {
    await ready;
    const hello = await this.link.ask(['uci'], (line) => line === 'uciok');
    const combo = hello.find((line) => line.startsWith('option name UCI_Variant'));
    this.variants = combo === undefined ? ['normal'] : combo.split(' var ').slice(1);
    const select = $<HTMLSelectElement>('variant');
    select.innerHTML = this.variants.map((v) => `<option value="${v}">${v}</option>`).join('');
    const wanted =
      new URLSearchParams(location.search).get('variant') ?? document.body.dataset.variant ?? this.variants[0];
    select.value = this.variants.includes(wanted) ? wanted : this.variants[0];
    // Every action that talks to the engine runs after the one before has finished (see serial); the ones that
    // replace the game first interrupt the engine's thinking so that they need not wait for it.
    select.onchange = () => void this.serial(() => this.loadVariant(select.value), true);
    $('new').onclick = () => void this.serial(() => this.newGame(), true);
    $('undo').onclick = () => void this.serial(() => this.undo(), true);
    $('enginemove').onclick = () => void this.serial(() => this.engineMove());
    $('endturn').onclick = () => void this.serial(() => this.endTurn());
    $('side').onchange = () => void this.serial(() => this.sideChanged());
    new BoardInput($('board'), this);
    fitOnResize($('board'), () => this.arrange(true));
    $('flip').onclick = () => this.flip();
    document.addEventListener('keydown', (event) => {
      // Not while typing, nor in a menu, where a letter picks an entry.
      const typing =
        event.target instanceof HTMLInputElement ||
        event.target instanceof HTMLTextAreaElement ||
        event.target instanceof HTMLSelectElement;
      if (event.key === 'f' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) this.flip();
    });
    $('layers').onclick = (event) => this.onLayerClick(event);
    await this.serial(() => this.loadVariant(select.value));
  }

  /**
   * Runs `action` after every action queued before it, so that two never talk to the engine at once; body[data-busy]
   * is set while any is queued or running (tests and scripts wait for it to clear). With `interrupt`, a running
   * engine search is stopped first and an engine-vs-engine chain ends, so the action runs next.
   */
  private serial(action: () => Promise<void>, interrupt = false): Promise<void> {
    if (interrupt) {
      this.generation++;
      if (this.searching) void this.link.interrupt(['stop']);
    }
    this.busy++;
    document.body.dataset.busy = '1';
    const run = async (): Promise<void> => {
      this.actionGeneration = this.generation;
      try {
        await action();
      } finally {
        if (--this.busy === 0) delete document.body.dataset.busy;
      }
    };
    const result = this.actions.then(run);
    this.actions = result.catch((error: unknown) => this.notice(`error: ${String(error)}`));
    return result;
  }

  private get humanSides(): string {
    return $<HTMLSelectElement>('side').value;
  }

  private isHuman(player: number): boolean {
    const side = this.humanSides;
    return side === 'both' || (side !== 'none' && Number(side) === player);
  }

  private isHumanTurn(): boolean {
    return this.isHuman(this.sideToMove());
  }

  private get players(): number {
    return this.doc?.players ?? 2;
  }

  /** The engine's word in turn variants (players can drop out of the order); plies modulo players otherwise. */
  private sideToMove(): number {
    if (this.turn !== undefined) return this.playerIndex(this.turn.mover);
    return this.record.length % this.players;
  }

  private playerIndex(name: string): number {
    for (let p = 0; p < this.players; p++) if (playerName(p, this.players) === name) return p;
    return -1;
  }

  private moverName(): string {
    return this.turn?.mover ?? playerName(this.sideToMove(), this.players);
  }

  async loadVariant(variant: string): Promise<void> {
    await this.link.query([`setoption name UCI_Variant value ${variant}`]);
    const lines = await this.link.ask(['topology'], (line) => line === 'topology end');
    const begin = lines.indexOf('topology begin');
    const doc = parseTopologyLines(lines.slice(begin + 1, -1));
    this.doc = doc;
    this.layers = usesLayerView(doc) ? new LayerLayouts(doc) : undefined;
    this.shownLayer = 0;
    this.names = new CellNames(doc.cells.map((c) => c.name));
    this.promotion = promotionCells(variant as VariantName).map((cells) =>
      cells.map((name) => this.names.match(name, 0)?.cell ?? -1).filter((cell) => cell >= 0),
    );
    $<HTMLButtonElement>('flip').disabled = !canFlip(doc.players);
    $('legend').innerHTML = renderLegend(doc, variant, pieceGuide(variant as VariantName));
    this.flipped = false;
    this.makeLayout();
    document.body.dataset.variant = variant;
    const side = $<HTMLSelectElement>('side');
    const players = Array.from(
      { length: doc.players },
      (_, p) =>
        `<option value="${p}">you play ${doc.players <= 2 ? playerTitle(p, 2) : `side ${playerName(p, doc.players)}`}</option>`,
    );
    side.innerHTML =
      players.join('') +
      '<option value="both">you play every side</option><option value="none">engine vs engine</option>';
    await this.newGame();
  }

  /** The whole-board layout (boards not shown a layer at a time), flipped or not, and the joins it shows. */
  private makeLayout(): void {
    const doc = this.doc;
    if (doc === undefined) return;
    const parts = this.layers === undefined ? splitParts(doc) : undefined;
    const flip = this.flipped;
    this.arrangements =
      parts === undefined
        ? undefined
        : { wide: layoutBoard(doc, { flip }), tall: layoutBoard(parts, { flip, stacked: true }), parts };
    this.layout = this.layers === undefined ? (this.arrangements?.wide ?? layoutBoard(doc, { flip })) : undefined;
    this.drawnDoc = doc;
    document.body.dataset.flipped = flip ? '1' : '0';
    this.arrange(false);
  }

  /** Side by side or stacked, whichever draws the cells bigger in the board's room now; redraws when that changes. */
  private arrange(redraw: boolean): void {
    const both = this.arrangements;
    if (both !== undefined && this.doc !== undefined) {
      const stacked = prefersStacked(both.wide, both.tall, roomOf($('board')));
      const layout = stacked ? both.tall : both.wide;
      const changed = layout !== this.layout;
      this.layout = layout;
      this.drawnDoc = stacked ? both.parts : this.doc;
      document.body.dataset.stacked = stacked ? '1' : '0';
      if (changed && redraw) this.draw();
    }
    this.joins = joinMap(this.layout?.links ?? []);
  }

  /** Turns the board half a circle (button and the f key); salmon's ten sides sit all round, so it keeps its view. */
  flip(flipped = !this.flipped): void {
    if (this.doc === undefined || !canFlip(this.doc.players) || flipped === this.flipped) return;
    this.flipped = flipped;
    this.makeLayout();
    this.draw();
  }

  async newGame(): Promise<void> {
    this.record = [];
    this.draft = [];
    this.last = new Set();
    await this.link.query(['ucinewgame']);
    await this.refresh();
  }

  async undo(): Promise<void> {
    if (this.draft.length > 0) {
      // Inside a turn, undo takes back its last sub-move.
      this.draft.pop();
    } else {
      if (this.record.length === 0) return;
      // Back to the last position where a person is to move (one move or turn when nobody is).
      let popped: PlayedTurn | undefined;
      do popped = this.record.pop();
      while (
        this.record.length > 0 &&
        popped !== undefined &&
        !this.isHuman(this.playerIndex(popped.mover)) &&
        this.humanSides !== 'none'
      );
      this.last = new Set();
    }
    await this.refresh(false);
  }

  /** The moves or whole turns played, then the turn in the making as an open turn. */
  private positionCommand(): string {
    const tokens = [
      ...this.record.map((entry) => entry.token),
      ...openTurnTokens(
        TURNS,
        this.draft.map((move) => move.text),
      ),
    ];
    return `position startpos${tokens.length > 0 ? ' moves ' + tokens.join(' ') : ''}`;
  }

  /** Sends the position, reads cells, turn, moves and result, redraws; then lets the engine move when it is its turn. */
  private async refresh(engineTurn = true): Promise<void> {
    const lines = await this.link.query([this.positionCommand(), 'd', 'cells', 'result', 'turn']);
    let answer = readAnswer(lines);
    if (answer.error !== undefined && this.draft.length > 0) {
      // Only a sub-move picked from an outdated list can be refused: it is dropped.
      const refused = this.draft.pop();
      this.notice(`${refused?.text ?? ''} refused: ${answer.error.slice(ERROR.length)}`);
      return this.refresh(engineTurn);
    }
    if (answer.error !== undefined) this.notice(answer.error);
    this.turn = answer.turn;
    this.state = answer.state ?? this.state;
    // Salmon's move list is long (1,274 sub-moves at the start): asked only when a person is to move.
    if (this.state.startsWith('ongoing') && (this.turn === undefined || this.isHumanTurn())) {
      answer = readAnswer([...lines, ...(await this.link.query(['moves']))]);
    }
    this.showAnswer(answer);
    if (engineTurn) await this.maybeEngineTurn();
  }

  private showAnswer(answer: PositionAnswer): void {
    this.legal = groupMoves(this.names, answer.moves);
    this.canPass = answer.canPass;
    this.labels = answer.labels;
    this.check = checkedKings(answer.display, answer.labels, this.sideToMove());
    this.boardVersion++;
    this.selected = undefined;
    this.showLayerOf(this.draft[this.draft.length - 1]?.to);
    this.draw();
    this.showRecord();
    document.body.dataset.ply = String(this.record.length);
    document.body.dataset.submoves = String(this.draft.length);
  }

  /** Every player's colour and name; the one to move in bold. */
  private showPlayers(): void {
    const mover = this.state.startsWith('ongoing') ? this.sideToMove() : -1;
    $('players').innerHTML = Array.from({ length: this.players }, (_, p) => {
      const disc = `<svg width="14" height="14"><circle cx="7" cy="7" r="6" fill="${PLAYER_FILLS[p % PLAYER_FILLS.length]}" stroke="#555"/></svg>`;
      return `<span class="player${p === mover ? ' mover' : ''}">${disc} ${playerTitle(p, this.players)}</span>`;
    }).join(' ');
  }

  private showRecord(): void {
    this.showPlayers();
    $('movelist').textContent = formatMoveList(this.record, this.players, this.turn !== undefined);
    const over = !this.state.startsWith('ongoing');
    const where = this.turn === undefined ? '' : `, sub-move ${this.turn.subMove} of ${this.turn.perTurn}`;
    const mover = this.players <= 2 ? playerTitle(this.sideToMove(), 2) : `Side ${this.moverName()}`;
    this.status(over ? `Game over: ${this.state}` : `${mover} to move${where}`);
    $('turn').textContent =
      this.turn === undefined
        ? ''
        : `This turn: ${
            this.draft.length === 0
              ? '(no sub-move yet)'
              : joinTurn(
                  TURNS,
                  this.draft.map((m) => m.text),
                )
          }`;
    const endTurn = $<HTMLButtonElement>('endturn');
    endTurn.hidden = this.turn === undefined;
    endTurn.disabled = !this.canPass;
  }

  /** Shows the layer of `cell` (the last sub-move's landing) in the layer view. */
  private showLayerOf(cell: number | undefined): void {
    if (this.doc === undefined || cell === undefined) return;
    const layer = layerOf(this.doc, cell);
    if (layer >= 0) this.shownLayer = layer;
  }

  private draw(): void {
    const doc = this.doc;
    if (doc === undefined) return;
    const targets = this.selected === undefined ? undefined : new Set(this.legal.get(this.selected)?.keys() ?? []);
    const played = new Set(this.draft.flatMap((m) => [m.from, m.to]));
    const last = played.size > 0 ? played : this.last;
    const layout = this.layers?.layer(this.shownLayer) ?? this.layout;
    if (layout === undefined) return;
    const joined = new Set(this.selected === undefined ? [] : (this.joins.get(this.selected) ?? []));
    $('board').innerHTML = renderBoard(this.layers === undefined ? (this.drawnDoc ?? doc) : doc, layout, {
      labels: this.labels,
      selected: this.selected,
      targets,
      last,
      check: this.check,
      joined,
      promotion: this.promotion,
    });
    fitBoardToRoom($('board'));
    this.drawOverviews(doc, last, targets);
  }

  /** Redraws only the overviews whose picture changed (each is 750 polygons; a click changes one or two). */
  private drawOverviews(doc: TopologyDoc, last: ReadonlySet<number>, targets: ReadonlySet<number> | undefined): void {
    const container = $('layers');
    const layers = this.layers;
    if (layers === undefined) {
      container.innerHTML = '';
      this.overviewKeys = [];
      return;
    }
    if (container.children.length !== doc.layers) {
      container.innerHTML = '<svg></svg>'.repeat(doc.layers);
      this.overviewKeys = [];
    }
    for (let layer = 0; layer < doc.layers; layer++) {
      const here = [...(targets ?? [])].filter((cell) => layerOf(doc, cell) === layer);
      const key = `${this.boardVersion}|${layer === this.shownLayer}|${here.join(',')}|${[...last].filter((cell) => layerOf(doc, cell) === layer).join(',')}`;
      if (this.overviewKeys[layer] === key) continue;
      this.overviewKeys[layer] = key;
      const marks = { labels: this.labels, last, targets: new Set(here), selected: layer === this.shownLayer };
      container.children[layer].outerHTML = renderOverview(doc, layers.overview(layer), layer, marks);
    }
  }

  private status(text: string): void {
    $('status').textContent = text;
  }

  private notice(text: string): void {
    $('notice').textContent = text;
  }

  /** A person may now be to move where the legal moves were not asked for (see refresh), or the engine may be. */
  private async sideChanged(): Promise<void> {
    // Playing Black, you see the board from Black's side.
    if (this.players === 2 && (this.humanSides === '0' || this.humanSides === '1')) this.flip(this.humanSides === '1');
    if (this.isHumanTurn() && this.legal.size === 0 && this.draft.length === 0) await this.refresh();
    else await this.maybeEngineTurn();
  }

  private async maybeEngineTurn(): Promise<void> {
    if (this.searching || !this.state.startsWith('ongoing') || this.isHumanTurn()) return;
    await this.engineMove();
  }

  /** The engine plays the move, or the rest of the turn after the sub-moves chosen so far (the whole turn is recorded). */
  async engineMove(): Promise<void> {
    const generation = this.actionGeneration;
    if (this.searching || !this.state.startsWith('ongoing') || generation !== this.generation) return;
    this.searching = true;
    document.body.dataset.thinking = '1';
    const skill = Math.max(0, Math.min(20, Number($<HTMLSelectElement>('level').value)));
    // The engine holds the position of the last refresh (every change of the record or the turn refreshes). Weaker
    // levels end sooner, at their node budget; full strength thinks for the whole move time.
    const answer = await this.link.ask(
      [`setoption name Skill Level value ${skill}`, `go movetime ${ENGINE_MOVE_MS}`],
      (line) => line.startsWith('bestmove'),
    );
    this.searching = false;
    delete document.body.dataset.thinking;
    if (generation !== this.generation) return;
    const best = answer[answer.length - 1].split(' ').at(1);
    if (best === undefined || best === '(none)' || best === '0000') return;
    await this.play(
      this.turn === undefined
        ? best
        : completeTurn(
            TURNS,
            this.draft.map((move) => move.text),
            best,
          ),
    );
  }

  /** Plays a whole move or turn (the engine's, or a turn the person ended). */
  private async play(token: string): Promise<void> {
    const moves = this.turn === undefined ? [token] : splitTurn(TURNS, token);
    this.last = new Set(
      moves.flatMap((text) => {
        const m = this.names.parse(text);
        return m === undefined ? [] : [m.from, m.to];
      }),
    );
    this.record.push({ mover: this.moverName(), token });
    this.draft = [];
    this.notice('');
    await this.refresh();
  }

  /** A person's move: a whole move, or in turn variants one more sub-move of the turn. */
  private async choose(move: ClickMove): Promise<void> {
    if (this.turn === undefined) return this.play(move.text);
    this.draft.push(move);
    this.notice('');
    await this.refresh(false);
    // The turn ends by itself when nothing but its end is left (after the tenth sub-move), or when the game is over.
    const finished = this.legal.size === 0 && this.canPass;
    if (finished || !this.state.startsWith('ongoing'))
      await this.play(
        joinTurn(
          TURNS,
          this.draft.map((m) => m.text),
        ),
      );
  }

  /** Ends the person's turn with the sub-moves chosen so far (`pass` when none), when the engine lists `pass`. */
  async endTurn(): Promise<void> {
    if (this.turn === undefined || this.searching || !this.isHumanTurn() || !this.canPass) return;
    await this.play(
      joinTurn(
        TURNS,
        this.draft.map((m) => m.text),
      ),
    );
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
    const scoreText =
      score === 'cp'
        ? `${(Number(words[words.indexOf('score') + 2]) / 100).toFixed(2)}`
        : score === 'mate'
          ? `mate ${words[words.indexOf('score') + 2]}`
          : '';
    if (field('depth') === undefined) return;
    $('thinking').textContent =
      `depth ${field('depth')}  score ${scoreText}  nodes ${field('nodes') ?? ''}  pv ${pv < 0 ? '' : words.slice(pv + 1).join(' ')}`;
  }

  private onLayerClick(event: MouseEvent): void {
    const overview = (event.target as Element).closest('[data-layer]');
    if (overview === null) return;
    this.shownLayer = Number(overview.getAttribute('data-layer'));
    this.draw();
  }

  // The board's input (browser/board-input.ts) asks and tells the page through these.
  canAct(): boolean {
    return !this.searching && this.busy === 0 && this.isHumanTurn();
  }

  canMove(from: number): boolean {
    return this.legal.has(from);
  }

  isTarget(from: number, to: number): boolean {
    return (this.legal.get(from)?.get(to)?.length ?? 0) > 0;
  }

  select(cell: number | undefined): void {
    this.selected = cell;
    this.draw();
  }

  playCells(from: number, to: number): void {
    const choices = this.legal.get(from)?.get(to) ?? [];
    this.selected = undefined;
    if (choices.length === 1) void this.serial(() => this.choose(choices[0]));
    else if (choices.length > 1) this.offer(choices);
  }

  /** Several moves share from and to (promotion, merge result, split placements, gallop landing): ask which. */
  private offer(choices: readonly ClickMove[]): void {
    const popup = $('choice');
    popup.innerHTML = '<div>Choose the move:</div>';
    for (const choice of choices) {
      const button = document.createElement('button');
      button.textContent = choice.rest === '' ? choice.text : `${choice.text}  (${choice.rest})`;
      button.dataset.move = choice.text;
      button.onclick = () => {
        popup.hidden = true;
        void this.serial(() => this.choose(choice));
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
const events = new EventSource(`/events?id=${id}`);
const ready = new Promise<void>((opened) => events.addEventListener('open', () => opened()));
const link = new EngineLink((text) => fetch(`/send?id=${id}`, { method: 'POST', body: text }));
events.onmessage = (event: MessageEvent<string>) => link.receive(event.data);
const page = new BoardPage(link);
void page.start(ready).catch((error: unknown) => {
  $('status').textContent = `error: ${String(error)}`;
});
