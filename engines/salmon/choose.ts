// The turn planner (salmon.md §9): a beam of partial turns, grown one sub-move at a time. Every state in the beam has
// its legal sub-moves ordered by a cheap score (gain, escaping or entering N1/N2's reach); the best few get a full
// static evaluation after the move (eval.ts) plus the best capture still to come. The beam keeps the best distinct
// partial turns; the planner stops (passes) when no partial turn promises more than the best turn already complete,
// and returns that turn. Budgets (time, evaluated positions, a stop flag) are checked before every evaluation, and a
// legal turn is always returned: when cut short before any complete turn exists (in check, twins pending), the
// turn is completed greedily by the cheap score.
import type { Evaluator, SalmonWeights } from './eval';
import { createEvaluator } from './eval';
import { UNDO_SIZE, makeSubMove, unmakeSubMove } from './make';
import { moveTo } from './movegen';
import { formatSubMove } from './notation';
import type { SalmonPosition } from './position';
import type { TurnRules } from './turn';
import { MAX_SUB_MOVES, TURN_LENGTH } from './turn';

/** Default wall-clock budget of a whole turn (a turn stays under 1 s with room for the caller). */
export const DEFAULT_TURN_MS = 700;
/** Default beam width (partial turns kept per sub-move depth). */
export const DEFAULT_BEAM = 8;
const MAX_BEAM = 16;
/** Sub-moves per beam state that get the full evaluation (the rest only the cheap score). */
const CANDIDATES = 12;
/** Candidate slots per depth. */
const LEVEL_CAP = MAX_BEAM * CANDIDATES;
/** Most complete turns kept for MultiPV. */
const MAX_TURN_LINES = 64;

export interface ChooseOptions {
  /** Wall-clock budget for the whole turn in ms (default DEFAULT_TURN_MS, which must keep a turn under 1 s). */
  readonly timeMs?: number;
  /**
   * Evaluated-position budget (deterministic: with only `nodes` and no timeMs the result depends on nothing but the
   * code).
   */
  readonly nodes?: number;
  /** Beam width: 1 = pure greedy; default DEFAULT_BEAM. */
  readonly beam?: number;
  /**
   * Polled often (e.g. every 256 evaluations); true = stop now and return the best complete legal turn found so far.
   */
  readonly stopped?: () => boolean;
  /** Called after each sub-move depth is settled (and may be called more often), for `info` lines. */
  readonly onProgress?: (progress: ChosenTurn) => void;
  /** Keep this many best distinct complete turns (MultiPV), reported in `lines`; default 1. */
  readonly lines?: number;
}

/** One of the best complete turns found (MultiPV). */
export interface TurnLine {
  readonly moves: readonly string[];
  readonly score: number;
}

export interface ChosenTurn {
  /** Sub-moves in canonical text (formatSubMove), in order; [] = pass. */
  readonly moves: readonly string[];
  /** Evaluation of the turn for the mover, in centipawn-like units (a pawn-ish piece ~ 100). */
  readonly score: number;
  /** Positions evaluated. */
  readonly nodes: number;
  /** Sub-moves looked at in depth (the beam's depth reached). */
  readonly depth: number;
  /**
   * With `lines` > 1: the best distinct complete turns (different sets of sub-moves), best first; the first is this
   * turn. Their scores are the same static scores the planner compares turns by, not the result of a search of the
   * nine replies.
   */
  readonly lines?: readonly TurnLine[];
}

export interface TurnChooser {
  /** Plans the rest of the current turn of the player to move; `pos` is left exactly as it was. */
  chooseTurn(pos: SalmonPosition, options?: ChooseOptions): ChosenTurn;
  /** Static piece values by type (centipawn-like; the King Centaur CENTAUR_VALUE). */
  readonly values: Float64Array;
}

