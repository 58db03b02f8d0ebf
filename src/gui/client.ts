// The board page's program (bundled for the browser): a UCI client of the engine the server started for this page.
// Engine lines arrive over Server-Sent Events (/events), commands go out by POST (/send). Everything the page knows
// about a game comes from the engine: the board from `topology`, pieces from `cells`, legal moves from `moves`, the
// game state from `result`, the engine's moves and thinking from `go`; in turn variants (salmon) who is to move from
// `d`. The sub-moves of the turn being played are sent as an open turn (src/gui/turn.ts), so every answer describes
// the exact position inside the turn. The side panel: clocks (clocks.ts), the engine's search in words
// (engine-panel.ts), the move list in the variant's notation with earlier positions to look at (move-list.ts,
// notation.ts), and the game as position text or PGN, out and in (game-text.ts).
import { parseTopologyLines, type TopologyDoc } from '../topology/describe';
import { ERROR, NOTE, readAnswer, type PositionAnswer } from './answer';
import { LayerLayouts, layerOf, renderOverview, usesLayerView } from './layers';
import { CellNames, groupMoves, type ClickMove } from './moves';
import { playerColour, playerTitle } from './colours';
import { layoutBoard, PLAYER_FILLS, renderBoard, type BoardLayout } from './render';
import { completeTurn, joinTurn, openTurnTokens, splitTurn } from '../core/turns';
import type { EngineLink } from './engine-link';
import { connectEngine } from './browser/engine-transport';
import { TURNS, playerName, type PlayedTurn, type TurnInfo } from './turn';
import { moveListHtml, pairMoves, roundRows, stepView, viewedWords, VIEW_KEYS, type ListedMove } from './move-list';
import { formatClock, GameClocks, parseTimeControl, TIME_CONTROLS, timeControlTag } from './clocks';
import { gamePgn, readGameText, type GameSetup } from './game-text';
import { engineTexts, listTexts } from './notation';
import { moveNumbering } from '../match/pgn';
import { readInfo, scoreWords, speedWords, pvWords } from './engine-panel';
import type { VariantName } from '../core/types';
import { BoardInput } from './browser/board-input';
import { fitBoardToRoom, fitOnResize, roomOf } from './browser/board-size';
import { BoardZoom } from './browser/board-zoom';
import { prefersStacked, splitParts } from './arrange';
import { RingLayouts } from './ring-shape';
import { canFlip } from './flip';
import { parseLabel } from '../core/cell-label';
import { joinMap, type JoinMap } from './joins';
import { promotionCells } from './promotion-cells';
import { choiceWords, type ChoiceContext } from './choices';
import { escapeXml, pieceLook, pieceSvg } from './figures';
import { renderLegend } from './legend';
import { acceptsDraw, DRAW_MAX_CP, DRAW_MIN_PLIES, endWords } from './game-end';
import { playMoveSound } from './browser/sounds';
import { loadSavedGame, storeGame, type SavedGame } from './browser/saved-game';
import { pieceGuide } from './piece-guide';
import { Analysis, type AnalysisHost } from './browser/analysis';
import { SetupEditor, type SetupHost } from './browser/setup-editor';
import { canSetUp } from './setup-text';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** A game read from pasted text and checked by the engine, to start from. */
interface LoadedGame {
  readonly variant: string;
  readonly startCommand: string;
  readonly startText: string;
  readonly tokens: readonly string[];
  /** Who played each token, in the engine's words (white, black, A..J). */
  readonly movers: readonly string[];
}

/** The engine's thinking time per move without clocks (the weaker levels stop earlier, at their node budget). */
const ENGINE_MOVE_MS = 1000;
/** How long each move of engine against engine stays on the board before the next search starts. */
const ENGINE_PACE_MS = 700;
/** How often running clocks are redrawn and checked for a fallen flag. */
const CLOCK_TICK_MS = 100;

/** A position the page has shown: the pieces and the position text, to show it again without asking the engine. */
interface Snapshot {
  readonly labels: string[];
  readonly positionText: string;
}

class BoardPage {
  private doc: TopologyDoc | undefined;
  private layout: BoardLayout | undefined;
  /**
   * The description as drawn: the doc, or its side-by-side parts as layers when they are drawn stacked (arrange.ts).
   */
  private drawnDoc: TopologyDoc | undefined;
  /** Both arrangements of a board whose parts can be stacked: side by side and stacked. */
  private arrangements: { wide: BoardLayout; tall: BoardLayout; parts: TopologyDoc } | undefined;
  /** Set for a ring round an empty centre (sesqui), drawn deeper and to the room's shape (ring-shape.ts). */
  private rings: RingLayouts<TopologyDoc> | undefined;
  /** Set for boards shown one layer at a time (salmon). */
  private layers: LayerLayouts | undefined;
  private shownLayer = 0;
  /** The layer menu and the zoom of the layer shown (browser/board-zoom.ts). */
  private readonly zoom = new BoardZoom($('board'), $('layers'), (layer) => {
    this.shownLayer = layer;
    this.draw();
  });
  /** The board turned half a circle (the other side's view). */
  private flipped = false;
  /** Cells joined across a seam (besiege), by cell. */
  joins: JoinMap = new Map();
  /** promotion[player]: cells marked as that player's promotion cells (sesqui). */
  private promotion: number[][] = [];
  /** The royal pieces under attack, as the engine's `check` names them. */
  private check = new Set<number>();
  /** Arrows and circles the person drew (`from>to`; a circle is `c>c`), until the next left press. */
  private annotations = new Set<string>();
  /** Your move made while the engine thinks, played after its reply when legal then. */
  private premove: { from: number; to: number } | undefined;
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
  /** What `position` starts from: `startpos` or `fen <text>`. */
  private startCommand = 'startpos';
  /** The start position's text (the engine's), which numbers the moves and starts the SAN. */
  private startText = '';
  /** The live position's text (`d`'s `Fen:`). */
  private positionText = '';
  /** Who is to move as the engine's `turn` line says (white, black, A..J). */
  private moverWord: string | undefined;
  /** The earlier position shown (moves from the start), undefined while the live one is. */
  private viewed: number | undefined;
  /** Positions by the number of moves (whole turns) played to reach them; dropped when the record changes there. */
  private snapshots = new Map<number, Snapshot>();
  private clocks: GameClocks | undefined;
  /** The engine's score after its last search, in centipawns from its own side (mates as ±100000). */
  private engineScore: number | undefined;
  /** A game ended by the players, in `result` words: `0-1 resignation`, `1/2-1/2 agreement`. */
  private ending: string | undefined;
  /** The result dialog has been shown for the game's end (closing it leaves the board to look at). */
  private resultShown = false;
  /** The player whose flag fell: that ends the game. */
  private flagged: number | undefined;
  /** The position and mover the engine's running search is about (for its principal variation). */
  private searchText = '';
  private searchMover = 0;
  /** Actions queued or running. */
  private busy = 0;
  private actions: Promise<void> = Promise.resolve();
  /** Analysis mode and its set-up of a position (browser/analysis.ts, browser/setup-editor.ts). */
  private readonly analysis: Analysis;
  private readonly setup: SetupEditor;

