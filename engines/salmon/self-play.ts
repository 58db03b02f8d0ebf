// Ten-player games the turn planner plays against itself in-process, through the Rules face (whole-turn tokens, the
// end of the game by the rules): the bench positions, the self-play test and the tuner's games
// (src/tune/salmon-spsa.ts).
import type { Outcome, Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { playToken } from '../../src/core/turns';
import type { ChooseOptions, TurnChooser } from './choose';
import type { SalmonState } from './rules';

export interface SelfPlayResult {
  /** The rules' verdict, or undefined when `maxTurns` ran out first. */
  readonly outcome: Outcome | undefined;
  readonly turns: number;
}

/**
 * Plays turns on `state` (changing it) until the rules end the game or `maxTurns` turns are played; every token goes
 * through playToken, so an illegal choice throws. `afterTurn` sees the position after each turn. `chooser` plays every
 * seat, or is a function giving each seat's (the tuner's two candidates on alternate seats).
 */
export function playSelf(
  rules: Rules<SalmonState>,
  chooser: TurnChooser | ((player: number) => TurnChooser),
  state: SalmonState,
  options: { readonly maxTurns: number; readonly choose: ChooseOptions; readonly afterTurn?: (turns: number) => void },
): SelfPlayResult {
  let turns = 0;
  let outcome = rules.outcome(state);
  while (outcome === undefined && turns < options.maxTurns) {
    const seat = typeof chooser === 'function' ? chooser(state.board.toMove) : chooser;
    const turn = seat.chooseTurn(state.board, options.choose);
    expectOk(playToken(rules, state, turn.moves.length === 0 ? 'pass' : turn.moves.join(',')));
    turns++;
    options.afterTurn?.(turns);
    outcome = rules.outcome(state);
  }
  return { outcome, turns };
}

/** Evaluated positions per turn while the bench game is played. */
const BENCH_SETUP_NODES = 40;

/**
 * Position texts at different stages of one deterministic self-play game (the start, after one, two and four rounds),
 * played with a fixed nodes budget: inputs for timing the planner in `bench`.
 */
export function benchTurnPositions(rules: Rules<SalmonState>, chooser: TurnChooser): string[] {
  const state = rules.startPosition();
  const texts = [rules.formatPosition(state)];
  const marks = new Set([10, 20, 40]);
  playSelf(rules, chooser, state, {
    maxTurns: 40,
    choose: { nodes: BENCH_SETUP_NODES },
    afterTurn: (turns) => {
      if (marks.has(turns)) texts.push(rules.formatPosition(state));
    },
  });
  return texts;
}
