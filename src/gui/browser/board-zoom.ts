// The layer bar of a board shown one layer at a time (salmon): a menu of the layers and the zoom (− and +), with the
// keys of ../zoom.ts, and a click or tap on a layer's overview centring the zoomed view on that spot. The zoom itself
// (the drawing enlarged in a view that scrolls, its focus kept) is board-size.ts's fit; this file sets it.
import { stepZoom, zoomKeyAction, ZOOM_LEVELS } from '../zoom';
import { fitBoardToRoom, keepFocus, showFocus } from './board-size';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export class BoardZoom {
  private layers = 0;
  private shown = 0;
  /** The layer and last-move cells the view last turned to. */
  private lastSeen = '';
  /** The person chose where to look (a layer, a spot): the next drawing keeps the view there. */
  private pinned = false;
  private readonly bar = $('layerbar');
  private readonly menu = $<HTMLSelectElement>('layer');

  /** `pick` shows another layer (the page redraws). */
  constructor(
    private readonly container: HTMLElement,
    overviews: HTMLElement,
    private readonly pick: (layer: number) => void,
  ) {
    this.menu.onchange = () => this.choose(Number(this.menu.value));
    $('zoomin').onclick = () => this.zoomBy(1);
    $('zoomout').onclick = () => this.zoomBy(-1);
    container.addEventListener('scroll', () => {
      keepFocus(container);
      this.markView();
    });
    // Before the page's own keys (the arrows step through the moves): Shift and an arrow pans instead.
    window.addEventListener('keydown', (event) => this.onKey(event), true);
    overviews.addEventListener('click', (event) => this.centreOn(event));
  }

  private get zoom(): number {
    return Number(this.container.dataset.zoom ?? 1);
  }

  /**
   * Shows the bar for a board of `layers` layers seen one at a time (0: any other board), `shown` the one drawn; after
   * each drawing, so that a zoomed view turns to a new last move that it does not show.
   */
  show(layers: number, shown: number): void {
    if (layers !== this.layers) {
      this.layers = layers;
      this.menu.innerHTML = Array.from(
        { length: layers },
        (_, k) => `<option value="${k}">layer ${k + 1}</option>`,
      ).join('');
      if (layers === 0) this.setZoom(1);
    }
    this.bar.hidden = layers === 0;
    this.shown = shown;
    this.menu.value = String(shown);
    this.follow();
    this.markView();
  }

  /** The part of the layer the zoomed view shows, outlined on the chosen layer's overview. */
  private markView(): void {
    const overview = document.querySelector<SVGSVGElement>('#layers svg.overview.chosen');
    if (overview === null) return;
    let mark = overview.querySelector('rect.view');
    const container = this.container;
    if (this.zoom <= 1) return mark?.remove();
    if (mark === null) {
      mark = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      mark.setAttribute('class', 'view');
      overview.appendChild(mark);
    }
    const [width, height] = [Number(overview.getAttribute('width')), Number(overview.getAttribute('height'))];
    const { scrollLeft, scrollTop, scrollWidth, scrollHeight, clientWidth, clientHeight } = container;
    mark.setAttribute('x', String((width * scrollLeft) / scrollWidth));
    mark.setAttribute('y', String((height * scrollTop) / scrollHeight));
    mark.setAttribute('width', String((width * clientWidth) / scrollWidth));
    mark.setAttribute('height', String((height * clientHeight) / scrollHeight));
  }

  /** A zoomed view that shows none of the last move's cells on this layer (the engine's turns) is centred on them. */
  private follow(): void {
    const container = this.container;
    const cells = [...container.querySelectorAll<SVGGraphicsElement>('polygon.cell.last')];
    const seen = `${this.shown}:${cells.map((cell) => cell.dataset.cell).join(',')}`;
    const pinned = this.pinned;
    this.pinned = false;
    if (seen === this.lastSeen) return;
    this.lastSeen = seen;
    if (pinned) return;
    const svg = container.querySelector('svg');
    if (this.zoom <= 1 || cells.length === 0 || svg === null) return;
    const view = container.getBoundingClientRect();
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    const inView = (box: DOMRect): boolean =>
      box.right > view.left && box.left < view.right && box.bottom > view.top && box.top < view.bottom;
    if (boxes.some(inView)) return;
    const drawing = svg.getBoundingClientRect();
    const middle = (a: number, b: number): number => (a + b) / 2;
    const x = middle(Math.min(...boxes.map((box) => box.left)), Math.max(...boxes.map((box) => box.right)));
    const y = middle(Math.min(...boxes.map((box) => box.top)), Math.max(...boxes.map((box) => box.bottom)));
    container.dataset.focusX = String((x - drawing.left) / drawing.width);
    container.dataset.focusY = String((y - drawing.top) / drawing.height);
    showFocus(container);
  }

  private choose(layer: number): void {
    this.pinned = true;
    this.pick(layer);
  }

  private zoomBy(step: number): void {
    this.setZoom(stepZoom(this.zoom, step));
  }

  private setZoom(zoom: number): void {
    const container = this.container;
    if (zoom > 1) container.dataset.zoom = String(zoom);
    else {
      delete container.dataset.zoom;
      delete container.dataset.focusX;
      delete container.dataset.focusY;
    }
    $('zoomlevel').textContent = `×${zoom}`;
    $<HTMLButtonElement>('zoomout').disabled = zoom <= ZOOM_LEVELS[0];
    $<HTMLButtonElement>('zoomin').disabled = zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
    fitBoardToRoom(container);
    this.markView();
  }

  /** A click on an overview (which also shows that layer) puts its spot in the middle of the zoomed view. */
  private centreOn(event: MouseEvent): void {
    const overview = (event.target as Element).closest('svg');
    if (overview === null || this.zoom <= 1) return;
    this.pinned = true;
    const box = overview.getBoundingClientRect();
    this.container.dataset.focusX = String((event.clientX - box.left) / box.width);
    this.container.dataset.focusY = String((event.clientY - box.top) / box.height);
    showFocus(this.container);
  }

  private onKey(event: KeyboardEvent): void {
    if (this.layers === 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (((event.target as Element | null)?.closest('input, textarea, select') ?? null) !== null) return;
    const action = zoomKeyAction(event.key, event.shiftKey);
    if (action === undefined) return;
    if (action.kind === 'pan' && this.zoom <= 1) return;
    event.preventDefault();
    event.stopPropagation();
    switch (action.kind) {
      case 'zoom':
        return this.zoomBy(action.step);
      case 'whole':
        return this.setZoom(1);
      case 'layer':
        return this.choose(Math.min(this.layers - 1, Math.max(0, this.shown + action.step)));
      case 'pan': {
        const view = this.container;
        view.scrollBy({ left: action.dx * view.clientWidth, top: action.dy * view.clientHeight });
        return;
      }
    }
  }
}
