// The page's reading of the engine's answers (src/gui/answer.ts): `d` pieces joined (the position text read from it),
// `moves` lines concatenated with `pass` told apart, the mover from `turn`; then on a real salmon session over UCI,
// positions inside a turn sent as open turns, among them a promotion's twins, which the page's click map must offer
// (and nothing else) until one has moved off.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cellByName } from '../../engines/salmon/topology';
import { createEngine } from '../../engines/index';
import { readAnswer } from '../../src/gui/answer';
import { CellNames, groupMoves } from '../../src/gui/moves';
import { completeTurn, openTurnTokens } from '../../src/core/turns';
import { TURNS } from '../../src/gui/turn';
import { Harness } from '../protocol/harness';
import { salmonCentaursText } from '../helpers/salmon-setup';

describe('reading an answer', () => {
  test('d lines continued on + lines are joined; moves lines are concatenated; the turn line gives the turn', () => {
    const answer = readAnswer([
      'Salmon P. Chess: D to move, sub-move 3 of 10; 0 quiet turns',
      'Fen: D 2 - - abc',
      '+def',
      '+ghi',
      'info string cells 0 . 0:KC',
      'info string cells 2 3:Q',
      'info string cells end',
      'info string check 2 7',
      'info string result ongoing',
      'info string turn D move 3 of 10 end yes',
      'info string moves A1a2A1a3 A1b2A1c3',
      'info string moves A1c2A1c3 pass',
    ]);
    expect(answer.display).toEqual([
      'Salmon P. Chess: D to move, sub-move 3 of 10; 0 quiet turns',
      'Fen: D 2 - - abcdefghi',
    ]);
    expect(answer.turn).toEqual({ mover: 'D', subMove: 3, perTurn: 10, canEnd: true });
    expect(answer.labels).toEqual(['', '0:KC', '3:Q']);
    expect(answer.check).toEqual([2, 7]);
    expect(answer.state).toBe('ongoing');
    expect(answer.moves).toEqual(['A1a2A1a3', 'A1b2A1c3', 'A1c2A1c3']);
    expect(answer.canPass).toBe(true);
    expect(answer.error).toBeUndefined();
    expect(answer.positionText).toBe('D 2 - - abcdefghi');
    expect(answer.mover).toBe('D');
    const chess = readAnswer(['info string moves', 'info string error ERR_BAD_MOVE x; position unchanged']);
    expect([chess.moves, chess.canPass, chess.turn, chess.state]).toEqual([[], false, undefined, undefined]);
    expect(readAnswer(['info string check']).check).toEqual([]);
    expect([chess.mover, chess.positionText]).toEqual([undefined, '']);
    expect(chess.error).toMatch(/^info string error ERR_BAD_MOVE/);
    // Two players: no turn state, but the turn line still says who is to move (a set-up game may start with Black).
    const black = readAnswer(['info string turn black move 1 of 1 end no']);
    expect([black.turn, black.mover]).toEqual([undefined, 'black']);
  });

  test('open-turn tokens and the whole turn after the engine finished it', () => {
    expect(openTurnTokens(TURNS, [])).toEqual([]);
    expect(openTurnTokens(TURNS, ['A1a2A1a3', 'A1b2A1c3'])).toEqual(['A1a2A1a3,', 'A1b2A1c3,']);
    expect(completeTurn(TURNS, ['A1a2A1a3'], 'A1b2A1c3,A1c2A1c3')).toBe('A1a2A1a3,A1b2A1c3,A1c2A1c3');
    expect(completeTurn(TURNS, ['A1a2A1a3'], 'pass')).toBe('A1a2A1a3');
    expect(completeTurn(TURNS, [], 'pass')).toBe('pass');
    expect(completeTurn(TURNS, [], 'A1b2A1c3')).toBe('A1b2A1c3');
  });
});

describe('salmon positions inside a turn, as the page asks for them', () => {
  let h: Harness;
  const salmon = createEngine('salmon').rules;
  const names = new CellNames(salmon.topology.names);
  beforeAll(async () => {
    h = new Harness();
    await h.ready('uci', 'setoption name UCI_Variant value salmon');
  });
  afterAll(() => h.close());
  const ask = async (position: string) => readAnswer(await h.ready(position, 'd', 'cells', 'result', 'turn', 'moves'));

  test('after a sub-move: the mover, the next sub-move, every legal sub-move and pass; the Fen line whole', async () => {
    const start = await ask('position startpos');
    expect(start.moves).toHaveLength(1274);
    const first = start.moves[0];
    const answer = await ask(`position startpos moves ${openTurnTokens(TURNS, [first]).join(' ')}`);
    expect(answer.error).toBeUndefined();
    expect(answer.turn).toEqual({ mover: 'A', subMove: 2, perTurn: 10, canEnd: true });
    expect(answer.canPass).toBe(true);
    expect(answer.moves).not.toContain(first);
    expect(answer.moves.length).toBeGreaterThan(1000);
    const moved = names.parse(first)!;
    expect(answer.labels[moved.from]).toBe('');
    expect(answer.labels[moved.to]).toMatch(/^0:/);
    // The position text comes whole once the + pieces are joined: it sets the same position.
    const fen = answer.display.find((line) => line.startsWith('Fen: '))!;
    expect(fen.length).toBeGreaterThan(14_000);
    expect((await ask(`position fen ${fen.slice(5)}`)).moves.sort()).toEqual([...answer.moves].sort());
  });

  test("check: the engine names the attacked King Centaur's cell (a rook of D's on A's centaur)", async () => {
    const quiet = readAnswer(await h.ready(`position fen ${salmonCentaursText([])}`, 'check'));
    expect(quiet.check).toEqual([]);
    const checked = readAnswer(await h.ready(`position fen ${salmonCentaursText([['A5c8', 3, 'Rook']])}`, 'check'));
    expect(checked.check).toEqual([cellByName('A5c3')]);
  });

  test("a promotion's twins: only their moves are offered and the turn may not end until one has moved off", async () => {
    const start = `position fen ${salmonCentaursText([['A5e9', 0, 'Wazir', true]])}`;
    expect((await ask(start)).moves).toContain('A5e9A5e10');

    const twins = await ask(`${start} moves ${openTurnTokens(TURNS, ['A5e9A5e10']).join(' ')}`);
    expect(twins.error).toBeUndefined();
    expect(twins.turn?.subMove).toBe(2);
    expect(twins.canPass).toBe(false);
    const e10 = cellByName('A5e10');
    const clickable = groupMoves(names, twins.moves);
    expect([...clickable.keys()]).toEqual([e10]);
    expect(twins.labels[e10]).toMatch(/^0:/);

    const twinMove = clickable.get(e10)!.values().next().value![0].text;
    const after = await ask(`${start} moves ${openTurnTokens(TURNS, ['A5e9A5e10', twinMove]).join(' ')}`);
    expect(after.error).toBeUndefined();
    expect(after.canPass).toBe(true);
    // The twin that stayed may move later in the turn, and so may the centaur.
    expect(groupMoves(names, after.moves).has(e10)).toBe(true);
    expect(groupMoves(names, after.moves).has(cellByName('A5c3'))).toBe(true);
    // Ending the turn there is the whole turn the page records.
    expect((await ask(`${start} moves ${completeTurn(TURNS, ['A5e9A5e10', twinMove], 'pass')}`)).turn?.mover).toBe('D');
  });
});
