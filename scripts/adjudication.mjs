// What tighter adjudication would have done to games already played: replays the scores of `topochess match` PGN
// files (each move's {score/depth time} comment, the mover's view) under other --resign and --draw settings, by the
// arbiter's own rule (src/match/score-adjudication.ts), and reports for each setting the plies the games would have
// lasted, the games whose result it would have changed, and the pentanomial result and nElo of engine 1 (the Event's
// first name) with it. A game pair is the two games of one opening (the FEN tag) in one match (the Event tag),
// colours reversed. Not part of `make test`.
//
//   node scripts/adjudication.mjs [--resign cp,moves ...] [--draw cp,moves,movenumber ...] FILE.pgn ...
//
// With no --resign or --draw, a grid of common settings is tried. The first row is the games as played.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

// The arbiter's rule and the report's statistics, from the sources.
const built = buildSync({
  stdin: {
    contents:
      "export { MATE_SCORE, ScoreAdjudicator } from './src/match/score-adjudication';" +
      "export { estimatePairs } from './src/match/pentanomial';",
    resolveDir: join(dirname(fileURLToPath(import.meta.url)), '..'),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { MATE_SCORE, ScoreAdjudicator, estimatePairs } = await import(
  `data:text/javascript,${encodeURIComponent(built.outputFiles[0].text)}`
);

function parseArgs(argv) {
  const resigns = [];
  const draws = [];
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--resign') resigns.push(argv[++i].split(',').map(Number));
    else if (argv[i] === '--draw') draws.push(argv[++i].split(',').map(Number));
    else files.push(argv[i]);
  }
  if (files.length === 0) {
    console.error('usage: node scripts/adjudication.mjs [--resign cp,moves] [--draw cp,moves,movenumber] FILE.pgn ...');
    process.exit(2);
  }
  if (resigns.length === 0) resigns.push([1000, 3], [600, 3], [400, 3], [400, 4], [300, 4]);
  if (draws.length === 0) draws.push(undefined, [10, 8, 40], [10, 8, 34], [20, 8, 34], [10, 6, 30]);
  return { resigns, draws, files };
}

/** Each game: its engines, result, opening and the mover's score of every ply (cp; ±MATE_SCORE for a mate; NaN if none). */
function readGames(files) {
  const games = [];
  for (const file of files) {
    for (const text of readFileSync(file, 'utf8').split(/\n(?=\[Event )/)) {
      const tags = Object.fromEntries([...text.matchAll(/^\[(\w+) "((?:[^"\\]|\\.)*)"\]$/gm)].map((m) => [m[1], m[2]]));
      if (tags.Result === undefined || tags.Result === '*') continue;
      const movetext = text.replace(/^\[.*\]$/gm, '');
      const scores = [...movetext.matchAll(/\{([^}]*)\}/g)].map(({ 1: comment }) => {
        const mate = /^([+-])M\d+/.exec(comment);
        if (mate !== null) return mate[1] === '+' ? MATE_SCORE : -MATE_SCORE;
        const cp = /^([+-]?\d+\.\d+)\//.exec(comment);
        return cp === null ? NaN : Math.round(Number(cp[1]) * 100);
      });
      const [name1] = (tags.Event ?? '').split(' vs ');
      const firstMover = (tags.FEN ?? 'x w').split(' ')[1] === 'b' ? 1 : 0;
      games.push({
        event: tags.Event ?? '',
        white: tags.White,
        black: tags.Black,
        name1,
        result: tags.Result,
        fen: tags.FEN ?? '',
        scores,
        firstMover,
      });
    }
  }
  return games;
}

/** The game under one setting: the plies it lasts and its result ('1-0', '0-1', '1/2-1/2'). */
function adjudicate(game, resign, draw) {
  const adjudicator = new ScoreAdjudicator(
    {
      maxPlies: 0,
      resignCp: resign[0],
      resignMoves: resign[1],
      drawCp: draw?.[0],
      drawMoves: draw?.[1],
      drawFromMove: draw?.[2],
    },
    2,
  );
  for (let ply = 0; ply < game.scores.length; ply++) {
    if (Number.isNaN(game.scores[ply])) continue;
    const mover = (game.firstMover + ply) & 1; // 0 White, 1 Black
    const verdict = adjudicator.observe(mover, game.scores[ply], ply + 1);
    if (verdict === 'resign') return { plies: ply + 1, result: mover === 0 ? '0-1' : '1-0' };
    if (verdict === 'draw') return { plies: ply + 1, result: '1/2-1/2' };
  }
  return { plies: game.scores.length, result: game.result };
}

/** Engine 1's points in a game with this result. */
function points(game, result) {
  if (result === '1/2-1/2') return 0.5;
  const whiteWon = result === '1-0';
  return whiteWon === (game.white === game.name1) ? 1 : 0;
}

/** The games' pairs: two games of one opening, one with each engine as White. */
function pairsOf(games) {
  const byOpening = new Map();
  const pairs = [];
  for (const game of games) {
    const key = `${game.event}|${game.fen}|${game.white === game.name1 ? 'w' : 'b'}`;
    const otherKey = `${game.event}|${game.fen}|${game.white === game.name1 ? 'b' : 'w'}`;
    const waiting = byOpening.get(otherKey);
    if (waiting !== undefined && waiting.length > 0) pairs.push([waiting.shift(), game]);
    else byOpening.set(key, [...(byOpening.get(key) ?? []), game]);
  }
  return pairs;
}

const { resigns, draws, files } = parseArgs(process.argv.slice(2));
const games = readGames(files);
const pairs = pairsOf(games);
const played = games.reduce((sum, g) => sum + g.scores.length, 0) / games.length;
console.log(`${games.length} games, ${pairs.length} pairs, ${played.toFixed(1)} plies a game as played`);
console.log('resign     draw         plies/game  time   changed  pentanomial            nElo');
const label = (rule) => (rule === undefined ? '-' : rule.join(','));
for (const resign of [undefined, ...resigns]) {
  for (const draw of resign === undefined ? [undefined] : draws) {
    const outcome = new Map(
      games.map((g) => [
        g,
        resign === undefined ? { plies: g.scores.length, result: g.result } : adjudicate(g, resign, draw),
      ]),
    );
    let plies = 0;
    let changed = 0;
    for (const [game, end] of outcome) {
      plies += end.plies;
      if (end.result !== game.result) changed++;
    }
    const counts = [0, 0, 0, 0, 0];
    for (const [a, b] of pairs)
      counts[Math.round(2 * (points(a, outcome.get(a).result) + points(b, outcome.get(b).result)))]++;
    const { nelo, neloMargin } = estimatePairs(counts);
    const perGame = plies / games.length;
    console.log(
      [
        (resign === undefined ? 'as played' : label(resign)).padEnd(10),
        label(draw).padEnd(12),
        perGame.toFixed(1).padStart(10),
        `${((100 * perGame) / played).toFixed(0)}%`.padStart(6),
        `${changed} (${((100 * changed) / games.length).toFixed(1)}%)`.padStart(12),
        `[${counts.join(', ')}]`.padEnd(22),
        `${nelo.toFixed(1)} +/- ${neloMargin.toFixed(1)}`,
      ].join(' '),
    );
  }
}
