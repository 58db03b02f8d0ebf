// Sharded matches on real batch systems (docs/distributed.md): one small match at fixed nodes played in one run, then
// the same pairs as four shards on a one-node Slurm cluster (the doc's sbatch script), through GNU parallel, and as
// the pods of the doc's Kubernetes Indexed Job would run them; and a shard killed with SIGKILL mid-game, then resumed.
// Every way must merge to the single run's counts, report and games: the engines are deterministic at fixed nodes.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { version as VERSION } from '../../package.json';
import { BINARY } from '../helpers/engine-process';
import { makeTempDir } from '../helpers/temp-dir';
import { hasProgram, parsePgn, waitUntil } from '../helpers/xboard';

const ROOT = resolve(__dirname, '../..');
const DOC = readFileSync(join(ROOT, 'docs/distributed.md'), 'utf8');
const CLUSTER_SCRIPT = join(ROOT, 'scripts/slurm-cluster.sh');
const PACKAGE = join(ROOT, `dist/release/topochess-${VERSION}.tgz`);

// Small enough for seconds per scenario on a loaded 2-core machine: 4 pairs, one per shard.
const GAMES = 8;
const NODES = 1000;
const SHARDS = 4;
/** The match of docs/distributed.md's commands, small: the same names, variant and SPRT. */
const MATCH = (games = GAMES): string[] => [
  '--name1',
  'new',
  '--name2',
  'old',
  '--variant',
  'normal',
  '--games',
  `${games}`,
];
const LIMITS = ['--nodes', String(NODES), '--sprt', '0,5,0.05,0.05'];
const ENGINES = ['--engine1', BINARY, '--engine2', BINARY];
const RUN_MS = 120_000;

let cluster: string | undefined;

afterAll(() => {
  if (cluster !== undefined) run('bash', [CLUSTER_SCRIPT, 'stop', cluster]);
});

