// MultiPV and playing strength in the generic search: k lines per iteration with distinct root moves and ordered
// scores, searchmoves restricting them, Skill Level 20 equal to the normal search, and a weak level choosing among
// its lines (sometimes not the best, always legal) with a seeded choice.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { PositionCore } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { Searcher } from '../../src/search/search';
import {
  createRng,
  ELO_ANCHORS,
  eloToSkill,
  ELO_MAX,
  ELO_MIN,
  pickSkillLine,
  skillNodes,
  SKILL_MAX,
} from '../../src/search/skill';
import type { SearchInfo, SearchLimits, SearchOutcome } from '../../src/core/search-types';
import type { VariantName } from '../../src/core/types';

const MIDDLEGAME = 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10';

function searchIn(
  variant: VariantName,
  text: string,
  limits: SearchLimits,
): SearchOutcome & { infos: SearchInfo[]; legal: string[] } {
  const engine = createEngine(variant);
  const { rules } = engine;
  const searcher = new Searcher(engine);
  const pos: PositionCore = text === 'startpos' ? rules.startPosition() : expectOk(rules.parsePosition(text));
  const infos: SearchInfo[] = [];
  const outcome = searcher.search(pos, limits, (info) => infos.push(info));
  const buffer = new Int32Array(rules.maxMoves);
  const count = rules.generateMoves(pos, buffer, 0, 0);
  const legal: string[] = [];
  for (let i = 0; i < count; i++) {
    if (!rules.makeMove(pos, buffer[i])) continue;
    rules.unmakeMove(pos);
    legal.push(rules.formatMove(pos, buffer[i]));
  }
  return { ...outcome, infos, legal };
}

/** The lines of the last finished iteration, in the order reported. */
function lastLines(infos: readonly SearchInfo[]): SearchInfo[] {
  const depth = Math.max(...infos.map((info) => info.depth));
  return infos.filter((info) => info.depth === depth && info.multiPv !== undefined);
}

function cp(info: SearchInfo): number {
  return info.score.kind === 'cp'
    ? info.score.value
    : Math.sign(info.score.moves) * (100000 - Math.abs(info.score.moves));
}

describe('MultiPV', () => {
  test.each([
    ['normal', MIDDLEGAME, 5],
    ['normal', 'startpos', 3],
    ['sesqui', 'startpos', 3],
    ['stack', 'startpos', 2],
  ] as const)('%s %s: k lines per iteration, distinct moves, best first, bestmove = line 1', (variant, text, k) => {
    const outcome = searchIn(variant, text, { depth: 4, multiPv: k });
    for (let depth = 1; depth <= 4; depth++) {
      const lines = outcome.infos.filter((info) => info.depth === depth);
      expect(lines.map((info) => info.multiPv)).toEqual(Array.from({ length: k }, (_, i) => i + 1));
      expect(new Set(lines.map((info) => info.pv[0])).size).toBe(k);
      for (const info of lines) expect(outcome.legal).toContain(info.pv[0]);
      for (let i = 1; i < k; i++) expect(cp(lines[i])).toBeLessThanOrEqual(cp(lines[i - 1]));
      for (const info of lines) expect(info.bound).toBeUndefined();
    }
    expect(outcome.best).toBe(lastLines(outcome.infos)[0].pv[0]);
  });

  test('more lines than legal moves: as many lines as moves', () => {
    // King and pawn: four moves.
    const outcome = searchIn('normal', 'k7/8/8/8/8/8/P7/K7 w - - 0 1', { depth: 3, multiPv: 10 });
    expect(outcome.legal.length).toBe(4);
    const lines = lastLines(outcome.infos);
    expect(lines.length).toBe(outcome.legal.length);
    expect(new Set(lines.map((info) => info.pv[0]))).toEqual(new Set(outcome.legal));
  });

  test('searchmoves restricts the lines', () => {
    const wanted = ['a2a3', 'h2h3', 'g1f3'];
    const outcome = searchIn('normal', 'startpos', { depth: 4, multiPv: 5, searchMoves: wanted });
    const lines = lastLines(outcome.infos);
    expect(lines.length).toBe(3);
    expect(new Set(lines.map((info) => info.pv[0]))).toEqual(new Set(wanted));
    expect(wanted).toContain(outcome.best);
  });

  test('MultiPV 1 is the normal search: same move, nodes and info stream', () => {
    const plain = searchIn('normal', MIDDLEGAME, { depth: 7 });
    const one = searchIn('normal', MIDDLEGAME, { depth: 7, multiPv: 1 });
    expect(one.nodes).toBe(plain.nodes);
    expect(one.best).toBe(plain.best);
    expect(one.infos.map((info) => [info.depth, info.pv.join(' ')])).toEqual(
      plain.infos.map((info) => [info.depth, info.pv.join(' ')]),
    );
  });

  test('line 1 of a MultiPV search finds the same best move as the normal search in a clear position', () => {
    const text = '4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1';
    expect(searchIn('normal', text, { depth: 5, multiPv: 3 }).best).toBe('d1d5');
  });

  test('a node limit ends a MultiPV search with a legal move', () => {
    const outcome = searchIn('normal', MIDDLEGAME, { nodes: 20_000, multiPv: 4 });
    expect(outcome.legal).toContain(outcome.best);
    expect(outcome.nodes).toBeLessThan(20_010);
  });
});

