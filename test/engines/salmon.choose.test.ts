// The turn planner: its turns are legal tokens in every situation (check, pending twins, cut short at once), it takes
// free centaurs, keeps its own out of reach (also when a dozen captures come first in the ordering), attacks a rival's
// centaur for the pressure weight, finds a two-move combination that greedy misses, is deterministic with a nodes
// budget and leaves the position untouched; a self-play game runs with legal turns only.
import { describe, expect, it } from 'vitest';
import { buildSalmonBoard, cellByName } from '../../engines/salmon/topology';
import type { ChooseOptions, ChosenTurn } from '../../engines/salmon/choose';
import { createChooser } from '../../engines/salmon/choose';
import { PARAMS, type SalmonWeights } from '../../engines/salmon/eval';
import { winner } from '../../engines/salmon/game';
import { stateOf, type SalmonState } from '../../engines/salmon/rules';
import { benchTurnPositions, playSelf } from '../../engines/salmon/self-play';
import { createEngine } from '../../engines/index';
import type { Rules } from '../../src/core/rules';
import { playToken } from '../../src/core/turns';
import { UNDO_SIZE, makeSubMove } from '../../engines/salmon/make';
import { formatPosition, parseSubMove } from '../../engines/salmon/notation';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import type { SalmonPosition } from '../../engines/salmon/position';
import { emptyPosition, placePiece, startPosition } from '../../engines/salmon/position';
import { MAX_SUB_MOVES, createTurnRules } from '../../engines/salmon/turn';
import { expectOk } from '../../src/core/result';

const rules = createTurnRules(buildSalmonBoard('L0'));
const chooser = createChooser(rules);
/** The Rules face: whole-turn tokens are checked and played through it. */
const salmon = createEngine('salmon').rules as Rules<SalmonState>;
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);
const token = (turn: ChosenTurn): string => (turn.moves.length === 0 ? 'pass' : turn.moves.join(','));

/** Every player's centaur on layer 1, a1 of his strip, except those given; then the pieces. */
function setUp(pieces: [string, number, string, boolean?][], centaurs: Record<number, string> = {}): SalmonPosition {
  const pos = emptyPosition();
  for (let p = 0; p < 10; p++)
    placePiece(pos, cellByName(centaurs[p] ?? `${'ABCDEFGHIJ'[p]}1a1`), p, typeOf('King Centaur'), false);
  for (const [cell, player, name, restricted] of pieces)
    placePiece(pos, cellByName(cell), player, typeOf(name), restricted ?? false);
  return pos;
}

/** Plays sub-moves of the current turn on `pos` (mid-turn), failing on any illegal one. */
function playSubMoves(pos: SalmonPosition, texts: readonly string[]): void {
  const moves = new Int32Array(MAX_SUB_MOVES);
  const undo = new Int32Array(UNDO_SIZE * 10);
  for (const text of texts) {
    const move = expectOk(parseSubMove(pos, text, moves, rules.legalSubMoves(pos, moves, 0)));
    makeSubMove(pos, move, undo, pos.subMoves * UNDO_SIZE);
  }
}

/** Chooses with `options`, checks the position is unchanged, and plays the turn (it must be a legal token). */
function chooseAndPlay(pos: SalmonPosition, options?: ChooseOptions): ChosenTurn {
  const before = formatPosition(pos);
  const turn = chooser.chooseTurn(pos, options);
  expect(formatPosition(pos)).toBe(before);
  expect(turn.moves.length).toBeLessThanOrEqual(10);
  expectOk(playToken(salmon, stateOf(pos), token(turn)));
  return turn;
}

/** The committed table with some of the centaur group's weights changed. */
const withCentaur = (changes: Partial<SalmonWeights['centaur']>): SalmonWeights => {
  const table = PARAMS as SalmonWeights;
  return { ...table, centaur: { ...table.centaur, ...changes } };
};

/**
 * Whether `holds` after the committed planner's turn on a fresh `position()`, and after the turn of a planner with the
 * centaur group's weights changed by `changes` (each turn played as a token, so it must be legal).
 */
