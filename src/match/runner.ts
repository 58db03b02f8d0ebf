// `topochess match`: games between two engines in pairs, each opening played once with each engine on each side
// (colours, or in multi-player variants sets of seats: seats.ts), from the variant's book by default (openings.ts),
// several pairs at once, PGN appended as games end, a live status, and a final report with W/D/L, Elo, the pentanomial
// counts and the SPRT (which can stop the match early: summary.ts). A run may play one slice of the pairs (a shard of
// a batch job: shard.ts) and record each finished pair in a result file (results-file.ts) that `match merge` sums
// and `--resume` goes on from. Crashed engines are restarted for the next game.
import { appendFileSync } from 'node:fs';
import { createEngine } from '../../engines/index';
import type { PositionCore, Rules } from '../core/rules';
import type { VariantName } from '../core/types';
import { openingsFingerprint } from './books';
import type { Adjudication, GameRecord } from './game';
import { playGame } from './game';
import { engineNames } from './names';
import { chooseOpenings, openingFromLine, sourceOpenings, type Opening, type OpeningSource } from './openings';
import { formatPgn } from './pgn';
import { createPlayer, type EngineOption, type Player, type Protocol, type SearchBudget } from './players';
import {
  RESULTS_FORMAT,
  ResultsWriter,
  type GameOutcome,
  type MatchSettings,
  type PairRecord,
  type SettingsRecord,
} from './results-file';
import { sideScore } from './scoring';
import { seatNames, seatSides } from './seats';
import { shardPairs, WHOLE_MATCH, type Shard } from './shard';
import { estimateElo, type SprtSettings } from './stats';
import { formatReport, sprtOf, sprtStop, summarize, type MatchSummary } from './summary';

export interface EngineSpec {
  readonly command: string;
  readonly protocol: Protocol;
  /** Name for the PGN and report (default: the engine's own name and its fixed limits: names.ts). */
  readonly name?: string;
  /** This engine's own fixed depth (two strengths of one engine), overriding the match's. */
  readonly depth?: number;
  /** This engine's own node count per move, overriding the match's (node odds for a slower evaluation). */
  readonly nodes?: number;
  /** Options set once the engine has started (e.g. Threads=2 against Threads=1). */
  readonly options?: readonly EngineOption[];
}

export interface MatchOptions {
  readonly engines: readonly [EngineSpec, EngineSpec];
  readonly variant: VariantName;
  readonly games: number;
  readonly timeControl?: { readonly baseMs: number; readonly incMs: number };
  readonly limits: Omit<SearchBudget, 'clock'>;
  /** Where pairs of games start (openings.ts): the variant's book, the start position, or these openings. */
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
  /** The slice of the pairs this run plays (shard.ts); the whole match by default. */
  readonly shard?: Shard;
  /** Result file (results-file.ts): one record per finished pair, synced as each ends. */
  readonly resultsFile?: string;
  /** Go on with the pairs already in the result file instead of refusing it. */
  readonly resume?: boolean;
}

export interface MatchReport {
  /** The games this run played, by round (PGN order); resumed games are counted in `pairs` only. */
  readonly games: readonly (GameRecord & { readonly round: number; readonly firstIsWhite: boolean })[];
  /** Every pair counted: resumed from the result file and played now. */
  readonly pairs: readonly PairRecord[];
  readonly summary: MatchSummary;
  readonly names: readonly [string, string];
  readonly stoppedEarly: boolean;
}

export interface MatchIo {
  /** A line to keep: a finished game, a warning. */
  progress(line: string): void;
  /** The live status (games, score, Elo, LLR, ETA), shown in place of the last one where that can be done. */
  status?(line: string): void;
}

/**
 * What decides the games of a pair and how they count: equal in every shard of one match (results-file.ts). `openings`
 * are those the pairs are drawn from (the book, the file), not the lines drawn for this --games: a later wave with
 * more games is the same match (the draw is the same for the pairs both have).
 */
