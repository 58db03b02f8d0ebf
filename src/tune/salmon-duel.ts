// `topochess salmon-duel`: a measure that tells two salmon planners apart. Ten-seat games are mostly drawn among many
// survivors (at 100 evaluations a turn, 200 games of two weight tables were 200 draws: docs/strength.md), so a match
// scored by the winner says nothing. Here planner A takes seats A C E G I and planner B seats B D F H J, then the same
// book line is replayed with the seats swapped (a pair); each game is scored for a side by its winner when there is
// one, else by its share of the material still in play (src/tune/salmon-spsa.ts: sideZeroScore), where a player
// eliminated takes his whole army out of the count. A pair's score for A is the mean of its two games; the pairs are
// the independent trials of the 95% interval. Every turn has a fixed evaluation budget, so the games depend only on
// the code, the planners' options and the seed, never on the machine's load.
import { readFileSync } from 'node:fs';
import type { PositionCore, Rules } from '../core/rules';
import { createEngine } from '../../engines';
import type { ChooseOptions } from '../../engines/salmon/choose';
import { createChooser } from '../../engines/salmon/choose';
import type { SalmonWeights } from '../../engines/salmon/eval';
import { PARAMS } from '../../engines/salmon/eval';
import { flattenParams, type FlatParams, type ParamTable } from '../core/params';
import type { SalmonState } from '../../engines/salmon/rules';
import { buildSalmonBoard } from '../../engines/salmon/topology';
import { createTurnRules } from '../../engines/salmon/turn';
import { sourceOpenings, type Opening } from '../match/openings';
import { Z95 } from '../match/stats';
import { createRng } from '../search/skill';
import { playSalmonGame, type SalmonGameResult, type SalmonSide } from './salmon-spsa';
import type { TuneIo } from './tune';

/** One planner of a duel: a name for the report, the chooser and the options of its every turn. */
export interface DuelPlanner extends SalmonSide {
  readonly name: string;
}

/** The two games of one book line, planner A on seats A C E G I in the first and on B D F H J in the second. */
export interface DuelPair {
  readonly first: SalmonGameResult;
  readonly second: SalmonGameResult;
}

/** A's score in a pair: the mean of its two games (side 0's score in the first, side 1's in the second). */
export const pairScore = (pair: DuelPair): number => (pair.first.score + 1 - pair.second.score) / 2;

/** The book lines a duel plays, pair p the p-th from a place in the book the seed picks (the book wraps around). */
export function duelOpenings(rules: Rules<PositionCore>, pairs: number, seed: number): Opening[] {
  const book = sourceOpenings(rules, 'builtin');
  const offset = createRng(seed)() % book.length;
  return Array.from({ length: pairs }, (_, p) => book[(offset + p) % book.length]);
}

/** Plays a pair per opening; `onPair` sees each pair as it ends. */
export function playDuel(
  rules: Rules<SalmonState>,
  a: SalmonSide,
  b: SalmonSide,
  openings: readonly Opening[],
  maxTurns: number,
  values: Float64Array,
  onPair?: (pair: DuelPair, index: number) => void,
): DuelPair[] {
  return openings.map((opening, index) => {
    const pair = {
      first: playSalmonGame(rules, a, b, opening, maxTurns, values),
      second: playSalmonGame(rules, b, a, opening, maxTurns, values),
    };
    onPair?.(pair, index);
    return pair;
  });
}

export interface DuelSummary {
  readonly pairs: number;
  /** A's mean pair score and the half-width of its 95% interval (normal, from the spread of the pair scores). */
  readonly score: number;
  readonly margin: number;
  /** Games won (last centaur standing) by A's seats, by B's; games with no winner (quiet rounds or the turn cap). */
  readonly wins: readonly [number, number];
  readonly noWinner: number;
  readonly quietDraws: number;
  /** Seats of A's side and of B's eliminated, over all games. */
  readonly eliminated: readonly [number, number];
  /** Centaurs taken (or checkmated) by A's seats and by B's. */
  readonly kingsTaken: readonly [number, number];
  /** A's mean share of the material in play at the end. */
  readonly materialShare: number;
  readonly turns: number;
}

export function summarizeDuel(pairs: readonly DuelPair[]): DuelSummary {
  const n = pairs.length;
  const scores = pairs.map(pairScore);
  const score = n === 0 ? 0.5 : scores.reduce((s, v) => s + v, 0) / n;
  const variance = n < 2 ? 0 : scores.reduce((s, v) => s + (v - score) ** 2, 0) / (n - 1);
  const wins: [number, number] = [0, 0];
  const eliminated: [number, number] = [0, 0];
  const kingsTaken: [number, number] = [0, 0];
  let noWinner = 0;
  let quietDraws = 0;
  let material = 0;
  let turns = 0;
  // Each game from A's view: `aSide` is the side A played (0 in a pair's first game, 1 in its second).
  const add = (game: SalmonGameResult, aSide: 0 | 1): void => {
    const outcome = game.outcome;
    if (outcome?.kind === 'win') wins[(outcome.winners[0] % 2 === aSide ? 0 : 1) as 0 | 1]++;
    else noWinner++;
    if (outcome?.kind === 'draw') quietDraws++;
    for (const side of [0, 1] as const) {
      const planner = side === aSide ? 0 : 1;
      eliminated[planner] += game.eliminated[side];
      kingsTaken[planner] += game.kingsTaken[side];
    }
    material += aSide === 0 ? game.materialShare : 1 - game.materialShare;
    turns += game.turns;
  };
  for (const pair of pairs) {
    add(pair.first, 0);
    add(pair.second, 1);
  }
  return {
    pairs: n,
    score,
    margin: n < 2 ? Infinity : Z95 * Math.sqrt(variance / n),
    wins,
    noWinner,
    quietDraws,
    eliminated,
    kingsTaken,
    materialShare: n === 0 ? 0.5 : material / (2 * n),
    turns,
  };
}