describe('Skill Level', () => {
  test('level 20 (full strength) reproduces the normal search', () => {
    const plain = searchIn('normal', MIDDLEGAME, { depth: 7 });
    const full = searchIn('normal', MIDDLEGAME, { depth: 7, skill: { level: SKILL_MAX, seed: 5 } });
    expect(full.best).toBe(plain.best);
    expect(full.nodes).toBe(plain.nodes);
  });

  test('a low level sometimes plays a move that is not the best, always a legal one, and a seed repeats its move', () => {
    const best = searchIn('normal', MIDDLEGAME, { depth: 6 }).best;
    const chosen: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const outcome = searchIn('normal', MIDDLEGAME, { depth: 6, skill: { level: 2, seed } });
      expect(outcome.legal).toContain(outcome.best);
      chosen.push(outcome.best!);
    }
    expect(chosen.some((move) => move !== best)).toBe(true);
    const again = searchIn('normal', MIDDLEGAME, { depth: 6, skill: { level: 2, seed: 3 } });
    expect(again.best).toBe(chosen[2]);
  });

  test('a low level spends its node budget after depth 1, not more', () => {
    const outcome = searchIn('normal', MIDDLEGAME, { skill: { level: 5, seed: 1 } });
    expect(outcome.depth).toBeGreaterThanOrEqual(1);
    expect(outcome.nodes).toBeLessThanOrEqual(Math.max(skillNodes(5), 2000) + 10);
  });

  test('a weak level never takes a line far worse than the best when one line is clearly best', () => {
    // Winning the queen with the rook: every other move loses it for nothing.
    for (let seed = 1; seed <= 8; seed++) {
      expect(
        searchIn('normal', '4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1', { depth: 5, skill: { level: 10, seed } }).best,
      ).toBe('d1d5');
    }
  });

  test('the choice: level 20 takes line 1; spread grows as the level drops; equal seeds give equal picks', () => {
    const scores = [50, 40, 30, -400];
    expect(pickSkillLine(scores, 4, SKILL_MAX, createRng(1))).toBe(0);
    const picks = (level: number): number[] =>
      Array.from({ length: 200 }, (_, seed) => pickSkillLine(scores, 4, level, createRng(seed)));
    const notBest = (level: number): number => picks(level).filter((line) => line !== 0).length;
    expect(notBest(0)).toBeGreaterThan(notBest(15));
    expect(picks(0)).toEqual(picks(0));
    // From level 10 up, a line 450 cp worse is never worth it (level 0 may, as in Stockfish).
    expect(picks(10)).not.toContain(3);
    expect(picks(10).some((line) => line !== 0)).toBe(true);
  });

  test('UCI_Elo maps onto the levels, clamped at both ends', () => {
    expect(eloToSkill(ELO_MIN - 100)).toBe(0);
    expect(eloToSkill(ELO_MAX)).toBe(SKILL_MAX);
    const mid = eloToSkill((ELO_MIN + ELO_MAX) / 2);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(SKILL_MAX);
    // Each calibrated anchor gives its level; between two, the level is linear.
    for (const anchor of ELO_ANCHORS) expect(eloToSkill(anchor.elo)).toBeCloseTo(anchor.level);
    expect(eloToSkill((ELO_ANCHORS[1].elo + ELO_ANCHORS[2].elo) / 2)).toBeCloseTo(
      (ELO_ANCHORS[1].level + ELO_ANCHORS[2].level) / 2,
    );
  });
});
