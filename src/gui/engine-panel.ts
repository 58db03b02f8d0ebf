// The board page's engine panel: the engine's `info` lines (depth, score, nodes, speed, principal variation) read and
// said in a player's words: `+0.35 for White`, `White mates in 3`, `1.2 M nodes/s`, the line in the variant's move
// text.
import { moveNumbering } from '../match/pgn';
import { readUciInfo, type UciInfo } from '../../protocol/uci-info';
import { numberedLine, pairMoves } from './move-list';
import { hasMoveNumbers, listTexts } from './notation';

/** A search report: an `info` line with a depth. */
export type SearchInfo = UciInfo & { readonly depth: number };

/** The search report of an `info` line with a depth; undefined for other lines (`info string …`, `currmove`). */
export function readInfo(line: string): SearchInfo | undefined {
  const info = readUciInfo(line);
  return info?.depth === undefined ? undefined : { ...info, depth: info.depth };
}

/**
 * The score in words. Two players: from White's point of view (`+0.35 for White`, `Black mates in 2`), as boards and
 * books give it; more players: from the mover's (`-1.20 for D`). `mover` is the side to move, `names` every player's.
 */
export function scoreWords(info: SearchInfo, mover: number, names: readonly string[]): string {
  const viewer = names.length === 2 ? 0 : mover;
  if (info.mate !== undefined) {
    // Mate 0 never comes in a report with a move; a negative count means the side to move is mated.
    const winner = info.mate > 0 ? mover : names.length === 2 ? 1 - mover : undefined;
    const moves = Math.abs(info.mate);
    if (winner === undefined) return `${names[mover]} is mated in ${moves}`;
    return `${names[winner]} mates in ${moves}`;
  }
  if (info.cp === undefined) return '';
  const pawns = ((viewer === mover ? 1 : -1) * info.cp) / 100;
  return `${pawns > 0 ? '+' : pawns < 0 ? '-' : ''}${Math.abs(pawns).toFixed(2)} for ${names[viewer]}`;
}

/** `850 nodes/s`, `42 k nodes/s`, `1.2 M nodes/s`. */
export function speedWords(nps: number | undefined): string {
  if (nps === undefined) return '';
  if (nps >= 1e6) return `${(nps / 1e6).toFixed(1)} M nodes/s`;
  if (nps >= 1e3) return `${Math.round(nps / 1e3)} k nodes/s`;
  return `${nps} nodes/s`;
}

/** The principal variation in the variant's notation, numbered from the searched position (`12... Nf6 13. e5`). */
export function pvWords(variant: string, positionText: string, pv: readonly string[]): string {
  const texts = listTexts(variant, positionText, pv);
  if (!hasMoveNumbers(variant)) return texts.join(' ');
  const moves = texts.map((text, index) => ({ text, ply: index + 1, mover: '' }));
  return numberedLine(pairMoves(moves, moveNumbering(positionText)));
}
