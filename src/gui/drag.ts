// What a press and a release on the board mean, for mouse, pen and touch alike (pointer events): a press on a target
// of the selected piece plays that move (click-click); a press on a piece with legal moves selects it and may start a
// drag; a release after the pointer moved a few pixels is a drop, which plays when it lands on a target; a release
// without movement on the piece that was already selected unselects it. Pure, so it is tested without a browser.

/** A press becomes a drag once the pointer has moved this far (a shaky click stays a click). */
export const DRAG_THRESHOLD_PX = 6;

export type BoardAction =
  | { readonly kind: 'play'; readonly from: number; readonly to: number }
  | { readonly kind: 'select'; readonly cell: number }
  | { readonly kind: 'clear' }
  | { readonly kind: 'none' };

/** What the board knows for a decision: the selected piece and the legal moves by start and landing cell. */
export interface BoardChoices {
  readonly selected: number | undefined;
  canMove(from: number): boolean;
  isTarget(from: number, to: number): boolean;
}

/** A press: play when it is on a target of the selected piece, else select a piece that can move, else clear. */
export function pressAction(board: BoardChoices, cell: number | undefined): BoardAction {
  const { selected } = board;
  if (cell === undefined) return { kind: 'clear' };
  if (selected !== undefined && board.isTarget(selected, cell)) return { kind: 'play', from: selected, to: cell };
  if (board.canMove(cell)) return { kind: 'select', cell };
  return { kind: 'clear' };
}

/** One press from its start to its release. */
export class Gesture {
  private moved = false;

  /** `wasSelected`: the piece pressed was already selected before the press (a second click unselects it). */
  constructor(
    readonly from: number,
    private readonly x: number,
    private readonly y: number,
    private readonly wasSelected: boolean,
  ) {}

  /** Whether the pointer has moved far enough for a drag (it stays one once it is). */
  move(x: number, y: number): boolean {
    if (!this.moved && Math.hypot(x - this.x, y - this.y) >= DRAG_THRESHOLD_PX) this.moved = true;
    return this.moved;
  }

  get dragging(): boolean {
    return this.moved;
  }

  /** The release over `cell` (undefined: off the board). */
  release(board: BoardChoices, cell: number | undefined): BoardAction {
    if (this.moved) {
      if (cell !== undefined && board.isTarget(this.from, cell)) return { kind: 'play', from: this.from, to: cell };
      return { kind: 'none' };
    }
    return this.wasSelected && cell === this.from ? { kind: 'clear' } : { kind: 'none' };
  }
}
