// The zoom of a board shown one layer at a time (salmon: 750 cells a layer, its figures about 12 pixels when the
// whole layer fits a laptop's window). Zoomed, the layer is drawn ZOOM_LEVELS times as big inside a view of the usual
// size, which scrolls (a finger, the wheel, the scroll bars, Shift and the arrow keys); the view keeps its middle on
// the same spot of the layer (its focus, as shares of the drawing's width and height) through zooms and redraws.
// The browser half is browser/board-zoom.ts.

/** The zoom levels, whole layer first. */
export const ZOOM_LEVELS: readonly number[] = [1, 2, 3, 4];

/** The next level up (+1) or down (-1), staying within ZOOM_LEVELS. */
export function stepZoom(zoom: number, step: number): number {
  const at = ZOOM_LEVELS.indexOf(zoom);
  const next = Math.min(ZOOM_LEVELS.length - 1, Math.max(0, (at < 0 ? 0 : at) + step));
  return ZOOM_LEVELS[next];
}

/** The scroll offset that puts `focus` (a share of the content) in the middle of the view, within the content. */
export function scrollFor(focus: number, content: number, view: number): number {
  return Math.round(Math.min(Math.max(0, content - view), Math.max(0, focus * content - view / 2)));
}

/** The share of the content in the middle of the view at this scroll offset. */
export function focusOf(scroll: number, content: number, view: number): number {
  return content > 0 ? Math.min(1, Math.max(0, (scroll + view / 2) / content)) : 0.5;
}

/** What a key does to the layer view: zoom a step or back to the whole layer, pan the zoomed view, or change layer. */
export type ZoomKeyAction =
  | { readonly kind: 'zoom'; readonly step: number }
  | { readonly kind: 'whole' }
  | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'layer'; readonly step: number };

/** Shift with an arrow moves the view by this share of its size. */
export const PAN_SHARE = 0.25;

const PANS = new Map<string, readonly [number, number]>([
  ['ArrowLeft', [-1, 0]],
  ['ArrowRight', [1, 0]],
  ['ArrowUp', [0, -1]],
  ['ArrowDown', [0, 1]],
]);

/**
 * The keys of the layer view: + and - zoom, 0 shows the whole layer, Shift and an arrow pan, Page Up and Page Down
 * go a layer up or down (the arrows alone step through the moves).
 */
export function zoomKeyAction(key: string, shift: boolean): ZoomKeyAction | undefined {
  if (key === '+' || key === '=') return { kind: 'zoom', step: 1 };
  if (key === '-' || key === '_') return { kind: 'zoom', step: -1 };
  if (key === '0') return { kind: 'whole' };
  if (key === 'PageUp') return { kind: 'layer', step: 1 };
  if (key === 'PageDown') return { kind: 'layer', step: -1 };
  const pan = PANS.get(key);
  return pan !== undefined && shift ? { kind: 'pan', dx: pan[0] * PAN_SHARE, dy: pan[1] * PAN_SHARE } : undefined;
}
