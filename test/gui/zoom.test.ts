// The layer view's zoom without a browser (zoom.ts): the levels, the scroll offset that keeps a spot in the middle of
// the view and back, and the keys.
import { describe, expect, test } from 'vitest';
import { focusOf, PAN_SHARE, scrollFor, stepZoom, zoomKeyAction, ZOOM_LEVELS } from '../../src/gui/zoom';

describe('the layer zoom', () => {
  test('levels step up and down and stop at the ends', () => {
    expect(ZOOM_LEVELS[0]).toBe(1);
    expect(stepZoom(1, 1)).toBe(2);
    expect(stepZoom(2, 1)).toBe(3);
    expect(stepZoom(3, -1)).toBe(2);
    expect(stepZoom(1, -1)).toBe(1);
    const top = ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
    expect(stepZoom(top, 1)).toBe(top);
    expect(stepZoom(7, 1)).toBe(2);
  });

  test('a spot is scrolled to the middle of the view, within the drawing, and read back', () => {
    // A drawing 1500 wide seen through a view of 500: its middle at 750 means a scroll of 500.
    expect(scrollFor(0.5, 1500, 500)).toBe(500);
    expect(focusOf(500, 1500, 500)).toBe(0.5);
    // Near the edges the view stops at the drawing's ends.
    expect(scrollFor(0, 1500, 500)).toBe(0);
    expect(scrollFor(0.95, 1500, 500)).toBe(1000);
    expect(focusOf(0, 1500, 500)).toBeCloseTo(1 / 6);
    // A drawing no bigger than its view does not scroll.
    expect(scrollFor(0.8, 400, 500)).toBe(0);
    for (const focus of [0.2, 0.4, 0.6, 0.75])
      expect(focusOf(scrollFor(focus, 3000, 600), 3000, 600)).toBeCloseTo(focus, 2);
  });

  test('keys: + and - zoom, 0 shows the whole layer, Shift and an arrow pan, Page Up and Down change layer', () => {
    expect(zoomKeyAction('+', false)).toEqual({ kind: 'zoom', step: 1 });
    expect(zoomKeyAction('=', false)).toEqual({ kind: 'zoom', step: 1 });
    expect(zoomKeyAction('-', false)).toEqual({ kind: 'zoom', step: -1 });
    expect(zoomKeyAction('0', false)).toEqual({ kind: 'whole' });
    expect(zoomKeyAction('ArrowLeft', true)).toEqual({ kind: 'pan', dx: -PAN_SHARE, dy: 0 });
    expect(zoomKeyAction('ArrowDown', true)).toEqual({ kind: 'pan', dx: 0, dy: PAN_SHARE });
    expect(zoomKeyAction('PageUp', false)).toEqual({ kind: 'layer', step: 1 });
    expect(zoomKeyAction('PageDown', false)).toEqual({ kind: 'layer', step: -1 });
    // The arrows alone step through the moves, and other keys are the page's.
    expect(zoomKeyAction('ArrowLeft', false)).toBeUndefined();
    expect(zoomKeyAction('f', false)).toBeUndefined();
  });
});