  constructor(private readonly link: EngineLink) {
    link.onLine = (line) => this.onEngineLine(line);
    this.analysis = new Analysis(this.analysisHost());
    this.setup = new SetupEditor(this.setupHost());
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
    // replace the game first interrupt the engine's thinking so that they need not wait for it. Those that throw a
    // game in progress away ask first (a menu that was changed goes back when the answer is no).
    select.onchange = () => {
      if (this.keepsGame()) select.value = document.body.dataset.variant ?? select.value;
      else void this.serial(() => this.loadVariant(select.value), true);
    };
    $('new').onclick = () => {
      if (!this.keepsGame()) void this.serial(() => this.newGame(), true);
    };
    $('undo').onclick = () => void this.serial(() => this.undo(), true);
    $('enginemove').onclick = () => void this.serial(() => this.engineMove());
    $('endturn').onclick = () => void this.serial(() => this.endTurn());
    $('side').onchange = () => void this.serial(() => this.sideChanged());
    const clock = $<HTMLSelectElement>('clock');
    // `?clock=3+2` (a query string reads + as a space); only a readable time control gets into the menu.
    const given = new URLSearchParams(location.search).get('clock')?.replace(' ', '+');
    const asked = given !== undefined && parseTimeControl(given) !== undefined ? given : null;
    const controls = asked !== null && !TIME_CONTROLS.includes(asked) ? [...TIME_CONTROLS, asked] : TIME_CONTROLS;
    clock.innerHTML = controls.map((c) => `<option value="${c}">${c === 'none' ? 'no clock' : c}</option>`).join('');
    clock.value = asked ?? 'none';
    let clockShown = clock.value;
    clock.onchange = () => {
      if (this.keepsGame()) clock.value = clockShown;
      else {
        clockShown = clock.value;
        void this.serial(() => this.newGame(), true);
      }
    };
    $<HTMLSelectElement>('level').onchange = () => this.save();
    $('movelist').onclick = (event) => this.onMoveListClick(event);
    $('live').onclick = () => this.view(undefined);
    document.addEventListener('keydown', (event) => this.onKey(event));
    $('copyfen').onclick = () => this.copyPosition();
    $('copypgn').onclick = () => this.copyOut(this.pgn());
    $('load').onclick = () => {
      if (!this.keepsGame())
        void this.serial(async () => void (await this.loadText($<HTMLTextAreaElement>('gametext').value)), true);
    };
    setInterval(() => this.tick(), CLOCK_TICK_MS);
    new BoardInput($('board'), this.setup.inputHost());
    fitOnResize($('board'), () => this.arrange(true));
    $('flip').onclick = () => this.flip();
    $('resign').onclick = () => this.resign();
    $('draw').onclick = () => this.offerDraw();
    $('rematch').onclick = () => void this.serial(() => this.rematch(), true);
    $('result-new').onclick = () => {
      $('result').hidden = true;
      void this.serial(() => this.newGame(), true);
    };
    $('result-close').onclick = () => ($('result').hidden = true);
    $('layers').onclick = (event) => this.onLayerClick(event);
    // The game of the last visit, unless the address asks for another variant.
    const saved = loadSavedGame();
    const askedVariant = new URLSearchParams(location.search).get('variant');
    if (saved !== undefined && this.variants.includes(saved.variant) && [null, saved.variant].includes(askedVariant)) {
      select.value = saved.variant;
      $<HTMLSelectElement>('level').value = saved.level;
      if ([...clock.options].some((option) => option.value === saved.clock)) clock.value = clockShown = saved.clock;
      await this.serial(() => this.restore(saved));
    } else await this.serial(() => this.loadVariant(select.value));
  }

  /** True when a game in progress would be thrown away and the person says to keep it. */
  private keepsGame(): boolean {
    return this.record.length > 0 && !this.over && !confirm('Throw away the game in progress?');
  }

  /** Starts the saved game again, checked by the engine; a game it refuses is dropped for a new one. */
  private async restore(saved: SavedGame): Promise<void> {
    const setup = { variant: saved.variant, start: saved.start, moves: saved.tokens };
    const checked = await this.checkGame(saved.variant, setup, saved.tokens);
    if (typeof checked === 'string') {
      this.notice(`The saved game could not be restored: ${checked}`);
      return this.loadVariant(saved.variant);
    }
    await this.loadVariant(saved.variant, checked, saved.side);
  }

