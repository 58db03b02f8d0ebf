// PGN of arbitrated games: SAN movetext for normal and cylinder, numbered from the FEN's move number with a Black move
// after a comment numbered too (PGN export format), FEN and SetUp for a set-up start; other variants keep their
// coordinates under a Variant tag.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import type { GameRecord } from '../../src/match/game';
import { formatPgn, type PgnHeader } from '../../src/match/pgn';

const header = (variant: PgnHeader['variant'], standardStart: boolean): PgnHeader => ({
  event: 'a vs b',
  round: 3,
  white: 'a',
  black: 'b',
  variant,
  // The runner's choice: SAN where the rules say every move has it.
  sanRules: [createEngine(variant).rules].find((rules) => rules.chessMoveText === 'san'),
  timeControl: '-',
  standardStart,
});

function record(
  startText: string,
  opening: string[],
  moves: string[],
  result: GameRecord['result'] = '1-0',
): GameRecord {
  return {
    end: { kind: 'win', seat: 0 },
    result,
    termination: 'checkmate',
    startText,
    opening: opening.map((move, index) => ({ move, seat: index % 2 })),
    moves: moves.map((move, index) => ({ move, seat: (opening.length + index) % 2, comment: '+0.10/3 0.01s' })),
  };
}

const body = (pgn: string): string => pgn.split('\n\n')[1].replace(/\s+/g, ' ').trim();

describe('PGN movetext', () => {
  test('normal from the start: SAN, book moves, every Black move after a comment numbered, mate marked', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const pgn = formatPgn(
      header('normal', true),
      record(start, ['e2e4', 'e7e5'], ['f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7']),
      new Date(Date.UTC(2026, 0, 2)),
    );
    expect(body(pgn)).toBe(
      '1. e4 {book} 1... e5 {book} 2. Bc4 {+0.10/3 0.01s} 2... Nc6 {+0.10/3 0.01s} 3. Qh5 {+0.10/3 0.01s} ' +
        '3... Nf6 {+0.10/3 0.01s} 4. Qxf7# {+0.10/3 0.01s} 1-0',
    );
    expect(pgn).toMatch(/^\[Date "2026\.01\.02"\]$/m);
    expect(pgn).not.toMatch(/\[FEN |\[Variant /);
  });

  test('normal from a set-up position with Black to move: numbers start at the FEN move number', () => {
    const start = '4k3/8/8/8/8/8/4P3/4K2R b K - 0 30';
    const pgn = formatPgn(header('normal', false), record(start, [], ['e8d7', 'e1g1', 'd7e6'], '1/2-1/2'));
    expect(body(pgn)).toBe('30... Kd7 {+0.10/3 0.01s} 31. O-O {+0.10/3 0.01s} 31... Ke6 {+0.10/3 0.01s} 1/2-1/2');
    expect(pgn).toMatch(/^\[FEN "4k3\/8\/8\/8\/8\/8\/4P3\/4K2R b K - 0 30"\]$/m);
    expect(pgn).toMatch(/^\[SetUp "1"\]$/m);
  });

  test('cylinder in SAN under its Variant tag, a pawn taking across the joined edge', () => {
    const start = createEngine('cylinder').rules.startText;
    const pgn = formatPgn(header('cylinder', false), record(start, ['h2h4'], ['a7a5', 'h4a5']));
    expect(pgn).toMatch(/^\[Variant "cylinder"\]$/m);
    expect(body(pgn)).toBe('1. h4 {book} 1... a5 {+0.10/3 0.01s} 2. hxa5 {+0.10/3 0.01s} 1-0');
  });

  test('msg keeps its long moves: not every move has SAN', () => {
    expect(createEngine('msg').rules.chessMoveText).toBe('plain-san');
    expect(header('msg', false).sanRules).toBeUndefined();
  });

  test('other variants keep Topochess coordinates under a Variant tag', () => {
    const start = 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1';
    const pgn = formatPgn(header('stack', false), record(start, ['a2a3'], ['j9j8']));
    expect(pgn).toMatch(/^\[Variant "stack"\]$/m);
    expect(body(pgn)).toBe('1. a2a3 {book} 1... j9j8 {+0.10/3 0.01s} 1-0');
  });
});
