// Move text a player reads in Stack Chess, SAN-like with the number of chips moved in place of a piece letter: `2e4`
// (two chips onto e4), `3xf4` (a capture), `2&d6` (a merge onto an own stack); the from file, else the whole from
// cell, only where two moves would read the same (`1ce4`, `1c3e4`: a rank alone after the count would read as part
// of it). No check marks: the game has no check. Not hot code.
import { legalMoves, type Rules } from '../../src/core/rules';
import { CELLS_FIRST, disambiguate, FILE_PARTS, labelOn } from '../common/move-words';
import type { MoveFacts, MoveTexts } from '../common/move-words';
import type { Position } from './position';

/** Cells between two cell names along a queen line: the number of chips the move takes. */
function distance(from: string, to: string): number {
  const files = Math.abs(from.charCodeAt(0) - to.charCodeAt(0));
  const ranks = Math.abs(Number(from.slice(1)) - Number(to.slice(1)));
  return Math.max(files, ranks);
}

/** The readable text of every legal move of `pos` (a writer for engines/common/move-words.ts). */
export function stackMoveTexts(rules: Rules<Position>, pos: Position): MoveTexts {
  const facts: MoveFacts[] = [];
  for (const move of legalMoves(rules, pos, new Int32Array(rules.maxMoves))) {
    const parts = CELLS_FIRST.exec(rules.formatMove(pos, move));
    if (parts === null) continue;
    const [, from, to] = parts;
    const target = labelOn(rules, pos, to);
    const sign = target === '' ? '' : target.startsWith(`${pos.stm}:`) ? '&' : 'x';
    facts.push({ move, piece: String(distance(from, to)), from, body: sign + to });
  }
  const texts = disambiguate(facts, FILE_PARTS);
  return new Map(facts.map((entry, i) => [entry.move, texts[i]]));
}
