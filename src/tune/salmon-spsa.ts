// `topochess spsa`: salmon's planner weights (engines/salmon/params.json) tuned by SPSA (spsa.ts) on 10-seat
// self-play. Each iteration plays a pair of games from one opening of the book at a fixed evaluation budget per turn:
// the "plus" weights on seats A C E G I and the "minus" weights on B D F H J, then the other way round (the seats of
// `topochess match`, src/match/seats.ts). A game scores 1 for the side of the last King Centaur standing; a draw among
// survivors (the quiet rounds, or the turn cap) scores each side its share of the material in play. Every game depends
// only on its iteration, the seed and the code, never on the machine's load. Why SPSA and not Texel: docs/tuning.md.
import { writeFileSync } from 'node:fs';
import type { Outcome, PositionCore, Rules } from '../core/rules';
import { flattenParams, unflattenParams } from '../core/params';
import { expectOk } from '../core/result';
import { playToken } from '../core/turns';
import { createEngine } from '../../engines';
import type { ChooseOptions, TurnChooser } from '../../engines/salmon/choose';
import { createChooser } from '../../engines/salmon/choose';
import type { SalmonWeights } from '../../engines/salmon/eval';
import { PARAMS } from '../../engines/salmon/eval';
import type { SalmonState } from '../../engines/salmon/rules';
import { playSelf } from '../../engines/salmon/self-play';
import type { TuneIo } from './tune';
import { PLAYERS } from '../../engines/salmon/layer';
import { KING_CENTAUR } from '../../engines/salmon/pieces';
import { MAX_PIECES, type SalmonPosition } from '../../engines/salmon/position';
import { buildSalmonBoard } from '../../engines/salmon/topology';
import { createTurnRules, type TurnRules } from '../../engines/salmon/turn';
import { chooseOpenings, type Opening } from '../match/openings';
import { spsa } from './spsa';

/** The sentinel value of a King Centaur: not a weight to tune (losing the centaur ends the game). */
const FIXED = new Set(['material.centaurValue']);

export interface SalmonSpsaSettings {
  /** Evaluated positions per turn (the planner's `nodes`). */
  readonly nodes: number;
  /** Beam width (default: the planner's). */
  readonly beam?: number;
  /** A game still going after this many turns is a draw among the survivors. */
  readonly maxTurns: number;
}

export interface SalmonSpsaOptions extends SalmonSpsaSettings {
  /** Iterations: game pairs. */
  readonly iterations: number;
  readonly seed: number;
  /** SPSA's perturbation and step (spsa.ts), as shares of each weight's start value. */
  readonly c: number;
  readonly a: number;
  /** Where the tuned table goes. */
  readonly out: string;
}

export interface SalmonTunables {
  /** Labels of the tuned weights (`group.name`), in the table's order. */
  readonly labels: readonly string[];
  readonly start: Float64Array;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  /** The whole table with `values` in the tuned places (the fixed ones as they are). */
  table(values: Float64Array): SalmonWeights;
}

/**
 * The weights SPSA moves: every entry of the table but the centaur's value. A weight below 1 is a share, kept in
 * [0, 1]; the others (piece value terms, the centaur's zone and check bonus) within a quarter and four times their
 * start.
 */
export function salmonTunables(table: SalmonWeights = PARAMS as SalmonWeights): SalmonTunables {
  const flat = flattenParams(table);
  const tuned = flat.labels.flatMap((label, i) => (FIXED.has(label) ? [] : [i]));
  const start = Float64Array.from(tuned, (i) => flat.values[i]);
  return {
    labels: tuned.map((i) => flat.labels[i]),
    start,
    lower: start.map((v) => (v < 1 ? 0 : v / 4)),
    upper: start.map((v) => (v < 1 ? 1 : v * 4)),
    table(values) {
      const all = Float64Array.from(flat.values);
      tuned.forEach((i, k) => (all[i] = values[k]));
      return unflattenParams(table, all, false) as SalmonWeights;
    },
  };
}

/** The material of each side (seats A C E G I, B D F H J) still in play: active players' pieces, centaurs left out. */
export function sideMaterial(pos: SalmonPosition, values: Float64Array): [number, number] {
  const side: [number, number] = [0, 0];
  for (let p = 0; p < PLAYERS; p++) {
    if (!pos.active[p]) continue;
    for (let k = 0; k < pos.pieceCount[p]; k++) {
      const type = pos.type[pos.pieces[p * MAX_PIECES + k]];
      if (type !== KING_CENTAUR) side[p % 2] += values[type];
    }
  }
  return side;
}

/**
 * Side 0's score in one game (seats A C E G I, the even player indexes): 1 or 0 when one centaur is left standing,
 * else side 0's share of the material still in play (the pieces of players not eliminated, by `values`, the centaurs
 * left out). Ten-seat games mostly end in a draw among many survivors, so the winner alone says next to nothing; the
 * armies kept and the players eliminated (whose pieces leave the count) are what the planner's weights change.
 */
export function sideZeroScore(outcome: Outcome | undefined, pos: SalmonPosition, values: Float64Array): number {
  if (outcome?.kind === 'win') return outcome.winners[0] % 2 === 0 ? 1 : 0;
  const side = sideMaterial(pos, values);
  return side[0] + side[1] === 0 ? 0.5 : side[0] / (side[0] + side[1]);
}

/** A side of a game: its planner and the options of every turn it plans (budget, beam). */
export interface SalmonSide {
  readonly chooser: TurnChooser;
  readonly choose: ChooseOptions;
}

