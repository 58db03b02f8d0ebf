// `topochess diagram` in-process: byte-identical output for the same input, the marks, arrows, pieces and
// coordinates in the SVG, and bad arguments refused with exit code 2 and nothing written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BAD_ARGUMENT, buildDiagram, diagramCommand, type DiagramArgs } from '../../src/cli/diagram';
import { VARIANTS } from '../../src/core/types';
import { makeTempDir } from '../helpers/temp-dir';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

const count = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

describe('topochess diagram', () => {
  test.each([...VARIANTS])('%s: the start position twice gives the same bytes, every piece drawn', (variant) => {
    const first = buildDiagram({ variant });
    expect(buildDiagram({ variant })).toBe(first);
    expect(first.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    expect(first.endsWith('</svg>\n')).toBe(true);
    expect(count(first, /class="piece p\d"/g)).toBeGreaterThan(0);
  });

  test('marks, arrows and placed pieces appear; cells are named case-insensitively', () => {
    const svg = buildDiagram({
      variant: 'normal',
      position: 'empty',
      pieces: 'w:N@d4,b:k@H8',
      mark: 'c6,e6,b5,f5,b3,f3,c2,e2',
      arrows: 'd4-c6,d4-F5',
    });
    expect(count(svg, /class="mark"/g)).toBe(8);
    expect(count(svg, /class="arrow"/g)).toBe(2);
    expect(count(svg, /class="piece p0"/g)).toBe(1);
    expect(count(svg, /class="piece p1"/g)).toBe(1);
    expect(svg).toContain('<title>White knight</title>');
    expect(svg).toContain('<title>Black king</title>');
    // Files a-h and ranks 1-8 written once each round the single board.
    for (const label of ['a', 'h', '1', '8'])
      expect(count(svg, new RegExp(`class="coord"[^>]*>${label}<`, 'g'))).toBe(1);
  });

  test('--moves marks the legal landings by the rules: a knight, pawns on the twisted torus', () => {
    const knight = buildDiagram({ variant: 'normal', position: 'k7/8/8/8/3N4/8/8/7K w - - 0 1', moves: 'd4' });
    expect(count(knight, /class="mark"/g)).toBe(8);
    const pawns = buildDiagram({
      variant: 'besiege',
      position: '17k2/20/20/20/20/2P8P8/20/20/20/5K14 w 0 1',
      moves: 'c5,l5',
    });
    expect(count(pawns, /class="mark"/g)).toBe(2);
    expect(() => buildDiagram({ variant: 'normal', position: 'empty', moves: 'd4' })).toThrow(/needs a position/);
    expect(() => buildDiagram({ variant: 'normal', moves: 'e4' })).toThrow(/the piece on e4 has no legal move/);
  });

  test('besiege: files on both boards, ranks beside each board; sesqui: every ring cell named', () => {
    const besiege = buildDiagram({ variant: 'besiege' });
    for (const file of 'abcdefghijklmnopqrst') expect(besiege).toMatch(new RegExp(`class="coord"[^>]*>${file}<`));
    expect(count(besiege, /class="coord"[^>]*>10</g)).toBe(2);
    const sesqui = buildDiagram({ variant: 'sesqui', position: 'empty' });
    expect(count(sesqui, /class="coord"/g)).toBe(48);
    expect(sesqui).toMatch(/class="coord"[^>]*>h6</);
  });

  test('stack heights and salmon codes; salmon draws the layers asked for', () => {
    expect(buildDiagram({ variant: 'stack', position: 'empty', pieces: 'b:7@e5,w:C@d4' })).toMatch(
      /White stack of 3[^]*Black stack of 7/,
    );
    const salmon = buildDiagram({ variant: 'salmon', position: 'empty', pieces: 'D:KC@d5f2', layer: '5' });
    expect(count(salmon, /<polygon data-cell/g)).toBe(750);
    expect(salmon).toContain('<title>D (sky blue) King Centaur</title>');
    expect(salmon).toContain('>KC</text>');
    const two = buildDiagram({ variant: 'salmon', position: 'empty', layer: '1,2' });
    expect(count(two, /<polygon data-cell/g)).toBe(1500);
  });

  test('--crop: the same window of each layer round the pieces and marks, enlarged, layers numbered', () => {
    const full = buildDiagram({ variant: 'normal', position: 'empty', pieces: 'w:N@d4', mark: 'e6' });
    const crop = buildDiagram({ variant: 'normal', position: 'empty', pieces: 'w:N@d4', mark: 'e6', crop: true });
    const size = (svg: string): number[] =>
      [...svg.matchAll(/<svg [^>]*?width="(\d+)" height="(\d+)"/g)][0].slice(1).map(Number);
    expect(size(crop)[0]).toBeGreaterThan(size(full)[0]);
    expect(crop).toMatch(/<svg [^>]*x="0" y="0" width="\d+" height="\d+" viewBox="\d+ \d+ \d+ \d+"/);
    const layers = buildDiagram({
      variant: 'salmon',
      position: 'empty',
      pieces: 'A:KC@A5c7',
      layer: '4,5,6',
      crop: true,
    });
    expect(count(layers, /<svg [^>]* x="/g)).toBe(3);
    expect(layers).toMatch(/>layer 4<[^]*>layer 5<[^]*>layer 6</);
  });

  test('one figure alone', () => {
    const figure = buildDiagram({ variant: 'besiege', figure: 'b:A' });
    expect(figure).toMatch(/^<\?xml[^]*<svg [^>]*width="48"/);
    expect(count(figure, /<path /g)).toBeGreaterThan(10);
  });

  test('to a file: the same bytes as stdout', () => {
    const file = join(makeTempDir('topochess-diagram-'), 'd.svg');
    const args: DiagramArgs = { variant: 'sesqui', mark: 'a1,e1', arrows: 'a1-e1', out: file };
    expect(diagramCommand(capture().io, args)).toBe(0);
    const { io, out } = capture();
    expect(diagramCommand(io, { ...args, out: undefined })).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(out.join('\n') + '\n');
  });

  test.each<[string, Partial<DiagramArgs>, RegExp]>([
    ['a bad position', { position: 'rnbqkbnr/pppppppp/8/8 w' }, /^topochess diagram: bad position: ERR_BAD_POSITION /],
    ['an unknown cell to mark', { mark: 'e4,z9' }, /--mark: no cell 'z9' on the normal board/],
    ['an arrow without its end', { arrows: 'e2' }, /--arrows: 'e2' is not FROM-TO/],
    ['an unknown piece', { position: 'empty', pieces: 'w:X@e4' }, /--pieces: no piece 'X' in normal/],
    ['an unknown player', { position: 'empty', pieces: 'c:N@e4' }, /--pieces: no player 'c' in normal/],
    ['a layer off the board', { layer: '2' }, /--layer: '2' is not a layer from 1 to 1/],
  ])('%s: exit code 2, a clear message, nothing written', (_, bad, message) => {
    const file = join(makeTempDir('topochess-diagram-'), 'bad.svg');
    const { io, out, err } = capture();
    expect(diagramCommand(io, { variant: 'normal', out: file, png: true, ...bad })).toBe(BAD_ARGUMENT);
    expect(err.join('\n')).toMatch(message);
    expect(out).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(file.replace(/svg$/, 'png'))).toBe(false);
  });

  test('--png without Chromium: a clear error, exit code 1, nothing written', () => {
    const file = join(makeTempDir('topochess-diagram-'), 'board.svg');
    const saved = process.env.TOPOCHESS_CHROMIUM;
    process.env.TOPOCHESS_CHROMIUM = join(file, 'no-such-chromium');
    try {
      const { io, err } = capture();
      expect(diagramCommand(io, { variant: 'normal', out: file, png: true })).toBe(1);
      expect(err[0]).toMatch(/^topochess diagram: cannot make a PNG: Chromium not found/);
      expect(existsSync(file)).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.TOPOCHESS_CHROMIUM;
      else process.env.TOPOCHESS_CHROMIUM = saved;
    }
  });
});
