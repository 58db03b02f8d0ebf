// One test per rule of msg.md: which moves onto own pieces exist (gallop, split, merge, in that order), the merge
// table, splits (catalyst, zones, placements), gallops and their counters, check, clocks, castling, en passant,
// repetition and dead material.
import { describe, expect, test } from 'vitest';
import type { Position } from '../../engines/generated/msg';
import { createChess8Engine } from '../../engines/generated/msg';
import { MERGES } from '../../engines/chess8/msg';
import { BISHOP, KNIGHT, PAWN, ROOK } from '../../engines/common/fide-pieces';
import { expectOk } from '../../src/core/result';
import { legalMoveTexts } from '../helpers/moves';

const { rules } = createChess8Engine('msg');

function setUp(text: string, moves: readonly string[] = []): Position {
  const pos = expectOk(rules.parsePosition(text));
  for (const move of moves) expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, move)))).toBe(true);
  return pos;
}

function legalMoves(pos: Position): string[] {
  return legalMoveTexts(rules, pos);
}

/** Legal moves from one cell onto another (any kind). */
function movesBetween(pos: Position, from: string, to: string): string[] {
  return legalMoves(pos).filter((move) => move.startsWith(from + to));
}

function play(pos: Position, move: string): void {
  expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, move)))).toBe(true);
}

const fen = (pos: Position): string => rules.formatPosition(pos);

describe('moving onto an own piece', () => {
  test('only along capturing geometry: no pawn push, double step or blocked slide onto an own piece', () => {
    // Pawn e2 with own pawns on e3 (push) and d3 (diagonal): only the diagonal merges.
    const pos = setUp('4k3/8/8/8/8/3PP3/4P3/4K3 w - - 0 1 00');
    expect(movesBetween(pos, 'e2', 'e3')).toEqual([]);
    expect(movesBetween(pos, 'e2', 'd3')).toEqual(['e2d3mb', 'e2d3mn']);
    // Double step onto an own piece: none.
    const double = setUp('4k3/8/8/8/4N3/8/4P3/4K3 w - - 0 1 00');
    expect(movesBetween(double, 'e2', 'e4')).toEqual([]);
    // A rook reaches only the first own piece on a line.
    const slide = setUp('4k3/8/8/8/8/8/8/RN1BK3 w - - 0 1 00');
    expect(movesBetween(slide, 'a1', 'b1')).toEqual(['a1b1mq']);
    expect(movesBetween(slide, 'a1', 'd1')).toEqual([]);
  });

  test('knight onto knight is a gallop, never a merge', () => {
    const pos = setUp('4k3/8/8/8/8/3N4/8/2N1K3 w - - 0 1 00');
    const moves = movesBetween(pos, 'c1', 'd3');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((move) => /^c1d3g[a-h][1-8]$/.test(move))).toBe(true);
  });

  test('a queen or king involved makes it a split; splitting a pawn or a king is impossible', () => {
    // Queen d4 next to own pawn d5 and own knight e4; king e1 next to own pawn e2.
    const pos = setUp('4k3/8/8/3P4/3QN3/8/4P3/4K3 w - - 0 1 00');
    expect(movesBetween(pos, 'd4', 'd5')).toEqual([]); // Q onto P: the pawn cannot split
    expect(movesBetween(pos, 'd5', 'd4')).toEqual([]); // P pushes never land on own pieces
    expect(movesBetween(pos, 'e1', 'e2')).toEqual([]); // K onto P: impossible
    expect(movesBetween(pos, 'd4', 'e4').every((move) => move.includes('s'))).toBe(true);
    expect(movesBetween(pos, 'd4', 'e4').length).toBeGreaterThan(0);
    // A pawn moving diagonally onto an own queen: impossible (the pawn would be split).
    const pawnOntoQueen = setUp('4k3/8/8/8/8/3Q4/4P3/4K3 w - - 0 1 00');
    expect(movesBetween(pawnOntoQueen, 'e2', 'd3')).toEqual([]);
  });
});

