// `topochess datagen`: self-play positions for the tuner (src/match/datagen.ts), written as each game ends. Sharded
// and resumed like `match`: game g belongs to shard g % N (--shard K/N, or the batch system's index variables), each
// finished game is followed by a `# game g …` line, and --resume skips the games already marked in the output file and
// cuts off a game that was being written when the run was stopped.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { createEngine } from '../../engines/index';
import type { VariantName } from '../core/types';
import { dataSearcher, playDataGame, type DatagenSettings } from '../match/datagen';
import { chooseOpenings, type Opening } from '../match/openings';
import { openingSource } from '../match/options';
import { resolveShard, shardFileName, shardPairs, type Shard } from '../match/shard';
import type { CommandIo } from './commands';
import { liveStatus } from './live-status';

export interface DatagenArgs {
  readonly variant: VariantName;
  readonly games: number;
  readonly nodes: number;
  readonly seed: number;
  /** builtin (the variant's book), none (the start position) or a file of positions, as for `match`. */
  readonly openings?: string;
  readonly 'random-plies': number;
  readonly 'max-plies': number;
  readonly out: string;
  readonly shard?: string;
  readonly shards?: number;
  readonly resume: boolean;
}

const GAME_MARK = /^# game (\d+) /;

/** The settings line that heads an output file; a resumed run must have the same. */
function header(args: DatagenArgs, shard: Shard): string {
  // The book is named only when another source is given, so that files begun before --openings existed resume.
  const source = args.openings === undefined || args.openings === 'builtin' ? {} : { openings: args.openings };
  const settings = {
    variant: args.variant,
    ...source,
    nodes: args.nodes,
    seed: args.seed,
    randomPlies: args['random-plies'],
  };
  return `# topochess datagen ${JSON.stringify({ ...settings, maxPlies: args['max-plies'] })} shard ${shard.index}/${shard.count}`;
}

/** Games already finished in `path`, after cutting off a half-written game; throws on a file of other settings. */
function resumeFrom(path: string, expected: string): Set<number> {
  const text = readFileSync(path, 'utf8');
  const firstLine = text.slice(0, text.indexOf('\n'));
  if (firstLine !== expected) throw new Error(`${path} was written with other settings:\n  ${firstLine}`);
  const done = new Set<number>();
  let end = firstLine.length + 1;
  let offset = 0;
  for (const line of text.split('\n')) {
    offset += Buffer.byteLength(line) + 1;
    const mark = GAME_MARK.exec(line);
    if (mark !== null) {
      done.add(Number(mark[1]));
      end = offset;
    }
  }
  truncateSync(path, Math.min(end, Buffer.byteLength(text)));
  return done;
}

export function datagenCommand(io: CommandIo, args: DatagenArgs): number {
  const fail = (message: string): number => {
    io.err(`topochess datagen: ${message}`);
    return 1;
  };
  for (const [name, value, least] of [
    ['--games', args.games, 1],
    ['--nodes', args.nodes, 1],
    ['--random-plies', args['random-plies'], 0],
    ['--max-plies', args['max-plies'], 1],
  ] as const)
    if (!Number.isInteger(value) || value < least) return fail(`${name} must be a whole number of at least ${least}`);
  const shard = resolveShard(args.shard, args.shards, process.env);
  if (typeof shard === 'string') return fail(shard);
  const engine = createEngine(args.variant);
  if (engine.rules.players !== 2)
    return fail(`${args.variant} is a ${engine.rules.players}-player game: self-play data is for two`);
  let openings: Opening[];
  try {
    openings = chooseOpenings(engine.rules, openingSource(args.openings), args.games, args['random-plies'], args.seed);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const path = shardFileName(args.out, shard);
  const head = header(args, shard);
  let done = new Set<number>();
  try {
    if (existsSync(path) && readFileSync(path, 'utf8') !== '') {
      if (!args.resume) return fail(`${path} already holds data: give --resume to go on with it, or another file`);
      done = resumeFrom(path, head);
    }
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const fd = openSync(path, 'a');
  if (done.size === 0 && readFileSync(path, 'utf8') === '') writeSync(fd, head + '\n');
  const todo = shardPairs(shard, args.games).filter((game) => !done.has(game));
  const settings: DatagenSettings = { nodes: args.nodes, maxPlies: args['max-plies'] };
  const searcher = dataSearcher(engine);
  const status = liveStatus(io);
  const started = performance.now();
  let positions = 0;
  let played = 0;
  for (const game of todo) {
    const result = playDataGame(engine, searcher, openings[game], settings);
    const lines = [...result.lines, `# game ${game} ${result.result} ${result.plies} plies: ${result.reason}`];
    writeSync(fd, lines.join('\n') + '\n');
    fsyncSync(fd);
    positions += result.lines.length;
    played++;
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round((positions / Math.max(seconds, 1e-3)) * 3600);
    const eta = Math.round((seconds / played) * (todo.length - played));
    status.update(
      `datagen ${args.variant}: games ${done.size + played}/${done.size + todo.length}` +
        `${shard.count > 1 ? ` (shard ${shard.index}/${shard.count})` : ''}, ${positions} positions, ${rate} positions/h, ETA ${eta}s`,
    );
  }
  status.end();
  closeSync(fd);
  io.out(`datagen ${args.variant}: ${played} games, ${positions} positions -> ${path}`);
  return 0;
}
