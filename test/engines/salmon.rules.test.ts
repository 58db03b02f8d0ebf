// Salmon as Rules for the generic layers: sub-moves plus the end of the turn, whole-turn tokens, elimination of a
// player checkmated at the start of his turn (undone exactly), quiet-turn adjudication, results, and seeded playouts
// through several turns that round-trip every position and a sample of the moves.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engines/index';
import { cellByName } from '../../engines/salmon/topology';
import { formatPosition as formatPieces } from '../../engines/salmon/notation';
import { MOVE_PROMOTE } from '../../engines/salmon/movegen';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import { emptyPosition, placePiece } from '../../engines/salmon/position';
import { END_TURN, QUIET_ROUNDS_LIMIT } from '../../engines/salmon/rules';
import { GEN_ALL, GEN_NOISY } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { firstLegalToken, playToken } from '../../src/core/turns';
import { perft } from '../../src/search/perft';
import { checkPlayouts } from '../helpers/playouts';

const rules = createEngine('salmon').rules;
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);
const LETTERS = 'ABCDEFGHIJ';

/** A position from pieces [cell, player, piece name], `toMove` to play; players without a centaur are eliminated. */
function setUp(pieces: readonly (readonly [string, number, string])[], toMove: number, quiet = 0) {
  const pos = emptyPosition();
  for (const [cell, player, name] of pieces) placePiece(pos, cellByName(cell), player, typeOf(name), false);
  pos.toMove = toMove;
  return expectOk(rules.parsePosition(`${formatPieces(pos)} ${quiet}`));
}

const centaurs = (...players: number[]): [string, number, string][] =>
  players.map((p) => [`${LETTERS[p]}1a1`, p, 'King Centaur']);

function legalTexts(pos: ReturnType<typeof setUp>): string[] {
  const buffer = new Int32Array(rules.maxMoves);
  const n = rules.generateMoves(pos, buffer, 0, GEN_ALL);
  return Array.from(buffer.subarray(0, n), (m) => rules.formatMove(pos, m));
}

