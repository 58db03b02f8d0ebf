// Sizes the board drawing to the room the page gives it (../fit.ts): the width of the board's column and the height
// of the window below the board's top edge; again whenever the window changes size. A zoomed layer (../zoom.ts,
// board-zoom.ts: the container's data-zoom) is drawn that many times bigger in a view of the fitted size, which
// scrolls and keeps its middle on the same spot of the drawing (data-focus-x, data-focus-y) through every redraw.
import { fitBoard, type Size } from '../fit';
import { focusOf, scrollFor } from '../zoom';

/** Room kept free under the board (its scroll bar, the page margin). */
const BOTTOM_GAP = 16;

/** The room the board's column gives it now. */
export function roomOf(container: HTMLElement): Size {
  const top = container.getBoundingClientRect().top + window.scrollY;
  return { width: container.clientWidth, height: window.innerHeight - top - BOTTOM_GAP };
}

export function fitBoardToRoom(container: HTMLElement): void {
  const svg = container.querySelector('svg');
  if (svg === null) return;
  const board = { width: Number(svg.getAttribute('width')), height: Number(svg.getAttribute('height')) };
  if (!(board.width > 0 && board.height > 0)) return;
  const zoom = Number(container.dataset.zoom ?? 1);
  const size = fitBoard(board, roomOf(container));
  svg.style.width = `${Math.floor(size.width * zoom)}px`;
  svg.style.height = `${Math.floor(size.height * zoom)}px`;
  // Zoomed, the view is as high as the whole drawing is unzoomed, and as wide as the board's column.
  container.style.height = zoom > 1 ? `${size.height}px` : '';
  showFocus(container);
}

/** Scrolls the zoomed view so that its focus is in its middle. */
export function showFocus(container: HTMLElement): void {
  if (container.dataset.zoom === undefined) return;
  const { focusX, focusY } = container.dataset;
  container.scrollLeft = scrollFor(Number(focusX ?? 0.5), container.scrollWidth, container.clientWidth);
  container.scrollTop = scrollFor(Number(focusY ?? 0.5), container.scrollHeight, container.clientHeight);
}

/** Keeps the spot of the drawing in the middle of the zoomed view (after the person scrolled it). */
export function keepFocus(container: HTMLElement): void {
  if (container.dataset.zoom === undefined) return;
  container.dataset.focusX = String(focusOf(container.scrollLeft, container.scrollWidth, container.clientWidth));
  container.dataset.focusY = String(focusOf(container.scrollTop, container.scrollHeight, container.clientHeight));
}

/** On every change of the window's size: `relayout` (which may choose another arrangement), then the fit. */
export function fitOnResize(container: HTMLElement, relayout: () => void): void {
  window.addEventListener('resize', () => {
    relayout();
    fitBoardToRoom(container);
  });
}
