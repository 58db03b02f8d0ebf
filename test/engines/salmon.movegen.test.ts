// Salmon sub-move generation: the start position's reference figures (salmon.md §9), each kind of piece power, the
// restricted-pawn rank rule, and the reverse attack test and legal filter checked against brute force on random
// positions.
import { describe, expect, it } from 'vitest';
import { CELLS, buildSalmonBoard, cellByName, cellName } from '../../engines/salmon/topology';
import { PIECE_DEFS, PIECE_TYPES, buildPieceTables } from '../../engines/salmon/pieces';
import { MOVE_CAPTURE, createGenerator, moveFrom, moveTo } from '../../engines/salmon/movegen';
import type { SalmonPosition } from '../../engines/salmon/position';
import { PAWN_RANK, emptyPosition, placePiece, startPosition } from '../../engines/salmon/position';
import { LAYER_CELLS } from '../../engines/salmon/layer';

const board = buildSalmonBoard('L0');
const gen = createGenerator(board, buildPieceTables(board));
const buffer = new Int32Array(40000);
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);

function moves(pos: SalmonPosition, player: number, legal = true): number[] {
  const n = legal ? gen.legal(pos, player, buffer, 0) : gen.pseudoLegal(pos, player, buffer, 0);
  return Array.from(buffer.subarray(0, n));
}
const text = (move: number): string =>
  cellName(moveFrom(move)) + cellName(moveTo(move)) + (move & MOVE_CAPTURE ? 'x' : '');
const from = (pos: SalmonPosition, player: number, cell: string): string[] =>
  moves(pos, player, false)
    .filter((m) => moveFrom(m) === cellByName(cell))
    .map(text)
    .sort();

/** A position with the given pieces ([cell, player, piece name, restricted?]); centaurs far away unless listed. */
function setUp(pieces: [string, number, string, boolean?][]): SalmonPosition {
  const pos = emptyPosition();
  for (const [cell, player, name, restricted] of pieces)
    placePiece(pos, cellByName(cell), player, typeOf(name), restricted ?? false);
  return pos;
}

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Random crowded position: every player has a centaur and about 60 random pieces, some restricted pawns. */
function randomPosition(seed: number): SalmonPosition {
  const rnd = random(seed);
  const pos = emptyPosition();
  const free = (): number => {
    for (;;) {
      const cell = Math.floor(rnd() * CELLS);
      if (pos.owner[cell] < 0) return cell;
    }
  };
  for (let p = 0; p < 10; p++) placePiece(pos, free(), p, typeOf('King Centaur'), false);
  for (let i = 0; i < 600; i++) {
    const cell = free();
    const player = Math.floor(rnd() * 10);
    const type = 1 + Math.floor(rnd() * (PIECE_TYPES - 1));
    const onOwnBoard = PAWN_RANK[player * LAYER_CELLS + (cell % LAYER_CELLS)] > 0;
    placePiece(pos, cell, player, type, onOwnBoard && rnd() < 0.5);
  }
  return pos;
}