describe('salmon rules', () => {
  it('has 1,274 legal first sub-moves, 16 of them captures, and whole turns as protocol tokens', () => {
    const start = rules.startPosition();
    expect(perft(rules, start, 1)).toBe(1274);
    expect(rules.generateMoves(start, new Int32Array(rules.maxMoves), 0, GEN_NOISY)).toBe(16);
    expect(rules.turns).toMatchObject({ movesPerTurn: 10, separator: ',', passText: 'pass', endTurn: END_TURN });
    expect(rules.players).toBe(10);
  });

  it('plays a turn token atomically and hands the move on in the order A D G J …', () => {
    const pos = rules.startPosition();
    const before = rules.formatPosition(pos);
    const [first] = legalTexts(pos);
    // The same piece twice, eleven sub-moves, garbage: refused, nothing changes.
    for (const bad of [`${first},${first}`, Array(11).fill(first).join(','), 'a1a2,', 'zz']) {
      expect(playToken(rules, pos, bad).ok).toBe(false);
      expect(rules.formatPosition(pos)).toBe(before);
    }
    const turn = expectOk(playToken(rules, pos, first.toLowerCase()));
    expect(turn).toEqual({ text: first, plies: 2 });
    expect(rules.playerNames?.[pos.stm]).toBe('D');
    expect(expectOk(playToken(rules, pos, 'PASS'))).toEqual({ text: 'pass', plies: 1 });
    expect(rules.playerNames?.[pos.stm]).toBe('G');
    for (let i = 0; i < 3; i++) rules.unmakeMove(pos);
    expect(rules.formatPosition(pos)).toBe(before);
  });

  it('allows the end of the turn only when the rules do: not in check before the first sub-move', () => {
    // D (next after A) checks A's centaur along the c-file.
    const pos = setUp([...centaurs(1, 2, 3, 4, 5, 6, 7, 8, 9), ['A5c3', 0, 'King Centaur'], ['A5c8', 3, 'Rook']], 0);
    expect(rules.inCheck(pos)).toBe(true);
    expect(rules.parseMove(pos, 'pass')).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE' } });
    expect(legalTexts(pos).every((m) => m.startsWith('A5c3'))).toBe(true);
    // The fallback answer escapes and then ends the turn.
    const token = firstLegalToken(rules, pos)!;
    expect(token.startsWith('A5c3')).toBe(true);
    expect(playToken(rules, pos, token).ok).toBe(true);
  });

  it('reads a sub-move that leaves the centaur attacked as illegal, and every legal one, under both centre rules', () => {
    for (const salmonCentre of ['L0', 'L1'] as const) {
      const centred = createEngine('salmon', { salmonCentre, salmonPromotion: 'symmetric' }).rules;
      const read = (pieces: readonly (readonly [string, number, string])[]) => {
        const pos = emptyPosition();
        for (const [cell, player, name] of pieces) placePiece(pos, cellByName(cell), player, typeOf(name), false);
        return expectOk(centred.parsePosition(`${formatPieces(pos)} 0`));
      };
      const texts = (pos: ReturnType<typeof read>): string[] => {
        const buffer = new Int32Array(centred.maxMoves);
        const n = centred.generateMoves(pos, buffer, 0, GEN_ALL);
        return Array.from(buffer.subarray(0, n), (m) => centred.formatMove(pos, m));
      };
      // A's rook on c5 stands between A's centaur on c3 and D's rook on c8: pinned, it may only move along the file.
      const shield: [string, number, string][] = [
        ...centaurs(1, 2, 3, 4, 5, 6, 7, 8, 9),
        ['A5c3', 0, 'King Centaur'],
        ['A5c5', 0, 'Rook'],
      ];
      const rookMoves = texts(read(shield)).filter((m) => m.startsWith('A5c5'));
      const pinned = read([...shield, ['A5c8', 3, 'Rook']]);
      const legal = new Set(texts(pinned));
      const refused = rookMoves.filter((m) => !legal.has(m));
      expect(refused.length, salmonCentre).toBeGreaterThan(0);
      for (const move of refused) {
        expect(centred.parseMove(pinned, move), `${salmonCentre} ${move}`).toMatchObject({
          ok: false,
          error: { code: 'ERR_ILLEGAL_MOVE' },
        });
      }
      for (const move of legal)
        expect(centred.formatMove(pinned, expectOk(centred.parseMove(pinned, move)))).toBe(move);
    }
  });

  it('eliminates a player checkmated at the start of his turn when the turn before ends, and undoes it exactly', () => {
    // H moves before A. A's lone centaur in a corner: every destination holds one of D's Amazons.
    const pieces: [string, number, string][] = [
      ...centaurs(1, 2, 4, 5, 6, 7, 8, 9),
      ['J10e1', 3, 'King Centaur'],
      ['A1a1', 0, 'King Centaur'],
    ];
    const probe = setUp(pieces, 0);
    for (const move of legalTexts(probe)) pieces.push([move.slice(move.indexOf('A', 1)), 3, 'Amazon']);
    const pos = setUp(pieces, 7);
    const before = rules.formatPosition(pos);
    expect(rules.playerNames?.[pos.stm]).toBe('H');
    expect(expectOk(playToken(rules, pos, 'pass')).plies).toBe(1);
    expect(rules.playerNames?.[pos.stm]).toBe('D');
    expect(rules.formatPosition(pos).split(' ')[3]).toBe('A');
    rules.unmakeMove(pos);
    expect(rules.formatPosition(pos)).toBe(before);
    // A position text with a checkmated player to move at a turn boundary is read with him eliminated.
    const read = setUp(pieces, 0);
    expect(rules.playerNames?.[read.stm]).toBe('D');
  });

  it('names the last centaur standing as the winner', () => {
    const pos = setUp([...centaurs(0), ['A5c2', 0, 'Rook'], ['A5c8', 1, 'King Centaur']], 0);
    expect(rules.outcome(pos)).toBeUndefined();
    expectOk(playToken(rules, pos, 'A5c2A5c8'));
    expect(rules.outcome(pos)).toEqual({ kind: 'win', winners: [0], reason: 'last King Centaur standing' });
    expect(firstLegalToken(rules, pos)).toBeUndefined();
  });

  it('draws among the survivors after the quiet rounds, counted in the position text', () => {
    const limit = QUIET_ROUNDS_LIMIT * 2;
    const pos = setUp([...centaurs(0, 1), ['A5c2', 0, 'Rook']], 0, limit - 1);
    expect(rules.outcome(pos)).toBeUndefined();
    expectOk(playToken(rules, pos, 'A5c2A5d2'));
    expect(rules.formatPosition(pos).split(' ')[5]).toBe(String(limit));
    expect(rules.outcome(pos)).toMatchObject({ kind: 'draw', among: [0, 1] });
    rules.unmakeMove(pos);
    rules.unmakeMove(pos);
    expect(rules.formatPosition(pos).split(' ')[5]).toBe(String(limit - 1));
    // A capture (or a promotion, or a pawn's advance) starts the count again.
    const capture = setUp([...centaurs(0, 1), ['A5c2', 0, 'Rook'], ['A5c6', 1, 'Wazir']], 0, limit - 1);
    expectOk(playToken(rules, capture, 'A5c2A5c6'));
    expect(rules.formatPosition(capture).split(' ')[5]).toBe('1');
    expect(rules.outcome(capture)).toBeUndefined();
  });

  it('round-trips positions and moves through random turns, and unwinds to the start', () => {
    const checked = checkPlayouts(rules, rules.startText, {
      seed: 7,
      games: 2,
      plies: 40,
      movePattern: /^[A-J]\d+[a-j]\d+[A-J]\d+[a-j]\d+\*?$/,
      moveSample: 37,
    });
    expect(checked.positions).toBe(80);
  });
});

