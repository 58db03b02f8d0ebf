// Cylinder chess (docs/variants/cylinder.md): FIDE chess on the board of board.ts, from the FIDE-board family
// (engines/generated/cylinder, written from engines/chess8 by scripts/fide-family.mjs). The evaluation is normal's
// code with this folder's table (params.json: normal's numbers from before its extended terms, which are 0 here).
import type { VariantEngine } from '../../src/core/rules';
import { createChess8Engine } from '../generated/cylinder';
import type { Position } from '../generated/cylinder';
import benchPositions from './bench-positions.json';

export type { Position } from '../generated/cylinder';

/**
 * The start, middlegames where lines cross the a/h edge, an en passant capture across it, castling with an attacker
 * round the edge, and two endings.
 */
export const CYLINDER_BENCH_POSITIONS: readonly string[] = benchPositions;

export function createCylinderEngine(): VariantEngine<Position> {
  return { ...createChess8Engine('cylinder'), benchPositions: CYLINDER_BENCH_POSITIONS };
}
