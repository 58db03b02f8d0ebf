// Setting up a position on the board page (analysis mode): pieces dragged from a palette of the variant's pieces
// (both sides) onto the board, dragged about on it or off it to remove them (a tap on a palette piece, then taps on
// cells, places it too; the eraser removes), the side to move chosen; then the engine is asked to take the position
// (`position fen`, through the page's loading path): it refuses an illegal set-up with its error, shown as the
// page's notice, and the set-up stays open to mend. While the set-up is open the board's input edits it instead of
// playing moves.
import type { BoardInputHost } from './board-input';
import { pieceLook, pieceSvg, escapeXml } from '../figures';
import { playerColour, playerTitle } from '../colours';
import { canSetUp, paletteLabels, setupText } from '../setup-text';
import { pieceGuide } from '../piece-guide';
import { parseLabel } from '../../core/cell-label';
import type { VariantName } from '../../core/types';
import type { TopologyDoc } from '../../topology/describe';

/** What the set-up asks of the page. */
export interface SetupHost {
  /** The board's ordinary input (moves), used while no set-up is open. */
  readonly board: BoardInputHost;
  variant(): string;
  doc(): TopologyDoc | undefined;
  /** The pieces of the position shown, by cell (`<player>:<code>`, '' empty), and its side to move. */
  labels(): readonly string[];
  mover(): number;
  redraw(): void;
  /** Asks the engine to start from this position text; resolves with whether it took it. */
  load(text: string): Promise<boolean>;
  /** The set-up opened (analysis stops) or closed. */
  editing(open: boolean): void;
}

/** The "selected cell" while a palette piece is in hand: a press on any cell places it. */
const IN_HAND = -1;
/** The eraser's label in the palette: it places nothing. */
const ERASER = '';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const cellAt = (target: EventTarget | null): number | undefined => {
  const cell = target instanceof Element ? target.closest('#board [data-cell]') : null;
  return cell === null ? undefined : Number(cell.getAttribute('data-cell'));
};

export class SetupEditor {
  private edited: string[] | undefined;
  /** The palette piece in hand (ERASER for the eraser). */
  private inHand: string | undefined;
  private selectedCell: number | undefined;
  /** A palette piece pressed and not released yet: released over a cell, it is placed there. */
  private dragging = false;
  /** The palette piece pressed was in hand already: released where it was pressed, the hand lets it go. */
  private wasInHand = false;

  constructor(private readonly host: SetupHost) {
    $('setup').onclick = () => this.open();
    $('setup-cancel').onclick = () => this.close();
    $('setup-empty').onclick = () => this.change(() => this.edited?.fill(''));
    $('setup-reset').onclick = () => this.change(() => (this.edited = [...host.labels()]));
    $('setup-done').onclick = () => void this.submit();
    const palette = $('palette');
    palette.addEventListener('pointerdown', (event) => {
      const item = (event.target as Element).closest<HTMLElement>('[data-label]');
      if (item === null) return;
      event.preventDefault();
      const label = item.dataset.label ?? ERASER;
      this.wasInHand = this.inHand === label;
      this.hold(label);
      this.dragging = true;
    });
    window.addEventListener('pointerup', (event) => {
      if (!this.dragging) return;
      this.dragging = false;
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const cell = cellAt(under);
      if (cell !== undefined) {
        this.put(cell, this.inHand ?? ERASER);
        // Dragged from the palette: the hand is empty again; a piece tapped in the palette stays in hand.
        if (!this.wasInHand) this.hold(undefined);
      } else if (this.wasInHand && under?.closest('[data-label]')?.getAttribute('data-label') === this.inHand)
        this.hold(undefined);
    });
  }

  /** The set-up drawn on the board while open: its pieces and the piece picked up on it. */
  shown(): { labels: readonly string[]; selected: number | undefined } | undefined {
    return this.edited === undefined ? undefined : { labels: this.edited, selected: this.selectedCell };
  }

