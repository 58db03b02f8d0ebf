// Standard Algebraic Notation (PGN's move text) for positions on the 8x8 board, built on the Rules face: the legal
// moves of the position, each described from its long text and the pieces on the board, then formatted or matched.
// Plain moves only (FIDE moves and promotions): M.S.G.'s merges, splits and gallops have no SAN. Not hot code.
import { err, ok, type Result } from '../../src/core/result';
import { legalMoves, type PositionCore, type Rules } from '../../src/core/rules';
import type { Move } from '../../src/core/types';
import { checkMark } from '../common/check-mark';

/** A plain move's long text: from, to and the promotion letter. */
const PLAIN_MOVE = /^([a-h][1-8])([a-h][1-8])([qrbn]?)$/;
/** SAN without its marks: piece, from file, from rank, capture, destination, promotion (with or without `=`). */
const SAN_MOVE = /^([NBRQK])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?\(?([NBRQnbrq])\)?)?$/;
/** Castling with letter O or digit 0 (either case), two or three parts. */
const SAN_CASTLE = /^([Oo0])-\1(-\1)?$/;
/** Check and mate marks, annotation glyphs and an en-passant note after the move. */
const SAN_MARKS = /(?:\s*e\.?p\.?)?[+#!?]*$/;

/** What SAN needs to know about a legal move. */
interface SanFacts {
  readonly move: Move;
  /** Upper-case piece letter of the mover (P for a pawn). */
  readonly piece: string;
  readonly from: string;
  readonly to: string;
  /** Upper-case promotion letter, or ''. */
  readonly promotion: string;
  readonly capture: boolean;
  /** 'O-O' or 'O-O-O' for castling, else ''. */
  readonly castle: string;
}

/** The piece letter on a cell (upper case), or '' for an empty cell. */
function pieceOn<P extends PositionCore>(rules: Rules<P>, pos: P, cell: string): string {
  const label = rules.cellLabel?.(pos, rules.topology.cellByName(cell)) ?? '';
  return label === '' ? '' : label.slice(label.indexOf(':') + 1).toUpperCase();
}

/** The facts of every legal plain move of `pos`. */
function plainMoves<P extends PositionCore>(rules: Rules<P>, pos: P): SanFacts[] {
  const facts: SanFacts[] = [];
  for (const move of legalMoves(rules, pos, new Int32Array(rules.maxMoves))) {
    const parts = PLAIN_MOVE.exec(rules.formatMove(pos, move));
    if (parts === null) continue;
    const [, from, to, promotion] = parts;
    const piece = pieceOn(rules, pos, from);
    const files = to.charCodeAt(0) - from.charCodeAt(0);
    const castle = piece === 'K' && Math.abs(files) === 2 ? (files > 0 ? 'O-O' : 'O-O-O') : '';
    // A pawn that changes file captures, en passant included.
    const capture = castle === '' && (pieceOn(rules, pos, to) !== '' || (piece === 'P' && files !== 0));
    facts.push({ move, piece, from, to, promotion: promotion.toUpperCase(), capture, castle });
  }
  return facts;
}

/** The SAN of a legal plain move of `pos` (with its check or mate mark), or undefined for any other move. */
export function formatSan<P extends PositionCore>(rules: Rules<P>, pos: P, move: Move): string | undefined {
  const all = plainMoves(rules, pos);
  const facts = all.find((entry) => entry.move === move);
  return facts === undefined ? undefined : sanOf(all, facts) + checkMark(rules, pos, move);
}

/** The SAN of every legal plain move of `pos` without check marks (engines/common/move-words.ts adds them), by move. */
export function sanTexts<P extends PositionCore>(rules: Rules<P>, pos: P): Map<Move, string> {
  const all = plainMoves(rules, pos);
  return new Map(all.map((facts) => [facts.move, sanOf(all, facts)]));
}

/** The SAN, without its check mark, of the move `facts` describes among `all` (every legal plain move). */
function sanOf(all: readonly SanFacts[], facts: SanFacts): string {
  const move = facts.move;
  let text: string;
  if (facts.castle !== '') {
    text = facts.castle;
  } else if (facts.piece === 'P') {
    text = `${facts.capture ? `${facts.from[0]}x` : ''}${facts.to}${facts.promotion === '' ? '' : `=${facts.promotion}`}`;
  } else {
    // Disambiguate by file, else by rank, else by both, among same-piece moves to the same cell.
    const rivals = all.filter(
      (other) => other.move !== move && other.piece === facts.piece && other.to === facts.to && other.castle === '',
    );
    let from = '';
    if (rivals.length > 0) {
      if (rivals.every((other) => other.from[0] !== facts.from[0])) from = facts.from[0];
      else if (rivals.every((other) => other.from[1] !== facts.from[1])) from = facts.from[1];
      else from = facts.from;
    }
    text = `${facts.piece}${from}${facts.capture ? 'x' : ''}${facts.to}`;
  }
  return text;
}

/**
 * Reads SAN as engines and people write it: `Nf3`, `exd8=Q+`, `e8Q`, `Nbd7`, `O-O`, `0-0-0`, with or without the
 * capture sign and the check, mate and annotation marks (which are not checked: the move is what counts). The move
 * must be legal and named by the text alone.
 */
export function parseSan<P extends PositionCore>(rules: Rules<P>, pos: P, text: string): Result<Move> {
  const bare = text.trim().replace(SAN_MARKS, '');
  const castle = SAN_CASTLE.exec(bare);
  const parts = castle === null ? SAN_MOVE.exec(bare) : null;
  if (castle === null && parts === null)
    return err('ERR_BAD_MOVE', `'${text}' is not a move in SAN (e.g. Nf3, exd8=Q, O-O)`);
  const matches = plainMoves(rules, pos).filter((facts) => {
    if (castle !== null) return facts.castle === (castle.at(2) === undefined ? 'O-O' : 'O-O-O');
    // Optional groups that did not match are undefined.
    const [, piece = 'P', file, rank, to, promotion = ''] = parts as (string | undefined)[];
    return (
      facts.castle === '' &&
      facts.piece === piece &&
      facts.to === to &&
      facts.promotion === promotion.toUpperCase() &&
      (file === undefined || facts.from[0] === file) &&
      (rank === undefined || facts.from[1] === rank)
    );
  });
  if (matches.length === 1) return ok(matches[0].move);
  if (matches.length === 0) return err('ERR_ILLEGAL_MOVE', `${text.trim()} is not legal in this position`);
  return err('ERR_BAD_MOVE', `'${text.trim()}' is ambiguous here (${matches.map((facts) => facts.from).join(', ')})`);
}

/**
 * The SAN of each move of `moves` (long texts) played in turn from `startText`. Where a text is not a legal move
 * (or has no SAN, like M.S.G.'s merges), it and every later text stay as given: the line cannot be followed further.
 */
export function sanLine<P extends PositionCore>(
  rules: Rules<P>,
  startText: string,
  moves: readonly string[],
): string[] {
  const start = rules.parsePosition(startText);
  if (!start.ok) return [...moves];
  const pos = start.value;
  const texts: string[] = [];
  for (const text of moves) {
    const move = rules.parseMove(pos, text);
    const san = move.ok ? formatSan(rules, pos, move.value) : undefined;
    if (!move.ok || san === undefined || !rules.makeMove(pos, move.value)) break;
    texts.push(san);
  }
  return [...texts, ...moves.slice(texts.length)];
}
