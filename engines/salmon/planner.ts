// The search worker's side of salmon: maps `go` limits onto the turn chooser (clock or movetime -> a time budget,
// nodes -> an evaluation budget, depth -> the beam width, MultiPV -> the best distinct turns kept, a skill level ->
// an evaluation budget and a choice among those turns) and reports progress as `info`. Holding an infinite search's
// answer until stop is the worker's business.
import type { SearchInfo, SearchLimits, SearchOutcome } from '../../src/core/search-types';
import type { TurnPlanner } from '../../src/core/rules';
import { CONTROL_STOP } from '../../src/search/jobs';
import { createRng, pickSkillLine, SKILL_LINES, skillEnabled, skillNodes } from '../../src/search/skill';
import { computeTimeBudget } from '../../src/search/time';
import type { ChosenTurn, TurnChooser, TurnLine } from './choose';
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
      const reported = Math.max(1, limits.multiPv ?? 1);
      const skill = limits.skill;
      const weakened = skill !== undefined && skillEnabled(skill.level);
      const lines = weakened ? Math.max(reported, SKILL_LINES) : reported;
      const toInfo = (turn: ChosenTurn, line: TurnLine = turn, multiPv = 0): SearchInfo => {
        const timeMs = Math.round(performance.now() - started);
        const info: SearchInfo = {
          depth: turn.depth,
          selDepth: line.moves.length,
          nodes: turn.nodes,
          timeMs,
          nps: Math.round((turn.nodes * 1000) / Math.max(1, timeMs)),
          score: { kind: 'cp', value: Math.round(line.score) },
          pv: [line.moves.length === 0 ? 'pass' : line.moves.join(',')],
          hashFull: 0,
        };
        return multiPv > 0 ? { ...info, multiPv } : info;
      };
      // One info per turn kept (MultiPV), best first; the plain best turn otherwise.
      const reportTurn = (turn: ChosenTurn): SearchInfo => {
        const first = toInfo(turn);
        if (reported === 1 || turn.lines === undefined) {
          report(first);
          return first;
        }
        const shown = turn.lines.slice(0, reported);
        shown.forEach((line, i) => report(toInfo(turn, line, i + 1)));
        return first;
      };
      // Below full strength: a smaller evaluation budget, then a choice among the best turns (src/search/skill.ts).
      const budget = weakened ? Math.min(limits.nodes ?? Infinity, skillNodes(skill.level)) : limits.nodes;
      const chosen = chooser.chooseTurn(state.board, {
        timeMs: timeBudget(limits),
        nodes: budget,
        beam: limits.depth,
        stopped,
        lines,
        onProgress: (turn) => void reportTurn(turn),
      });
      const info = reportTurn(chosen);
      let best = info;
      if (weakened && chosen.lines !== undefined && chosen.lines.length > 1) {
        const scores = chosen.lines.map((line) => line.score);
        const pick = pickSkillLine(scores, scores.length, skill.level, createRng(skill.seed));
        best = toInfo(chosen, chosen.lines[pick]);
      }
      return { best: best.pv[0], ponder: undefined, score: best.score, nodes: chosen.nodes, depth: chosen.depth };
    },
  };
}
