// Move text a player reads, per variant (engines/*/move-words.ts, engines/common/piece-move-words.ts, through
// src/gui/notation.ts): in positions with every kind of move a variant has, every legal move gets a text that no other
// legal move shares and that reads back to that same move; a game written in the new text reads back into the same
// moves, as PGN too, and the engine's own text still reads.
import { describe, expect, test } from 'vitest';
import { Chess8Rules } from '../../engines/chess8/rules';
import { msgMoveTexts } from '../../engines/chess8/msg-words';
import { createStackRules } from '../../engines/stack/rules';
import { stackMoveTexts } from '../../engines/stack/move-words';
import { createSesquiRules } from '../../engines/sesqui/rules';
import { createBesiegeRules } from '../../engines/besiege/rules';
import { pieceMoveTexts } from '../../engines/common/piece-move-words';
import { findByText, writeMove, type MoveTexts } from '../../engines/common/move-words';
import { buildSalmonBoard, cellByName } from '../../engines/salmon/topology';
import { engineSubMove, subMoveWords } from '../../engines/salmon/move-words';
import { formatPosition as formatSalmon, formatSubMove } from '../../engines/salmon/notation';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import { placePiece, startPosition, type SalmonPosition } from '../../engines/salmon/position';
import { salmonCentaurs } from '../helpers/salmon-setup';
import { MAX_SUB_MOVES, createTurnRules } from '../../engines/salmon/turn';
import { legalMoves, type PositionCore, type Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { PERFT_REFERENCES } from '../../src/search/perft-references';
import { engineTexts, listTexts } from '../../src/gui/notation';
import { gamePgn, readGameText } from '../../src/gui/game-text';
import type { VariantName } from '../../src/core/types';

/** A two-player variant: its rules, its writer, positions with every kind of move, and texts they must show. */
interface Case {
  readonly variant: VariantName;
  readonly rules: Rules<PositionCore>;
  readonly writer: (rules: Rules<PositionCore>, pos: PositionCore) => MoveTexts;
  readonly positions: readonly string[];
  /** Each must match the text of some move of the positions (or of the plies played from them). */
  readonly kinds: readonly RegExp[];
}

const referencePositions = (variant: VariantName): string[] =>
  PERFT_REFERENCES.filter((row) => row.variant === variant).map((row) =>
    row.position === 'startpos' ? 'startpos' : row.position,
  );

/** Sesqui's ring from a map of cell index to letter. */
function ring(men: Record<number, string>): string {
  const cells = Array.from({ length: 48 }, (_, i) => men[i] ?? '.').join('');
  return `${cells.replace(/\.+/g, (gap) => String(gap.length))} w 0 1`;
}

/** Besiege's board from a map of cell name to letter. */
function torus(men: Record<string, string>): string {
  const rows: string[] = [];
  for (let rank = 10; rank >= 1; rank--) {
    let row = '';
    for (const file of 'abcdefghijklmnopqrst') row += men[file + rank] ?? '.';
    rows.push(row.replace(/\.+/g, (gap) => String(gap.length)));
  }
  return `${rows.join('/')} w 0 1`;
}

const asAny = <P extends PositionCore>(rules: Rules<P>): Rules<PositionCore> => rules as unknown as Rules<PositionCore>;
const anyWriter =
  <P extends PositionCore>(writer: (rules: Rules<P>, pos: P) => MoveTexts) =>
  (rules: Rules<PositionCore>, pos: PositionCore): MoveTexts =>
    writer(rules as unknown as Rules<P>, pos as P);

const CASES: readonly Case[] = [
  {
    variant: 'msg',
    rules: asAny(new Chess8Rules('msg')),
    writer: anyWriter(msgMoveTexts),
    positions: referencePositions('msg'),
    kinds: [
      /^[NBRQ][a-h]?[1-8]?&[a-h][1-8]=[NBRQ]$/, // a piece's merge
      /^[a-h]&[a-h][1-8]=[NBRQ]$/, // a pawn's merge
      /^[QK][a-h]?[1-8]?&[a-h][1-8]\/[NBRQP][a-h][1-8]\/[NBRQP][a-h][1-8][+#]?$/, // a split
      /^N[a-h]?[1-8]?&[a-h][1-8]-[a-h][1-8][+#]?$/, // a gallop
      /^[a-h]x?[a-h]?[18]=[QRBN][+#]?$/, // a promotion
      /^O-O(-O)?$/,
      /^[a-h]x[a-h][36]$/, // en passant among the pawn captures
      /\+$/,
    ],
  },
  {
    variant: 'stack',
    rules: asAny(createStackRules()),
    writer: anyWriter(stackMoveTexts),
    positions: referencePositions('stack'),
    kinds: [/^\d+[a-j]\d+$/, /^\d+x[a-j]\d+$/, /^\d+&[a-j]\d+$/, /^\d+[a-j](\d+)?[x&]?[a-j]\d+$/],
  },
  {
    variant: 'sesqui',
    rules: asAny(createSesquiRules()),
    writer: anyWriter(pieceMoveTexts),
    // The start; a promotion, by a step and by a capture; check across the centre (the position).
    positions: [
      'startpos',
      ring({ 14: 'P', 3: 'K', 33: 'k' }),
      ring({ 13: 'P', 14: 'n', 15: 'r', 3: 'K', 33: 'k' }),
      'K23r11k11 w 0 1',
    ],
    kinds: [/^[a-h]\d$/, /^[a-h]x[a-h]\d=[QRBN]$/, /^[a-h]\d=[QRBN]$/, /^N[a-h]\d$/, /^R[a-h]?\d?x?[a-h]\d\+$/],
  },
  {
    variant: 'besiege',
    rules: asAny(createBesiegeRules()),
    writer: anyWriter(pieceMoveTexts),
    // The start; a promotion by a diagonal capture across the join; check through the join.
    positions: [
      'startpos',
      torus({ l2: 'P', m3: 'n', l1: 'b', f1: 'K', q9: 'k' }),
      torus({ e1: 'r', o10: 'K', a5: 'k' }),
    ],
    kinds: [/^[a-t]\d+$/, /^[a-t]x[a-t]\d+=[QMCA]$/, /^N[a-t]\d+$/, /^K[a-t]\d+$/, /\+$/],
  },
];

/** The position, and the positions after a few plies of each of its first moves (more kinds of move, checks). */
function positionsFrom<P extends PositionCore>(rules: Rules<P>, text: string): P[] {
  const start = expectOk(rules.parsePosition(text === 'startpos' ? rules.startText : text));
  const found = [start];
  const buffer = new Int32Array(rules.maxMoves);
  for (const [i, first] of legalMoves(rules, start, buffer).slice(0, 4).entries()) {
    const pos = rules.clonePosition(start);
    rules.makeMove(pos, first);
    for (let ply = 0; ply < 3; ply++) {
      const moves = legalMoves(rules, pos, buffer);
      if (moves.length === 0) break;
      rules.makeMove(pos, moves[(i * 7 + ply * 5) % moves.length]);
      found.push(rules.clonePosition(pos));
    }
  }
  return found;
}

describe.each(CASES)('$variant move text', ({ variant, rules, writer, positions, kinds }) => {
  test('every legal move has its own text, which reads back to it (the engine text reads too)', () => {
    const seen: string[] = [];
    for (const text of positions) {
      for (const pos of positionsFrom(rules, text)) {
        const legal = legalMoves(rules, pos, new Int32Array(rules.maxMoves));
        const texts = writer(rules, pos);
        expect(texts.size).toBe(legal.length);
        expect(new Set(texts.values()).size).toBe(legal.length);
        for (const [move, written] of texts) {
          expect(findByText(texts, written), written).toBe(move);
          seen.push(writeMove(rules, pos, move, writer) ?? '');
        }
      }
      // Through the page's reader (every third move): the text, and the engine's, gives the engine's text.
      const pos = expectOk(rules.parsePosition(text === 'startpos' ? rules.startText : text));
      for (const [move, written] of [...writer(rules, pos)].filter((_, i) => i % 3 === 0)) {
        const engine = rules.formatMove(pos, move);
        expect(expectOk(engineTexts(variant, rules.formatPosition(pos), [written]))).toEqual([engine]);
        expect(expectOk(engineTexts(variant, rules.formatPosition(pos), [engine]))).toEqual([engine]);
      }
    }
    for (const kind of kinds)
      expect(
        seen.some((text) => kind.test(text)),
        `${kind} among ${seen.length}`,
      ).toBe(true);
  });

  test('a game in the new text, and as PGN, reads back into the same moves', () => {
    const pos = rules.startPosition();
    const buffer = new Int32Array(rules.maxMoves);
    const tokens: string[] = [];
    for (let ply = 0; ply < 16; ply++) {
      const moves = legalMoves(rules, pos, buffer);
      if (moves.length === 0) break;
      const move = moves[(ply * 11 + 3) % moves.length];
      tokens.push(rules.formatMove(pos, move));
      rules.makeMove(pos, move);
    }
    const written = listTexts(variant, rules.startText, tokens);
    expect(written).not.toEqual(tokens);
    expect(expectOk(engineTexts(variant, 'startpos', written))).toEqual(tokens);
    const pgn = gamePgn({
      variant,
      fromStart: true,
      startText: rules.startText,
      moves: tokens.map((token, i) => ({ token, mover: i % 2 })),
      players: ['You', 'Topochess'],
      seatNames: ['White', 'Black'],
      state: 'ongoing',
      timeControl: '-',
    });
    expect(pgn).toContain(written[0]);
    const back = expectOk(readGameText(pgn));
    expect(back.variant).toBe(variant);
    expect(expectOk(engineTexts(variant, back.start, back.moves))).toEqual(tokens);
  });
});

test('an M.S.G. game in the new text without a Variant tag is read as M.S.G.', () => {
  const back = expectOk(readGameText('1. Nc3 e5 2. e3 d6 3. Nge2 Nf6 4. N&c3-d5 *'));
  expect(back.variant).toBe('msg');
  expect(expectOk(engineTexts('msg', back.start, back.moves))).toEqual([
    'b1c3',
    'e7e5',
    'e2e3',
    'd7d6',
    'g1e2',
    'g8f6',
    'e2c3gd5',
  ]);
});

describe('salmon move text', () => {
  const turnRules = createTurnRules(buildSalmonBoard('L0'));
  const buffer = new Int32Array(MAX_SUB_MOVES);
  const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);

  /** Every side's centaur, A's queen and A's restricted wazirs before its promotion cells (must e10, may d10). */
  function withPawns(): SalmonPosition {
    const pos = salmonCentaurs([['A5a5', 0, 'Queen']]);
    for (const cell of ['A5e9', 'A5d9']) placePiece(pos, cellByName(cell), 0, typeOf('Wazir'), true);
    return pos;
  }

  test('every legal sub-move has its own text (player, piece, from-to), which reads back to it', () => {
    for (const pos of [startPosition(), withPawns()]) {
      const count = turnRules.legalSubMoves(pos, buffer, 0);
      const texts = new Set<string>();
      for (let i = 0; i < count; i++) {
        const text = subMoveWords(pos, buffer[i]);
        expect(text).toMatch(/^A:\w+@[A-J]\d+[a-j]\d+-[A-J]\d+[a-j]\d+\*?$/);
        texts.add(text);
        expect(expectOk(engineSubMove(pos, text))).toBe(formatSubMove(pos, buffer[i]));
      }
      expect(texts.size).toBe(count);
    }
    const pawns = withPawns();
    const count = turnRules.legalSubMoves(pawns, buffer, 0);
    const written = Array.from(buffer.subarray(0, count), (move) => subMoveWords(pawns, move));
    expect(written).toEqual(expect.arrayContaining(['A:w@A5d9-A5d10*', 'A:w@A5d9-A5d10', 'A:w@A5e9-A5e10']));
    expect(written.some((text) => text.startsWith('A:Q@A5a5-'))).toBe(true);
    expect(written.some((text) => text.startsWith('A:KC@A5c3-'))).toBe(true);
    // The piece named must be the one there.
    expect(engineSubMove(pawns, 'A:Q@A5d9-A5d10').ok).toBe(false);
    expect(engineSubMove(pawns, 'B:w@A5d9-A5d10').ok).toBe(false);
  });

  test('a game in the new text, and as PGN, reads back into the same turns', () => {
    const start = `${formatSalmon(startPosition())} 0`;
    const turns = ['A1a2C1j4,A4b4A4b5', 'pass', 'G2a4G2a5'];
    const written = listTexts('salmon', start, turns);
    expect(written[1]).toBe('pass');
    expect(written[0]).toMatch(/^A:\w+@A1a2-C1j4,A:\w+@A4b4-A4b5$/);
    expect(written[2]).toMatch(/^G:\w+@G2a4-G2a5$/);
    expect(expectOk(engineTexts('salmon', start, written))).toEqual(turns);
    expect(expectOk(engineTexts('salmon', 'startpos', turns))).toEqual(turns);
    const pgn = gamePgn({
      variant: 'salmon',
      fromStart: true,
      startText: start,
      moves: turns.map((token, i) => ({ token, mover: [0, 3, 6][i] })),
      players: Array.from({ length: 10 }, () => 'You'),
      seatNames: [...'ABCDEFGHIJ'],
      state: 'ongoing',
      timeControl: '-',
    });
    const back = expectOk(readGameText(pgn));
    expect(back.moves).toEqual(written);
    expect(expectOk(engineTexts('salmon', back.start, back.moves))).toEqual(turns);
  });
});
