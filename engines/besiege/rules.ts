// Decimal Quadruple Besiege as Rules: the shared piece-board rules over the torus's parts. Dead material: K v K only.
import { createPieceRules, type PieceRules } from '../common/piece-rules';
import type { PiecePosition as Position } from '../common/piece-position';
import * as attacks from './attacks';
import * as make from './make';
import * as movegen from './movegen';
import * as notation from './notation';
import * as see from './see';
import { BESIEGE_PIECES } from './pieces';
import * as topology from './topology';

export function isDeadMaterial(pos: Position): boolean {
  let men = 0;
  for (const count of pos.counts) men += count;
  return men === 2;
}

export function createBesiegeRules(): PieceRules {
  const own = { variant: 'besiege', pieceSet: BESIEGE_PIECES, maxMoves: movegen.MAX_MOVES, isDeadMaterial } as const;
  return createPieceRules(own, { topology, notation, movegen, make, attacks, see });
}
