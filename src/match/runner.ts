// `topochess match`: N games between two engines with colours (or, in multi-player variants, sets of seats: seats.ts)
// alternating in pairs (each opening played once each way; a distinct opening per pair by default: openings.ts),
// several games at once, PGN appended as games end, a live progress line, and a final report with W/D/L, Elo, LOS and
// SPRT (which can stop the match early). Crashed engines are restarted for the next game.
import { appendFileSync } from 'node:fs';
import { createEngine } from '../../engines/index';
import type { PositionCore, Rules } from '../core/rules';
import type { VariantName } from '../core/types';
import type { Adjudication, GameRecord } from './game';
import { playGame } from './game';
import { engineNames } from './names';
import { chooseOpenings, type OpeningSource } from './openings';
import { formatPgn } from './pgn';
import { createPlayer, type EngineOption, type Player, type Protocol, type SearchBudget } from './players';
import { sideScore } from './scoring';
import { seatNames, seatSides } from './seats';
import { describeElo, estimateElo, sprt, type SprtSettings, type SprtState } from './stats';

export interface EngineSpec {
  readonly command: string;
  readonly protocol: Protocol;
  /** Name for the PGN and report (default: the engine's own name and its fixed limits: names.ts). */
  readonly name?: string;
  /** This engine's own fixed depth (two strengths of one engine), overriding the match's. */
  readonly depth?: number;
  /** Options set once the engine has started (e.g. Threads=2 against Threads=1). */
  readonly options?: readonly EngineOption[];
}

export interface MatchOptions {
  readonly engines: readonly [EngineSpec, EngineSpec];
  readonly variant: VariantName;
  readonly games: number;
  readonly timeControl?: { readonly baseMs: number; readonly incMs: number };
  readonly limits: Omit<SearchBudget, 'clock'>;
  /** Where pairs of games start (openings.ts): the built-in openings, the start position, or these positions. */
  readonly openings: OpeningSource;
  /** Random plies (tokens) after each start; undefined: the default of the source (openings.ts). */
  readonly randomPlies?: number;
  readonly seed: number;
  readonly concurrency: number;
  readonly adjudication: Adjudication;
  readonly sprt?: SprtSettings;
  readonly pgnFile?: string;
  readonly marginMs: number;
  readonly moveTimeoutMs: number;
}

export interface MatchReport {
  /** firstIsWhite: the first engine was side 0 (White, or seats A C E G I in salmon). */
  readonly games: readonly (GameRecord & { readonly round: number; readonly firstIsWhite: boolean })[];
  /** From the first engine's point of view. */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly names: readonly [string, string];
  readonly sprt?: SprtState;
  readonly stoppedEarly: boolean;
}

export interface MatchIo {
  progress(line: string): void;
}

function timeControlTag(options: MatchOptions): string {
  if (!options.timeControl) return '-';
  return `${options.timeControl.baseMs / 1000}+${options.timeControl.incMs / 1000}`;
}

/** Why these options cannot be played in this variant, if they cannot: multi-player games need UCI engines. */
export function multiSeatProblem(options: MatchOptions, rules: Rules<PositionCore>): string | undefined {
  if (rules.players === 2) return undefined;
  const players = `${options.variant} is a ${rules.players}-player game`;
  if (options.engines.some((engine) => engine.protocol === 'xboard'))
    return `${players}: CECP/XBoard engines cannot play it (give both engines --proto1/--proto2 uci)`;
  const { resignCp, drawCp } = options.adjudication;
  if (resignCp !== undefined || drawCp !== undefined)
    return `${players}: --resign and --draw (score adjudication) are for two players`;
  return undefined;
}

/** The PGN Seats tag of a multi-player game: each side's seats and engine, e.g. "A,C,E,G,I: new; B,D,F,H,J: old". */
function seatsTag(rules: Rules<PositionCore>, sideNames: readonly string[]): string | undefined {
  if (rules.players === 2) return undefined;
  const names = seatNames(rules);
  const sides = seatSides(rules.players);
  const seatsOf = (side: number): string => names.filter((_, seat) => sides[seat] === side).join(',');
  return `${seatsOf(0)}: ${sideNames[0]}; ${seatsOf(1)}: ${sideNames[1]}`;
}

