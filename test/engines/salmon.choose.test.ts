// The greedy turn chooser: its turns are legal tokens, it takes a free centaur, and it passes when nothing helps.
import { describe, expect, it } from 'vitest';
import { buildSalmonBoard, cellByName } from '../../engines/salmon/board';
import { createChooser } from '../../engines/salmon/choose';
import { eliminateCheckmated, playGame, playTurn, winner } from '../../engines/salmon/game';
import { formatPosition } from '../../engines/salmon/notation';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import { emptyPosition, placePiece, startPosition } from '../../engines/salmon/position';
import { createTurnRules } from '../../engines/salmon/turn';
import { expectOk } from '../../src/core/result';

const rules = createTurnRules(buildSalmonBoard('L0'));
const chooser = createChooser(rules);
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);

describe('salmon greedy turn chooser', () => {
  it('values pieces by mobility, the centaur above all', () => {
    const v = (name: string): number => chooser.values[typeOf(name)];
    expect(v('King Centaur')).toBeGreaterThan(v('Amazon'));
    expect(v('Amazon')).toBeGreaterThan(v('Queen'));
    expect(v('Queen')).toBeGreaterThan(v('Rook'));
    expect(v('Rook')).toBeGreaterThan(v('Wazir'));
  });

  it('takes a free King Centaur and leaves the position as it found it', () => {
    const pos = emptyPosition();
    for (let p = 0; p < 10; p++) placePiece(pos, cellByName(`${'ABCDEFGHIJ'[p]}1a1`), p, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('A5c2'), 0, typeOf('Rook'), false);
    placePiece(pos, cellByName('A5c8'), 5, typeOf('King Centaur'), false);
    pos.type[cellByName('F1a1')] = typeOf('Wazir');
    pos.centaur[5] = cellByName('A5c8');
    const before = formatPosition(pos);
    const turn = chooser.chooseTurn(pos).moves;
    expect(turn[0]).toBe('A5c2A5c8');
    expect(formatPosition(pos)).toBe(before);
  });

  it('plays two full rounds from the start with legal turn tokens only', () => {
    const pos = startPosition();
    let subMoves = 0;
    for (let turn = 0; turn < 20 && winner(pos) < 0; turn++) {
      eliminateCheckmated(rules, pos);
      const chosen = chooser.chooseTurn(pos).moves;
      subMoves += chosen.length;
      expectOk(playTurn(rules, pos, chosen.length === 0 ? 'pass' : chosen.join(',')));
    }
    expect(subMoves).toBeGreaterThan(20);
  });
});

describe('salmon self-play', () => {
  it('plays a whole ten-player game to a winner or adjudication with legal turns only', () => {
    const pos = startPosition();
    const outcome = playGame(rules, pos, (p) => {
      const turn = chooser.chooseTurn(p).moves;
      return turn.length === 0 ? 'pass' : turn.join(',');
    }, 2000);
    expect(outcome.turns).toBeLessThan(2000);
    expect(outcome.winner >= 0 || outcome.survivors.length >= 2).toBe(true);
    expect(outcome.survivors.length).toBeLessThan(10);
  });
});
