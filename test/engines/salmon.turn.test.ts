// Salmon turns: make/unmake restore every table, meiosis promotion and its twin rule, passing and turn order,
// check and checkmate at the start of a turn, perft over sub-moves.
import { describe, expect, it } from 'vitest';
import { buildSalmonBoard, cellByName, cellName } from '../../engines/salmon/topology';
import { MOVE_PROMOTE, moveFrom, moveTo } from '../../engines/salmon/movegen';
import { UNDO_SIZE, makeSubMove, unmakeSubMove } from '../../engines/salmon/make';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import type { SalmonPosition } from '../../engines/salmon/position';
import { MAX_PIECES, emptyPosition, placePiece, startPosition } from '../../engines/salmon/position';
import { MAX_SUB_MOVES, TURN_LENGTH, createTurnRules } from '../../engines/salmon/turn';
import { createEngine } from '../../engines/index';
import { END_TURN, stateOf } from '../../engines/salmon/rules';
import { perft } from '../../src/search/perft';

const rules = createTurnRules(buildSalmonBoard('L0'));
/** The Rules face, for ending turns (END_TURN) on these positions. */
const salmon = createEngine('salmon').rules;
const buffer = new Int32Array(MAX_SUB_MOVES);
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);
const legal = (pos: SalmonPosition): number[] => Array.from(buffer.subarray(0, rules.legalSubMoves(pos, buffer, 0)));
const text = (move: number): string =>
  cellName(moveFrom(move)) + cellName(moveTo(move)) + (move & MOVE_PROMOTE ? '*' : '');

function snapshot(pos: SalmonPosition): string {
  const lists = Array.from({ length: 10 }, (_, p) =>
    Array.from(pos.pieces.subarray(p * MAX_PIECES, p * MAX_PIECES + pos.pieceCount[p])).join(),
  );
  return JSON.stringify([
    Array.from(pos.type),
    Array.from(pos.owner),
    Array.from(pos.restricted),
    Array.from(pos.moved),
    Array.from(pos.twin),
    Array.from(pos.active),
    Array.from(pos.centaur),
    lists,
    pos.toMove,
    pos.subMoves,
    pos.pendingTwin,
  ]);
}

function consistent(pos: SalmonPosition): boolean {
  for (let p = 0; p < 10; p++) {
    for (let k = 0; k < pos.pieceCount[p]; k++) {
      const cell = pos.pieces[p * MAX_PIECES + k];
      if (pos.owner[cell] !== p || pos.slot[cell] !== k) return false;
    }
  }
  return true;
}

function setUp(pieces: [string, number, string, boolean?][], toMove = 0): SalmonPosition {
  const pos = emptyPosition();
  for (const [cell, player, name, restricted] of pieces)
    placePiece(pos, cellByName(cell), player, typeOf(name), restricted ?? false);
  pos.toMove = toMove;
  return pos;
}
const centaurs: [string, number, string][] = 'ABCDEFGHIJ'.split('').map((p, i) => [`${p}1a1`, i, 'King Centaur']);

