// Decimal Quadruple Besiege: the twisted torus (every neighbourhood listed in besiege.md, loop lengths, empty-board
// mobility of all eight piece types), the pawn rules per board region, promotion, check through the joins, draws,
// text round trips, and a short mate found by the search (perft: test/engines/perft.test.ts).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { Position } from '../../engines/besiege';
import { moveTo } from '../../engines/common/piece-move';
import { PiecePosition } from '../../engines/common/piece-position';
import { generateMoves } from '../../engines/besiege/movegen';
import {
  ACE,
  BESIEGE_PIECES,
  BISHOP,
  CARDINAL,
  KING,
  KNIGHT,
  MARSHAL,
  QUEEN,
  ROOK,
} from '../../engines/besiege/pieces';
import { KING_TARGETS, KNIGHT_TARGETS, TOPOLOGY } from '../../engines/besiege/topology';
import { GEN_ALL, RESULT_DRAW, RESULT_NONE } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { Searcher } from '../../src/search/search';
import type { TargetTable } from '../../src/topology/topology';
import { legalMoveTexts } from '../helpers/moves';
import { checkPlayouts } from '../helpers/playouts';

const engine = createEngine('besiege');
const { rules, evaluator } = engine;
const cell = (name: string): number => TOPOLOGY.cellByName(name);
const names = (table: TargetTable, from: string): string[] =>
  Array.from(
    table.cells.subarray(table.offset[cell(from)], table.offset[cell(from) + 1]),
    (c) => TOPOLOGY.names[c],
  ).sort();

/** FEN from a map of cell name -> letter. */
function fen(men: Record<string, string>, side = 'w', halfmove = 0): string {
  const rows: string[] = [];
  for (let rank = 10; rank >= 1; rank--) {
    let row = '';
    for (const file of 'abcdefghijklmnopqrst') row += men[file + rank] ?? '.';
    rows.push(row.replace(/\.+/g, (gap) => String(gap.length)));
  }
  return `${rows.join('/')} ${side} ${halfmove} 1`;
}

function setUp(text: string, moves: readonly string[] = []): Position {
  const pos = expectOk(rules.parsePosition(text)) as Position;
  for (const move of moves) expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, move)))).toBe(true);
  return pos;
}

const from = (pos: Position, square: string): string[] =>
  legalMoveTexts(rules, pos).filter((move) => move.startsWith(square) && !/\d/.test(move[square.length] ?? ''));

describe('the twisted torus', () => {
  test('unit neighbourhoods from besiege.md', () => {
    expect(names(KING_TARGETS, 'a1')).toEqual(['a2', 'b1', 'b2', 'j10', 'k10', 'l10', 't1', 't2'].sort());
    expect(names(KNIGHT_TARGETS, 'a1')).toEqual(['b3', 'c2', 'i10', 'j9', 'l9', 'm10', 's2', 't3'].sort());
    expect(names(KING_TARGETS, 'j10')).toEqual(['a1', 'i9', 'i10', 'j9', 'k9', 'k10', 's1', 't1'].sort());
    expect(names(KING_TARGETS, 'e10')).toEqual(['d9', 'd10', 'e9', 'f9', 'f10', 'n1', 'o1', 'p1'].sort());
    expect(names(KNIGHT_TARGETS, 'e10')).toEqual(['c9', 'd8', 'f8', 'g9', 'm1', 'n2', 'p2', 'q1'].sort());
  });

  test('ranks and files are loops of 20 cells, diagonals loops of 10; rays stop before their start', () => {
    const d = TOPOLOGY.dirCount;
    for (let c = 0; c < TOPOLOGY.size; c++) {
      for (let dir = 0; dir < d; dir++) {
        const index = c * d + dir;
        const length = TOPOLOGY.rayOffset[index + 1] - TOPOLOGY.rayOffset[index];
        expect(length).toBe(dir % 2 === 0 ? 19 : 9);
        // One more step closes the loop.
        const last = TOPOLOGY.rayCells[TOPOLOGY.rayOffset[index + 1] - 1];
        expect(TOPOLOGY.next[last * d + dir]).toBe(c);
      }
    }
  });

  test('empty-board mobility: R 37, B 18, Q 55, N 8, K 8, M 45, C 26, A 63, each destination once', () => {
    const expected = [
      [ROOK, 37],
      [BISHOP, 18],
      [QUEEN, 55],
      [KNIGHT, 8],
      [KING, 8],
      [MARSHAL, 45],
      [CARDINAL, 26],
      [ACE, 63],
    ] as const;
    for (const [kind, count] of expected) {
      for (const square of ['a1', 'e10', 'k5', 't10']) {
        const pos = new PiecePosition(200, BESIEGE_PIECES.codes);
        pos.board[cell(square)] = kind;
        const buffer = new Int32Array(512);
        const n = generateMoves(pos, buffer, 0, GEN_ALL);
        const destinations = Array.from(buffer.subarray(0, n), moveTo);
        expect(new Set(destinations).size).toBe(n);
        expect(n).toBe(count);
      }
    }
  });
});