export function matchSettings(options: MatchOptions, openings: readonly Opening[]): MatchSettings {
  return {
    engines: options.engines.map((engine) => ({
      command: engine.command,
      protocol: engine.protocol,
      name: engine.name,
      depth: engine.depth,
      nodes: engine.nodes,
      options: engine.options,
    })),
    variant: options.variant,
    timeControl: options.timeControl,
    limits: options.limits,
    openings: openingsFingerprint(openings.map((opening) => [opening.start, ...opening.moves].join(' '))),
    randomPlies: options.randomPlies,
    seed: options.seed,
    adjudication: options.adjudication,
    sprt: options.sprt,
  };
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

/** The PGN header of a game this run played. */
interface PgnContext {
  readonly rules: Rules<PositionCore>;
  readonly options: MatchOptions;
  readonly names: readonly [string, string];
  readonly opening: Opening;
}

/** A game as PGN text, for the file written as its pair ends. */
function gamePgn(context: PgnContext, record: GameRecord, round: number, firstIsWhite: boolean): string {
  const { rules, options, names, opening } = context;
  const header = {
    event: `${names[0]} vs ${names[1]}`,
    round,
    white: firstIsWhite ? names[0] : names[1],
    black: firstIsWhite ? names[1] : names[0],
    variant: options.variant,
    sanRules: rules.chessMoveText === 'san' ? rules : undefined,
    seats: seatsTag(rules, firstIsWhite ? names : [names[1], names[0]]),
    seatNames: rules.players === 2 ? undefined : seatNames(rules),
    timeControl: timeControlTag(options),
    standardStart: options.variant === 'normal' && opening.start === 'startpos',
  };
  return formatPgn(header, record);
}

/** Seconds as `1h02m`, `3m05s` or `42s`. */
function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h}h${String(m).padStart(2, '0')}m`;
  return m > 0 ? `${m}m${String(s).padStart(2, '0')}s` : `${s}s`;
}

/** The result file opened for this run, with the pairs it already holds (a resumed run). */
function openResults(
  options: MatchOptions,
  openings: readonly Opening[],
  shard: Shard,
  io: MatchIo,
): { writer: ResultsWriter | undefined; done: PairRecord[] } {
  if (options.resultsFile === undefined) return { writer: undefined, done: [] };
  const settings: SettingsRecord = {
    type: 'settings',
    format: RESULTS_FORMAT,
    settings: matchSettings(options, openings),
    shard,
  };
  const opened = ResultsWriter.open(options.resultsFile, settings, options.resume === true);
  for (const warning of opened.done.warnings) io.progress(`warning: ${warning}`);
  return { writer: opened.writer, done: [...opened.done.pairs] };
}

export async function runMatch(options: MatchOptions, io: MatchIo): Promise<MatchReport> {
  const rules = createEngine(options.variant).rules;
  const problem = multiSeatProblem(options, rules);
  if (problem !== undefined) throw new Error(problem);
  const sides = seatSides(rules.players);
  const source = options.openings;
  for (const text of typeof source === 'object' ? source.positions : []) {
    const line = openingFromLine(text);
    if (line.start !== 'startpos' && !rules.parsePosition(line.start).ok)
      throw new Error(`opening '${text}' is not a ${options.variant} position`);
  }
  const pairCount = Math.ceil(options.games / 2);
  const openings = chooseOpenings(rules, source, pairCount, options.randomPlies, options.seed);
  const shard = options.shard ?? WHOLE_MATCH;
  const { writer, done } = openResults(options, sourceOpenings(rules, source), shard, io);
  const counted: PairRecord[] = done;
  const finished = new Set(counted.map((record) => record.pair));
  const todo = shardPairs(shard, pairCount).filter((pair) => !finished.has(pair));
  if (counted.length > 0) io.progress(`resuming: ${counted.length} pairs already played, ${todo.length} to play`);

  const limitsOf = (index: 0 | 1): Omit<SearchBudget, 'clock'> => {
    const { depth, nodes } = options.engines[index];
    return {
      ...options.limits,
      ...(depth === undefined ? {} : { depth }),
      ...(nodes === undefined ? {} : { nodes }),
    };
  };
  // The engines' own names once they have started (their commands until then).
  const ownNames: [string, string] = [options.engines[0].command, options.engines[1].command];
  const nameOf = (index: 0 | 1) => ({
    given: options.engines[index].name,
    own: ownNames[index],
    limits: limitsOf(index),
  });
  let names: readonly [string, string] = counted.at(-1)?.names ?? engineNames(nameOf(0), nameOf(1));
  const played: (GameRecord & { round: number; firstIsWhite: boolean })[] = [];
  let nextPair = 0;
  // A resumed single-shard test that had already decided (its pairs in the order they came in) plays no more.
  let stop = shard.count === 1 && options.sprt !== undefined && sprtStop(counted, options.sprt) !== undefined;
  const started = performance.now();
  const gamesToPlay = todo.reduce((sum, pair) => sum + (2 * pair + 2 <= options.games ? 2 : 1), 0);

  const statusLine = (): string => {
    const summary = summarize(counted);
    const elo = estimateElo(summary);
    let line = `Games ${summary.games}`;
    if (shard.count > 1) line += ` (shard ${shard.index}/${shard.count})`;
    line += ` | Score ${summary.wins} - ${summary.losses} - ${summary.draws} [${elo.score.toFixed(3)}]`;
    if (elo.margin !== undefined) line += ` | Elo ${elo.elo.toFixed(1)} +/- ${elo.margin.toFixed(1)}`;
    if (options.sprt) {
      const state = sprtOf(summary, options.sprt);
      line += ` | LLR ${state.llr.toFixed(2)} (${state.lower.toFixed(2)}, ${state.upper.toFixed(2)})`;
    }
    const left = gamesToPlay - played.length;
    if (played.length > 0 && left > 0)
      line += ` | ETA ${formatDuration(((performance.now() - started) / 1000 / played.length) * left)}`;
    return line;
  };

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
    const playRound = async (round: number, opening: Opening): Promise<GameOutcome & { pgn: string }> => {
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
      const score = firstIsWhite ? sideZeroScore : 1 - sideZeroScore;
      played.push({ ...record, round, firstIsWhite });
      const pgn = gamePgn({ rules, options, names, opening }, record, round, firstIsWhite);
      io.progress(
        `game ${round}: ${names[0]} ${firstIsWhite ? 'White' : 'Black'}: ${record.result} ${record.termination}`,
      );
      return { round, firstIsWhite, score, result: record.result, termination: record.termination, pgn };
    };
    try {
      while (!stop && nextPair < todo.length) {
        const pair = todo[nextPair++];
        const games: GameOutcome[] = [];
        const pgn: string[] = [];
        for (const round of [2 * pair + 1, 2 * pair + 2]) {
          if (round > options.games) continue;
          const { pgn: text, ...outcome } = await playRound(round, openings[pair]);
          games.push(outcome);
          pgn.push(text);
        }
        // The PGN and the result file take a pair whole, so that a stopped run leaves both with the same games.
        if (options.pgnFile) appendFileSync(options.pgnFile, pgn.join(''));
        const record: PairRecord = { type: 'pair', pair, games, names, finishedAt: Date.now() };
        writer?.append(record);
        counted.push(record);
        // A shard sees a slice of the pairs: the SPRT is decided on the merge of all shards (`match status`).
        if (shard.count === 1 && options.sprt && sprtOf(summarize(counted), options.sprt).decision !== undefined)
          stop = true;
        io.status?.(statusLine());
      }
    } finally {
      for (const player of processes) await player?.close();
    }
  };
  try {
    io.status?.(statusLine());
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, todo.length)) }, worker));
  } finally {
    writer?.close();
  }
  played.sort((a, b) => a.round - b.round);
  return {
    games: played,
    pairs: counted,
    summary: summarize(counted),
    names,
    stoppedEarly: stop && nextPair < todo.length,
  };
}

/** The final report, as lines: the summary of every counted pair (summary.ts). */
export function formatMatchReport(report: MatchReport, settings?: SprtSettings): string[] {
  const stop = settings === undefined ? undefined : sprtStop(report.pairs, settings);
  return formatReport(report.names, report.summary, settings, report.stoppedEarly, stop);
}
