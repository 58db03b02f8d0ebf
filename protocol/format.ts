// Words search reports and game results per dialect: UCI `info … score cp|mate …`, XBoard thinking lines (centiseconds,
// mate as ±100000+N), result claims, and the neutral `result` and `turn` extension texts. PVs are cut so that every
// line stays under the 8 KB limit.
import type { Outcome } from '../src/core/rules';
import type { GameState, TurnState } from '../src/session/game-record';
import type { Score, SearchInfo } from '../src/core/search-types';
import { MAX_LINE_BYTES } from './output';

/** Appends PV moves to `head` while the line stays within `maxBytes` (moves are ASCII). */
export function appendPv(head: string, pv: readonly string[], maxBytes = MAX_LINE_BYTES): string {
  let line = head;
  for (const move of pv) {
    if (line.length + 1 + move.length > maxBytes) break;
    line += ' ' + move;
  }
  return line;
}

export function formatUciScore(score: Score, bound?: 'lower' | 'upper'): string {
  const base = score.kind === 'cp' ? `cp ${score.value}` : `mate ${score.moves}`;
  switch (bound) {
    case undefined:
      return base;
    case 'lower':
      return `${base} lowerbound`;
    case 'upper':
      return `${base} upperbound`;
  }
}

/** `info depth … seldepth … multipv K score … nodes … nps … hashfull … time … pv …` */
export function formatUciInfo(info: SearchInfo): string {
  const head =
    `info depth ${info.depth} seldepth ${info.selDepth} multipv ${info.multiPv ?? 1}` +
    ` score ${formatUciScore(info.score, info.bound)}` +
    ` nodes ${info.nodes} nps ${info.nps} hashfull ${info.hashFull} time ${info.timeMs}`;
  return info.pv.length === 0 ? head : appendPv(head + ' pv', info.pv);
}

/** XBoard's score field: centipawns, or 100000+N when mating in N, -100000-N when mated in N. */
export function xboardScore(score: Score): number {
  if (score.kind === 'cp') return score.value;
  return score.moves > 0 ? 100000 + score.moves : -100000 + score.moves;
}

/** `ply score time(cs) nodes seldepth nps 0<TAB>pv`; bounds are not marked (some clients misread `!`/`?`). */
export function formatXboardThinking(info: SearchInfo): string {
  const head = `${info.depth} ${xboardScore(info.score)} ${Math.floor(info.timeMs / 10)} ${info.nodes} ${info.selDepth} ${info.nps} 0\t`;
  return appendPv(head, info.pv).replace('\t ', '\t');
}

/**
 * XBoard's answer to `.` in analyze mode: `stat01: time(cs) nodes ply mvleft mvtot mvname`. The search reports
 * finished iterations only, so mvleft is 0 and mvname the best line's first move (left out before the first report).
 */
export function formatStat01(info: SearchInfo | undefined, rootMoves: number, moveName?: string): string {
  if (info === undefined) return `stat01: 0 0 0 ${rootMoves} ${rootMoves}`;
  const head = `stat01: ${Math.floor(info.timeMs / 10)} ${info.nodes} ${info.depth} 0 ${rootMoves}`;
  return moveName === undefined ? head : `${head} ${moveName}`;
}

/** The PGN-style result of a two-player outcome: 1-0, 0-1 or 1/2-1/2. */
export function resultToken(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'draw':
      return '1/2-1/2';
    case 'win':
      return outcome.winners.length === 1 && outcome.winners[0] === 0 ? '1-0' : '0-1';
  }
}

const COLOR_NAMES = ['White', 'Black'];

/** Capitalises the first letter. */
function sentence(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

/**
 * The XBoard claim for a finished two-player game, sent right after the final move:
 * `1-0 {White mates}`, `1/2-1/2 {Stalemate}`, `1/2-1/2 {Draw by repetition}` …
 */
export function formatClaim(outcome: Outcome): string {
  const token = resultToken(outcome);
  const reason = outcome.reason.trim();
  switch (outcome.kind) {
    case 'win': {
      const winner = COLOR_NAMES[outcome.winners[0]] ?? `Player ${outcome.winners[0] + 1}`;
      switch (reason) {
        case 'checkmate':
          return `${token} {${winner} mates}`;
        default:
          return `${token} {${winner} wins by ${reason}}`;
      }
    }
    case 'draw':
      switch (reason) {
        case 'stalemate':
          return `${token} {Stalemate}`;
        case 'repetition':
        case 'threefold repetition':
          return `${token} {Draw by repetition}`;
        case '':
          return `${token} {Draw}`;
        default:
          return `${token} {${reason.startsWith('draw') ? sentence(reason) : `Draw by ${reason}`}}`;
      }
  }
}

/**
 * The neutral game state for the `result` extension: `ongoing`, `1-0 checkmate`, `1/2-1/2 stalemate`; for more than
 * two players `win D <reason>` or `draw A,D,G <reason>` (the players who share it), players by their names (salmon's
 * letters) or numbered from 1.
 */
export function formatGameState(state: GameState, players: number, names?: readonly string[]): string {
  const name = (p: number): string => playerToken(p, players, names);
  switch (state.kind) {
    case 'ongoing':
      return 'ongoing';
    case 'win':
    case 'draw': {
      const reason = state.reason.trim();
      let token: string;
      if (players === 2) token = resultToken(state);
      else if (state.kind === 'win') token = `win ${state.winners.map(name).join(',')}`;
      else token = state.among === undefined ? 'draw' : `draw ${state.among.map(name).join(',')}`;
      return reason === '' ? token : `${token} ${reason}`;
    }
  }
}

/** A player's name in protocol lines: white/black in two-player games, else the variant's names (or numbers from 1). */
export function playerToken(player: number, players: number, names?: readonly string[]): string {
  if (players === 2) return player === 0 ? 'white' : 'black';
  return names?.[player] ?? String(player + 1);
}

/** The `turn` extension's words: `<player> move <k> of <n> end yes|no`. */
export function formatTurnState(state: TurnState, players: number, names?: readonly string[]): string {
  const player = playerToken(state.player, players, names);
  return `${player} move ${state.move} of ${state.movesPerTurn} end ${state.canEnd ? 'yes' : 'no'}`;
}

/** Phrases XBoard treats as a fatal engine failure anywhere in a line (outside `#` lines). */
const XBOARD_TRAPS: readonly (readonly [RegExp, string])[] = [
  [/not found/gi, 'missing'],
  [/no such file/gi, 'no file'],
  [/permission denied/gi, 'access refused'],
  [/unknown host/gi, 'unknown server'],
  [/can't alloc/gi, 'cannot allocate'],
  [/no remote directory/gi, 'no remote folder'],
];

/** Rewords text echoed in XBoard replies so that it cannot trip XBoard's failure detection. */
export function sanitizeForXboard(text: string): string {
  let safe = text;
  for (const [pattern, replacement] of XBOARD_TRAPS) safe = safe.replace(pattern, replacement);
  return safe;
}