function run(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: RUN_MS, ...options });
  expect(result.error, `${command}: ${String(result.error)}`).toBeUndefined();
  expect(result.status, `${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result;
}

/** The fenced code block of docs/distributed.md that the pattern finds. */
function docBlock(language: string, pattern: RegExp): string {
  const blocks = [...DOC.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].filter(([, lang, body]) => {
    return lang === language && pattern.test(body);
  });
  expect(blocks, `one ${language} block matching ${pattern} in docs/distributed.md`).toHaveLength(1);
  return blocks[0][2];
}

interface Outcome {
  readonly report: string;
  readonly counts: { readonly score: string; readonly pentanomial: string };
  readonly games: readonly string[];
}

/** The report of `topochess match merge FILES`, its counts, and the games of the PGN files in order of rounds. */
function merged(resultFiles: readonly string[], pgnFiles: readonly string[]): Outcome {
  const merge = run(BINARY, ['match', 'merge', ...resultFiles]);
  return { report: merge.stdout.trimEnd(), counts: counts(merge.stdout), games: games(pgnFiles) };
}

function counts(report: string): Outcome['counts'] {
  const score = /^Score of new vs old: (\d+ - \d+ - \d+) /m.exec(report);
  const pentanomial = /^Ptnml\(0-2\): (\[[\d, ]+\])/m.exec(report);
  expect(score, report).not.toBeNull();
  expect(pentanomial, report).not.toBeNull();
  return { score: score![1], pentanomial: pentanomial![1] };
}

/**
 * The games of PGN files sorted by round, each as its tags and movetext without the two things that differ between
 * runs: the Date tag and the thinking time in the move comments ({+0.12/4 0.01s}).
 */
function games(pgnFiles: readonly string[]): string[] {
  const all = pgnFiles.flatMap((file) => parsePgn(readFileSync(file, 'utf8')));
  all.sort((a, b) => Number(a.tags.Round) - Number(b.tags.Round));
  return all.map((game) => {
    const tags = Object.entries(game.tags).filter(([name]) => name !== 'Date');
    const moves = game.moves.replace(/ \d+\.\d+s\}/g, '}').replace(/\s+/g, ' ');
    return `${tags.map(([name, value]) => `${name}=${value}`).join('\n')}\n${moves}`;
  });
}

/** The files of a folder whose names match, with their paths. */
function filesIn(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => join(dir, name));
}

interface PairRecord {
  readonly type: string;
  readonly pair: number;
  readonly finishedAt?: number;
}

/**
 * The pair records in result files' whole lines (a last line without its newline is still being written), by pair,
 * without the time each finished (which differs between runs, where what was played must not).
 */
function pairRecords(files: readonly string[]): PairRecord[] {
  return files
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(0, -1))
    .map((line) => JSON.parse(line) as PairRecord)
    .filter((record) => record.type === 'pair')
    .map(({ finishedAt: _finishedAt, ...played }) => played)
    .sort((a, b) => a.pair - b.pair);
}

/** The pair indices recorded in a result file. */
const pairsIn = (file: string): number[] => pairRecords([file]).map((record) => record.pair);

/** Starts a command; `exited` resolves with its exit code, `output` is what it printed so far. */
function start(command: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, exited, output: () => output };
}

let single: Outcome & { readonly records: readonly PairRecord[] };

beforeAll(() => {
  const dir = makeTempDir('topochess-single-');
  const results = join(dir, 'single.jsonl');
  const pgn = join(dir, 'single.pgn');
  const one = run(BINARY, ['match', ...ENGINES, ...MATCH(), ...LIMITS, '--results', results, '--pgn', pgn]);
  single = { ...merged([results], [pgn]), records: pairRecords([results]) };
  // What merge says of the single run's own file is what the run printed at its end.
  expect(one.stdout.trimEnd()).toBe(single.report);
  expect(single.games).toHaveLength(GAMES);
  expect(pairsIn(results)).toEqual([0, 1, 2, 3]);
}, RUN_MS);

/** Four shards' files (results and PGN) in DIR, merged, equal the single run. */
function expectSingleRun(dir: string): void {
  const results = filesIn(dir, /^shard-\d+\.jsonl$/);
  expect(results.map((file) => pairsIn(file))).toEqual([[0], [1], [2], [3]]);
  // Every pair's games (rounds, colours, results, terminations) as the single run recorded them.
  expect(pairRecords(results)).toEqual(single.records);
  const outcome = merged(results, filesIn(dir, /^shard-\d+\.pgn$/));
  expect(outcome.counts).toEqual(single.counts);
  expect(outcome.report).toBe(single.report);
  expect(outcome.games).toEqual(single.games);
  // Eight games cannot decide the SPRT: status says so with its own exit code.
  const status = spawnSync(BINARY, ['match', 'status', ...results], { encoding: 'utf8', timeout: RUN_MS });
  expect(status.stdout).toMatch(/^undecided: LLR /);
  expect(status.status).toBe(3);
}

describe('a match in four shards equals one run', () => {
  test(
    'Slurm: the sbatch script of docs/distributed.md as a 4-task job array on a one-node cluster',
    () => {
      for (const program of ['slurmctld', 'slurmd', 'munged', 'sbatch'])
        expect(hasProgram(program), `${program} is missing: run 'make system-deps'`).toBe(true);
      cluster = run('bash', [CLUSTER_SCRIPT, 'start']).stdout.trim();
      const dir = makeTempDir('topochess-slurm-job-');
      mkdirSync(join(dir, 'results'));
      writeFileSync(join(dir, 'sprt.sbatch'), docBlock('bash', /^#SBATCH --array/m));
      const env = {
        ...process.env,
        SLURM_CONF: join(cluster, 'slurm.conf'),
        NEW_ENGINE: BINARY,
        OLD_ENGINE: BINARY,
        GAMES: String(GAMES),
        NODES: String(NODES),
      };
      const submitted = spawnSync('sbatch', ['--array=0-3', '--wait', 'sprt.sbatch'], {
        cwd: dir,
        env,
        encoding: 'utf8',
        timeout: RUN_MS,
      });
      const logs = filesIn(join(dir, 'results'), /^slurm-.*\.out$/).map((file) => readFileSync(file, 'utf8'));
      expect(submitted.status, `${submitted.stdout}${submitted.stderr}\n${logs.join('\n')}`).toBe(0);
      expect(logs).toHaveLength(SHARDS);
      expectSingleRun(join(dir, 'results'));
    },
    RUN_MS,
  );

  test(
    'GNU parallel: parallel -N0 … --shards 4 ::: 1 2 3 4, in two waves (4 games, then 8 with --resume)',
    () => {
      expect(hasProgram('parallel'), "parallel is missing: run 'make system-deps'").toBe(true);
      const dir = makeTempDir('topochess-parallel-');
      const wave = (games: number) =>
        run('parallel', [
          '--will-cite',
          '-N0',
          '-j',
          '2',
          BINARY,
          'match',
          ...ENGINES,
          ...MATCH(games),
          ...LIMITS,
          '--shards',
          String(SHARDS),
          '--results',
          join(dir, 'shard-{shard}.jsonl'),
          '--pgn',
          join(dir, 'shard-{shard}.pgn'),
          '--resume',
          ':::',
          ...['1', '2', '3', '4'],
        ]);
      // The first wave plays pairs 0 and 1 (shards 2 and 3 nothing); the second the rest, as one run of 8 games.
      wave(GAMES / 2);
      expect(filesIn(dir, /^shard-\d+\.jsonl$/).map((file) => pairsIn(file))).toEqual([[0], [1], [], []]);
      wave(GAMES);
      expectSingleRun(dir);
    },
    RUN_MS,
  );

  test(
    "Kubernetes: the Indexed Job's command line of docs/distributed.md, as its four pods would run it",
    async () => {
      const manifest = docBlock('yaml', /^kind: Job$/m);
      expect(manifest).toMatch(/^ {2}completionMode: Indexed$/m);
      const completions = /^ {2}completions: (\d+)$/m.exec(manifest);
      const env: Record<string, string> = Object.fromEntries(
        [...manifest.matchAll(/- name: (\w+)\n\s+value: "([^"]*)"/g)].map(([, name, value]) => [name, value]),
      );
      // A pod cannot read its Job's completions: the manifest must hand the same count to --shards.
      expect(env.SHARDS).toBe(completions?.[1]);
      const command = JSON.parse(/^ +command: (\[.*\])$/m.exec(manifest)![1]) as string[];
      const args = JSON.parse(/^ +args: (\[[^\]]*\])$/m.exec(manifest)![1]) as string[];
      const mount = /^ +mountPath: (\S+)$/m.exec(manifest)![1];
      expect(args).toContain('--resume');

      // The shared volume: a folder holding both builds as the npm package, unpacked as the doc says.
      expect(existsSync(PACKAGE), `${PACKAGE} is missing: run 'make pack'`).toBe(true);
      const volume = makeTempDir('topochess-volume-');
      for (const build of ['new', 'old', 'results']) mkdirSync(join(volume, build));
      for (const build of ['new', 'old']) run('tar', ['-xzf', PACKAGE, '-C', join(volume, build)]);

      // The pods' environment: the container's variables, smaller; $(VAR) expanded as Kubernetes does; the volume.
      const podEnv: Record<string, string> = {
        ...env,
        GAMES: String(GAMES),
        NODES: String(NODES),
        SHARDS: String(SHARDS),
      };
      const argv = [...command, ...args].map((word) =>
        word
          .replace(/\$\((\w+)\)/g, (whole, name: string) => podEnv[name] ?? whole)
          .replaceAll(`${mount}/`, `${volume}/`),
      );
      const pods = Array.from({ length: SHARDS }, (_, index) =>
        start(argv[0], argv.slice(1), {
          PATH: process.env.PATH,
          HOME: volume,
          ...podEnv,
          JOB_COMPLETION_INDEX: String(index),
        }),
      );
      const codes = await Promise.all(pods.map((pod) => pod.exited));
      expect(codes, pods.map((pod) => pod.output()).join('\n')).toEqual([0, 0, 0, 0]);
      expectSingleRun(join(volume, 'results'));
    },
    RUN_MS,
  );
});

test(
  'a shard killed with SIGKILL mid-game and resumed merges to the unbroken counts',
  async () => {
    const dir = makeTempDir('topochess-resume-');
    const shard = (index: number): string[] => [
      'match',
      ...ENGINES,
      ...MATCH(),
      ...LIMITS,
      '--shard',
      `${index}/2`,
      '--results',
      join(dir, `shard-${index}.jsonl`),
    ];
    const broken = join(dir, 'shard-0.jsonl');
    // Shard 1 plays pairs 1 and 3 unbroken, meanwhile shard 0 (pairs 0 and 2) is killed as soon as pair 0 is
    // recorded, in pair 2's first game.
    const other = start(BINARY, shard(1), process.env);
    const first = start(BINARY, shard(0), process.env);
    const recorded = await waitUntil(() => existsSync(broken) && pairsIn(broken).length > 0, RUN_MS);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(recorded, first.output()).toBe(true);
    expect(pairsIn(broken)).toEqual([0]);
    // A kill in the middle of a write leaves a line without its end.
    appendFileSync(broken, '{"type":"pair","pair":2,"ga');

    const resumed = run(BINARY, [...shard(0), '--resume']);
    expect(resumed.stderr).toMatch(/half-written/);
    expect(pairsIn(broken)).toEqual([0, 2]);
    expect(await other.exited, other.output()).toBe(0);
    const both = [broken, join(dir, 'shard-1.jsonl')];
    expect(pairRecords(both)).toEqual(single.records);
    const merge = run(BINARY, ['match', 'merge', ...both]);
    expect(counts(merge.stdout)).toEqual(single.counts);
    expect(merge.stdout.trimEnd()).toBe(single.report);
  },
  RUN_MS,
);
