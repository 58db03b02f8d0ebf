// How big the board is drawn: its drawing scaled, aspect kept, to the room the page gives it (the width of its column,
// the height of the window below the controls), and never more than MAX_SCALE times its natural size.

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Beyond this the figures only get coarser: on a big screen the board stops growing. */
export const MAX_SCALE = 2;
/** The board is never squeezed below this height: on a phone held sideways the page scrolls instead. */
export const MIN_ROOM_HEIGHT = 320;

export function fitBoard(board: Size, room: Size): Size {
  const scale = Math.min(room.width / board.width, Math.max(room.height, MIN_ROOM_HEIGHT) / board.height, MAX_SCALE);
  const fitted = Math.max(0, scale);
  return { width: Math.floor(board.width * fitted), height: Math.floor(board.height * fitted) };
}
