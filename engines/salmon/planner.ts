// The search worker's side of salmon: maps `go` limits onto the turn chooser (clock or movetime -> a time budget,
// nodes -> an evaluation budget, depth -> the beam width) and reports progress as `info`. Holding an infinite
// search's answer until stop is the worker's business.
import type { SearchInfo, SearchLimits, SearchOutcome } from '../../src/core/search-types';
import type { TurnPlanner } from '../../src/core/rules';
import { CONTROL_STOP } from '../../src/search/jobs';
import { computeTimeBudget } from '../../src/search/time';
import type { ChosenTurn, TurnChooser } from './choose';
import { DEFAULT_TURN_MS } from './choose';
import type { SalmonState } from './rules';

export function createSalmonPlanner(chooser: TurnChooser, control: Int32Array): TurnPlanner<SalmonState> {
  const stopped = (): boolean => Atomics.load(control, CONTROL_STOP) !== 0;

  /** The turn's time budget in ms, or undefined for none (infinite, ponder, or only a nodes limit). */
  function timeBudget(limits: SearchLimits): number | undefined {
    if (limits.infinite === true || limits.ponder === true) return undefined;
    if (limits.moveTimeMs !== undefined || limits.clockMs !== undefined) return computeTimeBudget(limits).softMs;
    if (limits.nodes !== undefined || limits.depth !== undefined) return undefined;
    return DEFAULT_TURN_MS;
  }

  return {
    plan(state: SalmonState, limits: SearchLimits, report: (info: SearchInfo) => void): SearchOutcome {
      const started = performance.now();
      const toInfo = (turn: ChosenTurn): SearchInfo => {
        const timeMs = Math.round(performance.now() - started);
        return {
          depth: turn.depth,
          selDepth: turn.moves.length,
          nodes: turn.nodes,
          timeMs,
          nps: Math.round((turn.nodes * 1000) / Math.max(1, timeMs)),
          score: { kind: 'cp', value: Math.round(turn.score) },
          pv: [turn.moves.length === 0 ? 'pass' : turn.moves.join(',')],
          hashFull: 0,
        };
      };
      const chosen = chooser.chooseTurn(state.board, {
        timeMs: timeBudget(limits),
        nodes: limits.nodes,
        beam: limits.depth,
        stopped,
        onProgress: (turn) => report(toInfo(turn)),
      });
      const info = toInfo(chosen);
      report(info);
      return { best: info.pv[0], ponder: undefined, score: info.score, nodes: chosen.nodes, depth: chosen.depth };
    },
  };
}
