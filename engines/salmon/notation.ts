// Salmon text: sub-moves (`A5c4A6c5`, `*` for a promotion on a may cell; whole turns are src/core/turns.ts's tokens)
// and the position text, which round-trips: side to move, sub-moves played, pending twins, eliminated players, and
// every piece with its owner, type and flags (restricted pawn, moved this turn, twins).
import type { Result } from '../../src/core/result';
import { err, ok } from '../../src/core/result';
import { CELLS, PLAYER_LETTERS, cellByName, cellName } from './topology';
import { LAYER_CELLS, PLAYERS } from './layer';
import { MOVE_PROMOTE, moveFrom, moveTo } from './movegen';
import { KING_CENTAUR, PIECE_TYPES } from './pieces';
import type { SalmonPosition } from './position';
import { MAX_PIECES, PAWN_RANK, PROMOTION, emptyPosition, placePiece } from './position';

/** Sub-move text; the `*` only where the promotion was a choice (a may cell). */
export function formatSubMove(pos: SalmonPosition, move: number): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  const player = pos.owner[from];
  const may = player >= 0 && pos.promotion[player * LAYER_CELLS + (to % LAYER_CELLS)] === 1;
  return cellName(from) + cellName(to) + (move & MOVE_PROMOTE && may ? '*' : '');
}

const CELL = '([a-j](?:10|[1-9])[a-j](?:10|[1-9]))';
const SUB_MOVE = new RegExp(`^${CELL}${CELL}(\\*?)$`, 'i');

/** The cells and promotion mark of a sub-move's text (`A5c3A5c4`, `…*`), or undefined when it is none. */
function readSubMove(text: string): { from: number; to: number; star: boolean } | undefined {
  const match = SUB_MOVE.exec(text.trim());
  return match === null ? undefined : { from: cellByName(match[1]), to: cellByName(match[2]), star: match[3] === '*' };
}

/**
 * Moves the sub-moves among moves[0 .. count) whose from and to cells `text` names to the front; returns how many
 * (0 when `text` is no sub-move). Only these need a legality test before parseSubMove picks among them.
 */
export function keepNamedSubMoves(text: string, moves: Int32Array, count: number): number {
  const named = readSubMove(text);
  if (named === undefined) return 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    if (moveFrom(moves[i]) === named.from && moveTo(moves[i]) === named.to) moves[n++] = moves[i];
  }
  return n;
}

/** Finds the sub-move `text` names among the legal `moves` of `pos` (the player to move's). */
export function parseSubMove(pos: SalmonPosition, text: string, moves: Int32Array, count: number): Result<number> {
  const named = readSubMove(text);
  if (named === undefined) return err('ERR_BAD_MOVE', `not a salmon sub-move: '${text}'`);
  const { from, to, star } = named;
  const zone = pos.promotion[pos.toMove * LAYER_CELLS + (to % LAYER_CELLS)];
  const promoting = pos.restricted[from] === 1 && pos.owner[from] === pos.toMove && zone > 0;
  if (star && !promoting) return err('ERR_BAD_MOVE', `'*' marks a promotion, and ${text} is none`);
  for (let i = 0; i < count; i++) {
    const move = moves[i];
    if (moveFrom(move) !== from || moveTo(move) !== to) continue;
    const promotes = (move & MOVE_PROMOTE) !== 0;
    if (zone === 2 || promotes === star) return ok(move);
  }
  return err('ERR_ILLEGAL_MOVE', `${text} is not legal here`);
}

const FLAG_RESTRICTED = 'p';
const FLAG_MOVED = 'm';
const FLAG_TWINS = 't';

/**
 * Position text: `<side> <sub-moves played> <pending twin cell or -> <eliminated letters or -> <pieces>`, pieces as
 * `;`-separated groups `<player>:<id>@<cell><flags>,...` (id = salmon.md table number 1-50; flags p = restricted pawn,
 * m = moved this turn, t = two twins on the cell).
 */
export function formatPosition(pos: SalmonPosition): string {
  const eliminated = [...PLAYER_LETTERS].filter((_, p) => !pos.active[p]).join('') || '-';
  const groups: string[] = [];
  for (let p = 0; p < PLAYERS; p++) {
    const cells = Array.from(pos.pieces.subarray(p * MAX_PIECES, p * MAX_PIECES + pos.pieceCount[p])).sort(
      (a, b) => a - b,
    );
    const entries = cells.map(
      (cell) =>
        `${pos.type[cell] + 1}@${cellName(cell)}` +
        (pos.restricted[cell] ? FLAG_RESTRICTED : '') +
        (pos.moved[cell] ? FLAG_MOVED : '') +
        (pos.twin[cell] ? FLAG_TWINS : ''),
    );
    groups.push(`${PLAYER_LETTERS[p]}:${entries.join(',')}`);
  }
  const pending = pos.pendingTwin < 0 ? '-' : cellName(pos.pendingTwin);
  return `${PLAYER_LETTERS[pos.toMove]} ${pos.subMoves} ${pending} ${eliminated} ${groups.join(';')}`;
}

