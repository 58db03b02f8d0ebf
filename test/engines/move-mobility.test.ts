// Mobility by the move generator (engines/common/move-mobility.ts), on the ring and the torus: each colour's count
// per kind is the number of its pseudo-legal moves made by men of that kind, whichever side is to move, and the
// position (side to move included) is as it was after counting.
import { describe, expect, it } from 'vitest';
import { countMobility as besiegeMobility, KINDS as BESIEGE_KINDS } from '../../engines/besiege/eval';
import { createBesiegeEngine } from '../../engines/besiege';
import { BESIEGE_PIECES } from '../../engines/besiege/pieces';
import { KIND_MASK } from '../../engines/common/fide-pieces';
import { countMobility as sesquiMobility, KINDS as SESQUI_KINDS } from '../../engines/sesqui/eval';
import { createSesquiEngine } from '../../engines/sesqui';
import type { MobilityCounter } from '../../engines/common/move-mobility';
import type { PiecePosition } from '../../engines/common/piece-position';
import { GEN_ALL } from '../../src/core/rules';
import type { VariantEngine } from '../../src/core/rules';
import { random } from '../helpers/playouts';

interface Case {
  readonly name: string;
  readonly engine: () => VariantEngine<PiecePosition>;
  readonly count: MobilityCounter;
  readonly kinds: number;
  readonly kindMask: number;
}

const CASES: readonly Case[] = [
  { name: 'sesqui', engine: createSesquiEngine, count: sesquiMobility, kinds: SESQUI_KINDS, kindMask: KIND_MASK },
  {
    name: 'besiege',
    engine: createBesiegeEngine,
    count: besiegeMobility,
    kinds: BESIEGE_KINDS,
    kindMask: BESIEGE_PIECES.kindMask,
  },
];

/** Moves per kind of the side to move, from the rules' own generator. */
function movesByKind(engine: VariantEngine<PiecePosition>, pos: PiecePosition, kinds: number, mask: number): number[] {
  const moves = new Int32Array(engine.rules.maxMoves);
  const end = engine.rules.generateMoves(pos, moves, 0, GEN_ALL);
  const byKind = new Array<number>(kinds).fill(0);
  for (let i = 0; i < end; i++) byKind[pos.board[moves[i] & 255] & mask]++;
  return byKind;
}

describe('mobility by the move generator', () => {
  for (const { name, engine: make, count, kinds, kindMask } of CASES) {
    it(`${name}: counts each side's moves by kind along seeded random games`, () => {
      const engine = make();
      const rules = engine.rules;
      const next = random(7);
      const out = new Int32Array(2 * kinds);
      const buffer = new Int32Array(rules.maxMoves);
      let checked = 0;
      for (let game = 0; game < 4; game++) {
        const pos = rules.startPosition();
        for (let ply = 0; ply < 60 && rules.outcome(pos) === undefined; ply++) {
          const text = rules.formatPosition(pos);
          count(pos, out);
          expect(rules.formatPosition(pos)).toBe(text);
          const mover = pos.stm;
          expect(Array.from(out.subarray(mover * kinds, (mover + 1) * kinds))).toEqual(
            movesByKind(engine, pos, kinds, kindMask),
          );
          rules.makeNullMove(pos);
          expect(Array.from(out.subarray((mover ^ 1) * kinds, ((mover ^ 1) + 1) * kinds))).toEqual(
            movesByKind(engine, pos, kinds, kindMask),
          );
          rules.unmakeNullMove(pos);
          checked++;
          const end = rules.generateMoves(pos, buffer, 0, GEN_ALL);
          let played = false;
          for (let tries = 0; tries < 20 && !played; tries++)
            played = rules.makeMove(pos, buffer[Math.floor(next() * end)]);
          if (!played) break;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});
