// Analysis mode's lines (src/gui/analysis-lines.ts): MultiPV reports kept by line number, the latest of each; a line
// written in the page's move text (SAN for normal), numbered, every move a span with its line and index; the
// evaluation bar's share from White's side (the mover's in games of more players).
import { describe, expect, test } from 'vitest';
import { AnalysisLines, evalShare, lineHtml } from '../../src/gui/analysis-lines';
import { readInfo } from '../../src/gui/engine-panel';

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

describe('analysis lines', () => {
  test('reports are kept by line number, the latest of each, best first; others change nothing', () => {
    const lines = new AnalysisLines();
    expect(lines.take('info depth 1 multipv 2 score cp 10 pv d2d4')).toBe(true);
    expect(lines.take('info depth 1 multipv 1 score cp 20 pv e2e4')).toBe(true);
    expect(lines.take('info depth 2 multipv 1 score cp 25 pv e2e4 e7e5')).toBe(true);
    expect(lines.take('info depth 2 currmove g1f3 currmovenumber 3')).toBe(false);
    expect(lines.take('info string threads: one')).toBe(false);
    expect(lines.take('bestmove e2e4')).toBe(false);
    expect(lines.lines(5).map((line) => [line.number, line.info.depth, line.info.pv[0]])).toEqual([
      [1, 2, 'e2e4'],
      [2, 1, 'd2d4'],
    ]);
    expect(lines.lines(1).length).toBe(1);
    // Without `multipv` a report is line 1.
    lines.take('info depth 3 score cp 30 pv g1f3');
    expect(lines.lines(1)[0].info.pv).toEqual(['g1f3']);
    lines.clear();
    expect(lines.lines(5)).toEqual([]);
  });

  test('a line in SAN, numbered from the position, each move clickable by its index', () => {
    const info = readInfo('info depth 8 multipv 2 score cp -15 pv e7e5 g1f3 b8c6')!;
    const html = lineHtml(
      { number: 2, info },
      { variant: 'normal', positionText: AFTER_E4, mover: 1, names: ['White', 'Black'] },
    );
    expect(html).toContain('<b>+0.15 for White</b> <small>depth 8</small>');
    const moves = [...html.matchAll(/data-line="2" data-index="(\d)">([^<]+)</g)].map((m) => `${m[1]}:${m[2]}`);
    expect(moves).toEqual(['0:e5', '1:Nf3', '2:Nc6']);
    expect(html.replace(/<[^>]+>/g, '')).toContain('1... e5 2. Nf3 Nc6');
  });

  test('other variants keep the engine text; salmon has no move numbers', () => {
    const info = readInfo('info depth 3 score cp 5 pv A1a2A1a3,A2b2A2b3 pass')!;
    const html = lineHtml(
      { number: 1, info },
      { variant: 'salmon', positionText: '', mover: 3, names: [...'ABCDEFGHIJ'] },
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe('+0.05 for D depth 3 A1a2A1a3, A2b2A2b3 pass');
  });

  test("the bar is White's share: level at 0, a mate fills or empties it; more players: the mover's", () => {
    const share = (line: string, mover: number, players = 2): number => evalShare(readInfo(line)!, mover, players);
    expect(share('info depth 5 score cp 0 pv e2e4', 0)).toBeCloseTo(0.5);
    expect(share('info depth 5 score cp 300 pv e2e4', 0)).toBeGreaterThan(0.7);
    expect(share('info depth 5 score cp 300 pv e7e5', 1)).toBeLessThan(0.3);
    expect(share('info depth 5 score mate 2 pv d1h5', 0)).toBe(1);
    expect(share('info depth 5 score mate 2 pv d8h4', 1)).toBe(0);
    expect(share('info depth 5 score mate -1 pv g2g4', 0)).toBe(0);
    expect(share('info depth 2 score cp 300 pv pass', 3, 10)).toBeGreaterThan(0.7);
  });
});
