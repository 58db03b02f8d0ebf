// XBoard and Stack Chess. XBoard numbers the ranks of a 10-rank board 0–9, moves whole pieces, and knows nothing of
// chips, so the adapter translates: ranks shift by one, each (colour, height) is a piece type (letters A–J / a–j on
// fairy slots), and a move that lands on an own stack carries the letter of the merged height (XBoard then shows
// the taller stack). A move of fewer chips than the stack holds leaves chips behind, which XBoard cannot show.
const FILES = 'abcdefghij';
const RANKS = 10;
const ENGINE_MOVE = /^([a-j])(10|[1-9])([a-j])(10|[1-9])$/;
const XBOARD_MOVE = /^([a-j])(\d)([a-j])(\d)([a-j]?)$/;

/** Slots P N B R Q (0–4), 16 fairy types, K (21): the ten heights on slots 1–10, no pawn or king semantics. */
export const STACK_PIECE_TO_CHAR = `(.ABCDEFGHIJ${'.'.repeat(11)}.abcdefghij${'.'.repeat(11)})`;

/** Height of the stack on a cell of a Stack Chess position text (0 if empty or unreadable). */
export function stackHeightAt(positionText: string, cell: string): number {
  const rows = positionText.trim().split(/\s+/)[0]?.split('/') ?? [];
  const file = FILES.indexOf(cell[0]);
  const row = RANKS - Number(cell.slice(1));
  let at = 0;
  for (const part of rows[row]?.match(/\d+|./g) ?? []) {
    if (/^\d+$/.test(part)) {
      at += Number(part);
      if (at > file) return 0;
      continue;
    }
    if (at === file) return ' abcdefghij'.indexOf(part.toLowerCase());
    at++;
  }
  return 0;
}

/** Chips a move carries: its distance along the line. */
function distance(from: string, to: string): number {
  return Math.max(
    Math.abs(FILES.indexOf(from[0]) - FILES.indexOf(to[0])),
    Math.abs(Number(from.slice(1)) - Number(to.slice(1))),
  );
}

/** Whether the move takes the whole stack (XBoard can show it), given the position before it. */
export function stackMoveIsWhole(move: string, positionBefore: string): boolean {
  const match = ENGINE_MOVE.exec(move);
  if (match === null) return true;
  const from = match[1] + match[2];
  return stackHeightAt(positionBefore, from) === distance(from, match[3] + match[4]);
}

/** Engine move → XBoard's: ranks 1–10 become 0–9; a merge adds the merged height's letter (positionAfter known). */
export function stackMoveToXboard(move: string, positionAfter?: string): string {
  const match = ENGINE_MOVE.exec(move);
  if (match === null) return move;
  const text = `${match[1]}${Number(match[2]) - 1}${match[3]}${Number(match[4]) - 1}`;
  if (positionAfter === undefined) return text;
  const arrived = stackHeightAt(positionAfter, match[3] + match[4]);
  return arrived === distance(match[1] + match[2], match[3] + match[4]) ? text : text + ' abcdefghij'[arrived];
}

/** XBoard's move → engine move: ranks 0–9 become 1–10; a height letter it may add is dropped (the rules fix it). */
export function stackMoveFromXboard(text: string): string | undefined {
  const match = XBOARD_MOVE.exec(text.toLowerCase());
  if (match === null) return undefined;
  return `${match[1]}${Number(match[2]) + 1}${match[3]}${Number(match[4]) + 1}`;
}
