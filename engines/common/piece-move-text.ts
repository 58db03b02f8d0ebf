// Move text of the piece boards (the ring, the torus): from and to by cell name, then the promotion's letter if any
// (`b2b4`, `c3c4q`). Text is read in any case and must name a legal move. Each board's notation supplies its pattern.
// Not hot code.
import { GEN_ALL } from '../../src/core/rules';
import type { GenMode } from '../../src/core/rules';
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import type { Move } from '../../src/core/types';
import type { Topology } from '../../src/topology/topology';
import type { Maker } from './piece-make';
import { movePromotion, moveFrom, moveTo, PROMOTION_SHIFT, TO_SHIFT } from './piece-move';
import type { PiecePosition } from './piece-position';
import type { PieceSet } from './piece-set';

/** One board's move text. */
export interface MoveText {
  /** Lower-case move text; groups: from, to, promotion letter ('' for none). */
  readonly pattern: RegExp;
  /** Examples the error quotes for text that is not a move. */
  readonly examples: string;
}

/** What reading and writing a move needs of a piece-board variant (PieceVariantParts has it all). */
export interface PieceMoveParts {
  readonly topology: Topology;
  readonly pieceSet: PieceSet;
  readonly moveText: MoveText;
  readonly generateMoves: (pos: PiecePosition, out: Int32Array, start: number, mode: GenMode) => number;
  readonly maker: Maker;
}

export function formatPieceMove(parts: PieceMoveParts, move: Move): string {
  const names = parts.topology.names;
  const text = names[moveFrom(move)] + names[moveTo(move)];
  const promotion = movePromotion(move);
  return promotion === 0 ? text : text + parts.pieceSet.letters[promotion];
}

/**
 * Parses move text (any case) and checks that it is legal in pos. `scratch` takes the position's pseudo-legal moves:
 * it must hold the variant's maxMoves.
 */
export function parsePieceMove(
  parts: PieceMoveParts,
  pos: PiecePosition,
  text: string,
  scratch: Int32Array,
): Result<Move> {
  if (typeof text !== 'string' || text.length > 16) return err('ERR_BAD_MOVE', 'move text is too long');
  const { topology, pieceSet, moveText, maker } = parts;
  const lower = text.trim().toLowerCase();
  const match = moveText.pattern.exec(lower);
  if (match === null) return err('ERR_BAD_MOVE', `'${text}' is not a move (expected e.g. ${moveText.examples})`);
  const wanted =
    topology.cellByName(match[1]) |
    (topology.cellByName(match[2]) << TO_SHIFT) |
    (match[3] === '' ? 0 : pieceSet.letters.indexOf(match[3]) << PROMOTION_SHIFT);
  const count = parts.generateMoves(pos, scratch, 0, GEN_ALL);
  for (let i = 0; i < count; i++) {
    if (scratch[i] !== wanted) continue;
    if (!maker.makeMove(pos, wanted)) break;
    maker.unmakeMove(pos);
    return ok(wanted);
  }
  return err('ERR_ILLEGAL_MOVE', `${lower} is not legal in this position`);
}
