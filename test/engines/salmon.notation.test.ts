// Salmon text: sub-move parsing and formatting (aliases, case, the promotion star), turn tokens, and a position text
// that round-trips and rejects malformed input with an error value.
import { describe, expect, it } from 'vitest';
import { buildSalmonBoard, cellByName } from '../../engines/salmon/topology';
import { UNDO_SIZE, makeSubMove } from '../../engines/salmon/make';
import { formatPosition, formatSubMove, parsePosition, parseSubMove } from '../../engines/salmon/notation';
import { PIECE_DEFS } from '../../engines/salmon/pieces';
import type { SalmonPosition } from '../../engines/salmon/position';
import { emptyPosition, placePiece, startPosition } from '../../engines/salmon/position';
import { MAX_SUB_MOVES, createTurnRules } from '../../engines/salmon/turn';
import { expectOk } from '../../src/core/result';

const rules = createTurnRules(buildSalmonBoard('L0'));
const buffer = new Int32Array(MAX_SUB_MOVES);
const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);
const parse = (pos: SalmonPosition, text: string) =>
  parseSubMove(pos, text, buffer, rules.legalSubMoves(pos, buffer, 0));

function withPawns(): SalmonPosition {
  const pos = emptyPosition();
  for (let p = 0; p < 10; p++) placePiece(pos, cellByName(`${'ABCDEFGHIJ'[p]}1a1`), p, typeOf('King Centaur'), false);
  placePiece(pos, cellByName('A5e9'), 0, typeOf('Wazir'), true);
  placePiece(pos, cellByName('A5d9'), 0, typeOf('Wazir'), true);
  placePiece(pos, cellByName('A5f8'), 0, typeOf('Wazir'), true);
  return pos;
}

describe('salmon notation', () => {
  it('parses sub-moves in either case and by alias names, and formats them canonically', () => {
    const pos = startPosition();
    const move = expectOk(parse(pos, 'A1a2C1j4'));
    expect(formatSubMove(pos, move)).toBe('A1a2C1j4');
    expect(expectOk(parse(pos, 'a1a2c1j4'))).toBe(move);
    const pawns = withPawns();
    // A5f8 is J5c10 and A5f9 is J5d10 (aliases): the same sub-move written with either name.
    const viaAlias = parse(pawns, 'A5f8A5f9*');
    const viaCanonical = parse(pawns, 'J5c10J5d10*');
    expect(viaAlias.ok && viaCanonical.ok && viaAlias.value === viaCanonical.value).toBe(true);
  });

  it('writes and reads the promotion star: required choice on may cells, optional on must cells, an error elsewhere', () => {
    const pos = withPawns();
    const must = expectOk(parse(pos, 'A5e9A5e10'));
    expect(expectOk(parse(pos, 'A5e9A5e10*'))).toBe(must);
    expect(formatSubMove(pos, must)).toBe('A5e9A5e10');
    const mayPromote = expectOk(parse(pos, 'A5d9A5d10*'));
    const mayDecline = expectOk(parse(pos, 'A5d9A5d10'));
    expect(mayPromote).not.toBe(mayDecline);
    expect(formatSubMove(pos, mayPromote)).toBe('A5d9A5d10*');
    expect(formatSubMove(pos, mayDecline)).toBe('A5d9A5d10');
    const starElsewhere = parse(pos, 'A5d9A5c9*');
    expect(starElsewhere.ok ? '' : starElsewhere.error.code).toBe('ERR_BAD_MOVE');
  });

  it('rejects malformed and illegal sub-moves with error values', () => {
    const pos = startPosition();
    for (const bad of ['', 'A1a2', 'A1a2C1j4**', 'K1a2A1a3', 'A11a2A1a3', 'A1a2 C1j4', 'A1a2C1j4,']) {
      const result = parse(pos, bad);
      expect(result.ok ? '' : result.error.code, bad).toBe('ERR_BAD_MOVE');
    }
    const illegal = parse(pos, 'A1a2A1a5');
    expect(illegal.ok ? '' : illegal.error.code).toBe('ERR_ILLEGAL_MOVE');
    const notMine = parse(pos, 'B1a2B1a3');
    expect(notMine.ok).toBe(false);
  });

  it('round-trips the start position and positions inside a turn with twins pending', () => {
    const start = startPosition();
    const text = formatPosition(start);
    expect(text.startsWith('A 0 - - A:')).toBe(true);
    const again = expectOk(parsePosition(text));
    expect(formatPosition(again)).toBe(text);
    expect(Array.from(again.type)).toEqual(Array.from(start.type));
    expect(Array.from(again.restricted)).toEqual(Array.from(start.restricted));
    expect(rules.legalSubMoves(again, new Int32Array(MAX_SUB_MOVES), 0)).toBe(1274);

    const pos = withPawns();
    const undo = new Int32Array(UNDO_SIZE * 2);
    makeSubMove(pos, expectOk(parse(pos, 'A5e9A5e10')), undo, 0);
    const inside = formatPosition(pos);
    expect(inside.split(' ').slice(0, 4)).toEqual(['A', '1', 'A5e10', '-']);
    const parsed = expectOk(parsePosition(inside));
    expect(formatPosition(parsed)).toBe(inside);
    expect(rules.legalSubMoves(parsed, buffer, 0)).toBe(rules.legalSubMoves(pos, new Int32Array(MAX_SUB_MOVES), 0));
    pos.active[3] = 0;
    pos.centaur[3] = -1;
    pos.type[cellByName('D1a1')] = typeOf('Wazir');
    const withInert = formatPosition(pos);
    expect(withInert.split(' ')[3]).toBe('D');
    expect(formatPosition(expectOk(parsePosition(withInert)))).toBe(withInert);
  });

  it('rejects malformed position text with an error value', () => {
    const good = formatPosition(startPosition());
    const fields = good.split(' ');
    const variants = [
      '',
      'A 0 - -',
      fields.map((f, i) => (i === 0 ? 'K' : f)).join(' '),
      fields.map((f, i) => (i === 1 ? '11' : f)).join(' '),
      fields.map((f, i) => (i === 2 ? 'A5e10' : f)).join(' '),
      fields.map((f, i) => (i === 3 ? 'AA' : f)).join(' '),
      fields.map((f, i) => (i === 3 ? 'B' : f)).join(' '),
      good.replace('1@A5f2', '51@A5f2'),
      good.replace('1@A5f2', '1@A5k2'),
      good.replace(',', ',,'),
      good.replace('1@A5f2', '1@A5f2x'),
      good.replace(/@A1b2/, '@A1a2'),
      good.replace(/(@A\d+[a-j]4)p/, '$1q'),
      good.replace('B:', 'A:'),
    ];
    for (const text of variants) {
      const result = parsePosition(text);
      expect(result.ok ? 'parsed' : result.error.code, text.slice(0, 40)).toBe('ERR_BAD_POSITION');
    }
    // The side to move must be active, and an active player needs a centaur.
    expect(parsePosition(good.replace(/1@A5f2,?/, '')).ok).toBe(false);
  });
});
