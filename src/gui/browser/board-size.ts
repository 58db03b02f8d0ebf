// Sizes the board drawing to the room the page gives it (../fit.ts): the width of the board's column and the height
// of the window below the board's top edge; again whenever the window changes size.
import { fitBoard } from '../fit';

/** Room kept free under the board (its scroll bar, the page margin). */
const BOTTOM_GAP = 16;

export function fitBoardToRoom(container: HTMLElement): void {
  const svg = container.querySelector('svg');
  if (svg === null) return;
  const board = { width: Number(svg.getAttribute('width')), height: Number(svg.getAttribute('height')) };
  if (!(board.width > 0 && board.height > 0)) return;
  const top = container.getBoundingClientRect().top + window.scrollY;
  const room = { width: container.clientWidth, height: window.innerHeight - top - BOTTOM_GAP };
  const size = fitBoard(board, room);
  svg.style.width = `${size.width}px`;
  svg.style.height = `${size.height}px`;
}

export function fitOnResize(container: HTMLElement): void {
  window.addEventListener('resize', () => fitBoardToRoom(container));
}
