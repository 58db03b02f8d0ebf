// Salmon whole turns: turn tokens applied atomically, checkmate eliminating at the start of a turn, the winner.
import { describe, expect, it } from 'vitest';
import { buildSalmonBoard, cellByName } from '../../engines/salmon/board';
import { eliminateCheckmated, playTurn, winner } from '../../engines/salmon/game';
import { moveTo } from '../../engines/salmon/movegen';
import { formatPosition } from '../../engines/salmon/notation';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import { emptyPosition, placePiece, startPosition } from '../../engines/salmon/position';
import { MAX_SUB_MOVES, createTurnRules } from '../../engines/salmon/turn';
import { expectOk } from '../../src/core/result';

const rules = createTurnRules(buildSalmonBoard('L0'));
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);

describe('salmon turns as tokens', () => {
  it('plays a turn token, then the next player in turn order moves', () => {
    const pos = startPosition();
    expect(expectOk(playTurn(rules, pos, 'a1a2c1j4,A5c4A6c5'))).toEqual(['A1a2C1j4', 'A5c4A6c5']);
    expect(pos.toMove).toBe(3);
    expect(pos.owner[cellByName('C1j4')]).toBe(0);
    expect(expectOk(playTurn(rules, pos, 'pass'))).toEqual([]);
    expect(pos.toMove).toBe(6);
  });

  it('leaves the position untouched when any part of a token is wrong', () => {
    const pos = startPosition();
    const before = formatPosition(pos);
    for (const bad of ['A5c4A6c5,A6c5A7c6', 'A5c4A6c5,A1a2A1a5', 'A5c4A6c5,junk', 'D1a2D1a3', 'A5c4A6c5,A5c4A6c5', '']) {
      const result = playTurn(rules, pos, bad);
      expect(result.ok, bad).toBe(false);
      expect(formatPosition(pos)).toBe(before);
    }
  });

  it('requires an escape from check on the first sub-move and refuses to end with twins pending', () => {
    const pos = emptyPosition();
    for (let p = 0; p < 10; p++) if (p !== 0) placePiece(pos, cellByName(`${'ABCDEFGHIJ'[p]}1a1`), p, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('A5c3'), 0, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('A5c8'), 3, typeOf('Rook'), false);
    placePiece(pos, cellByName('A5e9'), 0, typeOf('Wazir'), true);
    expect(playTurn(rules, pos, 'pass').ok).toBe(false);
    expect(playTurn(rules, pos, 'A5e9A5e10').ok).toBe(false);
    expect(playTurn(rules, pos, 'A5c3A5b3,A5e9A5e10').ok).toBe(false);
    expect(expectOk(playTurn(rules, pos, 'A5c3A5b3,A5e9A5e10,A5e10A5e9'))).toHaveLength(3);
  });

  it('eliminates a checkmated player at the start of his turn and names the last player standing', () => {
    const pos = emptyPosition();
    placePiece(pos, cellByName('A1a1'), 0, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('D10e1'), 3, typeOf('King Centaur'), false);
    const moves = new Int32Array(MAX_SUB_MOVES);
    const n = rules.legalSubMoves(pos, moves, 0);
    for (let i = 0; i < n; i++) placePiece(pos, moveTo(moves[i]), 3, typeOf('Amazon'), false);
    expect(winner(pos)).toBe(-1);
    expect(eliminateCheckmated(rules, pos)).toEqual([0]);
    expect(pos.toMove).toBe(3);
    expect(winner(pos)).toBe(3);
    expect(playTurn(rules, pos, 'pass').ok).toBe(false);
  });
});