describe('salmon rule switches (salmon.md keeps them as options)', () => {
  const literal = createEngine('salmon', { salmonCentre: 'L0', salmonPromotion: 'literal' }).rules;

  /** The legal sub-moves of A's restricted Wazir on `from`, as text, under `withRules`. */
  function wazirMoves(withRules: typeof rules, from: string): string[] {
    const state = expectOk(withRules.parsePosition(`${formatPiecesWith(from)} 0`));
    const buffer = new Int32Array(withRules.maxMoves);
    const n = withRules.generateMoves(state, buffer, 0, GEN_ALL);
    return Array.from(buffer.subarray(0, n), (m) => withRules.formatMove(state, m));
  }

  it('literal zone: f10 and g10 are plain cells, e10 must and d10, e9 may promote', () => {
    // A's f8, f9, f10 are rhombus cells named from J's side: J5c10, J5d10, J5e10.
    const f9 = (moves: string[]): string[] => moves.filter((m) => m.startsWith('J5c10J5d10'));
    expect(f9(wazirMoves(rules, 'A5f8'))).toEqual(['J5c10J5d10*', 'J5c10J5d10']); // may
    expect(f9(wazirMoves(literal, 'A5f8'))).toEqual(['J5c10J5d10']); // plain
    expect(wazirMoves(literal, 'A5e8').filter((m) => m.startsWith('A5e8A5e9'))).toEqual(['A5e8A5e9*', 'A5e8A5e9']);
    const f10 = (withRules: typeof rules): number =>
      expectOk(withRules.parseMove(expectOk(withRules.parsePosition(`${formatPiecesWith('A5f9')} 0`)), 'A5f9A5f10'));
    expect(f10(rules) & MOVE_PROMOTE).not.toBe(0); // must
    expect(f10(literal) & MOVE_PROMOTE).toBe(0);
  });

  it('are UCI options that restart a salmon game and leave other variants alone', async () => {
    const { Harness } = await import('../protocol/harness');
    const h = new Harness();
    try {
      h.send('uci', 'position startpos moves e2e4');
      expect(h.send('setoption name Salmon Promotion value literal')).toEqual([]);
      expect(h.session.positionText()).toMatch(/ b KQkq - 0 1$/); // the chess game goes on
      await h.ready('setoption name UCI_Variant value salmon', 'position startpos moves pass');
      expect(await h.ready('setoption name Salmon Centre value L1')).toEqual(['readyok']); // built in slices
      expect(h.send('d')[0]).toMatch(/^Salmon P\. Chess: A to move/); // restarted
      expect(h.send('setoption name Salmon Centre value L2')[0]).toMatch(/^info string error ERR_BAD_OPTION/);
      h.send('go perft 1');
      expect((await h.until(/^Nodes searched/)).at(-1)).toBe('Nodes searched: 1274');
    } finally {
      await h.close();
    }
  });
});

/** The ten centaurs plus A's restricted Wazir on `cell`, as position text without the quiet count. */
function formatPiecesWith(cell: string): string {
  const pos = emptyPosition();
  for (const [c, player, name] of centaurs(0, 1, 2, 3, 4, 5, 6, 7, 8, 9))
    placePiece(pos, cellByName(c), player, typeOf(name), false);
  placePiece(pos, cellByName(cell), 0, typeOf('Wazir'), true);
  return formatPieces(pos);
}

describe('salmon static score for the generic layers', () => {
  const engine = createEngine('salmon');
  it('is level at the start and rises for the mover when a rival loses a piece', () => {
    const start = engine.rules.startPosition();
    expect(engine.evaluator.evaluate(start)).toBe(0);
    const text = engine.rules.formatPosition(start).replace(',16@B5a2', ''); // B's Rook on B5a2 is gone
    expect(engine.evaluator.evaluate(expectOk(engine.rules.parsePosition(text)))).toBeGreaterThan(0);
  });
});
