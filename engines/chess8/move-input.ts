// Every spelling of a move on the 8x8 board that chess programs send and GUIs accept (XBoard, cutechess): the
// engine's long algebraic in any case (`e2e4`, `e7e8q`, M.S.G.'s forms), a promotion with `=` (`e7e8=Q`), castling
// as the king's two-cell move or as the king taking its own rook (`e1h1`, the Chess960 form), and SAN (`Nf3`, `O-O`,
// `0-0`, `exd8=Q+`). Not hot code.
import type { Result } from '../../src/core/result';
import type { PositionCore, Rules } from '../../src/core/rules';
import type { Move } from '../../src/core/types';
import { parseSan } from './san';

/** Coordinates: from, to, then anything (a promotion with or without `=`, M.S.G.'s suffixes). */
const COORDINATES = /^([a-h][1-8])([a-h][1-8])(.*)$/i;
const EQUALS_PROMOTION = /^=([qrbn])$/i;

/** The castling move a king-takes-own-rook text stands for (the king's two-cell move towards that rook), if any. */
function kingTakesRook<P extends PositionCore>(
  rules: Rules<P>,
  pos: P,
  from: string,
  to: string,
): Result<Move> | undefined {
  const cell = (name: string): string => rules.cellLabel?.(pos, rules.topology.cellByName(name)) ?? '';
  const own = `${pos.stm}:`;
  if (from[1] !== to[1] || cell(from).toUpperCase() !== `${own}K` || cell(to).toUpperCase() !== `${own}R`)
    return undefined;
  const target = `${to[0] > from[0] ? 'g' : 'c'}${from[1]}`;
  return rules.parseMove(pos, from + target);
}

/** Parses move text in any of the spellings above and checks the move is legal in `pos`. */
export function parseMoveInput<P extends PositionCore>(rules: Rules<P>, pos: P, text: string): Result<Move> {
  const trimmed = text.trim();
  const coordinates = COORDINATES.exec(trimmed);
  // A leading upper-case B is a bishop in SAN (`Bb2c3`), never a file.
  if (coordinates === null || trimmed[0] === 'B') return parseSan(rules, pos, trimmed);
  const [, from, to, rest] = coordinates;
  const promotion = EQUALS_PROMOTION.exec(rest);
  const long = rules.parseMove(pos, `${from}${to}${promotion === null ? rest : promotion[1]}`.toLowerCase());
  if (long.ok || rest !== '') return long;
  return kingTakesRook(rules, pos, from.toLowerCase(), to.toLowerCase()) ?? long;
}