export async function runMatch(options: MatchOptions, io: MatchIo): Promise<MatchReport> {
  const rules = createEngine(options.variant).rules;
  const problem = multiSeatProblem(options, rules);
  if (problem !== undefined) throw new Error(problem);
  const sides = seatSides(rules.players);
  const source = options.openings;
  for (const text of typeof source === 'object' ? source.positions : []) {
    if (text !== 'startpos' && !rules.parsePosition(text).ok)
      throw new Error(`opening '${text}' is not a ${options.variant} position`);
  }
  const openings = chooseOpenings(rules, source, Math.ceil(options.games / 2), options.randomPlies, options.seed);

  const limitsOf = (index: 0 | 1): Omit<SearchBudget, 'clock'> => {
    const depth = options.engines[index].depth;
    return depth === undefined ? options.limits : { ...options.limits, depth };
  };

  // The engines' own names once they have started (their commands until then).
  const ownNames: [string, string] = [options.engines[0].command, options.engines[1].command];
  const nameOf = (index: 0 | 1) => ({
    given: options.engines[index].name,
    own: ownNames[index],
    limits: limitsOf(index),
  });
  let names = engineNames(nameOf(0), nameOf(1));
  const results: (GameRecord & { round: number; firstIsWhite: boolean })[] = [];
  const tally = { wins: 0, draws: 0, losses: 0 };
  let nextGame = 0;
  let stop = false;
  let sprtState: SprtState | undefined;

  const worker = async (): Promise<void> => {
    // One process per engine, serving all of its seats (UCI sends the whole position with every go).
    const processes: (Player | undefined)[] = [undefined, undefined];
    const engineProcess = async (index: 0 | 1): Promise<Player> => {
      let player = processes[index];
      if (player === undefined || !player.alive) {
        await player?.close();
        player = createPlayer(options.engines[index].protocol, options.engines[index].command);
        const problem = await player.start(options.variant, options.engines[index].options);
        if (problem !== undefined) io.progress(`engine ${index + 1} (${options.engines[index].command}): ${problem}`);
        ownNames[index] = player.name;
        names = engineNames(nameOf(0), nameOf(1));
        processes[index] = player;
      }
      return player;
    };
    try {
      while (!stop && nextGame < options.games) {
        const round = ++nextGame;
        const opening = openings[Math.floor((round - 1) / 2)];
        const firstIsWhite = round % 2 === 1;
        const first = await engineProcess(0);
        const second = await engineProcess(1);
        const record = await playGame({
          rules,
          players: firstIsWhite ? [first, second] : [second, first],
          start: opening.start,
          opening: opening.moves,
          timeControl: options.timeControl,
          limits: firstIsWhite ? [limitsOf(0), limitsOf(1)] : [limitsOf(1), limitsOf(0)],
          marginMs: options.marginMs,
          moveTimeoutMs: options.moveTimeoutMs,
          adjudication: options.adjudication,
        });
        const sideZeroScore = sideScore(record.end, sides);
        const firstScore = firstIsWhite ? sideZeroScore : 1 - sideZeroScore;
        if (firstScore === 1) tally.wins++;
        else if (firstScore === 0) tally.losses++;
        else tally.draws++;
        results.push({ ...record, round, firstIsWhite });
        if (options.pgnFile) {
          const header = {
            event: `${names[0]} vs ${names[1]}`,
            round,
            white: firstIsWhite ? names[0] : names[1],
            black: firstIsWhite ? names[1] : names[0],
            variant: options.variant,
            seats: seatsTag(rules, firstIsWhite ? names : [names[1], names[0]]),
            seatNames: rules.players === 2 ? undefined : seatNames(rules),
            timeControl: timeControlTag(options),
            standardStart: options.variant === 'normal' && opening.start === 'startpos',
          };
          appendFileSync(options.pgnFile, formatPgn(header, record));
        }
        const elo = estimateElo(tally);
        let line = `Score of ${names[0]} vs ${names[1]}: ${tally.wins} - ${tally.losses} - ${tally.draws} [${elo.score.toFixed(3)}] ${results.length}`;
        line += ` | game ${round}: ${record.result} ${record.termination}`;
        if (options.sprt) {
          sprtState = sprt(tally, options.sprt);
          line += ` | LLR ${sprtState.llr.toFixed(2)} (${sprtState.lower.toFixed(2)}, ${sprtState.upper.toFixed(2)})`;
          if (sprtState.decision !== undefined) stop = true;
        }
        io.progress(line);
      }
    } finally {
      for (const player of processes) await player?.close();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, options.games)) }, worker));
  results.sort((a, b) => a.round - b.round);
  return {
    games: results,
    ...tally,
    names,
    sprt: sprtState,
    stoppedEarly: sprtState?.decision !== undefined && results.length < options.games,
  };
}

/** The final report, as lines (cutechess-like). */
export function formatMatchReport(report: MatchReport, settings?: SprtSettings): string[] {
  const games = report.wins + report.draws + report.losses;
  const elo = estimateElo(report);
  const lines = [
    `Score of ${report.names[0]} vs ${report.names[1]}: ${report.wins} - ${report.losses} - ${report.draws} [${elo.score.toFixed(3)}] ${games}`,
    describeElo(report),
  ];
  if (report.sprt && settings) {
    const verdict =
      report.sprt.decision === 'H1'
        ? 'H1 was accepted'
        : report.sprt.decision === 'H0'
          ? 'H0 was accepted'
          : 'no decision yet';
    lines.push(
      `SPRT: llr ${report.sprt.llr.toFixed(2)} (${report.sprt.lower.toFixed(2)}, ${report.sprt.upper.toFixed(2)}), ` +
        `elo0 ${settings.elo0} elo1 ${settings.elo1} alpha ${settings.alpha} beta ${settings.beta}: ${verdict}`,
    );
  }
  if (report.stoppedEarly) lines.push(`Match stopped early by SPRT after ${games} games`);
  const reasons = new Map<string, number>();
  // Counted without the detail in parentheses (the reason an illegal move was refused, by how much a clock ran over).
  for (const game of report.games) {
    const reason = game.termination.replace(/ \(.*\)$/, '');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, count] of reasons) lines.push(`  ${count} x ${reason}`);
  return lines;
}
