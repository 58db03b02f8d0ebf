// PGN for arbitrated games: the seven standard tags, Variant, FEN/SetUp when the game did not start from the standard
// chess position, TimeControl, Termination, and each move with a {score/depth time} comment, the way cutechess-style
// tools write them: SAN where every move has it (`normal`, `cylinder`; numbered from the FEN's move number, as the PGN
// standard has it), Topochess's long notation for the other variants (named by the Variant tag). Multi-player games
// (salmon) add a Seats tag (which engine plays which seats; White and Black name the engines of side 0 and side 1,
// Result is between them) and number every turn token, with the seat that played it first in its comment: `12.
// D1a2D1a3,D4d2D4d4 {D +0.12/3 0.40s}`.
import { sanLine } from '../../engines/chess8/san';
import type { PositionCore, Rules } from '../core/rules';
import type { VariantName } from '../core/types';
import type { GameRecord, PlayedMove } from './game';

export interface PgnHeader {
  readonly event: string;
  /** 'topochess match' unless given. */
  readonly site?: string;
  /** A number, or '-' where rounds mean nothing (the board page). */
  readonly round: number | string;
  readonly white: string;
  readonly black: string;
  readonly variant: VariantName;
  /** The variant's rules where every move has SAN (normal, cylinder): the moves, in the engine's text, are written in
   * SAN. Absent: they are written as given. */
  readonly sanRules?: Rules<PositionCore>;
  /** Multi-player games: each side's seats and engine, e.g. "A,C,E,G,I: new; B,D,F,H,J: old". */
  readonly seats?: string;
  /** Seat names (the rules' player letters) for the turn comments of multi-player games. */
  readonly seatNames?: readonly string[];
  /** PGN TimeControl value: "base+inc" in seconds, or "-" for fixed limits. */
  readonly timeControl: string;
  readonly standardStart: boolean;
}

function tag(name: string, value: string): string {
  return `[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
}

/** What PGN needs of a game: a finished one (GameRecord), or one still going on (Result `*`, the board page's). */
export type PgnGame = Pick<GameRecord, 'termination' | 'startText' | 'opening' | 'moves'> & {
  readonly result: GameRecord['result'] | '*';
};

export function formatPgn(header: PgnHeader, game: PgnGame, date = new Date()): string {
  const lines = [
    tag('Event', header.event),
    tag('Site', header.site ?? 'topochess match'),
    tag('Date', date.toISOString().slice(0, 10).replace(/-/g, '.')),
    tag('Round', String(header.round)),
    tag('White', header.white),
    tag('Black', header.black),
    tag('Result', game.result),
  ];
  if (header.variant !== 'normal') lines.push(tag('Variant', header.variant));
  if (header.seats !== undefined) lines.push(tag('Seats', header.seats));
  if (!header.standardStart) {
    lines.push(tag('FEN', game.startText));
    lines.push(tag('SetUp', '1'));
  }
  lines.push(tag('TimeControl', header.timeControl));
  lines.push(tag('Termination', game.termination));
  lines.push(tag('PlyCount', String(game.opening.length + game.moves.length)));
  const played = [...game.opening.map((move) => ({ ...move, comment: 'book' })), ...game.moves];
  const all = header.sanRules === undefined ? played : inSan(header.sanRules, played, game.startText);
  const tokens =
    header.seatNames === undefined ? twoPlayerMovetext(all, game.startText) : turnMovetext(all, header.seatNames);
  tokens.push(game.result);
  // Wrap the movetext at 80 columns.
  const text: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line.length + token.length + 1 > 80) {
      text.push(line);
      line = token;
    } else {
      line = line === '' ? token : `${line} ${token}`;
    }
  }
  if (line !== '') text.push(line);
  return `${lines.join('\n')}\n\n${text.join('\n')}\n\n`;
}

/** The moves of a game in SAN, replayed from its start. */
function inSan(rules: Rules<PositionCore>, moves: readonly PlayedMove[], startText: string): PlayedMove[] {
  const sans = sanLine(
    rules,
    startText,
    moves.map((entry) => entry.move),
  );
  return moves.map((entry, index) => ({ ...entry, move: sans[index] }));
}

/** The first move's number (the position text's sixth field, as in FEN; 1 without one) and whether Black makes it. */
export function moveNumbering(startText: string): { readonly firstNumber: number; readonly blackFirst: boolean } {
  const fields = startText.trim().split(/\s+/);
  return {
    firstNumber: /^\d+$/.test(fields[5] ?? '') ? Math.max(1, Number(fields[5])) : 1,
    blackFirst: fields[1] === 'b',
  };
}

/**
 * Move numbers as the PGN standard exports them: `12.` before every White move, `12...` before a Black move that
 * follows a comment (every engine move has one) or opens the game; numbering starts at the position text's move
 * number (its sixth field, as in FEN; 1 without one).
 */
function twoPlayerMovetext(all: readonly PlayedMove[], startText: string): string[] {
  const tokens: string[] = [];
  const { blackFirst, firstNumber } = moveNumbering(startText);
  all.forEach((entry, index) => {
    const ply = index + (blackFirst ? 1 : 0);
    const number = firstNumber + Math.floor(ply / 2);
    if (ply % 2 === 0) tokens.push(`${number}.`);
    else if (index === 0 || all[index - 1].comment) tokens.push(`${number}...`);
    tokens.push(entry.move);
    if (entry.comment) tokens.push(`{${entry.comment}}`);
  });
  return tokens;
}

/** One number per turn (rounds are uneven once players are eliminated); the comment starts with the seat. */
function turnMovetext(all: readonly PlayedMove[], seatNames: readonly string[]): string[] {
  return all.flatMap((entry, index) => [
    `${index + 1}.`,
    entry.move,
    `{${[seatNames[entry.seat], entry.comment].filter(Boolean).join(' ')}}`,
  ]);
}
