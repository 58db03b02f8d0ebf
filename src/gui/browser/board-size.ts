// Sizes the board drawing to the room the page gives it (../fit.ts): the width of the board's column and the height
// of the window below the board's top edge; again whenever the window changes size.
import { fitBoard, type Size } from '../fit';

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
  const size = fitBoard(board, roomOf(container));
  svg.style.width = `${size.width}px`;
  svg.style.height = `${size.height}px`;
}

/** On every change of the window's size: `relayout` (which may choose another arrangement), then the fit. */
export function fitOnResize(container: HTMLElement, relayout: () => void): void {
  window.addEventListener('resize', () => {
    relayout();
    fitBoardToRoom(container);
  });
}
