// Games as text on the board page (src/gui/game-text.ts, src/gui/notation.ts): position texts and `position`
// commands read, PGN read (tags, comments, variations, numbers, results left out), SAN turned into the engine's text,
// and the page's PGN out read back to the same game.
import { describe, expect, test } from 'vitest';
import { expectOk } from '../../src/core/result';
import { gamePgn, readGameText, type PageGame } from '../../src/gui/game-text';
import { engineTexts } from '../../src/gui/notation';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const game = (over: Partial<PageGame>): PageGame => ({
  variant: 'normal',
  fromStart: true,
  startText: START,
  moves: [],
  players: ['You', 'Topochess (Club)'],
  seatNames: ['0', '1'],
  state: 'ongoing',
  timeControl: '180+2',
  ...over,
});

describe('games as text', () => {
  test('a position text, a position command, startpos', () => {
    expect(expectOk(readGameText('  4k3/8/8/8/8/8/4P3/4K2R   b K - 0 30\n'))).toEqual({
      variant: undefined,
      start: '4k3/8/8/8/8/8/4P3/4K2R b K - 0 30',
      moves: [],
    });
    expect(expectOk(readGameText('position startpos moves e2e4 e7e5'))).toEqual({
      variant: undefined,
      start: 'startpos',
      moves: ['e2e4', 'e7e5'],
    });
    expect(expectOk(readGameText('position fen 4k3/8/8/8/8/8/4P3/4K2R b K - 0 30 moves e8d7')).start).toBe(
      '4k3/8/8/8/8/8/4P3/4K2R b K - 0 30',
    );
    expect(readGameText('position somewhere').ok).toBe(false);
    expect(readGameText('   ').ok).toBe(false);
  });

  test('a PGN: tags read, comments, variations, NAGs, numbers and the result left out', () => {
    const pgn = [
      '[Event "x"]',
      '[Variant "Stack"]',
      '[SetUp "1"]',
      '[FEN "abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1"]',
      '',
      '1. a2a3 {book} 1... j9j8 $1 (1... j9j7 2. b2b3) 2.b2b3 ; a line comment',
      'b9b8 1-0',
      '',
      '[Event "the next game"]',
      '1. c2c3 *',
    ].join('\n');
    expect(expectOk(readGameText(pgn))).toEqual({
      variant: 'stack',
      start: 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1',
      moves: ['a2a3', 'j9j8', 'b2b3', 'b9b8'],
    });
    expect(expectOk(readGameText('1. e4 e5 2. Nf3 *')).variant).toBe('normal');
    expect(expectOk(readGameText('[Variant "Standard"]\n\n1. e4 *')).variant).toBe('normal');
    // No Variant tag: chess, unless a move is an M.S.G. merge, split or gallop.
    expect(expectOk(readGameText('1. e4 e5 *')).variant).toBe('normal');
    expect(expectOk(readGameText('1. b1c3 b8c6 2. c3e4gd6 *')).variant).toBe('msg');
    expect(expectOk(readGameText('1. b1d2mn *')).variant).toBe('msg');
    expect(readGameText('1. e4 (1. d4 e5').ok).toBe(false);
    expect(readGameText('[SetUp "1"]\n\n1. e4').ok).toBe(false);
  });

  test('SAN in the engine text for normal; an illegal move is named and refused', () => {
    expect(expectOk(engineTexts('normal', 'startpos', ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'O-O']))).toEqual([
      'e2e4',
      'e7e5',
      'g1f3',
      'b8c6',
      'f1b5',
      'a7a6',
      'e1g1',
    ]);
    const bad = engineTexts('normal', 'startpos', ['e4', 'e5', 'Ke3']);
    expect(bad.ok ? '' : bad.error.detail).toMatch(/^move 3 \(Ke3\): /);
    expect(expectOk(engineTexts('stack', 'startpos', ['a2a3']))).toEqual(['a2a3']);
  });

  test('PGN out: SAN and Result * while the game goes on; read back, the same moves', () => {
    const pgn = gamePgn(
      game({ moves: ['e2e4', 'e7e5', 'g1f3'].map((token, i) => ({ token, mover: i % 2 })) }),
      new Date(Date.UTC(2026, 10, 25)),
    );
    expect(pgn).toMatch(/^\[White "You"\]$/m);
    expect(pgn).toMatch(/^\[Result "\*"\]$/m);
    expect(pgn).toMatch(/^\[TimeControl "180\+2"\]$/m);
    expect(pgn).not.toMatch(/\[FEN |\[Variant /);
    expect(pgn).toContain('\n\n1. e4 e5 2. Nf3 *\n');
    const back = expectOk(readGameText(pgn));
    expect(expectOk(engineTexts('normal', back.start, back.moves))).toEqual(['e2e4', 'e7e5', 'g1f3']);
  });

  test('cylinder: SAN out, across the joined edge too, read back to the same moves', () => {
    const moves = ['h2h4', 'a7a5', 'h4a5', 'a8a5'];
    const pgn = gamePgn(
      game({ variant: 'cylinder', moves: moves.map((token, i) => ({ token, mover: i % 2 })) }),
      new Date(Date.UTC(2026, 10, 26)),
    );
    expect(pgn).toMatch(/^\[Variant "cylinder"\]$/m);
    expect(pgn).toContain('\n\n1. h4 a5 2. hxa5 Rxa5 *\n');
    const back = expectOk(readGameText(pgn));
    expect(expectOk(engineTexts('cylinder', back.start, back.moves))).toEqual(moves);
  });

  test('PGN out of a set-up game: FEN and SetUp; a result and its reason; other variants under Variant', () => {
    const start = '4k3/8/8/8/8/8/4P3/4K2R b K - 0 30';
    const pgn = gamePgn(game({ fromStart: false, startText: start, state: '0-1 time forfeit', moves: [] }));
    expect(pgn).toMatch(/^\[FEN "4k3\/8\/8\/8\/8\/8\/4P3\/4K2R b K - 0 30"\]$/m);
    expect(pgn).toMatch(/^\[SetUp "1"\]$/m);
    expect(pgn).toMatch(/^\[Result "0-1"\]$/m);
    expect(pgn).toMatch(/^\[Termination "time forfeit"\]$/m);
    expect(expectOk(readGameText(pgn)).start).toBe(start);
    const stack = gamePgn(
      game({ variant: 'stack', startText: 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1' }),
    );
    expect(stack).toMatch(/^\[Variant "stack"\]$/m);
    expect(stack).not.toMatch(/\[FEN /);
    const salmon = gamePgn(
      game({
        variant: 'salmon',
        startText: 'A 0 - -',
        players: Array.from({ length: 10 }, () => 'You'),
        seatNames: [...'ABCDEFGHIJ'],
        moves: [
          { token: 'A1a2A1a3,A1b2A1c3', mover: 0 },
          { token: 'pass', mover: 3 },
        ],
        state: 'win A king centaurs taken',
      }),
    );
    expect(salmon).toContain('1. A1a2A1a3,A1b2A1c3 {A} 2. pass {D} *');
    expect(salmon).toMatch(/^\[Termination "win A king centaurs taken"\]$/m);
    expect(expectOk(readGameText(salmon)).moves).toEqual(['A1a2A1a3,A1b2A1c3', 'pass']);
  });
});