describe('rules', () => {
  test('the 40 opening moves: 24 pawn steps into the outer ring and 16 knight moves', () => {
    const moves = legalMoveTexts(rules, rules.startPosition() as Position);
    expect(moves).toHaveLength(40);
    for (const move of ['b3a3', 'i8j8', 'c2c1', 'h9h10', 'c5a4', 'e8d10', 'h6j7']) expect(moves).toContain(move);
  });

  test('pawns: on the home board toward the nearest edge, capturing forward-diagonally', () => {
    // White pawn c5 (home board, nearest edge L): steps to b5, captures b4 / b6.
    const pos = setUp(fen({ c5: 'P', b6: 'n', b4: 'r', f1: 'K', q6: 'k' }));
    expect(from(pos, 'c5')).toEqual(['c5b4', 'c5b5', 'c5b6']);
  });

  test('pawns on the enemy board move away from the nearest edge; on an enemy long diagonal either way', () => {
    // White pawn on t5 (right board, local x 9: nearest edge R): moves away from it, to s5.
    expect(from(setUp(fen({ t5: 'P', a5: 'K', k5: 'k' })), 't5')).toEqual(['t5s5']);
    // White pawn on l2 (local (1,1), on the enemy long diagonal, nearest edges L and B): steps m2 or l3, captures m3
    // only.
    const diagonal = setUp(fen({ l2: 'P', m3: 'n', l1: 'b', f1: 'K', q9: 'k' }));
    expect(from(diagonal, 'l2')).toEqual(['l2l3', 'l2m2', 'l2m3a', 'l2m3c', 'l2m3m', 'l2m3q']); // m3 promotes
  });

  test('pawns cross the joins and keep going: e9 -> e10 -> o1', () => {
    const pos = setUp(fen({ e10: 'P', a5: 'K', s5: 'k' }));
    expect(from(pos, 'e10')).toEqual(['e10o1']);
  });

  test('promotion is compulsory on enemy non-pawn start cells, to Q, M, C or A', () => {
    // White pawn on l3 (enemy board, nearest edge L): steps to m3, a black rook's start cell.
    const pos = setUp(fen({ l3: 'P', a5: 'K', q6: 'k' }));
    expect(from(pos, 'l3')).toEqual(['l3m3a', 'l3m3c', 'l3m3m', 'l3m3q']);
    expect(rules.parseMove(pos, 'l3m3').ok).toBe(false);
  });

  test('check and mate through the joins; stalemate; dead material K v K', () => {
    // A rook on e1 attacks the king on o10 through the join below e1 (e1 -> o10).
    expect(rules.inCheck(setUp(fen({ e1: 'r', o10: 'K', a5: 'k' })))).toBe(true);
    expect(rules.outcome(setUp(fen({ a5: 'K', k5: 'k' })))).toEqual({ kind: 'draw', reason: 'insufficient material' });
    expect(rules.quickResult(setUp(fen({ a5: 'K', k5: 'k' })))).toBe(RESULT_DRAW);
    expect(rules.quickResult(setUp(fen({ a5: 'K', f5: 'B', k5: 'k' })))).toBe(RESULT_NONE);
    expect(rules.outcome(setUp(fen({ a5: 'K', f6: 'R', k5: 'k' }, 'w', 100)))).toEqual({
      kind: 'draw',
      reason: 'fifty-move rule',
    });
  });

  test('text: refusals with a reason, and round trips over seeded playouts', () => {
    for (const text of ['', '20 w', `${'20/'.repeat(9)}21 w`, fen({ a1: 'K' }), fen({ a1: 'K', b1: 'x', t10: 'k' })]) {
      expect(rules.parsePosition(text).ok).toBe(false);
    }
    const checked = checkPlayouts(rules, rules.startText, {
      seed: 0xbe5,
      games: 3,
      plies: 60,
      movePattern: /^[a-t](10|[1-9])[a-t](10|[1-9])[qmca]?$/,
      evaluator,
    });
    expect(checked.positions).toBeGreaterThan(100);
  });

  test('every legal move is read back where there are more than 512 of them (twenty queens)', () => {
    const pos = expectOk(
      rules.parsePosition('20/1nnn16/1nkn16/1nnn16/Q2Q2Q2Q2Q2Q2Q1/20/1Q2Q2Q2Q2Q2Q3/20/2Q2Q2Q2Q2Q2Q2/K19 w 0 1'),
    );
    const moves = legalMoveTexts(rules, pos);
    expect(moves.length).toBeGreaterThan(512);
    const unread = moves.filter((text) => {
      const parsed = rules.parseMove(pos, text);
      return !parsed.ok || rules.formatMove(pos, parsed.value) !== text;
    });
    expect(unread).toEqual([]);
  });
});