export interface SalmonGameResult {
  /** Side 0's score (sideZeroScore). */
  readonly score: number;
  readonly turns: number;
  readonly outcome: Outcome | undefined;
  /** Side 0's share of the material in play at the end (sideMaterial; 1/2 when none is left). */
  readonly materialShare: number;
  /** Seats of each side eliminated (centaur taken, or checkmated). */
  readonly eliminated: readonly [number, number];
  /** King Centaurs each side's seats took (or checkmated), its own side's included: the mover of the turn gets them. */
  readonly kingsTaken: readonly [number, number];
}

/** Plays one game from `opening`: `side0` on seats A C E G I, `side1` on the others; scored by `values`. */
export function playSalmonGame(
  rules: Rules<SalmonState>,
  side0: SalmonSide,
  side1: SalmonSide,
  opening: Opening,
  maxTurns: number,
  values: Float64Array,
): SalmonGameResult {
  const state = rules.startPosition();
  if (opening.start !== 'startpos') throw new Error('salmon openings are startpos lines');
  for (const token of opening.moves) expectOk(playToken(rules as Rules<PositionCore>, state, token));
  const pos = state.board;
  const eliminated: [number, number] = [0, 0];
  const kingsTaken: [number, number] = [0, 0];
  const active = Uint8Array.from(pos.active);
  let mover = pos.toMove;
  // Each side's planner with its own options (playSelf passes one set of options to every seat).
  const seats = [side0, side1].map((side): TurnChooser => ({
    values: side.chooser.values,
    chooseTurn: (at) => side.chooser.chooseTurn(at, side.choose),
  }));
  const played = playSelf(
    rules,
    (seat) => {
      mover = seat;
      return seats[seat % 2];
    },
    state,
    {
      maxTurns,
      choose: {},
      afterTurn: () => {
        for (let p = 0; p < PLAYERS; p++) {
          if (!active[p] || pos.active[p]) continue;
          active[p] = 0;
          eliminated[p % 2]++;
          kingsTaken[mover % 2]++;
        }
      },
    },
  );
  const material = sideMaterial(pos, values);
  return {
    score: sideZeroScore(played.outcome, pos, values),
    turns: played.turns,
    outcome: played.outcome,
    materialShare: material[0] + material[1] === 0 ? 0.5 : material[0] / (material[0] + material[1]),
    eliminated,
    kingsTaken,
  };
}

const fmt = (v: number): string => String(Number(v.toPrecision(3)));

/** Runs the tuning; returns the exit code. */
export function runSalmonSpsa(io: TuneIo, options: SalmonSpsaOptions): number {
  const fail = (message: string): number => {
    io.err(`topochess spsa: ${message}`);
    return 1;
  };
  for (const [name, value] of [
    ['--iterations', options.iterations],
    ['--nodes', options.nodes],
    ['--max-turns', options.maxTurns],
  ] as const)
    if (!Number.isInteger(value) || value < 1) return fail(`${name} must be a positive integer, got ${value}`);
  if (!(options.c > 0 && options.c < 1)) return fail(`--c must be between 0 and 1, got ${options.c}`);
  if (!(options.a > 0)) return fail(`--a must be a positive number, got ${options.a}`);
  const rules = createEngine('salmon').rules as Rules<SalmonState>;
  const turnRules: TurnRules = createTurnRules(buildSalmonBoard('L0'));
  const openings = chooseOpenings(rules as Rules<PositionCore>, 'builtin', options.iterations, 0, options.seed);
  const tunables = salmonTunables();
  // The yardstick of material: the committed table's piece values, the same for every candidate.
  const values = createChooser(turnRules).values;
  const started = performance.now();
  let turns = 0;
  const result = spsa({
    start: tunables.start,
    lower: tunables.lower,
    upper: tunables.upper,
    iterations: options.iterations,
    c: options.c,
    a: options.a,
    stability: Math.max(1, Math.round(options.iterations / 10)),
    seed: options.seed,
    play(plus, minus, k) {
      const choose: ChooseOptions = { nodes: options.nodes, beam: options.beam };
      const plusSide = { chooser: createChooser(turnRules, tunables.table(plus)), choose };
      const minusSide = { chooser: createChooser(turnRules, tunables.table(minus)), choose };
      const first = playSalmonGame(rules, plusSide, minusSide, openings[k], options.maxTurns, values);
      const second = playSalmonGame(rules, minusSide, plusSide, openings[k], options.maxTurns, values);
      turns += first.turns + second.turns;
      return (first.score + (1 - second.score)) / 2;
    },
    onIteration(k, values, score) {
      const seconds = Math.round((performance.now() - started) / 1000);
      io.err(`iteration ${k + 1}/${options.iterations}: plus scored ${fmt(score)} (${turns} turns, ${seconds}s)`);
      io.err(`  ${tunables.labels.map((label, i) => `${label} ${fmt(values[i])}`).join(', ')}`);
    },
  });
  const tuned = result.values.map((v) => Number(v.toPrecision(3)));
  io.out(`${options.iterations} game pairs, ${turns} turns, mean plus score ${result.meanScore.toFixed(3)}`);
  for (let i = 0; i < tunables.labels.length; i++)
    io.out(`${tunables.labels[i]} ${fmt(tunables.start[i])} -> ${fmt(tuned[i])}`);
  writeFileSync(options.out, `${JSON.stringify(tunables.table(tuned), null, 2)}\n`);
  io.out(`wrote ${options.out}`);
  return 0;
}
