// Lazy SMP's helper reports: a consistent read of what a helper wrote, and the main search taking a helper's finished
// iteration instead of searching it (only for a legal root move inside searchmoves, only at full strength, one line).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { CONTROL_SLOTS } from '../../src/search/jobs';
import { clearReport, PeerReport, REPORT_SLOTS, writeReport } from '../../src/search/peer-report';
import { Searcher } from '../../src/search/search';
import type { SearchInfo, SearchLimits, SearchOutcome } from '../../src/core/search-types';

const engine = createEngine('normal');
const { rules } = engine;
const searcher = new Searcher(engine);

function peerControl(): Int32Array {
  return new Int32Array(new SharedArrayBuffer((CONTROL_SLOTS + REPORT_SLOTS) * Int32Array.BYTES_PER_ELEMENT));
}

/** A helper's control array reporting `move` (text, from the start position) finished at `depth`. */
function peerReporting(depth: number, move: string, score = 0): Int32Array {
  const peer = peerControl();
  const parsed = rules.parseMove(rules.startPosition(), move);
  if (!parsed.ok) throw new Error(`bad test move ${move}`);
  writeReport(peer, depth, parsed.value, score);
  return peer;
}

function searchStart(limits: SearchLimits, peers: Int32Array[]): SearchOutcome & { infos: SearchInfo[] } {
  const infos: SearchInfo[] = [];
  searcher.newGame();
  const outcome = searcher.search(rules.startPosition(), limits, (info) => infos.push(info), peers);
  return { ...outcome, infos };
}

describe('PeerReport', () => {
  test('reads what was written, nothing before, and nothing while a report is being written', () => {
    const peer = peerControl();
    const report = new PeerReport();
    expect(report.read(peer)).toBe(false);
    writeReport(peer, 7, 1234, -56);
    expect(report.read(peer)).toBe(true);
    expect([report.depth, report.move, report.score]).toEqual([7, 1234, -56]);
    Atomics.store(peer, CONTROL_SLOTS, -1); // a writer midway: depth slot marked
    expect(report.read(peer)).toBe(false);
    clearReport(peer);
    expect(report.read(peer)).toBe(false);
  });
});

describe('the main search and its helpers', () => {
  test('a depth a helper finished is taken, not searched: its move answers, with a PV from the table', () => {
    const alone = searchStart({ depth: 6 }, []);
    expect(alone.best).not.toBe('a2a3'); // the move the helper claims is not what the search would find itself
    const helped = searchStart({ depth: 6 }, [peerReporting(6, 'a2a3', 17)]);
    expect(helped.best).toBe('a2a3');
    expect(helped.depth).toBe(6);
    expect(helped.score).toEqual({ kind: 'cp', value: 17 });
    expect(helped.nodes).toBe(0);
    expect(helped.infos.map((info) => [info.depth, info.pv[0]])).toEqual([[6, 'a2a3']]);
  });

  test('a shallower helper result skips the depths it covers, and the main search goes on from there', () => {
    const helped = searchStart({ depth: 5 }, [peerReporting(3, 'a2a3')]);
    expect(helped.infos[0]).toMatchObject({ depth: 3, pv: ['a2a3'] });
    expect(helped.infos.some((info) => info.depth < 3)).toBe(false);
    expect(helped.depth).toBe(5);
    expect(helped.nodes).toBeGreaterThan(0);
  });

  test('the deepest of several helpers answers', () => {
    const helped = searchStart({ depth: 8 }, [peerReporting(7, 'h2h3'), peerReporting(8, 'a2a3')]);
    expect(helped.best).toBe('a2a3');
  });

  test('a helper move outside searchmoves, or with MultiPV or a weakened level, is ignored', () => {
    const peer = (): Int32Array => peerReporting(9, 'a2a3');
    const inside = searchStart({ depth: 4, searchMoves: ['e2e4', 'd2d4'] }, [peer()]);
    expect(['e2e4', 'd2d4']).toContain(inside.best);
    expect(inside.depth).toBe(4);
    const lines = searchStart({ depth: 4, multiPv: 2 }, [peer()]);
    expect(lines.depth).toBe(4);
    expect(lines.infos.every((info) => info.depth <= 4)).toBe(true);
    const weak = searchStart({ depth: 4, skill: { level: 3, seed: 1 } }, [peer()]);
    expect(weak.infos.every((info) => info.depth <= 4)).toBe(true);
  });
});