describe('merges', () => {
  // A cell the mover on d4 reaches along its capturing geometry.
  const reach: Record<number, string> = { [PAWN]: 'e5', [KNIGHT]: 'f5', [BISHOP]: 'f6', [ROOK]: 'd6' };
  const letter = ' pnbrqk';

  test.each(
    MERGES.flatMap(
      ([a, b, results]) =>
        [
          [a, b, results],
          [b, a, results],
        ] as const,
    ),
  )('kind %i onto kind %i gives %j', (mover, held, results) => {
    const board = Array.from({ length: 8 }, () => Array<string>(8).fill(''));
    const put = (cell: string, piece: string): void => {
      board[8 - Number(cell[1])][cell.charCodeAt(0) - 97] = piece;
    };
    put('d4', letter[mover].toUpperCase());
    put(reach[mover], letter[held].toUpperCase());
    put('h1', 'K');
    put('a2', 'k'); // attacked by none of the test pieces
    const placement = board
      .map((row) =>
        row
          .map((p) => p || '1')
          .join('')
          .replace(/1+/g, (m) => String(m.length)),
      )
      .join('/');
    const pos = setUp(`${placement} w - - 0 1 00`);
    const expected = results.map((result) => `d4${reach[mover]}m${letter[result]}`).sort();
    expect(movesBetween(pos, 'd4', reach[mover])).toEqual(expected);
  });

  test('both pieces leave, the result stands on the target, the clock resets', () => {
    const pos = setUp('4k3/8/8/8/8/8/P7/R3K3 w - - 7 1 00', ['a1a2mq']);
    expect(fen(pos)).toBe('4k3/8/8/8/8/8/Q7/4K3 b - - 0 1 00');
  });

  test('a pawn merging diagonally onto the last rank is consumed, with no promotion', () => {
    const pos = setUp('r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1 00');
    // a8 holds an enemy rook: capture-promotions. With an own rook there: the merge only.
    expect(movesBetween(pos, 'b7', 'a8')).toEqual(['b7a8b', 'b7a8n', 'b7a8q', 'b7a8r']);
    const own = setUp('R7/1P6/7k/8/8/8/8/4K3 w - - 0 1 00');
    expect(movesBetween(own, 'b7', 'a8')).toEqual(['b7a8mq']);
    play(own, 'b7a8mq');
    expect(fen(own)).toBe('Q7/8/7k/8/8/8/8/4K3 b - - 0 1 00');
  });

  test('a created piece can give check and mate', () => {
    // R a1 + P a2 -> Q a2 checks the king on g8 along the diagonal.
    const pos = setUp('6k1/8/8/8/8/8/P7/R3K3 w - - 0 1 00', ['a1a2mq']);
    expect(rules.inCheck(pos)).toBe(true);
  });
});