describe('salmon sub-move generation', () => {
  it('gives every player 1,274 legal first sub-moves at the start, 16 captures, by 186 pieces, nobody in check', () => {
    const pos = startPosition();
    for (let player = 0; player < 10; player++) {
      const list = moves(pos, player);
      expect(list).toHaveLength(1274);
      expect(list.filter((m) => m & MOVE_CAPTURE)).toHaveLength(16);
      expect(new Set(list.map(moveFrom)).size).toBe(186);
      expect(gen.inCheck(pos, player)).toBe(false);
    }
    const captures = moves(pos, 0)
      .filter((m) => m & MOVE_CAPTURE)
      .map(text);
    expect(captures).toContain('A1a2C1j4x');
    const capturers = new Set(
      moves(pos, 0)
        .filter((m) => m & MOVE_CAPTURE)
        .map((m) => PIECE_DEFS[pos.type[moveFrom(m)]].name),
    );
    expect(capturers).toEqual(new Set(['Pao', 'Vao', 'Queen Cannon']));
    // The four hopper types have no move yet.
    const movers = new Set(moves(pos, 0).map((m) => PIECE_DEFS[pos.type[moveFrom(m)]].name));
    for (const hopper of ['Grasshopper', 'Bishopper', 'Cricket', 'Queen Grasshopper'])
      expect(movers.has(hopper)).toBe(false);
  });

  it('keeps 1,274 legal first sub-moves under the L1 centre rule (no start move reaches the centre)', () => {
    const l1 = createGenerator(buildSalmonBoard('L1'), buildPieceTables(buildSalmonBoard('L1')));
    const pos = startPosition();
    expect(l1.legal(pos, 0, buffer, 0)).toBe(1274);
    expect(l1.inCheck(pos, 0)).toBe(false);
    // L1's forward attack test agrees with L0's reverse one where no line passes the centre.
    const sample = setUp([
      ['A5c3', 0, 'King Centaur'],
      ['A5c8', 3, 'Rook'],
      ['A5e5', 3, 'Queen Cannon'],
      ['A5d4', 0, 'Wazir'],
    ]);
    for (const cell of ['A5c3', 'A5d4'])
      expect(l1.attacks(sample, 3, cellByName(cell))).toBe(gen.attacks(sample, 3, cellByName(cell)));
  });

  it('gives a lone King Centaur 50 moves on an open cell', () => {
    expect(from(setUp([['A5c3', 0, 'King Centaur']]), 0, 'A5c3')).toHaveLength(50);
  });

  it('lets a cannon slide to empty cells and capture exactly the first piece beyond exactly one screen', () => {
    const pos = setUp(
      [
        ['A5a1', 0, 'Pao'],
        ['A5a3', 1, 'Wazir'],
        ['A5a5', 2, 'Wazir'],
        ['A5a5', 0, 'Ferz'],
      ].slice(0, 3) as [string, number, string][],
    );
    placePiece(pos, cellByName('A5c1'), 3, typeOf('Ferz'), false);
    const list = from(pos, 0, 'A5a1');
    expect(list).toContain('A5a1A5a2');
    expect(list).toContain('A5a1A5a5x');
    expect(list).not.toContain('A5a1A5a3x');
    expect(list).not.toContain('A5a1A5a4');
    expect(list).not.toContain('A5a1A5c1x');
    expect(list).toContain('A5a1A5b1');
  });

  it('lets a hopper land just beyond the first piece, on every branch, and never elsewhere', () => {
    const pos = setUp([
      ['A5a1', 0, 'Grasshopper'],
      ['A5a3', 1, 'Wazir'],
      ['A5a4', 2, 'Wazir'],
      ['A5c1', 0, 'Ferz'],
    ]);
    const list = from(pos, 0, 'A5a1');
    expect(list).toContain('A5a1A5a4x');
    expect(list).toContain('A5a1A5d1');
    expect(list).not.toContain('A5a1A5a2');
    expect(list.every((m) => ['A5a1A5a4x', 'A5a1A5d1'].includes(m))).toBe(true);
    // A bishopper on the long diagonal hops over a piece on the central cell into both branches (P+-4).
    const centre = setUp([
      ['A5d9', 0, 'Bishopper'],
      ['A5e10', 1, 'Wazir'],
    ]);
    expect(from(centre, 0, 'A5d9').filter((m) => m.endsWith('e10'))).toEqual(['A5d9E5e10', 'A5d9G5e10']);
  });

  it('keeps move-only and capture-only parts apart (Aeolian: moves F1, captures E1)', () => {
    const pos = setUp([
      ['A5c3', 0, 'Aeolian Omnipawn'],
      ['A5c4', 1, 'Wazir'],
      ['A5d4', 1, 'Wazir'],
    ]);
    const list = from(pos, 0, 'A5c3');
    expect(list).toContain('A5c3A5d4x');
    expect(list).not.toContain('A5c3A5c4x');
    expect(list).toContain('A5c3A5c2');
    expect(list).not.toContain('A5c3A5b2');
    expect(list).toHaveLength(5 + 1);
  });

  it('restricts pawns to their own board and a rank that never decreases; sideways and layer changes are free', () => {
    const pos = setUp([
      ['A5c4', 0, 'Wazir', true],
      ['A5a5', 0, 'Ferz', true],
    ]);
    expect(from(pos, 0, 'A5c4')).toEqual(['A5c4A4c4', 'A5c4A5b4', 'A5c4A5c5', 'A5c4A5d4', 'A5c4A6c4']);
    // Through the tip the Ferz would reach B5j5 (rank 5 for B, off A's board): not allowed for a restricted pawn.
    expect(from(pos, 0, 'A5a5')).not.toContain('A5a5B5j5');
    const free = setUp([['A5a5', 0, 'Ferz']]);
    expect(from(free, 0, 'A5a5')).toContain('A5a5B5j5');
  });

  it('answers attacks() exactly like forward capture generation on random positions', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const pos = randomPosition(seed);
      for (let by = 0; by < 10; by++) {
        const forward = new Set(
          moves(pos, by, false)
            .filter((m) => m & MOVE_CAPTURE)
            .map(moveTo),
        );
        for (let cell = 0; cell < CELLS; cell++) {
          if (pos.owner[cell] < 0 || pos.owner[cell] === by) continue;
          expect(gen.attacks(pos, by, cell), `${seed} ${by} ${cellName(cell)}`).toBe(forward.has(cell));
        }
      }
    }
  });

  it('filters exactly the sub-moves that leave the mover in check (brute force on random positions)', () => {
    let illegalSeen = 0;
    for (let seed = 11; seed <= 16; seed++) {
      const pos = randomPosition(seed);
      for (const player of [0, 3, 6]) {
        const expected: number[] = [];
        for (const move of moves(pos, player, false)) {
          const [f, t] = [moveFrom(move), moveTo(move)];
          const saved = [pos.type[t], pos.owner[t], pos.restricted[t], pos.centaur[player]];
          const victim = pos.owner[t];
          const wasCentaur = victim >= 0 && pos.centaur[victim] === t;
          pos.type[t] = pos.type[f];
          pos.owner[t] = player;
          pos.restricted[t] = pos.restricted[f];
          pos.type[f] = -1;
          pos.owner[f] = -1;
          pos.restricted[f] = 0;
          if (pos.centaur[player] === f) pos.centaur[player] = t;
          if (wasCentaur) pos.active[victim] = 0;
          if (!gen.inCheck(pos, player)) expected.push(move);
          else illegalSeen++;
          if (wasCentaur) pos.active[victim] = 1;
          pos.type[f] = pos.type[t];
          pos.owner[f] = player;
          pos.restricted[f] = pos.restricted[t];
          [pos.type[t], pos.owner[t], pos.restricted[t], pos.centaur[player]] = saved;
        }
        expect(moves(pos, player).sort()).toEqual(expected.sort());
      }
    }
    expect(illegalSeen).toBeGreaterThan(0);
  });
});
