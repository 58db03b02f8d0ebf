// The board page's move list: moves paired by number for two players (`1. e4 e5 2. Nf3`), turns grouped by round
// and player letter for more (salmon), each move a link to the position after it; and stepping through those
// positions with the keys.

/** A move as the list shows it. */
export interface ListedMove {
  /** Moves played once this one is: the position after it. */
  readonly ply: number;
  /** Its text (SAN for `normal`, else the engine's), already in the list's notation. */
  readonly text: string;
  /** Who played it (a letter in games of more than two players). */
  readonly mover: string;
}

/** One line of the list: a move number (empty when the line goes on with the same number) and its moves. */
export interface MoveRow {
  readonly number: string;
  /** Two players: White's and Black's move (undefined before the first when Black moved first). */
  readonly moves: readonly (ListedMove | undefined)[];
}

/** How a two-player game's moves are numbered: from the position text's move number and side to move. */
export interface Numbering {
  readonly firstNumber: number;
  readonly blackFirst: boolean;
}

/** Two players: moves in pairs under their number; a game that starts with Black to move opens with `n. …`. */
export function pairMoves(moves: readonly ListedMove[], numbering: Numbering): MoveRow[] {
  const rows: MoveRow[] = [];
  const offset = numbering.blackFirst ? 1 : 0;
  moves.forEach((move, index) => {
    const ply = index + offset;
    const number = `${numbering.firstNumber + Math.floor(ply / 2)}.`;
    if (ply % 2 === 0 || index === 0) rows.push({ number, moves: ply % 2 === 0 ? [move] : [undefined, move] });
    else (rows[rows.length - 1].moves as (ListedMove | undefined)[]).push(move);
  });
  return rows;
}

/**
 * More than two players: one line per turn, the round's number on its first turn. A round ends when a player who
 * already moved in it is to move again (eliminated players drop out of the order, so rounds are counted, not sized).
 */
export function roundRows(moves: readonly ListedMove[]): MoveRow[] {
  const rows: MoveRow[] = [];
  let round = 0;
  let seen = new Set<string>();
  for (const move of moves) {
    const opens = round === 0 || seen.has(move.mover);
    if (opens) {
      round++;
      seen = new Set();
    }
    seen.add(move.mover);
    rows.push({ number: opens ? `${round}.` : '', moves: [move] });
  }
  return rows;
}

/** A line of moves as plain text, numbered (a principal variation): `12... Nf6 13. e5`. */
export function numberedLine(rows: readonly MoveRow[]): string {
  return rows
    .map((row) => {
      const [first, ...rest] = row.moves;
      const head = first === undefined ? `${row.number}..` : `${row.number} ${first.text}`;
      return [head, ...rest.map((move) => move?.text ?? '')].join(' ');
    })
    .join(' ');
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The list as HTML: one line per row, every move a `span.move` with the ply after it (clicking shows that position),
 * the shown one marked `viewed`. Turns are prefixed with their player (`D: pass`) unless their text names it already
 * (salmon's `A:KC@A5c4-A6c5`); a space after each comma of a turn lets it wrap between sub-moves.
 */
export function moveListHtml(rows: readonly MoveRow[], turns: boolean, viewed: number | undefined): string {
  const moveHtml = (move: ListedMove | undefined): string => {
    if (move === undefined) return '<span class="move none">…</span>';
    const spaced = move.text.split(',').join(', ');
    const text = !turns ? move.text : spaced.startsWith(`${move.mover}:`) ? spaced : `${move.mover}: ${spaced}`;
    const mark = move.ply === viewed ? ' viewed' : '';
    return `<span class="move${mark}" data-ply="${move.ply}">${escape(text)}</span>`;
  };
  return rows
    .map((row) => `<div class="row"><span class="num">${row.number}</span>${row.moves.map(moveHtml).join(' ')}</div>`)
    .join('');
}

/** Which position is shown, in words: `the start position`, `… after 5... Nxe4`, `… after D's turn in round 3`. */
export function viewedWords(rows: readonly MoveRow[], turns: boolean, ply: number): string {
  if (ply === 0) return 'the start position';
  let number = '';
  for (const row of rows) {
    if (row.number !== '') number = row.number;
    const at = row.moves.findIndex((move) => move?.ply === ply);
    const move = row.moves[at];
    if (move === undefined) continue;
    if (turns) return `the position after ${move.mover}'s turn in round ${number.slice(0, -1)}`;
    return `the position after ${number}${at === 0 ? '' : '..'} ${move.text}`;
  }
  return `the position after move ${ply}`;
}

/** Keys that step through the game's positions. */
export const VIEW_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'] as const;

/**
 * The position shown after `key`: a ply from 0 (the start) to `length` (the live position, given as undefined). From
 * the live position, ← shows the one before it.
 */
export function stepView(
  viewed: number | undefined,
  key: (typeof VIEW_KEYS)[number],
  length: number,
): number | undefined {
  const at = viewed ?? length;
  const next = key === 'Home' ? 0 : key === 'End' ? length : key === 'ArrowLeft' ? Math.max(0, at - 1) : at + 1;
  return next >= length ? undefined : next;
}
