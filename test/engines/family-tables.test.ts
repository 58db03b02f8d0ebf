// The FIDE-board family's parameter table per instance (CONTRIBUTING.md, The FIDE-board family): `msg` is the 8x8
// board with msg-params.json, and its copy's evaluation is built from that table, never from `normal`'s.
import { describe, expect, test } from 'vitest';
import { createChess8Engine } from '../../engines/chess8';
import { PST_EG as NORMAL_PST_EG, PST_MG as NORMAL_PST_MG } from '../../engines/chess8/eval';
import msgParams from '../../engines/chess8/msg-params.json';
import normalParams from '../../engines/chess8/params.json';
import { BLACK_KNIGHT, WHITE_QUEEN } from '../../engines/common/fide-pieces';
import { createEngine } from '../../engines';
import { EVALUATOR as MSG_EVALUATOR, PST_EG, PST_MG } from '../../engines/generated/msg/eval';
import { familyInstances } from '../../scripts/fide-family.mjs';

const CELLS = 64;
/** a8 from White's side (and a1, mirrored, for Black's pieces). */
const A8 = 56;

describe('a parameter table per instance', () => {
  test('msg is the 8x8 board with msg-params.json; cylinder its own board with its own table', () => {
    const byName = new Map(familyInstances().map((instance) => [instance.name, instance]));
    expect(byName.get('msg')?.board).toMatch(/engines\/chess8\/board$/);
    expect(byName.get('msg')?.params).toMatch(/engines\/chess8\/msg-params\.json$/);
    expect(byName.get('cylinder')?.board).toMatch(/engines\/cylinder\/board$/);
    expect(byName.get('cylinder')?.params).toMatch(/engines\/cylinder\/params\.json$/);
  });

  test("msg's piece-square sums are its table's material plus piece-square values; normal's are normal's", () => {
    const queen = WHITE_QUEEN * CELLS + A8;
    expect(PST_MG[queen]).toBe(msgParams.material.valueMg[5] + msgParams.pieceSquare.queenMg[A8]);
    expect(PST_EG[queen]).toBe(msgParams.material.valueEg[5] + msgParams.pieceSquare.queenEg[A8]);
    expect(NORMAL_PST_MG[queen]).toBe(normalParams.material.valueMg[5] + normalParams.pieceSquare.queenMg[A8]);
    // A black knight on a1 reads White's a8 entry, negated.
    const knight = BLACK_KNIGHT * CELLS;
    expect(PST_EG[knight]).toBe(-(msgParams.material.valueEg[2] + msgParams.pieceSquare.knightEg[A8]));
    expect(NORMAL_PST_EG[knight]).toBe(-(normalParams.material.valueEg[2] + normalParams.pieceSquare.knightEg[A8]));
  });

  test("the variant msg is the copy's engine; the source, built on normal's table, refuses msg", () => {
    expect(createEngine('msg').evaluator).toBe(MSG_EVALUATOR);
    expect(() => createChess8Engine('msg')).toThrow(/msg is not evaluated with this instance's table/);
  });
});
