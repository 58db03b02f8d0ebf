// The board's pointer input (mouse, pen and touch): click-click and drag-and-drop (decided by ../drag.ts), a ghost of
// the dragged piece that follows the pointer, and the outline of the cells joined to the hovered one (besiege).
import { Gesture, pressAction, type BoardAction, type BoardChoices } from '../drag';
import type { JoinMap } from '../joins';

export interface BoardInputHost extends BoardChoices {
  /** Whether a person may act on the board now (their turn, nothing running). */
  canAct(): boolean;
  /** Selects a piece (undefined: none) and redraws. */
  select(cell: number | undefined): void;
  /** Plays the move(s) from `from` to `to` (asking which when several share them). */
  playCells(from: number, to: number): void;
  /** Cells joined across a seam, by cell. */
  readonly joins: JoinMap;
  /** A right-drag drew from `from` to `to` (an arrow) or a right-click marked `from` (a circle, `to` the same). */
  annotate(from: number, to: number): void;
  /** A left press on the board: the drawn arrows and circles go. */
  clearAnnotations(): void;
  /** A piece dragged from `from` and let go off the board (a set-up removes it; play ignores it). */
  dropOff?(from: number): void;
}

const cellAt = (target: EventTarget | null): number | undefined => {
  const cell = target instanceof Element ? target.closest('[data-cell]') : null;
  return cell === null ? undefined : Number(cell.getAttribute('data-cell'));
};

export class BoardInput {
  private gesture: Gesture | undefined;
  private ghost: SVGGraphicsElement | undefined;
  private origin: DOMPoint | undefined;
  /** Where a right-button press started. */
  private rightFrom: number | undefined;

  constructor(
    private readonly container: HTMLElement,
    private readonly host: BoardInputHost,
  ) {
    container.addEventListener('pointerdown', (event) => this.down(event));
    // Right button: arrows and circles as on lichess (no context menu over the board).
    container.addEventListener('contextmenu', (event) => event.preventDefault());
    container.addEventListener('pointerdown', (event) => {
      if (event.button === 2) this.rightFrom = cellAt(event.target);
    });
    container.addEventListener('pointerup', (event) => {
      const from = this.rightFrom;
      this.rightFrom = undefined;
      if (event.button !== 2 || from === undefined) return;
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const to = under !== null && this.container.contains(under) ? cellAt(under) : undefined;
      if (to !== undefined) this.host.annotate(from, to);
    });
    window.addEventListener('pointermove', (event) => this.move(event));
    window.addEventListener('pointerup', (event) => this.up(event));
    window.addEventListener('pointercancel', () => this.cancel());
    container.addEventListener('pointerover', (event) => this.hover(cellAt(event.target)));
    container.addEventListener('pointerout', () => this.hover(undefined));
  }

  private down(event: PointerEvent): void {
    if (event.button === 0) this.host.clearAnnotations();
    if (event.button !== 0 || !this.host.canAct()) return;
    const cell = cellAt(event.target);
    const wasSelected = cell !== undefined && this.host.selected === cell;
    const action = pressAction(this.host, cell);
    if (action.kind === 'select') {
      event.preventDefault();
      // Selecting redraws the board, which removes the pressed element: a touch's pointer events, captured by that
      // element, would go nowhere. The board's container stays, so it takes them.
      this.container.setPointerCapture(event.pointerId);
      if (!wasSelected) this.host.select(action.cell);
      this.gesture = new Gesture(action.cell, event.clientX, event.clientY, wasSelected);
    } else this.apply(action);
  }

  private move(event: PointerEvent): void {
    const gesture = this.gesture;
    if (gesture === undefined || !gesture.move(event.clientX, event.clientY)) return;
    this.ghost ??= this.liftPiece(gesture.from, event);
    const point = this.svgPoint(event);
    if (this.ghost === undefined || this.origin === undefined || point === undefined) return;
    this.ghost.setAttribute('transform', `translate(${point.x - this.origin.x} ${point.y - this.origin.y})`);
  }

  private up(event: PointerEvent): void {
    const gesture = this.gesture;
    if (gesture === undefined) return;
    this.dropGhost();
    this.gesture = undefined;
    // The ghost takes no pointer events, so the element under the pointer is the cell (or piece) dropped on.
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const cell = under !== null && this.container.contains(under) ? cellAt(under) : undefined;
    if (gesture.dragging && cell === undefined) this.host.dropOff?.(gesture.from);
    this.apply(gesture.release(this.host, cell));
  }

  private cancel(): void {
    this.dropGhost();
    this.gesture = undefined;
  }

  private apply(action: BoardAction): void {
    switch (action.kind) {
      case 'play':
        this.host.playCells(action.from, action.to);
        return;
      case 'select':
        this.host.select(action.cell);
        return;
      case 'clear':
        if (this.host.selected !== undefined) this.host.select(undefined);
        return;
      case 'none':
        return;
    }
  }

  /** A copy of the piece on `cell` that follows the pointer; the piece itself stays, faded, until the move is made. */
  private liftPiece(cell: number, event: PointerEvent): SVGGraphicsElement | undefined {
    const piece = this.container.querySelector<SVGGraphicsElement>(`g.piece[data-cell="${cell}"]`);
    const svg = piece?.ownerSVGElement;
    if (piece === null || svg === null || svg === undefined) return undefined;
    // The copy keeps the piece's own transform (its place and size); the pointer's offset goes on a wrapper.
    const copy = piece.cloneNode(true) as SVGGraphicsElement;
    copy.removeAttribute('data-cell');
    copy.classList.remove('piece');
    const ghost = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    ghost.classList.add('ghost');
    ghost.setAttribute('pointer-events', 'none');
    ghost.appendChild(copy);
    piece.classList.add('lifted');
    svg.appendChild(ghost);
    this.origin = this.svgPoint(event);
    return ghost;
  }

  private dropGhost(): void {
    this.ghost?.remove();
    this.ghost = undefined;
    this.origin = undefined;
    this.container.querySelector('g.piece.lifted')?.classList.remove('lifted');
  }

  /** The pointer in the board drawing's own coordinates (the drawing is scaled to fit the page). */
  private svgPoint(event: PointerEvent): DOMPoint | undefined {
    const svg = this.container.querySelector('svg');
    const matrix = svg?.getScreenCTM();
    if (matrix === null || matrix === undefined) return undefined;
    return new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  }

  /** Outlines the cells joined to the hovered one (only the class changes: no redraw). */
  private hover(cell: number | undefined): void {
    for (const joined of this.container.querySelectorAll('polygon.cell.hover-joined'))
      joined.classList.remove('hover-joined');
    for (const partner of cell === undefined ? [] : (this.host.joins.get(cell) ?? []))
      this.container.querySelector(`polygon.cell[data-cell="${partner}"]`)?.classList.add('hover-joined');
  }
}