  /** Keeps the game (whole moves or turns) and the menus in the browser's storage. */
  private save(): void {
    const variant = document.body.dataset.variant;
    if (variant === undefined || this.doc === undefined) return;
    storeGame({
      variant,
      start: this.startCommand === 'startpos' ? 'startpos' : this.startCommand.replace(/^fen /, ''),
      tokens: this.record.map((entry) => entry.token),
      side: this.humanSides,
      level: $<HTMLSelectElement>('level').value,
      clock: $<HTMLSelectElement>('clock').value,
    });
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
      // A running analysis holds the engine (go infinite): it stops first, and runs again when nothing is queued.
      await this.analysis.halt();
      this.actionGeneration = this.generation;
      try {
        await action();
      } finally {
        if (--this.busy === 0) {
          delete document.body.dataset.busy;
          this.analysis.resume();
        }
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

  /** The engine's word (players can drop out of salmon's order; a set-up position may have Black to move). */
  private sideToMove(): number {
    return this.moverWord === undefined ? this.record.length % this.players : this.playerIndex(this.moverWord);
  }

  /** A player's index from its name in the record (0, 1, A..J) or in the engine's `turn` line (white, black). */
  private playerIndex(name: string): number {
    const word = name === 'white' ? '0' : name === 'black' ? '1' : name;
    for (let p = 0; p < this.players; p++) if (playerName(p, this.players) === word) return p;
    return -1;
  }

  /** The person's arrows and circles as board marks. */
  private drawnAnnotations(): { arrows: [number, number][]; circles: Set<number> } {
    const pairs = [...this.annotations].map((key) => key.split('>').map(Number) as [number, number]);
    return {
      arrows: pairs.filter(([from, to]) => from !== to),
      circles: new Set(pairs.filter(([from, to]) => from === to).map(([cell]) => cell)),
    };
  }

  /** The premove's cells, tinted on the board until it is played or dropped. */
  private premoveCells(): Set<number> | undefined {
    return this.premove === undefined ? undefined : new Set([this.premove.from, this.premove.to]);
  }

  /** A cell's name as the board names it. */
  private cellName(cell: number): string {
    return this.doc?.cells[cell]?.name ?? String(cell);
  }

  /** A side's short name: White and Black, or the letter in games of more players. */
  private sideName(player: number): string {
    return this.players <= 2 ? playerTitle(player, 2) : playerName(player, this.players);
  }

  /** The engine strength's name (Beginner … Full). */
  private levelName(): string {
    return $<HTMLSelectElement>('level').selectedOptions.item(0)?.textContent ?? '';
  }

  /** The game has ended: by the rules (the engine's `result`) or by a flag. */
  private get over(): boolean {
    return this.flagged !== undefined || this.ending !== undefined || !this.state.startsWith('ongoing');
  }

  private moverName(): string {
    return this.turn?.mover ?? playerName(this.sideToMove(), this.players);
  }

  async loadVariant(variant: string, setup?: LoadedGame, sideValue?: string): Promise<void> {
    this.setup.close();
    $<HTMLButtonElement>('setup').disabled = !canSetUp(variant);
    // Analysis mode goes on in the new variant, the person playing every side.
    sideValue ??= this.analysis.active ? 'both' : undefined;
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
    // The address names the variant shown (a reload or a shared link opens it).
    const query = new URLSearchParams(location.search);
    query.set('variant', variant);
    history.replaceState(null, '', `${location.pathname}?${query.toString()}`);
    const side = $<HTMLSelectElement>('side');
    const players = Array.from(
      { length: doc.players },
      (_, p) =>
        `<option value="${p}">you play ${doc.players <= 2 ? playerTitle(p, 2) : `side ${playerName(p, doc.players)}`}</option>`,
    );
    side.innerHTML =
      players.join('') +
      '<option value="both">you play every side</option><option value="none">engine vs engine</option>';
    if (sideValue !== undefined && [...side.options].some((option) => option.value === sideValue)) {
      side.value = sideValue;
      if (doc.players === 2 && sideValue === '1') this.flip(true);
    }
    await this.newGame(setup);
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
    this.rings = this.layers === undefined ? RingLayouts.of(doc) : undefined;
    this.layout = this.layers === undefined ? (this.arrangements?.wide ?? layoutBoard(doc, { flip })) : undefined;
    this.drawnDoc = doc;
    document.body.dataset.flipped = flip ? '1' : '0';
    this.arrange(false);
  }

  /**
   * Side by side or stacked, whichever draws the cells bigger in the board's room now; a ring to the room's shape;
   * redraws when that changes.
   */
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
    const ring = this.rings?.layout(roomOf($('board')), this.flipped);
    if (ring !== undefined) {
      const changed = ring.layout !== this.layout;
      [this.layout, this.drawnDoc] = [ring.layout, ring.doc];
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

  /** A new game from the start, or from a loaded start and moves; clocks set anew. */
  async newGame(setup?: LoadedGame): Promise<void> {
    this.startCommand = setup?.startCommand ?? 'startpos';
    this.record = (setup?.tokens ?? []).map((token, k) => ({
      mover: playerName(this.playerIndex(setup?.movers[k] ?? ''), this.players),
      token,
    }));
    this.draft = [];
    this.last = new Set();
    this.snapshots.clear();
    this.setView(undefined);
    this.startText = '';
    this.flagged = undefined;
    this.premove = undefined;
    this.ending = undefined;
    this.resultShown = false;
    $('result').hidden = true;
    const control = parseTimeControl($<HTMLSelectElement>('clock').value);
    this.clocks = control === undefined ? undefined : new GameClocks(control, this.players);
    for (const field of ['score', 'depth', 'speed', 'pv']) $(field).textContent = '';
    await this.link.query(['ucinewgame']);
    if (setup !== undefined) this.startText = setup.startText;
    await this.refresh();
  }

  async undo(): Promise<void> {
    // Taking back after a resignation or an agreed draw plays on.
    this.ending = undefined;
    this.premove = undefined;
    this.resultShown = false;
    $('result').hidden = true;
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
      for (const ply of this.snapshots.keys()) if (ply > this.record.length) this.snapshots.delete(ply);
      // A move taken back gives no time back: the clocks stop and the side to move's runs again from now.
      this.clocks?.stop(performance.now());
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
    return this.positionOf(tokens);
  }

  /** The `position` command of these tokens played from the game's start. */
  private positionOf(tokens: readonly string[]): string {
    return `position ${this.startCommand}${tokens.length > 0 ? ' moves ' + tokens.join(' ') : ''}`;
  }

  /**
   * Sends the position, reads cells, turn, moves and result, redraws; then lets the engine move when it is its turn.
   */
  private async refresh(engineTurn = true): Promise<void> {
    const lines = await this.link.query([this.positionCommand(), 'd', 'cells', 'check', 'result', 'turn']);
    let answer = readAnswer(lines);
    if (answer.error !== undefined && this.draft.length > 0) {
      // Only a sub-move picked from an outdated list can be refused: it is dropped.
      const refused = this.draft.pop();
      this.notice(`${refused?.text ?? ''} refused: ${answer.error.slice(ERROR.length)}`);
      return this.refresh(engineTurn);
    }
    if (answer.error !== undefined) this.notice(answer.error);
    this.turn = answer.turn;
    this.moverWord = answer.mover;
    this.state = answer.state ?? this.state;
    this.positionText = answer.positionText;
    if (this.draft.length === 0) {
      this.snapshots.set(this.record.length, { labels: answer.labels, positionText: answer.positionText });
      if (this.record.length === 0) this.startText = answer.positionText;
    }
    this.runClocks();
    // Salmon's move list is long (1,274 sub-moves at the start): asked only when a person is to move. Every request
    // names its position: looking at an earlier one (view) may have sent another in between.
    if (!this.over && (this.turn === undefined || this.isHumanTurn())) {
      answer = readAnswer([...lines, ...(await this.link.query([this.positionCommand(), 'moves']))]);
    }
    this.showAnswer(answer);
    const premove = this.premove;
    if (premove !== undefined && !this.searching && (this.over || this.isHumanTurn())) {
      this.premove = undefined;
      delete document.body.dataset.premove;
      // The first of several choices (a promotion's queen), as premoves on chess sites do.
      const choice = this.legal.get(premove.from)?.get(premove.to)?.at(0);
      if (choice !== undefined && !this.over) return this.choose(choice);
      if (!this.over)
        this.notice(
          `The premove ${this.cellName(premove.from)}–${this.cellName(premove.to)} is not legal now: dropped.`,
        );
      this.draw();
    }
    if (engineTurn) await this.maybeEngineTurn();
  }

  /** The side to move's clock runs while the game goes on; all stop when it is over. */
  private runClocks(): void {
    const clocks = this.clocks;
    if (clocks === undefined) return;
    if (this.over) clocks.stop(performance.now());
    else if (clocks.running === undefined) clocks.start(this.sideToMove(), performance.now());
    this.showClocks();
  }

  private showAnswer(answer: PositionAnswer): void {
    // Undo may have taken back the position shown.
    this.setView(this.viewed);
    this.legal = groupMoves(this.names, answer.moves);
    this.canPass = answer.canPass;
    this.labels = answer.labels;
    this.check = new Set(answer.check);
    this.boardVersion++;
    this.selected = undefined;
    // The layer of the last sub-move's landing; at a turn's start, of a King Centaur in check (the mover's first).
    const mover = [...this.check].find((cell) => parseLabel(this.labels[cell])?.player === this.sideToMove());
    this.showLayerOf(this.draft.at(-1)?.to ?? mover ?? [...this.check].at(0));
    this.draw();
    this.showRecord();
    this.save();
    document.body.dataset.ply = String(this.record.length);
    document.body.dataset.submoves = String(this.draft.length);
  }

  /** Every player's colour and name; the one to move in bold. */
  private showPlayers(): void {
    const mover = this.over ? -1 : this.sideToMove();
    $('players').innerHTML = Array.from({ length: this.players }, (_, p) => {
      const disc = `<svg width="14" height="14"><circle cx="7" cy="7" r="6" fill="${PLAYER_FILLS[p % PLAYER_FILLS.length]}" stroke="#555"/></svg>`;
      return `<span class="player${p === mover ? ' mover' : ''}">${disc} ${playerTitle(p, this.players)}</span>`;
    }).join(' ');
  }

  private showRecord(): void {
    this.showPlayers();
    this.showMoveList();
    const where = this.turn === undefined ? '' : `, sub-move ${this.turn.subMove} of ${this.turn.perTurn}`;
    const mover = this.players <= 2 ? playerTitle(this.sideToMove(), 2) : `Side ${this.moverName()}`;
    this.status(this.over ? `Game over: ${this.overText()}` : `${mover} to move${where}${this.checkWords()}`);
    if (this.check.size > 0 && !this.over) document.body.dataset.check = [...this.check].join(' ');
    else delete document.body.dataset.check;
    if (this.over) document.body.dataset.over = '1';
    else delete document.body.dataset.over;
    if (this.over && !this.resultShown) this.showResult();
    for (const id of ['resign', 'draw']) $<HTMLButtonElement>(id).disabled = this.over || this.players !== 2;
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
    // The lines above the board may have grown or shrunk: the board's room changed.
    fitBoardToRoom($('board'));
  }

  /** `, check` in two-player games; in salmon the sides whose King Centaur is attacked (`, check: A, D`). */
  private checkWords(): string {
    if (this.check.size === 0) return '';
    if (this.players <= 2) return ', check!';
    const sides = [...this.check].map((cell) => parseLabel(this.labels[cell])?.player ?? -1).filter((p) => p >= 0);
    return `, check: ${sides.map((p) => playerName(p, this.players)).join(', ')}`;
  }

  /** The result dialog: how the game ended, rematch with colours swapped, a new game, or close to look at it. */
  private showResult(): void {
    this.resultShown = true;
    const words = endWords(this.pgnState());
    $('result-title').textContent = words.title;
    $('result-reason').textContent = words.reason;
    const rematch = $<HTMLButtonElement>('rematch');
    rematch.hidden = !(this.humanSides === '0' || this.humanSides === '1');
    $('result').hidden = false;
  }

  /** The same game again with the colours swapped (you played White: now Black, seen from Black's side). */
  private async rematch(): Promise<void> {
    $('result').hidden = true;
    const side = $<HTMLSelectElement>('side');
    if (side.value === '0' || side.value === '1') side.value = side.value === '0' ? '1' : '0';
    this.flip(side.value === '1');
    await this.newGame();
  }

  /** Ends the game by the players: a resignation or an agreed draw (a running search is stopped). */
  private endBy(state: string): void {
    this.ending = state;
    this.notice('');
    this.generation++;
    if (this.searching) void this.link.interrupt(['stop']);
    this.clocks?.stop(performance.now());
    this.selected = undefined;
    this.draw();
    this.showRecord();
    this.showClocks();
  }

  /** You resign: your side, or the side to move when you play both. */
  private resign(): void {
    if (this.over || this.players !== 2 || !confirm('Resign this game?')) return;
    const side = this.humanSides === '0' || this.humanSides === '1' ? Number(this.humanSides) : this.sideToMove();
    this.endBy(`${side === 0 ? '0-1' : '1-0'} resignation`);
  }

  /** You offer a draw: agreed at once when nobody else plays; the engine takes it late in a level game. */
  private offerDraw(): void {
    if (this.over || this.players !== 2) return;
    const engineSide = this.humanSides === '0' || this.humanSides === '1';
    if (!engineSide || acceptsDraw(this.record.length, this.engineScore)) return this.endBy('1/2-1/2 agreement');
    this.notice(
      `The engine declines the draw (it takes one after move ${DRAW_MIN_PLIES / 2} with the score within ${DRAW_MAX_CP / 100} of level).`,
    );
  }

  /** How the game ended, in words. */
  private overText(): string {
    if (this.flagged === undefined) {
      const words = endWords(this.pgnState());
      return `${words.title} ${words.reason}`.trim();
    }
    return `${this.players <= 2 ? '' : 'Side '}${this.sideName(this.flagged)} lost on time`;
  }

  /** The record in the variant's notation (SAN for normal), numbered, the shown position marked. */
  private showMoveList(): void {
    const variant = document.body.dataset.variant ?? '';
    const texts = listTexts(
      variant,
      this.startText,
      this.record.map((entry) => entry.token),
    );
    const moves: ListedMove[] = texts.map((text, i) => ({ text, ply: i + 1, mover: this.record[i].mover }));
    const rows = this.players === 2 ? pairMoves(moves, moveNumbering(this.startText)) : roundRows(moves);
    const list = $('movelist');
    list.innerHTML = moveListHtml(rows, this.turn !== undefined, this.viewed);
    // The list follows the game: its end in sight while the live position is shown, else the move looked at.
    const viewed = list.querySelector('.viewed');
    if (viewed === null) list.scrollTop = list.scrollHeight;
    else viewed.scrollIntoView({ block: 'nearest' });
    $('viewing').hidden = this.viewed === undefined;
    if (this.viewed !== undefined) $('viewed').textContent = viewedWords(rows, this.turn !== undefined, this.viewed);
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
    const view = this.shownSnapshot();
    // A set-up being edited is drawn instead of the position (no moves, no marks of the game).
    const edited = this.setup.shown();
    const targets =
      this.selected === undefined || view !== undefined || edited !== undefined
        ? undefined
        : new Set(this.legal.get(this.selected)?.keys() ?? []);
    const played = new Set(this.draft.flatMap((m) => [m.from, m.to]));
    const last =
      view !== undefined
        ? this.cellsOf(this.record[(this.viewed ?? 0) - 1]?.token)
        : played.size > 0
          ? played
          : this.last;
    const layout = this.layers?.layer(this.shownLayer) ?? this.layout;
    if (layout === undefined) return;
    const labels = view?.labels ?? edited?.labels ?? this.labels;
    const selected = view === undefined ? (edited === undefined ? this.selected : edited.selected) : undefined;
    const marks = this.drawnAnnotations();
    const best = view === undefined && edited === undefined ? this.analysis.bestArrow() : undefined;
    const joined = new Set(selected === undefined ? [] : (this.joins.get(selected) ?? []));
    $('board').innerHTML = renderBoard(this.layers === undefined ? (this.drawnDoc ?? doc) : doc, layout, {
      labels,
      selected,
      targets,
      last,
      check: view === undefined && edited === undefined ? this.check : undefined,
      marked: view === undefined ? this.premoveCells() : undefined,
      ...marks,
      arrows: best === undefined ? marks.arrows : [best, ...marks.arrows],
      joined,
      promotion: this.promotion,
    });
    // The engine's best move is the first arrow, drawn in its own colour.
    if (best !== undefined) $('board').querySelector('g.arrow')?.classList.add('best');
    this.drawOverviews(doc, last, targets);
    fitBoardToRoom($('board'));
    this.zoom.show(this.layers === undefined ? 0 : doc.layers, this.shownLayer);
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
      const key = `${this.boardVersion}|${this.viewed}|${layer === this.shownLayer}|${here.join(',')}|${[...last].filter((cell) => layerOf(doc, cell) === layer).join(',')}`;
      if (this.overviewKeys[layer] === key) continue;
      this.overviewKeys[layer] = key;
      const marks = {
        labels: this.shownSnapshot()?.labels ?? this.labels,
        last,
        targets: new Set(here),
        selected: layer === this.shownLayer,
      };
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
    this.save();
    // Playing Black, you see the board from Black's side.
    if (this.players === 2 && (this.humanSides === '0' || this.humanSides === '1')) this.flip(this.humanSides === '1');
    if (this.isHumanTurn() && this.legal.size === 0 && this.draft.length === 0) await this.refresh();
    else await this.maybeEngineTurn();
  }

  private async maybeEngineTurn(): Promise<void> {
    if (this.searching || this.over || this.isHumanTurn()) return;
    // Engine against engine is watched: each move stays on the board a moment before the next search starts (an
    // interrupting action, such as a new game, ends the wait's chain through the generation check in engineMove).
    if (this.humanSides === 'none' && this.record.length > 0)
      await new Promise((resolve) => setTimeout(resolve, ENGINE_PACE_MS));
    await this.engineMove();
  }

  /**
   * The engine plays the move, or the rest of the turn after the sub-moves chosen so far (the whole turn is recorded).
   */
  async engineMove(): Promise<void> {
    const generation = this.actionGeneration;
    if (this.searching || this.over || generation !== this.generation) return;
    this.searching = true;
    document.body.dataset.thinking = '1';
    const skill = Math.max(0, Math.min(20, Number($<HTMLSelectElement>('level').value)));
    this.searchText = this.positionText;
    this.searchMover = this.sideToMove();
    // With clocks the engine plans its time from them; without, weaker levels end sooner, at their node budget, and
    // full strength thinks for the whole move time. The position is sent again: a view may have sent another.
    const limits = this.clocks?.goLimits(performance.now()) ?? `movetime ${ENGINE_MOVE_MS}`;
    const level = this.levelName();
    $('engine-name').textContent = `(${level}, thinking for ${this.sideName(this.searchMover)})`;
    const answer = await this.link.ask(
      [
        this.positionCommand(),
        `setoption name Skill Level value ${skill}`,
        'setoption name MultiPV value 1',
        `go ${limits}`,
      ],
      (line) => line.startsWith('bestmove'),
    );
    this.searching = false;
    delete document.body.dataset.thinking;
    $('engine-name').textContent = `(${level})`;
    if (generation !== this.generation) return;
    const best = answer[answer.length - 1].split(' ').at(1);
    if (best === undefined || best === '(none)' || best === '0000') return;
    this.explainChoice(answer, best);
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

  /**
   * The engine line shown starts with the move played. A weaker level picks among near-best moves, so its move may not
   * be the top line's first: then the panel shows the move played and names the top line as the one it passed over.
   * The engine's last score (its own point of view) is kept for draw offers.
   */
  private explainChoice(answer: readonly string[], best: string): void {
    const reports = answer.map(readInfo).filter((info) => info !== undefined && info.pv.length > 0);
    const last = reports.at(-1);
    this.engineScore = last?.mate !== undefined ? (last.mate > 0 ? 100_000 : -100_000) : last?.cp;
    if (last === undefined || last.pv[0] === best || this.turn !== undefined) return;
    const variant = document.body.dataset.variant ?? '';
    const played = pvWords(variant, this.searchText, [best]);
    $('score').textContent = '';
    $('pv').textContent =
      `${played} (chosen at the ${this.levelName()} level; its best line: ${pvWords(variant, this.searchText, last.pv)})`;
  }

  /** Whether a move or whole turn lands on another player's piece (before it is played). */
  private captures(token: string): boolean {
    const moves = this.turn === undefined ? [token] : splitTurn(TURNS, token);
    const mover = this.sideToMove();
    return moves.some((text) => {
      const to = this.names.parse(text)?.to;
      const piece = to === undefined ? undefined : parseLabel(this.labels[to] ?? '');
      return piece !== undefined && piece.player !== mover;
    });
  }

  /** The cells a move or whole turn starts from and lands on (none for no token). */
  private cellsOf(token: string | undefined): Set<number> {
    const moves = token === undefined ? [] : this.turn === undefined ? [token] : splitTurn(TURNS, token);
    return new Set(
      moves.flatMap((text) => {
        const m = this.names.parse(text);
        return m === undefined ? [] : [m.from, m.to];
      }),
    );
  }

  /** Plays a whole move or turn (the engine's, or a turn the person ended). */
  private async play(token: string): Promise<void> {
    // After a flag fall nothing is played; a turn that the rules ended (its last sub-move won) is still recorded.
    if (this.flagged !== undefined) return;
    this.clocks?.press(performance.now());
    if ($<HTMLInputElement>('sounds').checked) playMoveSound(this.captures(token));
    this.last = this.cellsOf(token);
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
    if (finished || this.over)
      await this.play(
        joinTurn(
          TURNS,
          this.draft.map((m) => m.text),
        ),
      );
  }

  /** Ends the person's turn with the sub-moves chosen so far (`pass` when none), when the engine lists `pass`. */
  async endTurn(): Promise<void> {
    if (this.turn === undefined || this.searching || this.over || !this.isHumanTurn() || !this.canPass) return;
    await this.play(
      joinTurn(
        TURNS,
        this.draft.map((m) => m.text),
      ),
    );
  }

  /** The engine's search reports, said in words in the engine panel. */
  private onEngineLine(line: string): void {
    this.analysis.onLine(line);
    if (!this.searching) return;
    const info = readInfo(line);
    if (info === undefined) return;
    const names = Array.from({ length: this.players }, (_, p) => this.sideName(p));
    $('score').textContent = scoreWords(info, this.searchMover, names);
    $('depth').textContent = `depth ${info.depth}`;
    $('speed').textContent = speedWords(info.nps);
    $('pv').textContent = pvWords(document.body.dataset.variant ?? '', this.searchText, info.pv);
  }

  /** Redraws the running clock; a fallen flag ends the game (the engine's search, if running, is stopped). */
  private tick(): void {
    const clocks = this.clocks;
    if (clocks?.running === undefined) return;
    const flagged = clocks.flagged(performance.now());
    if (flagged !== undefined && this.flagged === undefined) {
      this.flagged = flagged;
      clocks.stop(performance.now());
      this.generation++;
      if (this.searching) void this.link.interrupt(['stop']);
      this.selected = undefined;
      this.draw();
      this.showRecord();
    }
    this.showClocks();
  }

  private showClocks(): void {
    const clocks = this.clocks;
    const box = $('clocks');
    if (clocks === undefined) {
      box.innerHTML = '';
      return;
    }
    const now = performance.now();
    if (box.children.length !== clocks.players)
      box.innerHTML = Array.from(
        { length: clocks.players },
        (_, p) => `<div class="clock" data-player="${p}"><span>${this.sideName(p)}</span> <b></b></div>`,
      ).join('');
    for (let p = 0; p < clocks.players; p++) {
      const clock = box.children[p] as HTMLElement;
      const left = clocks.remaining(p, now);
      clock.querySelector('b')!.textContent = formatClock(left);
      clock.classList.toggle('running', clocks.running === p);
      clock.classList.toggle('out', left <= 0);
      clock.dataset.ms = String(Math.max(0, Math.round(left)));
    }
  }

  /** Which position is shown (body[data-view] says it to tests); the live one from the end of the record on. */
  private setView(ply: number | undefined): void {
    this.viewed = ply !== undefined && ply < this.record.length ? ply : undefined;
    if (this.viewed === undefined) delete document.body.dataset.view;
    else document.body.dataset.view = String(this.viewed);
  }

  /** The earlier position shown, when one is and the page has it. */
  private shownSnapshot(): Snapshot | undefined {
    return this.viewed === undefined ? undefined : this.snapshots.get(this.viewed);
  }

  /**
   * Shows the position after `ply` moves (whole turns), read-only, or the live one (undefined). A position the page
   * has not shown before (in a loaded game) is asked from the engine, after its search if one is running.
   */
  private view(ply: number | undefined): void {
    this.setView(ply);
    // Analysis is of the live position: it pauses while an earlier one is shown (and frees the engine to describe it).
    if (this.viewed === undefined) this.analysis.resume();
    else void this.analysis.halt();
    this.selected = undefined;
    const wanted = this.viewed;
    if (wanted !== undefined && !this.snapshots.has(wanted)) {
      const tokens = this.record.slice(0, wanted).map((entry) => entry.token);
      void this.link.query([this.positionOf(tokens), 'd', 'cells']).then((lines) => {
        const answer = readAnswer(lines);
        this.snapshots.set(wanted, { labels: answer.labels, positionText: answer.positionText });
        if (this.viewed === wanted) this.draw();
      });
    }
    this.draw();
    this.showMoveList();
  }

  private onKey(event: KeyboardEvent): void {
    const key = VIEW_KEYS.find((name) => name === event.key);
    // Not while typing, nor in a menu, where a letter picks an entry.
    const typing = (event.target as Element | null)?.closest('input, textarea, select') ?? null;
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    if (event.key === 'f' && typing === null && !modified) return this.flip();
    if (key === undefined || typing !== null || this.record.length === 0) return;
    event.preventDefault();
    this.view(stepView(this.viewed, key, this.record.length));
  }

  private onMoveListClick(event: MouseEvent): void {
    const move = (event.target as Element).closest('[data-ply]');
    if (move !== null) this.view(Number(move.getAttribute('data-ply')));
  }

  /**
   * Puts the text in the text field and on the clipboard when the browser allows it. The field is not focused, so
   * that the arrow keys still step through the moves.
   */
  private copyOut(text: string): void {
    $<HTMLTextAreaElement>('gametext').value = text;
    // navigator.clipboard is missing where the page is not a secure context (http from another host): then it throws.
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => this.notice('Copied to the clipboard.'),
        () => this.notice('Copy it from the text field (the browser did not allow the clipboard).'),
      );
  }

  /** The position shown: the live one, or the earlier one looked at (once the engine has described it). */
  private copyPosition(): void {
    const text = this.viewed === undefined ? this.positionText : this.shownSnapshot()?.positionText;
    if (text === undefined) this.notice('That position is still being read from the engine: try again.');
    else this.copyOut(text);
  }

  private pgn(): string {
    const engine = `Topochess (${this.levelName()})`;
    return gamePgn({
      variant: (document.body.dataset.variant ?? 'normal') as VariantName,
      fromStart: this.startCommand === 'startpos',
      startText: this.startText,
      moves: this.record.map((entry) => ({ token: entry.token, mover: this.playerIndex(entry.mover) })),
      players: Array.from({ length: this.players }, (_, p) => (this.isHuman(p) ? 'You' : engine)),
      seatNames: Array.from({ length: this.players }, (_, p) => playerName(p, this.players)),
      state: this.pgnState(),
      timeControl: timeControlTag(this.clocks?.control),
    });
  }

  /** The game's state as `result` words, a flag fall included (`0-1 time forfeit`, `loss D time forfeit`). */
  private pgnState(): string {
    if (this.ending !== undefined) return this.ending;
    if (this.flagged === undefined) return this.state;
    if (this.players === 2) return `${this.flagged === 0 ? '0-1' : '1-0'} time forfeit`;
    return `loss ${playerName(this.flagged, this.players)} time forfeit`;
  }

  /** Starts the game of a pasted text (position text, `position …`, PGN); a refused text changes nothing. */
  async loadText(text: string): Promise<boolean> {
    const current = document.body.dataset.variant ?? 'normal';
    const loaded = await this.readLoad(text, current);
    if (typeof loaded === 'string') {
      this.notice(`Not loaded: ${loaded}`);
      // Loading stopped the engine's move (engine vs engine, or its turn): it moves again.
      await this.maybeEngineTurn();
      return false;
    }
    this.notice('');
    if (loaded.variant !== current) {
      $<HTMLSelectElement>('variant').value = loaded.variant;
      await this.loadVariant(loaded.variant, loaded);
    } else await this.newGame(loaded);
    return true;
  }

  /**
   * The game of a pasted text, read by the page, then checked by the engine (every position on the way, which also
   * says who played each move); or the reason it is refused.
   */
  private async readLoad(text: string, current: string): Promise<LoadedGame | string> {
    const read = readGameText(text);
    if (!read.ok) return read.error.detail;
    const variant = read.value.variant ?? current;
    if (!this.variants.includes(variant)) return `the engine has no variant '${variant}'`;
    const tokens = engineTexts(variant, read.value.start, read.value.moves);
    if (!tokens.ok) return tokens.error.detail;
    const checked = await this.checkGame(variant, read.value, tokens.value);
    if (typeof checked === 'string' && variant !== current)
      await this.link.query([`setoption name UCI_Variant value ${current}`]);
    return checked;
  }

  /** The engine's check of a game: every position from its start (an error's reason when one is refused). */
  private async checkGame(variant: string, setup: GameSetup, tokens: readonly string[]): Promise<LoadedGame | string> {
    const startCommand = setup.start === 'startpos' ? 'startpos' : `fen ${setup.start}`;
    const prefix = (k: number): string =>
      `position ${startCommand}${k > 0 ? ' moves ' + tokens.slice(0, k).join(' ') : ''}`;
    const switched = variant === document.body.dataset.variant ? [] : [`setoption name UCI_Variant value ${variant}`];
    const commands = [...switched, prefix(0), 'd', 'turn'];
    // Each position extends the one before, so the engine plays one more move (or turn) each time.
    for (let k = 1; k <= tokens.length; k++) commands.push(prefix(k), 'turn');
    const lines = await this.link.query(commands);
    const answer = readAnswer(lines);
    if (answer.error !== undefined)
      return answer.error
        .slice(ERROR.length)
        .replace(/^ERR_\w+ /, '')
        .replace(/; position unchanged$/, '');
    const movers = lines.filter((line) => line.startsWith(`${NOTE}turn `)).map((line) => line.split(' ')[3]);
    return { variant, startCommand, startText: answer.positionText, tokens, movers };
  }

  private onLayerClick(event: MouseEvent): void {
    const overview = (event.target as Element).closest('[data-layer]');
    if (overview === null) return;
    this.shownLayer = Number(overview.getAttribute('data-layer'));
    this.draw();
  }

  // The board's input (browser/board-input.ts) asks and tells the page through these.
  canAct(): boolean {
    if (this.viewed !== undefined) {
      this.notice('This is an earlier position: press End or "back to the game" to play on.');
      return false;
    }
    return (!this.searching && this.busy === 0 && !this.over && this.isHumanTurn()) || this.premoving();
  }

  /**
   * While the engine thinks against you (two players, one side each), a move of your pieces is kept as a premove:
   * any of your pieces to any other cell, played at once after the engine's reply when it is legal then.
   */
  private premoving(): boolean {
    const you = this.humanSides;
    return this.searching && !this.over && this.turn === undefined && (you === '0' || you === '1');
  }

  canMove(from: number): boolean {
    if (this.premoving()) return parseLabel(this.labels[from] ?? '')?.player === Number(this.humanSides);
    return this.legal.has(from);
  }

  isTarget(from: number, to: number): boolean {
    if (this.premoving()) return from !== to;
    return (this.legal.get(from)?.get(to)?.length ?? 0) > 0;
  }

  /** Toggles an arrow (from ≠ to) or a circle (from = to) drawn by a right-drag or right-click. */
  annotate(from: number, to: number): void {
    const key = `${from}>${to}`;
    if (!this.annotations.delete(key)) this.annotations.add(key);
    this.draw();
  }

  clearAnnotations(): void {
    if (this.annotations.size === 0) return;
    this.annotations.clear();
    this.draw();
  }

  select(cell: number | undefined): void {
    this.selected = cell;
    this.draw();
  }

  playCells(from: number, to: number): void {
    if (this.premoving()) {
      this.premove = { from, to };
      document.body.dataset.premove = `${this.cellName(from)}${this.cellName(to)}`;
      this.selected = undefined;
      this.draw();
      return;
    }
    const choices = this.legal.get(from)?.get(to) ?? [];
    this.selected = undefined;
    if (choices.length === 1) void this.serial(() => this.choose(choices[0]));
    else if (choices.length > 1) this.offer(choices);
  }

  /** What analysis mode (browser/analysis.ts) reads and asks of the page. */
  private analysisHost(): AnalysisHost {
    return {
      link: this.link,
      context: () => ({
        variant: document.body.dataset.variant ?? '',
        command: this.positionCommand(),
        positionText: this.positionText,
        mover: this.sideToMove(),
        names: Array.from({ length: this.players }, (_, p) => this.sideName(p)),
      }),
      // Not while an action of the page talks to the engine (its end starts the analysis again: see serial).
      mayRun: () => this.busy === 0 && this.viewed === undefined && !this.over && this.setup.shown() === undefined,
      moveCells: (text) => {
        const move = this.names.parse(this.turn === undefined ? text : (splitTurn(TURNS, text)[0] ?? ''));
        return move === undefined ? undefined : [move.from, move.to];
      },
      redraw: () => this.draw(),
      playLine: (tokens) => void this.serial(() => this.playLine(tokens)),
      began: () => {
        $<HTMLSelectElement>('side').value = 'both';
        void this.serial(() => this.sideChanged(), true);
      },
    };
  }

  /** What the set-up of a position (browser/setup-editor.ts) reads and asks of the page. */
  private setupHost(): SetupHost {
    return {
      board: this,
      variant: () => document.body.dataset.variant ?? '',
      doc: () => this.doc,
      labels: () => this.labels,
      mover: () => this.sideToMove(),
      redraw: () => this.draw(),
      load: async (text) => {
        let loaded = false;
        if (!this.keepsGame()) await this.serial(async () => void (loaded = await this.loadText(text)), true);
        return loaded;
      },
      editing: (open) => {
        if (open) void this.analysis.switchTo(true).then(() => this.analysis.halt());
        else this.analysis.resume();
      },
    };
  }

  /**
   * A line of the analysis clicked: its moves played one after the other up to the one clicked, each while the
   * engine still lists it (a line from an older position is not played on).
   */
  private async playLine(tokens: readonly string[]): Promise<void> {
    for (const token of tokens) {
      if (this.over || this.viewed !== undefined) return;
      const listed = [...this.legal.values()].some((byTarget) =>
        [...byTarget.values()].some((moves) => moves.some((move) => move.text === token)),
      );
      if (this.turn === undefined && !listed) return;
      // Inside a turn (salmon) the engine's line starts with the rest of it: the whole turn is recorded.
      const drafted = this.draft.map((move) => move.text);
      await this.play(drafted.length === 0 ? token : completeTurn(TURNS, drafted, token));
    }
  }

  /**
   * Several moves share from and to (promotion, merge result, split placements, gallop landing): ask which, in words
   * and figures, in a column on the landing cell (as lichess offers a promotion); each choice's other cells (a
   * gallop's landing, a split's placements) are marked on the board, the hovered one filled.
   */
  private offer(choices: readonly ClickMove[]): void {
    const doc = this.doc;
    if (doc === undefined) return;
    const popup = $('choice');
    const names = doc.cells.map((c) => c.name);
    const context: ChoiceContext = {
      pieces: doc.pieces,
      cellOf: (name) => this.names.match(name, 0)?.cell,
      nameOf: (cell) => names[cell] ?? String(cell),
    };
    const views = choiceWords(choices, context);
    const mover = this.sideToMove();
    const polygon = (cell: number): Element | null => document.querySelector(`#board polygon[data-cell="${cell}"]`);
    const mark = (cells: readonly number[], name: string, on: boolean): void => {
      for (const cell of cells) polygon(cell)?.classList.toggle(name, on);
    };
    const close = (): void => {
      popup.hidden = true;
      popup.onkeydown = null;
    };
    popup.innerHTML = '';
    const target = polygon(choices[0].to)?.getBoundingClientRect();
    const size = Math.round(Math.max(32, Math.min(64, target?.width ?? 40)));
    choices.forEach((choice, k) => {
      const view = views[k];
      const button = document.createElement('button');
      button.dataset.move = choice.text;
      const figures = view.figures
        .map(
          (letter) =>
            `<svg width="${size}" height="${size}">${pieceSvg(pieceLook(letter, doc.pieces), playerColour(mover), size / 2, size / 2, size * 0.9)}</svg>`,
        )
        .join('');
      button.innerHTML = `${figures}<span>${escapeXml(view.words)}</span>`;
      button.onmouseenter = button.onfocus = () => mark(view.cells, 'choice-hover', true);
      button.onmouseleave = button.onblur = () => mark(view.cells, 'choice-hover', false);
      button.onclick = () => {
        close();
        void this.serial(() => this.choose(choice));
      };
      popup.appendChild(button);
    });
    const cancel = document.createElement('button');
    cancel.className = 'cancel';
    cancel.textContent = '✕ cancel';
    cancel.onclick = () => {
      close();
      this.draw();
    };
    popup.appendChild(cancel);
    popup.onkeydown = (event) => {
      if (event.key === 'Escape') cancel.click();
    };
    mark(
      views.flatMap((view) => view.cells),
      'choice',
      true,
    );
    popup.hidden = false;
    // On the landing cell, kept inside the window: over the board, not in the middle of it.
    const box = popup.getBoundingClientRect();
    const left = Math.min(Math.max(4, target?.left ?? 4), window.innerWidth - box.width - 4);
    const top = Math.min(Math.max(4, target?.top ?? 4), window.innerHeight - box.height - 4);
    popup.style.left = `${Math.max(4, left)}px`;
    popup.style.top = `${Math.max(4, top)}px`;
    popup.querySelector('button')?.focus();
  }
}

const { link, ready } = connectEngine();
const page = new BoardPage(link);
void page.start(ready).catch((error: unknown) => {
  $('status').textContent = `error: ${String(error)}`;
});
