// The board page's move list (src/gui/move-list.ts): pairs by move number (from a set-up position's number and side,
// Black first included), rounds of turns by player letter, the HTML with its links, and stepping with the keys.
import { describe, expect, test } from 'vitest';
import { moveNumbering } from '../../src/match/pgn';
import {
  moveListHtml,
  numberedLine,
  pairMoves,
  roundRows,
  stepView,
  viewedWords,
  type ListedMove,
} from '../../src/gui/move-list';
import { listTexts } from '../../src/gui/notation';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const listed = (texts: readonly string[], movers: readonly string[] = ['0', '1']): ListedMove[] =>
  texts.map((text, i) => ({ text, ply: i + 1, mover: movers[i % movers.length] }));

describe('the move list', () => {
  test('normal in SAN, paired by number: 1. e4 e5 2. Nf3', () => {
    const sans = listTexts('normal', START, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5']);
    expect(sans).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    const rows = pairMoves(listed(sans), moveNumbering(START));
    expect(rows.map((row) => [row.number, ...row.moves.map((move) => move?.text)])).toEqual([
      ['1.', 'e4', 'e5'],
      ['2.', 'Nf3', 'Nc6'],
      ['3.', 'Bb5'],
    ]);
    expect(numberedLine(rows)).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5');
  });

  test('cylinder in SAN too, across the edge: a3 h6 Na2 (g1 to a2 round the h-file)', () => {
    expect(listTexts('cylinder', START, ['a2a3', 'h7h6', 'g1a2'])).toEqual(['a3', 'h6', 'Na2']);
  });

  test("a set-up position with Black to move starts at its own number with Black's move alone", () => {
    const start = '4k3/8/8/8/8/8/4P3/4K2R b K - 0 30';
    const sans = listTexts('normal', start, ['e8d7', 'e1g1', 'd7e6']);
    expect(sans).toEqual(['Kd7', 'O-O', 'Ke6']);
    const rows = pairMoves(listed(sans, ['1', '0']), moveNumbering(start));
    expect(rows.map((row) => [row.number, ...row.moves.map((move) => move?.text)])).toEqual([
      ['30.', undefined, 'Kd7'],
      ['31.', 'O-O', 'Ke6'],
    ]);
    expect(numberedLine(rows)).toBe('30... Kd7 31. O-O Ke6');
    expect(viewedWords(rows, false, 1)).toBe('the position after 30... Kd7');
    expect(viewedWords(rows, false, 2)).toBe('the position after 31. O-O');
    expect(viewedWords(rows, false, 0)).toBe('the start position');
  });

  test('variants without SAN keep the engine text; a text that is not a legal move ends the SAN there', () => {
    expect(listTexts('stack', 'whatever', ['a2a3', 'j9j8'])).toEqual(['a2a3', 'j9j8']);
    expect(listTexts('normal', START, ['e2e4', 'e2e4', 'g8f6'])).toEqual(['e4', 'e2e4', 'g8f6']);
  });

  test('turns: one line per turn, numbered by round; a round ends when a player moves again', () => {
    // D dropped out after the first round: the second round is A and G only.
    const turns = listed(['A1a2A1a3', 'pass', 'G1a2G1a3', 'A1b2A1b3', 'G1b2G1b3'], ['A', 'D', 'G', 'A', 'G']);
    const rows = roundRows(turns);
    expect(rows.map((row) => `${row.number}${row.moves[0]?.mover}`)).toEqual(['1.A', 'D', 'G', '2.A', 'G']);
    expect(viewedWords(rows, true, 5)).toBe("the position after G's turn in round 2");
  });

  test('the HTML: every move a link to the position after it, the viewed one marked, turns with their player', () => {
    const html = moveListHtml(pairMoves(listed(['e4', 'e5', 'Nf3']), moveNumbering(START)), false, 2);
    expect(html).toContain('<span class="move" data-ply="1">e4</span>');
    expect(html).toContain('<span class="move viewed" data-ply="2">e5</span>');
    expect(html.match(/class="row"/g)).toHaveLength(2);
    const turn = moveListHtml(roundRows(listed(['A1a2A1a3,A1b2A1c3'], ['A'])), true, undefined);
    expect(turn).toContain('>A: A1a2A1a3, A1b2A1c3<');
    // Salmon's move text names the player already: no second prefix; a pass still has one.
    const named = moveListHtml(roundRows(listed(['A:R@A1a2-A1a3,A:N@A1b2-A1c3', 'pass'], ['A', 'D'])), true, undefined);
    expect(named).toContain('>A:R@A1a2-A1a3, A:N@A1b2-A1c3<');
    expect(named).toContain('>D: pass<');
  });

  test('stepping: ← from the live position shows the one before; → past the last and End return to live', () => {
    expect(stepView(undefined, 'ArrowLeft', 5)).toBe(4);
    expect(stepView(4, 'ArrowLeft', 5)).toBe(3);
    expect(stepView(0, 'ArrowLeft', 5)).toBe(0);
    expect(stepView(3, 'ArrowRight', 5)).toBe(4);
    expect(stepView(4, 'ArrowRight', 5)).toBeUndefined();
    expect(stepView(undefined, 'ArrowRight', 5)).toBeUndefined();
    expect(stepView(3, 'Home', 5)).toBe(0);
    expect(stepView(1, 'End', 5)).toBeUndefined();
  });
});