/** The report, a line each: the score with its interval, then what it is made of. */
export function formatDuel(nameA: string, nameB: string, s: DuelSummary): string[] {
  const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;
  const margin = Number.isFinite(s.margin) ? s.margin.toFixed(3) : 'inf';
  const verdict =
    s.score - s.margin > 0.5 ? `${nameA} is better` : s.score + s.margin < 0.5 ? `${nameB} is better` : 'no decision';
  return [
    `Score of ${nameA} vs ${nameB}: ${s.score.toFixed(3)} +/- ${margin} (95%, ${s.pairs} pairs, ${
      2 * s.pairs
    } games, ${s.turns} turns): ${verdict}`,
    `Winners: ${nameA} ${s.wins[0]}, ${nameB} ${s.wins[1]}, none ${s.noWinner} (${s.quietDraws} quiet-rounds draws, ${
      s.noWinner - s.quietDraws
    } at the turn cap)`,
    `Seats eliminated: ${nameA} ${s.eliminated[0]}, ${nameB} ${s.eliminated[1]}; centaurs taken by ${nameA} ${
      s.kingsTaken[0]
    }, by ${nameB} ${s.kingsTaken[1]}`,
    `Material share at the end: ${nameA} ${pct(s.materialShare)}, ${nameB} ${pct(1 - s.materialShare)}`,
  ];
}

export interface DuelPlannerOptions {
  /** A weight table (JSON, params.json's shape), or undefined for the committed one. */
  readonly params?: string;
  readonly nodes: number;
  readonly beam?: number;
}

export interface SalmonDuelOptions {
  readonly a: DuelPlannerOptions;
  readonly b: DuelPlannerOptions;
  readonly pairs: number;
  readonly maxTurns: number;
  readonly seed: number;
}

/** A planner's name in the report: its table's file name (or `committed`), its budget and beam: `tuned.json@300`. */
function plannerName(options: DuelPlannerOptions): string {
  const table = options.params === undefined ? 'committed' : (options.params.split('/').pop() ?? options.params);
  return `${table}@${options.nodes}${options.beam === undefined ? '' : `/beam${options.beam}`}`;
}

/** A weight table from a file, or what is wrong with it: it must name every weight params.json names, as numbers. */
function readWeights(path: string): SalmonWeights | string {
  let table: ParamTable;
  try {
    table = JSON.parse(readFileSync(path, 'utf8')) as ParamTable;
  } catch (error) {
    return `cannot read ${path}: ${(error as Error).message}`;
  }
  const want = flattenParams(PARAMS).labels;
  let flat: FlatParams;
  try {
    flat = flattenParams(table);
  } catch {
    return `${path} is not a parameter table`;
  }
  const missing = want.filter((label) => !flat.labels.includes(label));
  if (missing.length > 0) return `${path} lacks ${missing.join(', ')}`;
  if (!flat.values.every((v) => Number.isFinite(v))) return `${path} has a value that is not a number`;
  return table as SalmonWeights;
}

/** Runs the duel; returns the exit code. */
export function runSalmonDuel(io: TuneIo, options: SalmonDuelOptions): number {
  const fail = (message: string): number => {
    io.err(`topochess salmon-duel: ${message}`);
    return 1;
  };
  for (const [name, value] of [
    ['--pairs', options.pairs],
    ['--nodes1', options.a.nodes],
    ['--nodes2', options.b.nodes],
    ['--max-turns', options.maxTurns],
  ] as const)
    if (!Number.isInteger(value) || value < 1) return fail(`${name} must be a positive integer, got ${value}`);
  const turnRules = createTurnRules(buildSalmonBoard('L0'));
  const planner = (side: DuelPlannerOptions): SalmonSide | string => {
    const choose: ChooseOptions = { nodes: side.nodes, beam: side.beam };
    if (side.params === undefined) return { chooser: createChooser(turnRules), choose };
    const weights = readWeights(side.params);
    return typeof weights === 'string' ? weights : { chooser: createChooser(turnRules, weights), choose };
  };
  const a = planner(options.a);
  const b = planner(options.b);
  if (typeof a === 'string') return fail(a);
  if (typeof b === 'string') return fail(b);
  const same = plannerName(options.a) === plannerName(options.b);
  const nameA = `${plannerName(options.a)}${same ? ' (1)' : ''}`;
  const nameB = `${plannerName(options.b)}${same ? ' (2)' : ''}`;
  const rules = createEngine('salmon').rules as Rules<SalmonState>;
  const openings = duelOpenings(rules as Rules<PositionCore>, options.pairs, options.seed);
  // The yardstick of material: the committed table's piece values, the same for both planners.
  const values = createChooser(turnRules).values;
  const started = performance.now();
  const played: DuelPair[] = [];
  const pairs = playDuel(rules, a, b, openings, options.maxTurns, values, (pair, index) => {
    played.push(pair);
    const seconds = Math.round((performance.now() - started) / 1000);
    io.err(`pair ${index + 1}/${options.pairs}: ${pairScore(pair).toFixed(3)} (${seconds}s)`);
    io.err(`  ${formatDuel(nameA, nameB, summarizeDuel(played))[0]}`);
  });
  for (const line of formatDuel(nameA, nameB, summarizeDuel(pairs))) io.out(line);
  return 0;
}
