// Move text a player reads in M.S.G. chess: SAN for every chess move, and for the three moves onto an own piece `&`
// (where SAN has `x`) and what the move makes: a merge `R&e1=Q` (the piece made), a split `Q&d5/Ne5/Pd6` (the two
// pieces placed and their cells, higher first), a gallop `N&d3-e5` (the knight leapt over, then the landing). The
// from file or cell as in SAN where two moves would read the same (`Ra&e1=Q`; a pawn's file always, as in a capture:
// `e&f3=R`); `+` and `#` as in chess (added by engines/common/move-words.ts). Not hot code.
import { legalMoves, type Rules } from '../../src/core/rules';
import { disambiguate, FILE_PARTS, labelOn, SAN_PARTS, type MoveFacts, type MoveTexts } from '../common/move-words';
import type { Position } from './position';
import { sanTexts } from './san';

const CELL = '([a-h][1-8])';
const MERGE = new RegExp(`^${CELL}${CELL}m([nbrq])$`);
const SPLIT = new RegExp(`^${CELL}${CELL}s([pnbrq])${CELL}([pnbrq])${CELL}$`);
const GALLOP = new RegExp(`^${CELL}${CELL}g${CELL}$`);

/** What follows the target in a merge, split or gallop's text; undefined for a chess move. */
function ontoOwn(text: string): { from: string; body: string } | undefined {
  const merge = MERGE.exec(text);
  if (merge !== null) return { from: merge[1], body: `&${merge[2]}=${merge[3].toUpperCase()}` };
  const split = SPLIT.exec(text);
  if (split !== null) {
    const [, from, to, high, first, low, second] = split;
    return { from, body: `&${to}/${high.toUpperCase()}${first}/${low.toUpperCase()}${second}` };
  }
  const gallop = GALLOP.exec(text);
  return gallop === null ? undefined : { from: gallop[1], body: `&${gallop[2]}-${gallop[3]}` };
}

/** The readable text of every legal move of `pos` (a writer for engines/common/move-words.ts). */
export function msgMoveTexts(rules: Rules<Position>, pos: Position): MoveTexts {
  const texts = sanTexts(rules, pos);
  const special: MoveFacts[] = [];
  for (const move of legalMoves(rules, pos, new Int32Array(rules.maxMoves))) {
    const own = ontoOwn(rules.formatMove(pos, move));
    if (own === undefined) continue;
    const letter = labelOn(rules, pos, own.from).split(':')[1] ?? '';
    const pawn = letter === 'P';
    special.push({
      move,
      piece: pawn ? '' : letter,
      from: own.from,
      body: own.body,
      fileAlways: pawn,
      parts: pawn ? FILE_PARTS : SAN_PARTS,
    });
  }
  const written = disambiguate(special);
  special.forEach((entry, i) => texts.set(entry.move, written[i]));
  return texts;
}
