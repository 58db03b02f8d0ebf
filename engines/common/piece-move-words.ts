// Move text a player reads on the piece boards (sesqui's ring, besiege's torus), SAN as on the 8x8 board with the
// board's own cell names: the piece letter (none for a pawn), the from cell only as far as two moves would read the
// same (a pawn's never by its rank alone), `x` for a capture (a pawn's from file then always), the target, `=` and
// the piece a pawn promotes to; `+` or `#` (added by engines/common/move-words.ts). Not hot code.
import { legalMoves, type PositionCore, type Rules } from '../../src/core/rules';
import {
  CELLS_FIRST,
  disambiguate,
  FILE_PARTS,
  labelOn,
  SAN_PARTS,
  type MoveFacts,
  type MoveTexts,
} from './move-words';

/** The readable text of every legal move of `pos` (a writer for engines/common/move-words.ts). */
export function pieceMoveTexts<P extends PositionCore>(rules: Rules<P>, pos: P): MoveTexts {
  const facts: MoveFacts[] = [];
  for (const move of legalMoves(rules, pos, new Int32Array(rules.maxMoves))) {
    const parts = CELLS_FIRST.exec(rules.formatMove(pos, move));
    if (parts === null) continue;
    const [, from, to, promotion] = parts;
    const letter = labelOn(rules, pos, from).split(':')[1] ?? '';
    const capture = labelOn(rules, pos, to) !== '';
    const body = `${capture ? 'x' : ''}${to}${promotion === '' ? '' : `=${promotion.toUpperCase()}`}`;
    const pawn = letter === 'P';
    facts.push({
      move,
      piece: pawn ? '' : letter,
      from,
      body,
      fileAlways: pawn && capture,
      parts: pawn ? FILE_PARTS : SAN_PARTS,
    });
  }
  const texts = disambiguate(facts);
  return new Map(facts.map((entry, i) => [entry.move, texts[i]]));
}
