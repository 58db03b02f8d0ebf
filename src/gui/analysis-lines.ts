// Analysis mode's lines: the engine's `info … multipv k … pv …` reports kept by line number (the latest of each), said
// in the page's move text with numbers, every move a span to click; and the evaluation bar's share from a score.
// Pure, so it is tested without a browser.
import { moveNumbering } from '../match/pgn';
import { escapeXml } from './figures';
import { pairMoves, type ListedMove } from './move-list';
import { listTexts } from './notation';
import { readInfo, scoreWords, type SearchInfo } from './engine-panel';

/** The most lines analysis mode shows (the menu's last entry). */
export const MAX_ANALYSIS_LINES = 5;

/** One line of the analysis: its number (1 is the best) and the engine's latest report of it. */
export interface AnalysisLine {
  readonly number: number;
  readonly info: SearchInfo;
}

/** The line number of an `info` line (`multipv k`; 1 without). */
function lineNumber(line: string): number {
  const found = /\smultipv (\d+)(\s|$)/.exec(line);
  return found === null ? 1 : Number(found[1]);
}

/** The lines of one analysis, by number; a report without a principal variation changes nothing. */
export class AnalysisLines {
  private readonly byNumber = new Map<number, SearchInfo>();

  /** Takes an engine line; true when it changed a line. */
  take(line: string): boolean {
    const info = readInfo(line);
    if (info === undefined || info.pv.length === 0) return false;
    this.byNumber.set(lineNumber(line), info);
    return true;
  }

  clear(): void {
    this.byNumber.clear();
  }

  /** The lines, best first, at most `count`. */
  lines(count: number): AnalysisLine[] {
    return [...this.byNumber.entries()]
      .filter(([number]) => number <= count)
      .sort(([a], [b]) => a - b)
      .map(([number, info]) => ({ number, info }));
  }
}

/** What writing a line needs: the variant, the searched position's text, the side to move there, every side's name. */
export interface LineContext {
  readonly variant: string;
  readonly positionText: string;
  readonly mover: number;
  readonly names: readonly string[];
}

/**
 * A line as HTML: the score in words, the depth, then the moves in the page's move text, numbered in two-player games
 * (`12... Nf6 13. e5`), each a `span.pv-move` with its line and index (a click plays the line up to it); a turn of
 * sub-moves (salmon) with a space after each comma, so that it wraps between them.
 */
export function lineHtml(line: AnalysisLine, context: LineContext): string {
  const { info } = line;
  const texts = listTexts(context.variant, context.positionText, info.pv);
  const move = (text: string, index: number): string =>
    `<span class="pv-move" data-line="${line.number}" data-index="${index}">${escapeXml(text)}</span>`;
  let moves: string;
  if (context.names.length === 2) {
    const listed: ListedMove[] = texts.map((text, index) => ({ text, ply: index, mover: '' }));
    moves = pairMoves(listed, moveNumbering(context.positionText))
      .map((row) => {
        const [first, ...rest] = row.moves;
        const head = first === undefined ? `${row.number}..` : `${row.number} ${move(first.text, first.ply)}`;
        return [head, ...rest.map((m) => (m === undefined ? '' : move(m.text, m.ply)))].join(' ');
      })
      .join(' ');
  } else moves = texts.map((text, index) => move(text.split(',').join(', '), index)).join(' ');
  const score = escapeXml(scoreWords(info, context.mover, context.names));
  return (
    `<li data-line="${line.number}"><span class="pv-head" data-line="${line.number}" data-index="0">` +
    `<b>${score}</b> <small>depth ${info.depth}</small></span> ${moves}</li>`
  );
}

/**
 * The evaluation bar's share, 0..1 (0.5 level), from a report of the side to move's (`mover`) score: White's share in
 * two-player games, the mover's with more players (as the score is said); winning chances as lichess draws them,
 * 2 / (1 + e^(-0.00368 cp)) - 1, a mate filling the bar or emptying it.
 */
export function evalShare(info: SearchInfo, mover: number, players: number): number {
  const sign = players > 2 || mover === 0 ? 1 : -1;
  if (info.mate !== undefined) return info.mate * sign > 0 ? 1 : 0;
  const cp = (info.cp ?? 0) * sign;
  const chances = 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
  return (1 + chances) / 2;
}
