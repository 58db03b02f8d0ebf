// The search worker's side of salmon: maps `go` limits onto the turn chooser (clock or movetime -> a time budget,
// nodes -> an evaluation budget, depth -> the beam width), reports progress as `info`, and holds an infinite
// search's answer until stop (a ponder search's until stop or ponderhit), as UCI wants.
import type { SearchInfo, SearchLimits, SearchOutcome } from '../../src/search/types';
import type { TurnPlanner } from '../../src/core/rules';
import { CONTROL_PONDER, CONTROL_STOP } from '../../src/search/jobs';
import { computeTimeBudget } from '../../src/search/time';
import type { ChosenTurn, TurnChooser } from './choose';
import { DEFAULT_TURN_MS } from './choose';
import type { SalmonState } from './rules';

/** Atomics.wait slice while an infinite search waits for stop. */
const IDLE_SLICE_MS = 20;

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
      // UCI wants an infinite search's answer only after stop; a ponder search's after stop or ponderhit.
      const pondering = (): boolean => limits.ponder === true && Atomics.load(control, CONTROL_PONDER) !== 0;
      while (!stopped() && (limits.infinite === true || pondering())) Atomics.wait(control, CONTROL_STOP, 0, IDLE_SLICE_MS);
      return { best: info.pv[0], ponder: undefined, score: info.score, nodes: chosen.nodes, depth: chosen.depth };
    },
  };
}
