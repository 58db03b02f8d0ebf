// The popup's words for moves that share from and to (src/gui/choices.ts): never the engine's text.
import { describe, expect, test } from 'vitest';
import { choiceWords, describeChoice, type ChoiceContext } from '../../src/gui/choices';
import { CellNames } from '../../src/gui/moves';

const names = ['a1', 'b1', 'c3', 'd5', 'e3', 'd2', 'f4'];
const cells = new CellNames(names);
const context: ChoiceContext = {
  pieces: [
    { letter: 'Q', name: 'queen' },
    { letter: 'N', name: 'knight' },
    { letter: 'R', name: 'rook' },
    { letter: 'P', name: 'pawn' },
  ],
  cellOf: (name) => cells.match(name, 0)?.cell,
  nameOf: (cell) => names[cell],
};
const move = (text: string) => cells.parse(text)!;

describe('choice words (choices.ts)', () => {
  test('promotion, merge, split, gallop and salmon promotion in words, with figures and cells', () => {
    expect(describeChoice(move('a1b1q'), context)).toEqual({ words: 'Queen', figures: ['Q'], cells: [] });
    expect(describeChoice(move('d2e3mn'), context)).toEqual({
      words: 'merge into a knight',
      figures: ['N'],
      cells: [],
    });
    expect(describeChoice(move('a1c3snd5pf4'), context)).toEqual({
      words: 'split: knight on d5, pawn on f4',
      figures: ['N', 'P'],
      cells: [3, 6],
    });
    expect(describeChoice(move('b1c3gd5'), context)).toEqual({ words: 'gallop on to d5', figures: [], cells: [3] });
    expect(choiceWords([move('a1b1*'), move('a1b1')], context).map((view) => view.words)).toEqual([
      'promote',
      'do not promote',
    ]);
  });
});