describe('salmon turns', () => {
  it('counts 1,274 sequences of one sub-move at the start (go perft 1)', () => {
    expect(perft(salmon, stateOf(startPosition()), 1)).toBe(1274);
  });

  it('restores every table after making and unmaking random sub-moves over several turns', () => {
    const pos = startPosition();
    const before = snapshot(pos);
    let seed = 7;
    const rnd = (n: number): number => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed % n;
    };
    const state = stateOf(pos);
    let made = 0;
    for (let turn = 0; turn < 4; turn++) {
      for (let k = 0; k < TURN_LENGTH; k++) {
        const moves = legal(pos);
        if (moves.length === 0) break;
        salmon.makeMove(state, moves[rnd(moves.length)]);
        made++;
        expect(consistent(pos)).toBe(true);
      }
      salmon.makeMove(state, END_TURN);
      made++;
    }
    expect(pos.toMove).toBe(2); // A, D, G and J have played: C is next
    for (let i = 0; i < made; i++) salmon.unmakeMove(state);
    expect(snapshot(pos)).toBe(before);
  });

  it('lets each piece move once per turn', () => {
    const pos = setUp([...centaurs, ['A5c3', 0, 'Wazir']]);
    const move = legal(pos).find((m) => cellName(moveFrom(m)) === 'A5c3')!;
    makeSubMove(pos, move, new Int32Array(UNDO_SIZE), 0);
    expect(legal(pos).some((m) => moveFrom(m) === moveTo(move))).toBe(false);
  });

  it('promotes by meiosis: must cells imply it, may cells offer both, the twin moves next, never on the 10th sub-move', () => {
    const pos = setUp([...centaurs, ['A5e9', 0, 'Wazir', true], ['A5d8', 0, 'Wazir', true]]);
    const moves = legal(pos).map(text);
    expect(moves).toContain('A5e9A5e10*');
    expect(moves).not.toContain('A5e9A5e10');
    expect(moves).toContain('A5d8A5d9');
    expect(moves).not.toContain('A5d8A5d9*');
    expect(moves).toContain('A5d8A5e8');
    const toMay = setUp([...centaurs, ['A5d9', 0, 'Wazir', true]]);
    expect(
      legal(toMay)
        .map(text)
        .filter((m) => m.startsWith('A5d9A5d10')),
    ).toEqual(['A5d9A5d10*', 'A5d9A5d10']);
    const promote = legal(pos).find((m) => text(m) === 'A5e9A5e10*')!;
    const undo = new Int32Array(UNDO_SIZE * 2);
    makeSubMove(pos, promote, undo, 0);
    const e10 = cellByName('A5e10');
    expect([pos.twin[e10], pos.restricted[e10], pos.pendingTwin]).toEqual([1, 0, e10]);
    expect(rules.canPass(pos)).toBe(false);
    const next = legal(pos);
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((m) => moveFrom(m) === e10)).toBe(true);
    makeSubMove(pos, next[0], undo, UNDO_SIZE);
    // One twin left; the other stays, unrestricted and free to move later in the turn.
    expect([pos.type[e10], pos.owner[e10], pos.twin[e10], pos.moved[e10], pos.pendingTwin]).toEqual([
      typeOf('Wazir'),
      0,
      0,
      0,
      -1,
    ]);
    expect(legal(pos).some((m) => moveFrom(m) === e10)).toBe(true);
    expect(consistent(pos)).toBe(true);
    unmakeSubMove(pos, undo, UNDO_SIZE);
    unmakeSubMove(pos, undo, 0);
    expect(pos.restricted[cellByName('A5e9')]).toBe(1);
    pos.subMoves = 9;
    const last = legal(pos).map(text);
    expect(last.filter((m) => m.startsWith('A5e9A5e10'))).toEqual([]);
    expect(last).toContain('A5d8A5d9');
  });

  it('passes the turn in the order A D G J C F I B E H, skipping eliminated players', () => {
    const pos = startPosition();
    const state = stateOf(pos);
    const order: number[] = [];
    for (let i = 0; i < 10; i++) {
      order.push(pos.toMove);
      expect(rules.canPass(pos)).toBe(true);
      salmon.makeMove(state, END_TURN);
    }
    expect(order.map((p) => 'ABCDEFGHIJ'[p]).join('')).toBe('ADGJCFIBEH');
    expect(pos.toMove).toBe(0);
    for (let i = 0; i < 10; i++) salmon.unmakeMove(state);
    pos.active[3] = 0;
    salmon.makeMove(state, END_TURN);
    expect(pos.toMove).toBe(6);
  });

  it('eliminates a player whose centaur is captured, and leaves his pieces as capturable obstacles', () => {
    const pos = setUp([
      ...centaurs.filter(([, p]) => p !== 3),
      ['D5c3', 3, 'King Centaur'],
      ['D5c4', 3, 'Wazir'],
      ['D5c2', 0, 'Rook'],
      ['D5a4', 0, 'Rook'],
    ]);
    const capture = legal(pos).find((m) => text(m) === 'D5c2D5c3')!;
    makeSubMove(pos, capture, new Int32Array(UNDO_SIZE), 0);
    expect([pos.active[3], pos.centaur[3]]).toEqual([0, -1]);
    expect(legal(pos).map(text)).toContain('D5a4D5c4');
    expect(rules.gen.attacks(pos, 3, cellByName('D5c2'))).toBe(false);
    expect(rules.gen.attacks(pos, 0, cellByName('D5c4'))).toBe(true);
  });

  it('forbids passing in check before the first sub-move, keeps only escapes, and detects checkmate', () => {
    // D moves next after A, so D's rook checks A's centaur.
    const pos = setUp([
      ...centaurs.filter(([, p]) => p !== 0),
      ['A5c3', 0, 'King Centaur'],
      ['A5c8', 3, 'Rook'],
      ['A5a1', 0, 'Wazir'],
    ]);
    expect(rules.gen.inCheck(pos, 0)).toBe(true);
    expect(rules.canPass(pos)).toBe(false);
    expect(rules.checkmated(pos)).toBe(false);
    const moves = legal(pos);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => cellName(moveFrom(m)) === 'A5c3')).toBe(true);
    // The player after next (G) checks too, but a player further on (J) does not.
    const byJ = setUp([...centaurs.filter(([, p]) => p !== 0), ['A5c3', 0, 'King Centaur'], ['A5c8', 9, 'Rook']]);
    expect(rules.gen.inCheck(byJ, 0)).toBe(false);
    const byG = setUp([...centaurs.filter(([, p]) => p !== 0), ['A5c3', 0, 'King Centaur'], ['A5c8', 6, 'Rook']]);
    expect(rules.gen.inCheck(byG, 0)).toBe(true);
    // Mate: every destination of a lone centaur in a corner holds one of D's Amazons (each guarded by the others).
    const lone = setUp(
      [...centaurs.filter(([, p]) => p !== 0), ['A1a1', 0, 'King Centaur']].map(([c, p, n]) =>
        p === 3 ? ['J10e1', 3, n] : [c, p, n],
      ) as [string, number, string][],
    );
    for (const move of legal(lone)) placePiece(lone, moveTo(move), 3, typeOf('Amazon'), false);
    expect(rules.gen.inCheck(lone, 0)).toBe(true);
    expect(rules.checkmated(lone)).toBe(true);
  });
});
