// `topochess books`: a book is kept to its score window (near level by default, or an unbalanced window of White's
// score), and the command refuses settings it cannot honour before it searches anything.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { booksCommand, type BooksArgs } from '../../src/cli/books-command';
import { makeBook, type BookSettings } from '../../src/match/book-maker';
import { openingLines } from '../../src/match/books';
import { createControl, Searcher } from '../../src/search/search';
import { TranspositionTable } from '../../src/search/tt';

const folder = mkdtempSync(join(tmpdir(), 'topochess-books-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Small and shallow, so that the test is quick; the window is what is tested. */
const SMALL: BookSettings = {
  count: 6,
  seed: 3,
  minPlies: 2,
  maxPlies: 4,
  depth: 4,
  nodes: 5000,
  minScore: -60,
  maxScore: 60,
};

/** White's score of a kept line, searched again as the book maker searches it. */
function whiteScore(line: string): number {
  const engine = createEngine('normal');
  const pos = engine.rules.parsePosition(line);
  if (!pos.ok) throw new Error(line);
  const searcher = new Searcher(engine, createControl(), new TranspositionTable(16));
  const outcome = searcher.search(pos.value, { depth: SMALL.depth, nodes: SMALL.nodes });
  if (outcome.score.kind === 'mate') throw new Error(`mate in ${line}`);
  return pos.value.stm === 0 ? outcome.score.value : -outcome.score.value;
}

function capture() {
  const err: string[] = [];
  return { io: { out: () => undefined, err: (line: string) => err.push(line) }, err };
}

describe('opening books made by topochess books', () => {
  test('level by default; an unbalanced window keeps only positions where White is that far ahead', () => {
    const level = makeBook(createEngine('normal'), SMALL);
    expect(level.kept).toBe(SMALL.count);
    for (const line of level.lines) expect(Math.abs(whiteScore(line))).toBeLessThanOrEqual(60);

    const unbalanced = makeBook(createEngine('normal'), { ...SMALL, minScore: 100, maxScore: 200 });
    expect(unbalanced.kept).toBe(SMALL.count);
    expect(unbalanced.refused['score out of window']).toBeGreaterThan(0);
    for (const line of unbalanced.lines) {
      const score = whiteScore(line);
      expect(score).toBeGreaterThanOrEqual(100);
      expect(score).toBeLessThanOrEqual(200);
    }
  });

  test('the header says how the book was made; bad windows and ply ranges are refused with no file', () => {
    const out = join(folder, 'unbalanced.epd');
    const args: BooksArgs = { variant: 'sesqui', count: 2, seed: 1, out, minScore: 50, maxScore: 400, plies: '4,6' };
    expect(booksCommand(capture().io, args)).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(
      /^# made by: topochess books --variant sesqui --count 2 --seed 1 --min-score 50 --max-score 400 --plies 4,6$/m,
    );
    expect(text).toMatch(/^# 4-6 random plies, kept when White's score is within \[50, 400\] cp/m);
    expect(openingLines(text)).toHaveLength(2);

    for (const bad of [
      { minScore: 100, maxScore: 50 },
      { plies: '6,4' },
      { plies: 'four' },
      { variant: 'salmon' as const, minScore: 0, maxScore: 100 },
    ]) {
      const refused = join(folder, 'refused.epd');
      const { io, err } = capture();
      expect(booksCommand(io, { ...args, ...bad, out: refused })).toBe(1);
      expect(err.join('\n')).toMatch(/^topochess books: /);
      expect(() => readFileSync(refused)).toThrow();
    }
  });
});
