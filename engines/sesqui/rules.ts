// Sesqui-dimensional Chess as Rules: the shared piece-board rules over the ring's parts. Dead material here:
// K v K, and K + one bishop or knight v K.
import { createPieceRules, type PieceRules } from '../common/piece-rules';
import { FIDE_PIECE_SET } from '../common/piece-set';
import type { PiecePosition as Position } from '../common/piece-position';
import { BISHOP, KIND_MASK, KNIGHT, PIECE_CODES } from '../common/fide-pieces';
import * as attacks from './attacks';
import * as make from './make';
import * as movegen from './movegen';
import * as notation from './notation';
import * as see from './see';
import * as topology from './topology';

/** Dead positions: K v K, and K + one bishop or knight v K. */
export function isDeadMaterial(pos: Position): boolean {
  let men = 0;
  let minors = 0;
  for (let code = 0; code < PIECE_CODES; code++) {
    men += pos.counts[code];
    const kind = code & KIND_MASK;
    if (kind === BISHOP || kind === KNIGHT) minors += pos.counts[code];
  }
  return men === 2 || (men === 3 && minors === 1);
}

export function createSesquiRules(): PieceRules {
  const own = { variant: 'sesqui', pieceSet: FIDE_PIECE_SET, maxMoves: movegen.MAX_MOVES, isDeadMaterial } as const;
  return createPieceRules(own, { topology, notation, movegen, make, attacks, see });
}