function committedAndChanged(
  position: () => SalmonPosition,
  changes: Partial<SalmonWeights['centaur']>,
  holds: (pos: SalmonPosition) => boolean,
): [boolean, boolean] {
  const pos = position();
  chooseAndPlay(pos);
  const changed = position();
  expectOk(playToken(salmon, stateOf(changed), token(createChooser(rules, withCentaur(changes)).chooseTurn(changed))));
  return [holds(pos), holds(changed)];
}

const cutShort: ChooseOptions[] = [{ stopped: () => true }, { nodes: 1 }, { timeMs: 0 }];

describe('salmon turn planner', () => {
  it('values pieces by mobility, the centaur above all', () => {
    const v = (name: string): number => chooser.values[typeOf(name)];
    expect(v('King Centaur')).toBeGreaterThan(v('Amazon'));
    expect(v('Amazon')).toBeGreaterThan(v('Queen'));
    expect(v('Queen')).toBeGreaterThan(v('Rook'));
    expect(v('Rook')).toBeGreaterThan(v('Wazir'));
    expect(v('Wazir')).toBeGreaterThan(50);
    expect(v('Wazir')).toBeLessThan(150);
  });

  it('takes a free King Centaur and leaves the position as it found it', () => {
    const pos = setUp([['A5c2', 0, 'Rook']], { 5: 'A5c8' });
    const turn = chooseAndPlay(pos);
    expect(turn.moves[0]).toBe('A5c2A5c8');
    expect(pos.active[5]).toBe(0);
    expect(turn.score).toBeGreaterThan(10000);
  });

  it('moves its centaur out of reach of a later player (not check, but he could take it)', () => {
    // J is A's third active player: his rook on the c-file attacks A's centaur, which A can step aside from.
    const pos = setUp([['A5c8', 9, 'Rook']], { 0: 'A5c3' });
    expect(rules.gen.inCheck(pos, 0)).toBe(false);
    expect(rules.gen.attacks(pos, 9, pos.centaur[0])).toBe(true);
    chooseAndPlay(pos);
    expect(rules.gen.attacks(pos, 9, pos.centaur[0])).toBe(false);
  });

  it('moves its attacked centaur away even when a dozen captures come first in the ordering', () => {
    // J's rook attacks A's centaur (J is A's third player: not check, but he could take it). A's 24 wazirs on layers
    // 8-10 (out of his centaur's reach) can each take an F wazir, so by the cheap score alone the centaur's moves are
    // never among the 12 evaluated: without the escape ordering (centaur.escapeShare 0) the centaur stays attacked.
    const files = 'abcdefgh';
    const pieces = [8, 9, 10].flatMap((layer) =>
      [...files].flatMap((file): [string, number, string][] => [
        [`A${layer}${file}2`, 0, 'Wazir'],
        [`A${layer}${file}3`, 5, 'Wazir'],
      ]),
    );
    const exposed = (): SalmonPosition => setUp([['A5c8', 9, 'Rook'], ...pieces], { 0: 'A5c3' });
    const attacked = (pos: SalmonPosition): boolean => rules.gen.attacks(pos, 9, pos.centaur[0]);
    expect(attacked(exposed())).toBe(true);
    expect(committedAndChanged(exposed, { escapeShare: 0 }, attacked)).toEqual([false, true]);
  });

  it('attacks a rival centaur it does not check (pressure), which it would not do for nothing', () => {
    // G's centaur on A's strip; A's rook can reach the 4th rank (or the h-file) and attack it. A is G's eighth player,
    // so this is not check: only the pressure term pays for it (with centaur.pressure 0 the planner passes).
    const position = (): SalmonPosition => setUp([['A5c2', 0, 'Rook']], { 6: 'A5h4' });
    const attacks = (pos: SalmonPosition): boolean => rules.gen.attacks(pos, 0, pos.centaur[6]);
    expect(attacks(position())).toBe(false);
    expect(committedAndChanged(position, { pressure: 0 }, attacks)).toEqual([true, false]);
  });

  it('does not take a piece with its centaur where the next players reach it', () => {
    // The D queen on A5c5 is free, but G's rook on A5c9 guards it: the centaur may not (and should not) take.
    const pos = setUp(
      [
        ['A5c5', 3, 'Queen'],
        ['A5c9', 6, 'Rook'],
      ],
      { 0: 'A5c3' },
    );
    chooseAndPlay(pos);
    expect(pos.centaur[0]).not.toBe(cellByName('A5c5'));
    expect(rules.gen.attacks(pos, 3, pos.centaur[0]) || rules.gen.attacks(pos, 6, pos.centaur[0])).toBe(false);
  });

  it('escapes check with its first sub-move, also when cut short', () => {
    const checked = (): SalmonPosition =>
      setUp(
        [
          ['A5c8', 3, 'Rook'],
          ['A5h2', 0, 'Rook'],
        ],
        { 0: 'A5c3' },
      );
    expect(rules.gen.inCheck(checked(), 0)).toBe(true);
    for (const options of [{}, ...cutShort]) {
      const pos = checked();
      const turn = chooseAndPlay(pos, options);
      expect(turn.moves.length).toBeGreaterThan(0);
    }
  });

  it('returns no sub-move when checkmated', () => {
    // D's amazons on every cell A's lone centaur could reach (as in salmon.turn.test.ts).
    const pos = emptyPosition();
    placePiece(pos, cellByName('A1a1'), 0, typeOf('King Centaur'), false);
    placePiece(pos, cellByName('D10e1'), 3, typeOf('King Centaur'), false);
    const moves = new Int32Array(MAX_SUB_MOVES);
    const n = rules.legalSubMoves(pos, moves, 0);
    for (let i = 0; i < n; i++) placePiece(pos, (moves[i] >>> 13) & 0x1fff, 3, typeOf('Amazon'), false);
    expect(rules.checkmated(pos)).toBe(true);
    for (const options of [{}, ...cutShort]) expect(chooser.chooseTurn(pos, options).moves).toEqual([]);
  });

  it('promotes a pawn and moves a twin off at once, also when cut short mid-turn', () => {
    const pos = setUp([['A5e9', 0, 'Wazir', true]]);
    const turn = chooseAndPlay(pos);
    const at = turn.moves.indexOf('A5e9A5e10');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(turn.moves[at + 1]).toMatch(/^A5e10/);
    for (const options of [{}, ...cutShort]) {
      const mid = setUp([['A5e9', 0, 'Wazir', true]]);
      playSubMoves(mid, ['A5e9A5e10']);
      const before = formatPosition(mid);
      const rest = chooser.chooseTurn(mid, options);
      expect(formatPosition(mid)).toBe(before);
      expect(rest.moves.length).toBeGreaterThan(0);
      expect(rest.moves[0]).toMatch(/^A5e10/);
      playSubMoves(mid, rest.moves);
      expect(mid.pendingTwin).toBe(-1);
    }
  });

  it('returns a legal turn when stopped at once or allowed one evaluation', () => {
    for (const options of cutShort) {
      const pos = startPosition();
      const turn = chooseAndPlay(pos, options);
      expect(turn.nodes).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic with a nodes budget, reports progress and leaves the position unchanged', () => {
    const pos = startPosition();
    const before = formatPosition(pos);
    const depths: number[] = [];
    const first = chooser.chooseTurn(pos, { nodes: 300, onProgress: (p) => depths.push(p.depth) });
    const second = chooser.chooseTurn(pos, { nodes: 300 });
    expect(formatPosition(pos)).toBe(before);
    expect(second).toEqual(first);
    expect(first.nodes).toBeLessThanOrEqual(300);
    expect(first.moves.length).toBeGreaterThan(0);
    expect(depths.length).toBeGreaterThan(0);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
  });

  it('keeps the k best distinct complete turns for MultiPV, best first, the first being its turn', () => {
    const pos = startPosition();
    const plain = chooser.chooseTurn(pos, { nodes: 400 });
    const multi = chooser.chooseTurn(pos, { nodes: 400, lines: 4 });
    expect(multi.moves).toEqual(plain.moves); // the same search: lines only keep more of what it saw
    expect(multi.nodes).toBe(plain.nodes);
    const lines = multi.lines!;
    expect(lines.length).toBe(4);
    expect(lines[0].moves).toEqual(multi.moves);
    const sets = lines.map((line) => [...line.moves].sort().join(','));
    expect(new Set(sets).size).toBe(lines.length);
    for (let i = 1; i < lines.length; i++) expect(lines[i].score).toBeLessThanOrEqual(lines[i - 1].score);
    for (const line of lines) {
      const state = stateOf(startPosition());
      expectOk(playToken(salmon, state, line.moves.length === 0 ? 'pass' : line.moves.join(',')));
    }
  });

  it('finishes a turn begun elsewhere within the ten sub-moves', () => {
    const pos = startPosition();
    const first = chooser.chooseTurn(pos, { nodes: 400, beam: 1 });
    expect(first.moves).toHaveLength(10);
    playSubMoves(pos, first.moves.slice(0, 8));
    const rest = chooser.chooseTurn(pos, { nodes: 100 });
    expect(rest.moves.length).toBeLessThanOrEqual(2);
    playSubMoves(pos, rest.moves);
    playSubMoves(pos, chooser.chooseTurn(pos).moves);
    expect(pos.subMoves).toBeLessThanOrEqual(10);
    if (pos.subMoves === 10) expect(chooser.chooseTurn(pos).moves).toEqual([]);
  });

  it('finds with its beam a combination that greedy misses', () => {
    // Two of A's pawns block his rook's file to C's centaur; the rook could also take a wazir on the side. Greedy
    // takes the wazir first (the rook has then moved); the beam clears the file and takes the centaur.
    const combination = (): SalmonPosition =>
      setUp(
        [
          ['A5a1', 0, 'Rook'],
          ['A5a2', 0, 'Ferz', true],
          ['A5a3', 0, 'Ferz', true],
          ['A5b1', 1, 'Wazir'],
        ],
        { 2: 'A5a8' },
      );
    const greedy = chooseAndPlay(combination(), { beam: 1 });
    expect(greedy.moves).toContain('A5a1A5b1');
    expect(greedy.moves).not.toContain('A5a1A5a8');
    const pos = combination();
    const planned = chooseAndPlay(pos, { beam: 4 });
    expect(planned.moves).toContain('A5a1A5a8');
    expect(pos.active[2]).toBe(0);
  });

  it('gives bench positions at four stages of a deterministic game', () => {
    const texts = benchTurnPositions(salmon, chooser);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toBe(salmon.startText);
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(salmon.formatPosition(expectOk(salmon.parsePosition(text)))).toBe(text);
  });

  it('plays two full rounds from the start with legal turn tokens only', () => {
    const pos = startPosition();
    let subMoves = 0;
    for (let turn = 0; turn < 20 && winner(pos) < 0; turn++)
      subMoves += chooseAndPlay(pos, { nodes: 150 }).moves.length;
    expect(subMoves).toBeGreaterThan(20);
  });
});

describe('salmon self-play', () => {
  it('plays 300 turns of a ten-player game from the start with legal turns only', () => {
    const state = salmon.startPosition();
    const start = salmon.formatPosition(state);
    const played = playSelf(salmon, chooser, state, { maxTurns: 300, choose: { beam: 1, nodes: 60 } });
    expect(played.turns).toBe(300); // a full army game takes thousands of turns; playToken checked every one
    expect(salmon.formatPosition(state)).not.toBe(start);
  });

  it('plays a thinned-out ten-player game to its end by the rules: a winner or the quiet-rounds draw', () => {
    // Every player: his centaur, a Queen and an Amazon on the middle layers of his own strip.
    const pos = setUp(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((p): [string, number, string][] => [
        [`${'ABCDEFGHIJ'[p]}5c3`, p, 'Queen'],
        [`${'ABCDEFGHIJ'[p]}6h3`, p, 'Amazon'],
      ]),
    );
    const state = stateOf(pos);
    const played = playSelf(salmon, chooser, state, { maxTurns: 3000, choose: { beam: 2, nodes: 200 } });
    expect(played.outcome).toBeDefined();
    const outcome = played.outcome!;
    if (outcome.kind === 'win') expect(outcome.winners).toEqual([winner(pos)]);
    else expect(outcome.among!.length).toBeGreaterThan(1);
  });
});
