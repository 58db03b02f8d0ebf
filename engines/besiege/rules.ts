// Decimal Quadruple Besiege as Rules: the shared piece-board rules over the torus's parts. Dead material: K v K only.
import { PieceRules } from '../common/piece-rules';
import type { PiecePosition as Position } from '../common/piece-position';
import { isAttacked } from './attacks';
import { MAKER } from './make';
import { generateMoves, MAX_MOVES } from './movegen';
import { formatBoard, formatPosition, MOVE_TEXT, parsePosition, START_TEXT } from './notation';
import { BESIEGE_PIECES } from './pieces';
import { TOPOLOGY } from './topology';

export function isDeadMaterial(pos: Position): boolean {
  let men = 0;
  for (const count of pos.counts) men += count;
  return men === 2;
}

export function createBesiegeRules(): PieceRules {
  return new PieceRules({
    variant: 'besiege',
    topology: TOPOLOGY,
    pieceSet: BESIEGE_PIECES,
    maxMoves: MAX_MOVES,
    startText: START_TEXT,
    parsePosition,
    formatPosition,
    moveText: MOVE_TEXT,
    display: formatBoard,
    generateMoves,
    maker: MAKER,
    isAttacked,
    isDeadMaterial,
  });
}
