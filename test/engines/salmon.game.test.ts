// Salmon whole turns through the Rules face: turn tokens applied atomically, checkmate eliminating at the start of a
// turn, the winner.
import { describe, expect, it } from 'vitest';
import { buildSalmonBoard, cellByName } from '../../engines/salmon/topology';
import { createEngine } from '../../engines/index';
import { winner } from '../../engines/salmon/game';
import { moveTo } from '../../engines/salmon/movegen';
import { formatPosition } from '../../engines/salmon/notation';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import { emptyPosition, placePiece, startPosition } from '../../engines/salmon/position';
import type { SalmonPosition } from '../../engines/salmon/position';
import { stateOf } from '../../engines/salmon/rules';
import { MAX_SUB_MOVES, createTurnRules } from '../../engines/salmon/turn';
import { expectOk } from '../../src/core/result';
import { playToken } from '../../src/core/turns';

const rules = createTurnRules(buildSalmonBoard('L0'));
const salmon = createEngine('salmon').rules;
/** Plays a whole-turn token on `pos` itself. */
const playTurn = (pos: SalmonPosition, token: string) => playToken(salmon, stateOf(pos), token);
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);

describe('salmon turns as tokens', () => {
  it('plays a turn token, then the next player in turn order moves', () => {
    const pos = startPosition();
    expect(expectOk(playTurn(pos, 'a1a2c1j4,A5c4A6c5')).text).toBe('A1a2C1j4,A5c4A6c5');
    expect(pos.toMove).toBe(3);
    expect(pos.owner[cellByName('C1j4')]).toBe(0);
    expect(expectOk(playTurn(pos, 'pass')).text).toBe('pass');
    expect(pos.toMove).toBe(6);
  });

  it('leaves the position untouched when any part of a token is wrong', () => {
    const pos = startPosition();
    const before = formatPosition(pos);
    for (const bad of [
      'A5c4A6c5,A6c5A7c6',
      'A5c4A6c5,A1a2A1a5',
      'A5c4A6c5,junk',
      'D1a2D1a3',
      'A5c4A6c5,A5c4A6c5',
      '',
    ]) {
      const result = playTurn(pos, bad);
      expect(result.ok, bad).toBe(false);
      expect(formatPosition(pos)).toBe(before);
    }
  });

  it('requires an escape from check on the first sub-move and refuses to end with twins pending', () => {
    const pos = emptyPosition();
    for (let p = 0; p < 10; p++)
      if (p !== 0) placePiece(pos, cellByName(`${'ABCDEFGHIJ'[p]}1a1`), p, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('A5c3'), 0, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('A5c8'), 3, typeOf('Rook'), false);
    placePiece(pos, cellByName('A5e9'), 0, typeOf('Wazir'), true);
    expect(playTurn(pos, 'pass').ok).toBe(false);
    expect(playTurn(pos, 'A5e9A5e10').ok).toBe(false);
    expect(playTurn(pos, 'A5c3A5b3,A5e9A5e10').ok).toBe(false);
    expect(expectOk(playTurn(pos, 'A5c3A5b3,A5e9A5e10,A5e10A5e9')).plies).toBe(4);
  });

  it('eliminates a checkmated player at the start of his turn and names the last player standing', () => {
    const pos = emptyPosition();
    placePiece(pos, cellByName('A1a1'), 0, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('D10e1'), 3, typeOf('King Centaur'), false);
    const moves = new Int32Array(MAX_SUB_MOVES);
    const n = rules.legalSubMoves(pos, moves, 0);
    for (let i = 0; i < n; i++) placePiece(pos, moveTo(moves[i]), 3, typeOf('Amazon'), false);
    expect(winner(pos)).toBe(-1);
    // Read at a turn boundary, A (to move, checkmated) is out before he plays.
    const state = expectOk(salmon.parsePosition(`${formatPosition(pos)} 0`)) as ReturnType<typeof stateOf>;
    expect(state.board.toMove).toBe(3);
    expect(winner(state.board)).toBe(3);
    expect(salmon.outcome(state)).toEqual({ kind: 'win', winners: [3], reason: 'last King Centaur standing' });
    expect(playToken(salmon, state, 'pass').ok).toBe(false);
  });
});
