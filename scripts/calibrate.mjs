// Calibration of the playing levels (not part of `make test`): short matches of Topochess at its named levels
// against Debian's Stockfish at its own UCI_LimitStrength/UCI_Elo levels, through `topochess match`, and a table of
// our setting -> score -> estimated Elo (on Stockfish's UCI_Elo scale). Installs the `stockfish` package with
// apt-get when it is missing (needs root).
//
//   node scripts/calibrate.mjs [--games N] [--tc BASE+INC] [--concurrency K] [--rows LEVEL:ELO,...]
//
// A few games per row give a rough figure only: the table says how many games each row rests on.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const games = Number(arg('games', '4'));
const tc = arg('tc', '5+0.05');
const concurrency = arg('concurrency', '1');

/** Our named levels (src/search/skill.ts SKILL_NAMES): the Skill Level of each. */
const LEVELS = { Beginner: 0, Club: 8, Expert: 14, Full: 20 };
/** The rows played by default: a level and the Stockfish UCI_Elo it meets (`--rows Club:1600,Full:2400` for others). */
const DEFAULT_ROWS = 'Beginner:1350,Club:1600,Expert:1800,Full:2000,Full:2400';
const ROWS = arg('rows', DEFAULT_ROWS)
  .split(',')
  .map((spec) => {
    const [level, elo] = spec.split(':');
    if (!(level in LEVELS) || !/^\d+$/.test(elo ?? '')) throw new Error(`--rows: "${spec}" is not LEVEL:ELO`);
    return { level, skill: LEVELS[level], sfElo: Number(elo) };
  });

function stockfishPath() {
  for (const path of ['/usr/games/stockfish', '/usr/bin/stockfish']) if (existsSync(path)) return path;
  return undefined;
}

let stockfish = stockfishPath();
if (stockfish === undefined) {
  console.log('installing Debian package stockfish (apt-get install -y stockfish)…');
  execFileSync('apt-get', ['install', '-y', 'stockfish'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  stockfish = stockfishPath();
  if (stockfish === undefined) throw new Error('stockfish is still missing after apt-get install');
}
execFileSync('make', ['build'], { stdio: 'inherit' });
const topochess = `node ${process.cwd()}/dist/bundle/main.cjs`;

/** Elo difference for a score fraction; undefined at 0 or 1 (no finite estimate). */
function eloDiff(score) {
  if (score <= 0 || score >= 1) return undefined;
  return -400 * Math.log10(1 / score - 1);
}

const table = [];
for (const row of ROWS) {
  const ours = row.skill < 20 ? ['--option1', `Skill Level=${row.skill}`] : [];
  const run = spawnSync(
    'node',
    [
      'dist/bundle/main.cjs',
      'match',
      '--engine1',
      topochess,
      '--name1',
      `Topochess ${row.level}`,
      ...ours,
      '--engine2',
      stockfish,
      '--name2',
      `Stockfish ${row.sfElo}`,
      '--option2',
      'UCI_LimitStrength=true',
      '--option2',
      `UCI_Elo=${row.sfElo}`,
      '--tc',
      tc,
      '--games',
      String(games),
      '--concurrency',
      concurrency,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.stdout.write(run.stdout);
  const score = /^Score of .*: (\d+) - (\d+) - (\d+) \[([\d.]+)\] (\d+)$/m.exec(run.stdout);
  if (score === null) throw new Error(`no score line from the match of ${row.level}`);
  const [wins, losses, draws] = [Number(score[1]), Number(score[2]), Number(score[3])];
  const played = wins + losses + draws;
  const fraction = (wins + draws / 2) / played;
  const diff = eloDiff(fraction);
  // A clean sweep has no finite estimate: it only says which side of Stockfish's level we are on.
  const estimate =
    diff === undefined ? `${fraction === 0 ? 'below' : 'above'} ${row.sfElo}` : String(Math.round(row.sfElo + diff));
  table.push({ ...row, wins, losses, draws, played, fraction, estimate });
}

console.log('');
console.log(`| our setting | Skill Level | vs Stockfish UCI_Elo | +W -L =D | score | estimated Elo | games |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const row of table) {
  console.log(
    `| ${row.level} | ${row.skill} | ${row.sfElo} | +${row.wins} -${row.losses} =${row.draws} | ${row.fraction.toFixed(2)} | ${row.estimate} | ${row.played} |`,
  );
}
console.log(`\ntc ${tc}, ${games} games per row (Stockfish ${stockfish}); a score of 0 or 1 gives only a side.`);