  /** Opens the set-up from the position shown (the variant must have one: not salmon). */
  open(): void {
    const doc = this.host.doc();
    const variant = this.host.variant();
    if (doc === undefined || !canSetUp(variant)) return;
    this.edited = [...this.host.labels()];
    this.inHand = undefined;
    this.selectedCell = undefined;
    const guide = pieceGuide(variant as VariantName);
    const size = 40;
    const item = (label: string): string => {
      const piece = parseLabel(label)!;
      const figure = pieceSvg(
        pieceLook(piece.text, doc.pieces),
        playerColour(piece.player),
        size / 2,
        size * 0.55,
        size * 0.86,
      );
      return `<button data-label="${escapeXml(label)}" title="${escapeXml(`${playerTitle(piece.player, 2)} ${piece.text}`)}"><svg width="${size}" height="${size}">${figure}</svg></button>`;
    };
    const labels = paletteLabels(guide);
    const half = labels.length / 2;
    $('palette').innerHTML =
      `<div>${labels.slice(0, half).map(item).join('')}</div><div>${labels.slice(half).map(item).join('')}` +
      `<button data-label="${ERASER}" title="remove pieces" class="eraser">✕</button></div>`;
    const mover = $<HTMLSelectElement>('setup-mover');
    mover.innerHTML = [0, 1].map((p) => `<option value="${p}">${playerTitle(p, 2)} to move</option>`).join('');
    mover.value = String(this.host.mover() === 1 ? 1 : 0);
    $('setup-panel').hidden = false;
    document.body.dataset.setup = '1';
    this.host.editing(true);
    this.host.redraw();
  }

  close(): void {
    if (this.edited === undefined) return;
    this.edited = undefined;
    this.inHand = undefined;
    this.selectedCell = undefined;
    $('setup-panel').hidden = true;
    delete document.body.dataset.setup;
    this.host.editing(false);
    this.host.redraw();
  }

  /** The engine takes the set-up (then it closes) or refuses it (its error is the page's notice; it stays open). */
  private async submit(): Promise<void> {
    const text =
      this.edited && setupText(this.host.variant(), this.edited, Number($<HTMLSelectElement>('setup-mover').value));
    if (text === undefined) return;
    if (await this.host.load(text)) this.close();
  }

  private change(edit: () => void): void {
    edit();
    this.selectedCell = undefined;
    this.host.redraw();
  }

  /** Takes a palette piece in hand (or the eraser; undefined: nothing); the one in hand is outlined. */
  private hold(label: string | undefined): void {
    this.inHand = label;
    this.selectedCell = undefined;
    for (const button of $('palette').querySelectorAll<HTMLElement>('[data-label]'))
      button.classList.toggle('in-hand', button.dataset.label === label);
    this.host.redraw();
  }

  private put(cell: number, label: string): void {
    this.change(() => {
      if (this.edited !== undefined && cell < this.edited.length) this.edited[cell] = label;
    });
  }

  /** The board's input: editing the set-up while it is open, the page's moves otherwise. */
  inputHost(): BoardInputHost {
    const editor = this;
    const board = this.host.board;
    return {
      get joins() {
        return board.joins;
      },
      get selected() {
        if (editor.edited === undefined) return board.selected;
        return editor.inHand !== undefined ? IN_HAND : editor.selectedCell;
      },
      canAct: () => editor.edited !== undefined || board.canAct(),
      canMove: (cell) => (editor.edited === undefined ? board.canMove(cell) : (editor.edited[cell] ?? '') !== ''),
      isTarget: (from, to) => (editor.edited === undefined ? board.isTarget(from, to) : from !== to),
      select: (cell) => {
        if (editor.edited === undefined) return board.select(cell);
        editor.inHand = undefined;
        editor.selectedCell = cell;
        editor.host.redraw();
      },
      playCells: (from, to) => {
        if (editor.edited === undefined) return board.playCells(from, to);
        if (from === IN_HAND) return editor.put(to, editor.inHand ?? ERASER);
        const piece = editor.edited[from] ?? '';
        editor.put(from, '');
        editor.put(to, piece);
      },
      dropOff: (from) => {
        if (editor.edited === undefined) return board.dropOff?.(from);
        editor.put(from, '');
      },
      annotate: (from, to) => board.annotate(from, to),
      clearAnnotations: () => board.clearAnnotations(),
    };
  }
}