describe('splits', () => {
  test('results: N and B become two pawns, R a knight and a pawn, Q two rooks', () => {
    const pos = setUp('4k3/8/8/2NQB3/3R4/8/8/4K3 w - - 0 1 00');
    expect(movesBetween(pos, 'd5', 'c5').every((move) => /sp..p..$/.test(move))).toBe(true);
    expect(movesBetween(pos, 'd5', 'e5').every((move) => /sp..p..$/.test(move))).toBe(true);
    expect(movesBetween(pos, 'd5', 'd4').every((move) => /sn..p..$/.test(move))).toBe(true);
    const queens = setUp('8/8/8/3QQ3/8/7k/8/K7 w - - 0 1 00');
    expect(movesBetween(queens, 'd5', 'e5').every((move) => /sr..r..$/.test(move))).toBe(true);
  });

  test('a queen catalyst places on the 4 orthogonal neighbours, a king catalyst on all 8', () => {
    // Q d5 onto N e5: pawns go to the empty orthogonal neighbours of e5 (e6, e4, f5; d5 vacated): C(4,2) = 6.
    const queen = setUp('4k3/8/8/3QN3/8/8/8/4K3 w - - 0 1 00');
    expect(movesBetween(queen, 'd5', 'e5')).toHaveLength(6);
    // K e1 onto B e2 (C = K): 8 neighbours of e2 minus e1? e1 is the vacated origin, so it counts: all 8 are empty.
    // Pawns may not stand on rank 1: d1, e1, f1 are out, leaving d2 f2 d3 e3 f3: C(5,2) = 10.
    const king = setUp('4k3/8/8/8/8/8/4B3/4K3 w - - 0 1 00');
    expect(movesBetween(king, 'e1', 'e2')).toHaveLength(10);
  });

  test('the catalyst ends on the target and the split piece disappears, whichever of them moved', () => {
    const queenMoves = setUp('4k3/8/8/3QN3/8/8/8/4K3 w - - 0 1 00', ['d5e5spe6pe4']);
    expect(fen(queenMoves)).toBe('4k3/8/4P3/4Q3/4P3/8/8/4K3 b - - 0 1 00');
    const knightMoves = setUp('4k3/8/8/3Q4/8/4N3/8/4K3 w - - 0 1 00', ['e3d5spd6pc5']);
    expect(fen(knightMoves)).toBe('4k3/8/3P4/2PQ4/8/8/8/4K3 b - - 0 1 00');
    // Q and K: the king is the catalyst even when the queen moves onto it.
    const queenOntoKing = setUp('4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1 00', ['d2e1srd1rf2']);
    expect(fen(queenOntoKing)).toBe('4k3/8/8/8/8/8/5R2/3RK3 b - - 0 1 00');
  });

  test('placements: distinct empty cells (the vacated origin counts), no capture, no pawn on rank 1 or 8', () => {
    // Q d5 onto B e5; e6 holds an enemy rook and e4 an own knight: only d5 (vacated) and f5 remain.
    const pos = setUp('4k3/8/4r3/3QB3/4N3/8/8/4K3 w - - 0 1 00');
    expect(movesBetween(pos, 'd5', 'e5')).toEqual(['d5e5spd5pf5']);
    // Q b7 onto N b8: pawns cannot go on rank 8, and a8/c8 are rank 8 too; only b7 (vacated) is left: no split.
    const back = setUp('1N2k3/1Q6/8/8/8/8/8/4K3 w - - 0 1 00');
    expect(movesBetween(back, 'b7', 'b8')).toEqual([]);
  });

  test('a rook split lets the player choose which piece goes where', () => {
    const pos = setUp('8/k7/8/3QR3/8/8/8/4K3 w - - 0 1 00');
    const moves = movesBetween(pos, 'd5', 'e5');
    expect(moves).toContain('d5e5sne6pe4');
    expect(moves).toContain('d5e5sne4pe6');
    expect(moves).toHaveLength(12); // ordered pairs of 4 cells
  });

  test('a split may not leave the own king in check; placed pieces may block a check or give one', () => {
    // White king e1 in check from the rook on e8; Q c3 onto N d3 (orthogonal zone d4 d2 c3 e3): a pawn on e3 blocks.
    const pos = setUp('4r1k1/8/8/8/8/2QN4/8/4K3 w - - 0 1 00');
    const splits = movesBetween(pos, 'c3', 'd3');
    expect(splits.length).toBeGreaterThan(0);
    expect(splits.every((move) => move.includes('e3'))).toBe(true);
    // A rook placed by a queen split gives check.
    const check = setUp('7k/3QQ3/8/8/8/8/8/4K3 w - - 0 1 00', ['d7e7sre8re6']);
    expect(fen(check)).toBe('4R2k/4Q3/4R3/8/8/8/8/4K3 b - - 0 1 00');
    expect(rules.inCheck(check)).toBe(true);
  });

  test('castling: a king that moves as catalyst loses its rights, a king moved onto keeps them', () => {
    const moved = setUp('4k3/8/8/8/8/8/4N3/R3K2R w KQ - 0 1 00', ['e1e2spd3pf3']);
    expect(fen(moved).split(' ')[2]).toBe('-');
    const stays = setUp('4k3/8/8/8/8/8/4N3/R3K2R w KQ - 0 1 00', ['e2g1']);
    expect(fen(stays).split(' ')[2]).toBe('KQ');
    // A rook moving onto the king splits the rook, the king keeps its rights (the a1 corner is left, so Q goes).
    const rookOnto = setUp('4k3/8/8/8/8/8/8/R2RK2R w KQ - 0 1 00', ['d1e1sne2pd2']);
    expect(fen(rookOnto).split(' ')[2]).toBe('KQ');
    // A merge that starts or ends on a rook's corner removes that right.
    const corner = setUp('4k3/8/8/8/8/8/7P/R3K2R w KQ - 0 1 00', ['h1h2mq']);
    expect(fen(corner).split(' ')[2]).toBe('Q');
  });
});

