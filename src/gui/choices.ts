// The words and figures of a choice between moves that share a from and a to cell (the popup of the board page):
// a promotion's piece, an M.S.G. merge's result, a split's two pieces and their cells, a gallop's landing cell,
// salmon's promotion or not. Read from the engine's move text (the rest after the two cells, moves.ts); the engine's
// text itself is never shown.
import type { ClickMove } from './moves';

/** One choice as the popup shows it. */
export interface ChoiceView {
  /** What the choice does, in words (`Queen`, `merge into a rook`, `gallop on to d5`). */
  readonly words: string;
  /** Piece letters to draw beside the words (the new piece, the split's two), in the variant's piece list. */
  readonly figures: readonly string[];
  /** Cells to mark on the board for this choice besides its landing cell (a gallop's, a split's placements). */
  readonly cells: readonly number[];
}

/** What the popup needs to know about the variant: its piece names by letter, and its cell names. */
export interface ChoiceContext {
  readonly pieces: readonly { readonly letter: string; readonly name: string }[];
  /** The cell of a name (any case), or undefined. */
  cellOf(name: string): number | undefined;
  /** The cell's name. */
  nameOf(cell: number): string;
}

const CELL = '([a-z]+\\d+)';
const MERGE = /^m([a-z])$/i;
const SPLIT = new RegExp(`^s([a-z])${CELL}([a-z])${CELL}$`, 'i');
const GALLOP = new RegExp(`^g${CELL}$`, 'i');

export function describeChoice(move: ClickMove, context: ChoiceContext): ChoiceView {
  const rest = move.rest;
  const name = (letter: string): string =>
    context.pieces.find((p) => p.letter.toLowerCase() === letter.toLowerCase())?.name ?? letter.toUpperCase();
  const cell = (text: string): number[] => {
    const found = context.cellOf(text);
    return found === undefined ? [] : [found];
  };
  if (rest === '') return { words: 'move there', figures: [], cells: [] };
  if (rest === '*') return { words: 'promote', figures: [], cells: [] };
  if (/^[a-z]$/i.test(rest)) return { words: capital(name(rest)), figures: [rest.toUpperCase()], cells: [] };
  const merge = MERGE.exec(rest);
  if (merge !== null)
    return { words: `merge into ${article(name(merge[1]))}`, figures: [merge[1].toUpperCase()], cells: [] };
  const split = SPLIT.exec(rest);
  if (split !== null) {
    const [, first, firstCell, second, secondCell] = split;
    return {
      words: `split: ${name(first)} on ${cellWord(context, firstCell)}, ${name(second)} on ${cellWord(context, secondCell)}`,
      figures: [first.toUpperCase(), second.toUpperCase()],
      cells: [...cell(firstCell), ...cell(secondCell)],
    };
  }
  const gallop = GALLOP.exec(rest);
  if (gallop !== null)
    return { words: `gallop on to ${cellWord(context, gallop[1])}`, figures: [], cells: cell(gallop[1]) };
  return { words: rest, figures: [], cells: [] };
}

/** A cell named as the board names it. */
function cellWord(context: ChoiceContext, text: string): string {
  const cell = context.cellOf(text);
  return cell === undefined ? text : context.nameOf(cell);
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const article = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** The words of a choice when only the piece left unpromoted tells it apart (salmon's `A5e9A5e10` beside `…*`). */
export function choiceWords(choices: readonly ClickMove[], context: ChoiceContext): ChoiceView[] {
  const views = choices.map((choice) => describeChoice(choice, context));
  const promoting = choices.some((choice) => choice.rest === '*');
  return views.map((view, i) => (promoting && choices[i].rest === '' ? { ...view, words: 'do not promote' } : view));
}