/** Reads position text; `promotion` is the zone in force (a rule switch, not part of the text). */
export function parsePosition(text: string, promotion: Uint8Array = PROMOTION): Result<SalmonPosition> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5)
    return err('ERR_BAD_POSITION', 'expected: side, sub-moves, pending twin, eliminated, pieces');
  const [side, played, pending, eliminatedText, piecesText] = fields;
  const pos = emptyPosition(promotion);
  const toMove = PLAYER_LETTERS.indexOf(side.toUpperCase());
  if (side.length !== 1 || toMove < 0) return err('ERR_BAD_POSITION', `bad side to move '${side}'`);
  if (!/^(10|[0-9])$/.test(played)) return err('ERR_BAD_POSITION', `bad sub-move count '${played}'`);
  const eliminated = new Set<number>();
  if (eliminatedText !== '-') {
    for (const ch of eliminatedText.toUpperCase()) {
      const p = PLAYER_LETTERS.indexOf(ch);
      if (p < 0 || eliminated.has(p)) return err('ERR_BAD_POSITION', `bad eliminated players '${eliminatedText}'`);
      eliminated.add(p);
    }
  }
  const seenPlayers = new Set<number>();
  for (const group of piecesText.split(';')) {
    const colon = group.indexOf(':');
    const player = PLAYER_LETTERS.indexOf(group.slice(0, colon).toUpperCase());
    if (colon !== 1 || player < 0 || seenPlayers.has(player))
      return err('ERR_BAD_POSITION', `bad piece group '${group.slice(0, 12)}'`);
    seenPlayers.add(player);
    const body = group.slice(colon + 1);
    for (const entry of body === '' ? [] : body.split(',')) {
      const match = /^([0-9]{1,2})@([a-j](?:10|[1-9])[a-j](?:10|[1-9]))([pmt]*)$/i.exec(entry);
      if (match === null) return err('ERR_BAD_POSITION', `bad piece '${entry}'`);
      const type = Number(match[1]) - 1;
      const cell = cellByName(match[2]);
      const flags = match[3].toLowerCase();
      if (type < 0 || type >= PIECE_TYPES) return err('ERR_BAD_POSITION', `no piece number ${match[1]}`);
      if (cell < 0 || cell >= CELLS || pos.owner[cell] >= 0)
        return err('ERR_BAD_POSITION', `bad or repeated cell in '${entry}'`);
      const restricted = flags.includes(FLAG_RESTRICTED);
      if (restricted && PAWN_RANK[player * LAYER_CELLS + (cell % LAYER_CELLS)] === 0) {
        return err('ERR_BAD_POSITION', `restricted pawn off its owner's board: '${entry}'`);
      }
      if (type === KING_CENTAUR && pos.centaur[player] >= 0)
        return err('ERR_BAD_POSITION', `two centaurs of ${PLAYER_LETTERS[player]}`);
      if (pos.pieceCount[player] >= MAX_PIECES - 1)
        return err('ERR_BAD_POSITION', `too many pieces of ${PLAYER_LETTERS[player]}`);
      placePiece(pos, cell, player, type, restricted);
      pos.moved[cell] = flags.includes(FLAG_MOVED) ? 1 : 0;
      pos.twin[cell] = flags.includes(FLAG_TWINS) ? 1 : 0;
    }
  }
  for (let p = 0; p < PLAYERS; p++) {
    if (eliminated.has(p) && pos.centaur[p] >= 0)
      return err('ERR_BAD_POSITION', `${PLAYER_LETTERS[p]} is eliminated but has a centaur`);
    if (!eliminated.has(p) && pos.centaur[p] < 0)
      return err('ERR_BAD_POSITION', `${PLAYER_LETTERS[p]} has no centaur and is not eliminated`);
  }
  if (!pos.active[toMove]) return err('ERR_BAD_POSITION', `${side} is not an active player`);
  pos.toMove = toMove;
  pos.subMoves = Number(played);
  if (pending !== '-') {
    const cell = cellByName(pending);
    if (cell < 0 || !pos.twin[cell] || pos.owner[cell] !== toMove)
      return err('ERR_BAD_POSITION', `no twins of the side to move on '${pending}'`);
    pos.pendingTwin = cell;
  }
  return ok(pos);
}