describe('gallops', () => {
  test('the second leap lands on an empty cell other than the origin; the partner stays; nothing is captured', () => {
    const pos = setUp('4k3/8/8/1p6/8/3N4/8/2N1K3 w - - 0 1 00');
    const gallops = movesBetween(pos, 'c1', 'd3');
    const landings = gallops.map((move) => move.slice(5)).sort();
    // From d3: b2 b4 c5 e5 f4 f2 (c1 is the origin, e1 holds the king); b4 is empty, c5 too; none captures.
    expect(landings).toEqual(['b2', 'b4', 'c5', 'e5', 'f2', 'f4']);
    play(pos, 'c1d3ge5');
    expect(fen(pos)).toBe('4k3/8/8/1p2N3/8/3N4/8/4K3 b - - 1 1 10');
  });

  test('counters: at most two in a row, reset by any other own move, untouched by the opponent', () => {
    const pos = setUp('k7/8/8/8/8/8/3N4/1N2K3 w - - 0 1 00', ['b1d2gf3', 'a8b8']);
    expect(fen(pos).split(' ')[6]).toBe('10');
    play(pos, 'd2f3gg5');
    expect(fen(pos).split(' ')[6]).toBe('20');
    play(pos, 'b8a8');
    expect(movesBetween(pos, 'f3', 'g5')).toEqual([]); // counter at 2: no third gallop
    play(pos, 'e1d1');
    expect(fen(pos).split(' ')[6]).toBe('00');
    play(pos, 'a8b8');
    expect(movesBetween(pos, 'f3', 'g5').length).toBeGreaterThan(0);
  });

  test('the halfmove clock counts gallops; merges and splits reset it', () => {
    const pos = setUp('k7/8/8/8/8/8/3N4/1N2K3 w - - 5 1 00', ['b1d2gf3']);
    expect(pos.halfmove).toBe(6);
  });

  test('repetition identity includes the gallop counters', () => {
    const a = setUp('k7/8/8/8/8/8/8/1N2K3 w - - 0 1 00');
    const b = setUp('k7/8/8/8/8/8/8/1N2K3 w - - 0 1 10');
    expect([a.hashLo, a.hashHi]).not.toEqual([b.hashLo, b.hashHi]);
  });
});

describe('other rules', () => {
  test('the en-passant cell is set only by a double step; other moves clear it', () => {
    const pos = setUp('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1 00', ['e2e4']);
    expect(fen(pos).split(' ')[3]).toBe('e3');
    expect(legalMoves(pos)).toContain('d4e3');
  });

  test('dead position: only K v K; a lone king can still win with a minor piece (it splits into pawns)', () => {
    expect(rules.outcome(setUp('4k3/8/8/8/8/8/8/4K3 w - - 0 1 00'))).toEqual({
      kind: 'draw',
      reason: 'insufficient material',
    });
    expect(rules.outcome(setUp('4k3/8/8/8/8/8/4B3/4K3 w - - 0 1 00'))).toBeUndefined();
  });
});
