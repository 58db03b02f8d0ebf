// The match runner against scripted CECP engines (test/fixtures/scripted-cecp.mjs) that send their moves in every
// spelling XBoard and cutechess accept: SAN with marks, `O-O` / `0-0` / `O-O-O` / `0-0-0`, castling as the king's
// two-cell move or as king takes rook, promotion with and without `=`. Each legal script is played to its end (the
// ply cap) in both colours with no forfeit, and the opponent receives every move in coordinates; a really illegal
// move still forfeits. The PGN of such a game is SAN.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { OpeningSource } from '../../src/match/openings';
import { playScript } from './scripted-match';

const folder = mkdtempSync(join(tmpdir(), 'topochess-move-forms-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PROMOTION_START = { positions: ['8/4P2k/8/8/8/8/3p4/K7 w - - 0 1'] };

describe('every move spelling a CECP engine may send', () => {
  test.each([
    [
      'SAN, O-O and 0-0 with marks',
      [
        'e4/e2e4',
        'e5/e7e5',
        'Nf3/g1f3',
        'Nc6/b8c6',
        'Bc4/f1c4',
        'Bc5/f8c5',
        'O-O/e1g1',
        'Nf6!?/g8f6',
        'd3/d2d3',
        '0-0/e8g8',
      ],
    ],
    [
      'king takes rook and the king two cells, kingside',
      ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'e1h1/e1g1', 'g8f6', 'd2d3', 'e8g8'],
    ],
    [
      'SAN O-O-O and 0-0-0',
      [
        'd4/d2d4',
        'd5/d7d5',
        'Nc3/b1c3',
        'Nc6/b8c6',
        'Bf4/c1f4',
        'Bf5/c8f5',
        'Qd2/d1d2',
        'Qd7/d8d7',
        'O-O-O/e1c1',
        '0-0-0+/e8c8',
      ],
    ],
    [
      'king takes rook, queenside',
      ['d2d4', 'd7d5', 'b1c3', 'b8c6', 'c1f4', 'c8f5', 'd1d2', 'd8d7', 'e1a1/e1c1', 'e8a8/e8c8'],
    ],
  ])(
    '%s: both games played to the cap, no forfeit',
    async (_name, plies) => {
      const report = await playScript(plies);
      expect(report.games.map((game) => game.termination)).toEqual([
        `adjudication: ${plies.length} plies`,
        `adjudication: ${plies.length} plies`,
      ]);
      expect([report.summary.wins, report.summary.losses, report.summary.draws]).toEqual([0, 0, 2]);
      expect(report.names).toEqual(['Scripted (depth 1)', 'Scripted (depth 1) #2']);
    },
    60_000,
  );

  test.each([
    ['SAN, with and without =', ['e8=Q/e7e8q', 'd1Q+/d2d1q', 'Ka2/a1a2', 'Kg7/h7g7']],
    ['coordinates, with and without =', ['e7e8=Q/e7e8q', 'd2d1q', 'a1a2', 'h7g7']],
    ['coordinates, upper-case piece without =', ['e7e8Q/e7e8q', 'd2d1=q/d2d1q', 'a1a2', 'h7g7']],
  ])(
    'promotion in %s',
    async (_name, plies) => {
      const report = await playScript(plies, { openings: PROMOTION_START });
      expect(report.games.map((game) => game.termination)).toEqual(['adjudication: 4 plies', 'adjudication: 4 plies']);
    },
    60_000,
  );

  test.each([
    ['O-O through its own pieces', ['e4/e2e4', 'e5/e7e5', 'O-O']],
    ['king takes rook without a castle', ['e4/e2e4', 'e5/e7e5', 'e1h1']],
    ['a promotion without its piece', ['e8/e7e8q']],
    ['a move to a cell it cannot reach', ['e2e5']],
  ])(
    'a really illegal move still forfeits: %s',
    async (_name, plies) => {
      const start: OpeningSource = plies[0].startsWith('e8') ? PROMOTION_START : 'none';
      const report = await playScript(plies, { openings: start });
      const bad = plies[plies.length - 1].split('/')[0];
      for (const game of report.games)
        expect(game.termination).toMatch(new RegExp(`^White made an illegal move: ${bad} \\(`));
      // Each engine had White once: one loss each.
      expect([report.summary.wins, report.summary.losses, report.summary.draws]).toEqual([1, 1, 0]);
    },
    60_000,
  );

  test('an engine that asks for SAN (feature san=1) receives SAN, castling and promotion included', async () => {
    const castles = [
      'e2e4/e4',
      'e7e5/e5',
      'g1f3/Nf3',
      'b8c6/Nc6',
      'f1c4/Bc4',
      'f8c5/Bc5',
      'e1g1/O-O',
      'g8f6/Nf6',
      'd2d3/d3',
      'e8g8/O-O',
    ];
    const report = await playScript(castles, { flags: '--san' });
    expect(report.games.map((game) => game.termination)).toEqual(['adjudication: 10 plies', 'adjudication: 10 plies']);
    const promotion = await playScript(['e7e8q/e8=Q', 'd2d1q/d1=Q+', 'a1a2/Ka2', 'h7g7/Kg7'], {
      openings: PROMOTION_START,
      flags: '--san',
    });
    expect(promotion.games.map((game) => game.termination)).toEqual(['adjudication: 4 plies', 'adjudication: 4 plies']);
  });

  test('the PGN of such a game is numbered SAN, whatever spelling the engines sent', async () => {
    const pgnFile = join(folder, 'san.pgn');
    await playScript(['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'e1h1/e1g1', 'g8f6', 'd2d3', 'e8h8/e8g8'], {
      pgnFile,
    });
    const pgn = readFileSync(pgnFile, 'utf8');
    const movetext = pgn
      .split('\n\n')[1]
      .replace(/\s*\{[^}]*\}/g, '')
      .replace(/\s+/g, ' ');
    // Every move has a comment, so every Black move has its own number (PGN export format).
    expect(movetext).toBe('1. e4 1... e5 2. Nf3 2... Nc6 3. Bc4 3... Bc5 4. O-O 4... Nf6 5. d3 5... O-O 1/2-1/2');
    expect(pgn).not.toMatch(/\[Variant /);
    expect(pgn).not.toMatch(/\[FEN /);
  });
});
