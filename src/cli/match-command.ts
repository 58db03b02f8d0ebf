// `topochess match`: turns the command line into MatchOptions, runs the match with a live progress line on stderr,
// and prints the final report on stdout. Returns the exit code.
import type { VariantName } from '../core/types';
import { openingSource, parseDraw, parsePair, parseSprt, parseTimeControl } from '../match/options';
import { killAllEngines } from '../match/engine-link';
import type { OpeningSource } from '../match/openings';
import type { EngineOption, Protocol } from '../match/players';
import { formatMatchReport, runMatch, type MatchOptions } from '../match/runner';
import { resolveShard, shardFileName } from '../match/shard';
import type { CommandIo } from './commands';
import { liveStatus } from './live-status';

export interface MatchArgs {
  readonly engine1?: string;
  readonly engine2?: string;
  readonly proto1: string;
  readonly proto2: string;
  readonly name1?: string;
  readonly name2?: string;
  readonly variant: string;
  readonly games: number;
  readonly tc?: string;
  readonly depth?: number;
  readonly depth1?: number;
  readonly depth2?: number;
  readonly nodes1?: number;
  readonly nodes2?: number;
  readonly option1?: readonly string[];
  readonly option2?: readonly string[];
  readonly nodes?: number;
  readonly movetime?: number;
  readonly openings?: string;
  readonly 'random-plies'?: number;
  readonly seed: number;
  readonly concurrency: number;
  readonly 'max-plies': number;
  readonly resign?: string;
  readonly draw?: string;
  readonly sprt?: string;
  readonly pgn?: string;
  readonly margin: number;
  readonly 'move-timeout': number;
  readonly results?: string;
  readonly shard?: string;
  readonly shards?: number;
  readonly resume?: boolean;
}

/** `--option1 NAME=VALUE` (repeatable) as engine options, or what is wrong with one. */
export function parseEngineOptions(texts: readonly string[] | undefined): EngineOption[] | string {
  const options: EngineOption[] = [];
  for (const text of texts ?? []) {
    const at = text.indexOf('=');
    if (at <= 0) return `an engine option is NAME=VALUE, got '${text}'`;
    options.push({ name: text.slice(0, at).trim(), value: text.slice(at + 1).trim() });
  }
  return options;
}

export async function matchCommand(io: CommandIo, args: MatchArgs): Promise<number> {
  const fail = (message: string): number => {
    io.err(`topochess match: ${message}`);
    return 1;
  };
  if (args.engine1 === undefined || args.engine2 === undefined) return fail('give both --engine1 and --engine2');
  const [engine1, engine2] = [args.engine1, args.engine2];
  if (!Number.isInteger(args.games) || args.games < 1) return fail('--games must be a positive integer');
  const timeControl = args.tc === undefined ? undefined : parseTimeControl(args.tc);
  if (typeof timeControl === 'string') return fail(timeControl);
  const fixed =
    [args.depth, args.nodes, args.movetime].some((limit) => limit !== undefined) ||
    (args.depth1 !== undefined && args.depth2 !== undefined) ||
    (args.nodes1 !== undefined && args.nodes2 !== undefined);
  if (timeControl === undefined && !fixed) {
    return fail('give a time control (--tc) or a fixed --depth, --nodes or --movetime');
  }
  const resign = args.resign === undefined ? undefined : parsePair(args.resign, 'resign');
  if (typeof resign === 'string') return fail(resign);
  const draw = args.draw === undefined ? undefined : parseDraw(args.draw);
  if (typeof draw === 'string') return fail(draw);
  const sprt = args.sprt === undefined ? undefined : parseSprt(args.sprt);
  if (typeof sprt === 'string') return fail(sprt);
  let openings: OpeningSource;
  try {
    openings = openingSource(args.openings);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (args['random-plies'] !== undefined && (!Number.isInteger(args['random-plies']) || args['random-plies'] < 0)) {
    return fail('--random-plies must be a whole number');
  }
  const shard = resolveShard(args.shard, args.shards, process.env);
  if (typeof shard === 'string') return fail(shard);
  if (args.resume === true && args.results === undefined) return fail('--resume needs the --results file to resume');
  const options1 = parseEngineOptions(args.option1);
  if (typeof options1 === 'string') return fail(options1);
  const options2 = parseEngineOptions(args.option2);
  if (typeof options2 === 'string') return fail(options2);
  const options: MatchOptions = {
    engines: [
      {
        command: engine1,
        protocol: args.proto1 as Protocol,
        name: args.name1,
        depth: args.depth1,
        nodes: args.nodes1,
        options: options1,
      },
      {
        command: engine2,
        protocol: args.proto2 as Protocol,
        name: args.name2,
        depth: args.depth2,
        nodes: args.nodes2,
        options: options2,
      },
    ],
    variant: args.variant as VariantName,
    games: args.games,
    timeControl,
    limits: { depth: args.depth, nodes: args.nodes, movetimeMs: args.movetime },
    openings,
    randomPlies: args['random-plies'],
    seed: args.seed,
    concurrency: args.concurrency,
    adjudication: {
      maxPlies: args['max-plies'],
      resignCp: resign?.cp,
      resignMoves: resign?.moves,
      drawCp: draw?.cp,
      drawMoves: draw?.moves,
      drawFromMove: draw?.fromMove,
    },
    sprt,
    pgnFile: args.pgn === undefined ? undefined : shardFileName(args.pgn, shard),
    marginMs: args.margin,
    moveTimeoutMs: args['move-timeout'],
    shard,
    resultsFile: args.results === undefined ? undefined : shardFileName(args.results, shard),
    resume: args.resume,
  };
  // Stopped by a signal (Ctrl-C, a soak's time limit): the engines go too, they run in their own process groups.
  const stop = (signal: NodeJS.Signals): void => {
    killAllEngines();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const status = liveStatus(io);
    const report = await runMatch(options, { progress: status.line, status: status.update });
    status.end();
    for (const line of formatMatchReport(report, sprt)) io.out(line);
    return 0;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}