// Order-independent hash of a set of sub-moves: two orders of the same moves reach the same position.
const mix = (move: number): number => {
  let h = Math.imul(move ^ (move >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return h ^ (h >>> 16);
};

/** A chooser over `rules`; `weights` (default: params.json) are the tuner's candidates. */
export function createChooser(rules: TurnRules, weights?: SalmonWeights): TurnChooser {
  const ev: Evaluator = createEvaluator(rules, weights);
  const moves = new Int32Array(MAX_SUB_MOVES);
  const quick = new Float64Array(MAX_SUB_MOVES);
  const undo = new Int32Array(UNDO_SIZE * TURN_LENGTH);
  const path = new Int32Array(TURN_LENGTH);
  // Candidates of depth level L at [L * LEVEL_CAP + i]; level 0 holds the root alone.
  const LEVELS = TURN_LENGTH + 1;
  const parent = new Int32Array(LEVELS * LEVEL_CAP);
  const candMove = new Int32Array(LEVELS * LEVEL_CAP);
  const candGain = new Float64Array(LEVELS * LEVEL_CAP);
  const candStatic = new Float64Array(LEVELS * LEVEL_CAP);
  const candValue = new Float64Array(LEVELS * LEVEL_CAP);
  const candHash = new Int32Array(LEVELS * LEVEL_CAP);
  const candStoppable = new Uint8Array(LEVELS * LEVEL_CAP);
  const levelCount = new Int32Array(LEVELS);
  const beam = new Int32Array(MAX_BEAM);
  const taken = new Uint8Array(LEVEL_CAP);
  const top = new Int32Array(CANDIDATES);
  // MultiPV: the best distinct complete turns so far, best first (candidate level, index, score, set hash).
  const lineLevel = new Int32Array(MAX_TURN_LINES);
  const lineIndex = new Int32Array(MAX_TURN_LINES);
  const lineScore = new Float64Array(MAX_TURN_LINES);
  const lineHash = new Int32Array(MAX_TURN_LINES);
  let lineCount = 0;
  let lineCap = 1;

  // Offers a complete turn to the MultiPV list: a better turn with the same sub-moves replaces it, else it takes its
  // place by score if it beats the last kept one.
  function offerLine(level: number, index: number, score: number, hash: number): void {
    let at = lineCount;
    for (let i = 0; i < lineCount; i++) {
      if (lineHash[i] !== hash) continue;
      if (score <= lineScore[i]) return;
      at = i;
      break;
    }
    if (at === lineCount) {
      if (lineCount < lineCap) lineCount++;
      else if (score <= lineScore[lineCount - 1]) return;
      at = lineCount - 1;
    }
    while (at > 0 && lineScore[at - 1] < score) {
      lineLevel[at] = lineLevel[at - 1];
      lineIndex[at] = lineIndex[at - 1];
      lineScore[at] = lineScore[at - 1];
      lineHash[at] = lineHash[at - 1];
      at--;
    }
    lineLevel[at] = level;
    lineIndex[at] = index;
    lineScore[at] = score;
    lineHash[at] = hash;
  }

  // Plays the partial turn ending at candidate `index` (level `level`); returns how many sub-moves it made.
  function replay(pos: SalmonPosition, level: number, index: number): number {
    let at = index;
    for (let l = level; l > 0; l--) {
      path[l - 1] = candMove[l * LEVEL_CAP + at];
      at = parent[l * LEVEL_CAP + at];
    }
    for (let l = 0; l < level; l++) makeSubMove(pos, path[l], undo, l * UNDO_SIZE);
    return level;
  }
  function rewind(pos: SalmonPosition, made: number): void {
    for (let l = made - 1; l >= 0; l--) unmakeSubMove(pos, undo, l * UNDO_SIZE);
  }
  // Canonical text of the partial turn ending at candidate `index` of `level` (allocates: once per answer).
  function texts(pos: SalmonPosition, level: number, index: number): string[] {
    replay(pos, level, index);
    rewind(pos, level);
    const out: string[] = [];
    for (let l = 0; l < level; l++) {
      out.push(formatSubMove(pos, path[l]));
      makeSubMove(pos, path[l], undo, l * UNDO_SIZE);
    }
    rewind(pos, level);
    return out;
  }

  // The `count` best sub-moves of moves[0..n) by quick score into top[] (ties keep generation order).
  function selectTop(n: number, count: number): number {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = quick[i];
      if (k === count && s <= quick[top[k - 1]]) continue;
      let j = k < count ? k++ : k - 1;
      while (j > 0 && quick[top[j - 1]] < s) {
        top[j] = top[j - 1];
        j--;
      }
      top[j] = i;
    }
    return k;
  }

  // Cheapest way to a legal end of turn from the current position: best cheap-scored sub-moves until passing is
  // allowed (twins moved off, check escaped). Returns the sub-moves as text; leaves `pos` unchanged.
  function complete(pos: SalmonPosition, player: number): string[] {
    const out: string[] = [];
    let made = 0;
    while (pos.subMoves < TURN_LENGTH && !rules.canPass(pos)) {
      const n = rules.legalSubMoves(pos, moves, 0);
      if (n === 0) break;
      ev.mapForOrdering(pos, player);
      for (let i = 0; i < n; i++) quick[i] = ev.quickScore(pos, moves[i]);
      selectTop(n, 1);
      out.push(formatSubMove(pos, moves[top[0]]));
      makeSubMove(pos, moves[top[0]], undo, made * UNDO_SIZE);
      made++;
    }
    rewind(pos, made);
    return out;
  }

  function chooseTurn(pos: SalmonPosition, options: ChooseOptions = {}): ChosenTurn {
    const started = performance.now();
    const timeMs = options.timeMs ?? (options.nodes === undefined ? DEFAULT_TURN_MS : Infinity);
    const deadline = started + timeMs;
    const nodeLimit = options.nodes ?? Infinity;
    const width = Math.max(1, Math.min(MAX_BEAM, Math.floor(options.beam ?? DEFAULT_BEAM)));
    const stopped = options.stopped;
    const player = pos.toMove;
    const maxDepth = TURN_LENGTH - pos.subMoves;
    let nodes = 0;
    let depth = 0;
    let halted = false;
    const out = (): boolean => {
      if (!halted) halted = nodes >= nodeLimit || performance.now() >= deadline || (stopped !== undefined && stopped());
      return halted;
    };

    // Root: level 0, index 0. The best complete turn so far is (bestLevel, bestIndex), -1 while none.
    const rootStatic = ev.standing(pos, player);
    nodes++;
    parent[0] = -1;
    candGain[0] = 0;
    candStatic[0] = rootStatic;
    candValue[0] = rootStatic;
    candHash[0] = 0;
    levelCount[0] = 1;
    let bestLevel = -1;
    let bestIndex = -1;
    let bestScore = -Infinity;
    lineCount = 0;
    lineCap = Math.max(1, Math.min(MAX_TURN_LINES, Math.floor(options.lines ?? 1)));
    const multi = lineCap > 1;
    if (rules.canPass(pos)) {
      bestLevel = 0;
      bestIndex = 0;
      bestScore = rootStatic;
      if (multi) offerLine(0, 0, rootStatic, 0);
    }
    const result = (): ChosenTurn => {
      if (bestLevel < 0) {
        const moves = complete(pos, player);
        const score = Math.round(rootStatic);
        return multi ? { moves, score, nodes, depth, lines: [{ moves, score }] } : { moves, score, nodes, depth };
      }
      const chosen = { moves: texts(pos, bestLevel, bestIndex), score: Math.round(bestScore), nodes, depth };
      if (!multi) return chosen;
      const lines: TurnLine[] = [];
      for (let i = 0; i < lineCount; i++) {
        lines.push({ moves: texts(pos, lineLevel[i], lineIndex[i]), score: Math.round(lineScore[i]) });
      }
      return { ...chosen, lines };
    };

    beam[0] = 0;
    let beamCount = 1;
    for (let level = 1; level <= maxDepth && !out(); level++) {
      const base = level * LEVEL_CAP;
      const parentBase = (level - 1) * LEVEL_CAP;
      let count = 0;
      const before = bestScore;
      for (let b = 0; b < beamCount && !out(); b++) {
        const from = beam[b];
        const made = replay(pos, level - 1, from);
        const n = rules.legalSubMoves(pos, moves, 0);
        if (n > 0) {
          ev.mapForOrdering(pos, player);
          for (let i = 0; i < n; i++) quick[i] = ev.quickScore(pos, moves[i]);
          const k = selectTop(n, CANDIDATES);
          for (let c = 0; c < k && !out(); c++) {
            const move = moves[top[c]];
            let gain = candGain[parentBase + from] + ev.gain(pos, move);
            makeSubMove(pos, move, undo, made * UNDO_SIZE);
            const standing = ev.standing(pos, player);
            // The later players' threat to the moved piece stays with the turn (kept in its running gain).
            gain -= ev.laterRisk(pos, player, moveTo(move));
            const stat = gain + standing;
            const value = stat + ev.quiescence(pos, player);
            const stoppable = pos.pendingTwin < 0;
            unmakeSubMove(pos, undo, made * UNDO_SIZE);
            nodes++;
            const at = base + count;
            parent[at] = from;
            candMove[at] = move;
            candGain[at] = gain;
            candStatic[at] = stat;
            candValue[at] = value;
            candHash[at] = (candHash[parentBase + from] + mix(move)) | 0;
            candStoppable[at] = stoppable ? 1 : 0;
            if (stoppable && stat > bestScore) {
              bestScore = stat;
              bestLevel = level;
              bestIndex = count;
            }
            if (multi && stoppable) offerLine(level, count, stat, candHash[at]);
            count++;
          }
        }
        rewind(pos, made);
      }
      levelCount[level] = count;
      if (count === 0) break;
      depth = level;
      // Next beam: the best distinct partial turns by promised value (ties keep the earlier candidate).
      taken.fill(0, 0, count);
      beamCount = 0;
      while (beamCount < width) {
        let pick = -1;
        for (let i = 0; i < count; i++) {
          if (!taken[i] && (pick < 0 || candValue[base + i] > candValue[base + pick])) pick = i;
        }
        if (pick < 0) break;
        taken[pick] = 1;
        let duplicate = false;
        for (let j = 0; j < beamCount; j++) if (candHash[base + beam[j]] === candHash[base + pick]) duplicate = true;
        if (!duplicate) beam[beamCount++] = pick;
      }
      if (options.onProgress !== undefined && bestLevel >= 0) options.onProgress(result());
      // Pass rule: stop when no sub-move of this depth promised more than the best turn completed before it.
      if (candValue[base + beam[0]] <= before) break;
    }
    return result();
  }

  return { chooseTurn, values: ev.values };
}