describe('search', () => {
  test('the only mate in one is found (the rook closes the ring of flight cells around the king on n5)', () => {
    const pos = setUp('4R15/p19/20/b12K6/20/13k6/10Q9/20/20/20 w 0 1');
    const outcome = new Searcher(engine).search(pos, { depth: 4 }, () => {});
    expect(outcome.best).toBe('e10e5');
    expect(outcome.score).toEqual({ kind: 'mate', moves: 1 });
    expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, 'e10e5')))).toBe(true);
    expect(rules.outcome(pos)).toEqual({ kind: 'win', winners: [0], reason: 'checkmate' });
  });

  test('quiescence stays bounded on a crowded board: depth 1 finds the mate in one in well under a million nodes', () => {
    // This position once took 16.4 M nodes (21 s) at depth 1: capture sequences branched by dozens at every ply.
    const pos = setUp(
      '5C1m2P1R2r4/4Pnm5pq6/8N2p1b6/n6M12/p4B5p6n1/N3B3r1P4n1m1r/1P6N2p1c1rrk2/1p2NKNm1bb1M5R1/4BPBP4c1pb3R/5qp10p2 w 4 201',
    );
    const outcome = new Searcher(engine).search(pos, { depth: 1 }, () => {});
    expect(outcome.score).toEqual({ kind: 'mate', moves: 1 });
    expect(outcome.nodes).toBeLessThan(500_000);
  });

  test('the evaluation values king shelter: own men beside the king are better than enemy men', () => {
    const sheltered = setUp(fen({ a5: 'K', b5: 'P', b4: 'P', k5: 'k', p1: 'p', q1: 'p' }));
    const exposed = setUp(fen({ a5: 'K', c7: 'P', c8: 'P', k5: 'k', p1: 'p', q1: 'p' }));
    expect(evaluator.evaluate(sheltered)).toBeGreaterThan(evaluator.evaluate(exposed));
  });
});
