// The committed opening books (make books): enough lines, no two alike, each a legal position of its variant where
// the game goes on and the side to move is not in check (salmon: the start and legal whole turns).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engines/index';
import { playToken } from '../../src/core/turns';
import { VARIANTS } from '../../src/core/types';
import { openingLines } from '../../src/match/books';
import { openingFromLine } from '../../src/match/openings';
import { openingPosition } from '../../src/match/random-opening';

describe('opening books', () => {
  it.each(VARIANTS)(
    '%s: enough distinct lines, each a legal position where the game goes on',
    (variant) => {
      const lines = openingLines(readFileSync(resolve(__dirname, `../../books/${variant}.epd`), 'utf8'));
      expect(lines.length).toBeGreaterThanOrEqual(variant === 'salmon' ? 500 : 2000);
      expect(new Set(lines).size).toBe(lines.length);
      const rules = createEngine(variant).rules;
      const reached = new Set<string>();
      for (const line of lines) {
        const opening = openingFromLine(line);
        const pos = openingPosition(rules, opening.start);
        for (const token of opening.moves) expect(playToken(rules, pos, token).ok, `${line}: ${token}`).toBe(true);
        expect(rules.outcome(pos), line).toBeUndefined();
        expect(rules.inCheck(pos), line).toBe(false);
        reached.add(rules.formatPosition(pos));
      }
      expect(reached.size).toBe(lines.length);
    },
    120_000,
  );
});
