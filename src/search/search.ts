// The generic two-player search: iterative deepening with aspiration windows over PVS alpha-beta, a transposition
// table, quiescence, null move, LMR and check extension, for any VariantEngine. One Searcher per engine, reused across
// searches; per-node work allocates nothing (per-ply typed-array move buffers, typed-array PV table).
import * as rulesModule from '../core/rules';
import type { PositionCore, Rules, VariantEngine, Evaluator } from '../core/rules';
import * as jobsModule from './jobs';
import * as orderingModule from './ordering';
import { MoveOrdering } from './ordering';
import { PeerReport, writeReport } from './peer-report';
import * as scoreModule from './score';
import { toReportScore } from './score';
import { createRng, pickSkillLine, SKILL_LINES, skillEnabled, skillNodes } from './skill';
import { sharedBuffer } from './shared-memory';
import { computeTimeBudget, NO_TIME_LIMIT, type TimeBudget } from './time';
import * as ttModule from './tt';
import { TranspositionTable } from './tt';
import type { SearchInfo, SearchLimits, SearchOutcome } from '../core/search-types';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code). Scores are negated as `0 - x`: -0 is not
// a small integer, and V8 would deoptimize the hot functions each time a draw score is negated.
const { GEN_ALL, GEN_NOISY, RESULT_DRAW, RESULT_LOSS, RESULT_NONE, RESULT_WIN } = rulesModule;
const { CONTROL_PONDER, CONTROL_SLOTS, CONTROL_STOP } = jobsModule;
const { BAD_NOISY_BASE, BAD_NOISY_SPAN, HISTORY_MAX, KILLER_2, NOISY_BASE, NOISY_MAX, QUIET_MIN, TT_MOVE_BONUS } =
  orderingModule;
const { selectNext } = orderingModule;
const { DRAW, INFINITE, MATE, MATE_BOUND, MAX_DEPTH, MAX_LINES, MAX_PLY } = scoreModule;
const { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } = ttModule;

export const DEFAULT_HASH_MB = 16;
/** Nodes between looks at the stop flag and the clock. */
const POLL_INTERVAL = 1024;
/** Longest PV read back from the table, for a result a helper thread found (it has no PV table of ours). */
const MAX_TT_PV = 16;
const NO_PEERS: readonly Int32Array[] = [];
/** Largest small integer (Smi) under pointer compression: counters stay below it. */
const NO_NODE_LIMIT = 0x3fffffff;

const ASPIRATION_MIN_DEPTH = 4;
const ASPIRATION_DELTA = 20;
const ASPIRATION_FULL_WIDTH = 1000;
const NULL_MOVE_MIN_DEPTH = 3;
const NULL_MOVE_BASE_R = 3;
const NULL_MOVE_DEPTH_DIVISOR = 4;
/** Reverse futility (static null move): eval beats beta by this much per ply of depth left. */
const RFP_MAX_DEPTH = 6;
const RFP_MARGIN = 80;
/** Futility: quiet moves cannot lift a static eval this far below alpha. */
const FUTILITY_MAX_DEPTH = 6;
const FUTILITY_BASE = 100;
const FUTILITY_MARGIN = 80;
/** Late-move pruning: after this many quiet moves at shallow depth the rest are skipped. */
const LMP_MAX_DEPTH = 6;
const LMP_BASE = 4;
/**
 * Quiescence stops after this many plies of captures and evasions and takes the static evaluation: on crowded boards
 * with long capture chains (60 men a side on the torus) an unbounded quiescence search explodes.
 */
const QS_MAX_PLIES = 10;
/**
 * Quiescence width. On crowded boards (besiege's 200 cells, stack's towers) capture sequences branch by dozens at
 * every ply, and a depth-1 search once took 16 M nodes. Past the first plies of captures, only the best few by
 * MVV-LVA are tried, and a check is answered by standing pat instead of by every evasion.
 */
const QS_FULL_WIDTH_PLIES = 2;
const QS_NARROW_WIDTH = 4;
const QS_EVASION_PLIES = 2;
const LMR_MIN_DEPTH = 3;
/** Moves searched (legal) before reductions start: a few in PV nodes, fewer elsewhere. */
const LMR_FIRST_MOVE_PV = 4;
const LMR_FIRST_MOVE = 3;
const LMR_TABLE_SIZE = 64;
/** Internal iterative reduction: a node this deep with no TT move is searched one ply shallower. */
const IIR_MIN_DEPTH = 5;
/**
 * Singular extensions: at this depth or more, a TT move with a lower bound from at most SINGULAR_TT_DEPTH_GAP plies
 * shallower is searched one ply deeper when every other move, searched to half the depth, fails low against the TT
 * score less SINGULAR_MARGIN per ply.
 */
const SINGULAR_MIN_DEPTH = 6;
const SINGULAR_TT_DEPTH_GAP = 3;
const SINGULAR_MARGIN = 2;
/**
 * Static-exchange pruning (SearchSwitches.seePruning): at this depth or less, away from PV nodes and check, a move
 * other than the TT move that gives no check is skipped when its exchange loses more than SEE_QUIET_MARGIN × depth
 * (quiet moves) or SEE_NOISY_MARGIN × depth² (captures and promotions), once a legal move has been searched.
 */
const SEE_PRUNE_MAX_DEPTH = 8;
const SEE_QUIET_MARGIN = 64;
const SEE_NOISY_MARGIN = 20;

/**
 * Lazy SMP: helper n (1, 2, ...) skips the iterations whose (depth + game ply + phase) / size is odd, with size and
 * phase from row (n - 1) % 20 of these tables (Stockfish 9's), so the threads work at different depths at once.
 */
const SKIP_SIZE = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/** LMR_TABLE[depth * 64 + moveNumber]: 0.75 + ln(depth) ln(moveNumber) / 2.25, the Ethereal shape. */
const LMR_TABLE = buildLmrTable();

function buildLmrTable(): Uint8Array {
  const table = new Uint8Array(LMR_TABLE_SIZE * LMR_TABLE_SIZE);
  for (let depth = 1; depth < LMR_TABLE_SIZE; depth++) {
    for (let moveNumber = 1; moveNumber < LMR_TABLE_SIZE; moveNumber++) {
      table[depth * LMR_TABLE_SIZE + moveNumber] = Math.floor(0.75 + (Math.log(depth) * Math.log(moveNumber)) / 2.25);
    }
  }
  return table;
}

/** A control array for in-process searches (tests, the CLI bench); the worker gets the host's shared one. */
export function createControl(): Int32Array {
  return new Int32Array(sharedBuffer(CONTROL_SLOTS * Int32Array.BYTES_PER_ELEMENT));
}

function now(): number {
  return performance.now();
}

export class Searcher<P extends PositionCore> {
  readonly tt: TranspositionTable;
  private readonly rules: Rules<P>;
  private readonly evaluator: Evaluator<P>;
  private readonly control: Int32Array;
  private readonly ordering = new MoveOrdering();
  private readonly maxMoves: number;
  /** Per-ply move and ordering-key buffers: ply p uses [p * maxMoves, (p + 1) * maxMoves); the last row is scratch. */
  private readonly moves: Int32Array;
  private readonly keys: Int32Array;
  /** Triangular PV table: row p holds the PV from ply p in pvTable[p * MAX_PLY + p .. p * MAX_PLY + pvLength[p]). */
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY);
  private readonly staticEvals = new Int32Array(MAX_PLY);
  /** Singular extensions: the TT move a verification search at this ply leaves out (0: none). */
  private readonly excluded = new Int32Array(MAX_PLY);
  /** The move played at each ply of the current line (0: a null move), for the countermove of the ply after. */
  private readonly playedMoves = new Int32Array(MAX_PLY);
  /** Whether this variant's search uses singular extensions (VariantEngine.search). */
  private readonly singular: boolean;
  /** Static-exchange switches (VariantEngine.search), each true only where the rules have seeAtLeast. */
  private readonly seeQuiescence: boolean;
  private readonly seeOrdering: boolean;
  private readonly seePruning: boolean;
  /** Whether quiet moves are ordered by countermove too (VariantEngine.search). */
  private readonly counterMoves: boolean;
  /** Continuation history on (SearchSwitches.continuationHistory, with Rules.pieceTo). */
  private readonly continuation: boolean;
  /** playedPieceTo[ply]: Rules.pieceTo of the move played at ply (-1: a null move, or continuation history off). */
  private readonly playedPieceTo = new Int32Array(MAX_PLY).fill(-1);
  /** Depth of the iteration under way: extensions stop at twice this many plies from the root. */
  private rootDepth = 0;
  private readonly ttPv = new Int32Array(MAX_TT_PV);

  /** Root moves (legal, restricted by searchMoves) in search order, and nodes spent under each this iteration. */
  private readonly rootMoves: Int32Array;
  private readonly rootNodes: Float64Array;
  private rootCount = 0;
  /**
   * MultiPV: lines scored per iteration (1 normally), and the root index the line being searched starts at (the
   * lines before it are excluded). Per line, best first, the move, score and PV of the last finished iteration
   * (`line*`), and of the iteration under way (`stage*`).
   */
  private lines = 1;
  private pvFirst = 0;
  private readonly lineMoves = new Int32Array(MAX_LINES);
  private readonly lineScores = new Int32Array(MAX_LINES);
  private readonly linePvs = new Int32Array(MAX_LINES * MAX_PLY);
  private readonly linePvLengths = new Int32Array(MAX_LINES);
  private readonly stageScores = new Int32Array(MAX_LINES);
  private readonly stagePvs = new Int32Array(MAX_LINES * MAX_PLY);
  private readonly stagePvLengths = new Int32Array(MAX_LINES);
  private readonly stageOrder = new Int32Array(MAX_LINES);

  // Per-search state; fields, not locals, so the recursive methods read them without closures.
  private pos!: P;
  private rootGamePly = 0;
  /** Repetitions are not looked for below this game ply (set under a null move, whose line is not a real game). */
  private repetitionFloor = 0;
  private nodes = 0;
  private nextPoll = 0;
  /** Node limit; NO_NODE_LIMIT keeps it a small integer (a double here would deoptimize the hot path). */
  private nodeLimit = NO_NODE_LIMIT;
  private selDepth = 0;
  private stopped = false;
  private pondering = false;
  private clockStart = 0;
  private searchStart = 0;
  private budget: TimeBudget = NO_TIME_LIMIT;
  private hardDeadline = Infinity;
  private rootBest = 0;
  private rootBestScore = 0;
  /** Whether the current iteration has fully searched a move that beat alpha (so rootBest is its result). */
  private iterationHasBest = false;
  /** Lazy SMP: 0 for the main search; a helper thread's number (1, 2, ...) makes it skip some iterations. */
  helper = 0;
  /** Lazy SMP, main search: the control arrays of the helpers searching this root (their reports, peer-report.ts). */
  private peers: readonly Int32Array[] = NO_PEERS;
  /** The depth limit, once a helper finishing it ends the main search too (0: a helper never ends it). */
  private peerTarget = 0;
  private readonly peerReport = new PeerReport();

  /** `tt` may be shared by the searchers of several variants (one table, sized by Hash, whatever the variant). */
  constructor(
    engine: VariantEngine<P>,
    control: Int32Array = createControl(),
    tt = new TranspositionTable(DEFAULT_HASH_MB),
  ) {
    if (engine.rules.players !== 2)
      throw new Error(`the alpha-beta search plays two-player games, not ${engine.rules.players}`);
    this.rules = engine.rules;
    this.evaluator = engine.evaluator;
    this.control = control;
    this.maxMoves = engine.rules.maxMoves;
    this.moves = new Int32Array((MAX_PLY + 1) * this.maxMoves);
    this.keys = new Int32Array((MAX_PLY + 1) * this.maxMoves);
    this.rootMoves = new Int32Array(this.maxMoves);
    this.rootNodes = new Float64Array(this.maxMoves);
    this.tt = tt;
    const switches = engine.search;
    this.singular = switches?.singularExtensions === true;
    const see = engine.rules.seeAtLeast !== undefined;
    this.seeQuiescence = see && switches?.seeQuiescence === true;
    this.seeOrdering = see && switches?.seeOrdering === true;
    this.seePruning = see && switches?.seePruning === true;
    this.counterMoves = switches?.counterMoves === true;
    const pieceToCount = engine.rules.pieceToCount ?? 0;
    this.continuation =
      switches?.continuationHistory === true && engine.rules.pieceTo !== undefined && pieceToCount > 0;
    if (this.continuation) this.ordering.enableContinuation(pieceToCount);
  }

  /** Forget everything learnt from earlier positions (UCI ucinewgame, XBoard new). */
  newGame(): void {
    this.tt.clear();
    this.forgetHistory();
  }

  /** Forget the move-ordering statistics only (the table may be shared, and cleared once by its owner). */
  forgetHistory(): void {
    this.ordering.clear();
  }

  /**
   * Searches `pos` (left unchanged on return) within `limits`, reporting each finished iteration through `onInfo`.
   * Infinite and ponder searches go on deepening until CONTROL_STOP (pondering: until ponderhit, then the clock)
   * or the depth limit; holding an answer until stop is the worker's business, not the search's. `peers` are the
   * control arrays of Lazy SMP helpers searching the same root: an iteration one of them finished first is taken
   * instead of searched, and the answer comes from the deepest iteration any thread finished.
   */
  search(
    pos: P,
    limits: SearchLimits,
    onInfo?: (info: SearchInfo) => void,
    peers: readonly Int32Array[] = NO_PEERS,
  ): SearchOutcome {
    this.pos = pos;
    this.rootGamePly = pos.gamePly;
    this.repetitionFloor = 0;
    this.nodes = 0;
    this.selDepth = 0;
    this.stopped = false;
    this.searchStart = now();
    this.clockStart = this.searchStart;
    this.nodeLimit =
      limits.nodes !== undefined && limits.nodes > 0 ? Math.min(limits.nodes, NO_NODE_LIMIT) : NO_NODE_LIMIT;
    this.nextPoll = Math.min(POLL_INTERVAL, this.nodeLimit);
    this.pondering = limits.ponder === true && Atomics.load(this.control, CONTROL_PONDER) !== 0;
    this.budget = limits.infinite ? NO_TIME_LIMIT : computeTimeBudget(limits);
    this.setDeadlines();
    this.tt.newSearch();
    this.ordering.newSearch();
    this.pvLength.fill(0);

    const inCheck = this.rules.inCheck(pos);
    this.staticEvals[0] = inCheck ? -INFINITE : this.evaluate(pos);
    this.collectRootMoves(limits.searchMoves);
    if (this.rootCount === 0) {
      return { best: undefined, ponder: undefined, score: toReportScore(inCheck ? -MATE : DRAW), nodes: 0, depth: 0 };
    }

    const maxDepth = Math.max(1, Math.min(MAX_DEPTH, limits.depth ?? MAX_DEPTH));
    const mateTarget = limits.mate !== undefined && limits.mate > 0 ? MATE - (2 * limits.mate - 1) : INFINITE;
    // MultiPV, and below full strength the few lines the move is chosen from (after a node budget, see skill.ts).
    const skill = limits.skill;
    const weakened = skill !== undefined && skillEnabled(skill.level);
    const reported = Math.min(this.rootCount, Math.max(1, Math.min(MAX_LINES, limits.multiPv ?? 1)));
    this.lines = weakened ? Math.min(this.rootCount, Math.max(reported, SKILL_LINES)) : reported;
    this.pvFirst = 0;
    this.rootBest = this.rootMoves[0];
    this.rootBestScore = 0;
    // Helpers search one line at full strength: their results stand for ours only then.
    this.peers = this.lines === 1 && !weakened ? peers : NO_PEERS;
    this.peerTarget = this.peers.length > 0 && limits.depth !== undefined ? maxDepth : 0;
    let completedDepth = 0;
    let score = 0;
    let bestPvLength = 0;
    const bestPv = new Int32Array(MAX_PLY);
    for (let depth = 1; depth <= maxDepth; depth++) {
      // A helper never skips the last depth: whichever thread finishes it first ends the search.
      if (this.helper > 0 && depth < maxDepth && this.helperSkips(depth)) continue;
      const previousBest = this.rootBest;
      this.startIteration();
      const adopted = this.adoptPeer(depth);
      if (adopted > 0) {
        depth = adopted;
        score = this.rootBestScore;
      } else if (this.lines > 1) {
        if (!this.multiPvIteration(depth, reported, previousBest, onInfo)) {
          if (this.rootBest !== previousBest) bestPvLength = this.copyRootPv(bestPv);
          break;
        }
        score = this.lineScores[0];
        bestPvLength = this.linePvLengths[0];
        for (let i = 0; i < bestPvLength; i++) bestPv[i] = this.linePvs[i];
      } else {
        score = this.aspiration(depth, score, onInfo);
        if (this.halted()) {
          // A move that beat the previous best in a full-window search of this unfinished iteration is still sound.
          // (Unless a helper finished this depth: its result answers, below.)
          if (this.iterationHasBest && this.rootBest !== previousBest && !this.peerReached(depth)) {
            bestPvLength = this.copyRootPv(bestPv);
            if (onInfo) onInfo(this.makeInfo(depth, this.rootBestScore, undefined, bestPv, bestPvLength));
          }
          break;
        }
      }
      completedDepth = depth;
      this.rootBestScore = score;
      this.tt.store(pos.hashLo, pos.hashHi, this.rootBest, score, this.staticEvals[0], depth, BOUND_EXACT, 0);
      if (this.helper > 0) writeReport(this.control, depth, this.rootBest, score);
      if (this.lines === 1) {
        bestPvLength = this.copyRootPv(bestPv);
        this.promoteRootBest();
        if (onInfo) onInfo(this.makeInfo(depth, score, undefined, bestPv, bestPvLength));
      }
      if (depth === 1 && weakened) this.limitNodes(skillNodes(skill.level));
      if (score >= mateTarget) break;
      if (this.pondering || limits.infinite) continue;
      if (now() - this.clockStart >= this.budget.softMs) break;
      if (this.rootCount === 1 && this.budget.softMs !== Infinity) break; // forced move: save the clock
      // A mate for either side is settled once the search is well past its length.
      if (isMate(score) && depth >= 2 * (MATE - Math.abs(score)) + 2 && this.budget.softMs !== Infinity) break;
    }

    // Best thread: a helper that finished a deeper iteration than ours (before the clock or stop) answers.
    const adopted = this.adoptPeer(completedDepth + 1);
    if (adopted > 0) {
      completedDepth = adopted;
      bestPvLength = this.copyRootPv(bestPv);
      if (onInfo) onInfo(this.makeInfo(completedDepth, this.rootBestScore, undefined, bestPv, bestPvLength));
    }
    this.peers = NO_PEERS;
    if (weakened && completedDepth > 0) {
      // Below full strength: one of the last finished iteration's lines, chosen with the level's spread.
      const line = pickSkillLine(this.lineScores, this.lines, skill.level, createRng(skill.seed));
      if (line > 0) {
        this.rootBest = this.lineMoves[line];
        this.rootBestScore = this.lineScores[line];
        bestPvLength = this.linePvLengths[line];
        for (let i = 0; i < bestPvLength; i++) bestPv[i] = this.linePvs[line * MAX_PLY + i];
      }
    }
    let ponder = bestPvLength > 1 ? bestPv[1] : 0;
    if (ponder === 0) ponder = this.ponderFromTt(this.rootBest);
    const rules = this.rules;
    const best = rules.formatMove(pos, this.rootBest);
    let ponderText: string | undefined;
    if (ponder !== 0 && rules.makeMove(pos, this.rootBest)) {
      ponderText = rules.formatMove(pos, ponder);
      rules.unmakeMove(pos);
    }
    return {
      best,
      ponder: ponderText,
      score: toReportScore(this.rootBestScore),
      nodes: this.nodes,
      depth: Math.max(1, completedDepth),
    };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Iteration control

  private aspiration(depth: number, previous: number, onInfo: ((info: SearchInfo) => void) | undefined): number {
    let delta = ASPIRATION_DELTA;
    let alpha = -INFINITE;
    let beta = INFINITE;
    if (depth >= ASPIRATION_MIN_DEPTH && !isMate(previous)) {
      alpha = Math.max(-INFINITE, previous - delta);
      beta = Math.min(INFINITE, previous + delta);
    }
    for (;;) {
      const score = this.rootSearch(depth, alpha, beta);
      if (this.stopped) return score;
      if (score <= alpha && alpha > -INFINITE) {
        if (onInfo) onInfo(this.makeInfo(depth, score, 'upper', this.pvTable, this.pvLength[0]));
        beta = (alpha + beta) >> 1;
        alpha = delta >= ASPIRATION_FULL_WIDTH ? -INFINITE : Math.max(-INFINITE, score - delta);
      } else if (score >= beta && beta < INFINITE) {
        this.rootBestScore = score;
        if (onInfo) onInfo(this.makeInfo(depth, score, 'lower', this.pvTable, this.pvLength[0]));
        beta = delta >= ASPIRATION_FULL_WIDTH ? INFINITE : Math.min(INFINITE, score + delta);
      } else {
        return score;
      }
      delta += delta >> 1;
    }
  }

  /**
   * Takes the deepest iteration, at least `minDepth`, that a helper finished on this root (if its move is one of
   * ours): best move, score, and a PV read from the table into PV row 0. Returns its depth, or 0 when none was taken.
   */
  private adoptPeer(minDepth: number): number {
    const report = this.peerReport;
    let depth = minDepth - 1;
    let move = 0;
    let score = 0;
    for (const peer of this.peers) {
      if (this.usableReport(peer, depth + 1)) {
        depth = report.depth;
        move = report.move;
        score = report.score;
      }
    }
    if (move === 0) return 0;
    this.rootBest = move;
    this.rootBestScore = score;
    this.pvLength[0] = this.pvFromTt(move, this.pvTable, MAX_TT_PV);
    return depth;
  }

  /** Whether a helper has finished an iteration of depth `target` or deeper with a move adoptPeer would take. */
  private peerReached(target: number): boolean {
    for (const peer of this.peers) if (this.usableReport(peer, target)) return true;
    return false;
  }

  /**
   * Reads a helper's report into peerReport: whether it is of depth `minDepth` or deeper with a root move (one outside
   * searchmoves can neither answer nor end the search).
   */
  private usableReport(peer: Int32Array, minDepth: number): boolean {
    const report = this.peerReport;
    return report.read(peer) && report.depth >= minDepth && this.isRootMove(report.move);
  }

  private isRootMove(move: number): boolean {
    for (let i = 0; i < this.rootCount; i++) if (this.rootMoves[i] === move) return true;
    return false;
  }

  private helperSkips(depth: number): boolean {
    const row = (this.helper - 1) % SKIP_SIZE.length;
    return ((((depth + this.rootGamePly + SKIP_PHASE[row]) / SKIP_SIZE[row]) | 0) & 1) !== 0;
  }

  private startIteration(): void {
    this.iterationHasBest = false;
  }

  /**
   * One iteration of a MultiPV search: line k searches the root moves not yet taken by lines 1..k-1, with its own
   * aspiration window around its last score, and its best move takes place k. Once every line is done they are
   * sorted best first, committed and reported. Returns false when stopped midway: the last finished iteration's lines
   * stay, and the best move is theirs unless the first line of this one already found a better move.
   */
  private multiPvIteration(
    depth: number,
    reported: number,
    previousBest: number,
    onInfo: ((info: SearchInfo) => void) | undefined,
  ): boolean {
    const moves = this.rootMoves;
    const nodes = this.rootNodes;
    const previousScore = this.rootBestScore;
    for (let line = 0; line < this.lines; line++) {
      this.pvFirst = line;
      this.startIteration();
      const score = this.aspiration(depth, depth === 1 ? 0 : this.lineScores[line], undefined);
      if (this.halted()) {
        this.pvFirst = 0;
        if (line === 0 && this.iterationHasBest && this.rootBest !== previousBest) {
          const length = this.copyRootPv(this.stagePvs);
          if (onInfo) {
            onInfo(this.makeInfo(depth, this.rootBestScore, undefined, this.stagePvs, length, reported > 1 ? 1 : 0));
          }
        } else {
          this.rootBest = previousBest;
          this.rootBestScore = previousScore;
        }
        return false;
      }
      // The line's move takes place `line`; the moves after it keep their order.
      let at = line;
      while (moves[at] !== this.rootBest) at++;
      const spent = nodes[at];
      for (let j = at; j > line; j--) {
        moves[j] = moves[j - 1];
        nodes[j] = nodes[j - 1];
      }
      moves[line] = this.rootBest;
      nodes[line] = spent;
      this.stageScores[line] = score;
      this.stagePvLengths[line] = this.copyRootPv(this.stagePvs.subarray(line * MAX_PLY));
    }
    this.pvFirst = 0;
    // Best first (a later line can come out ahead of an earlier one); ties keep the search order.
    const order = this.stageOrder;
    for (let i = 0; i < this.lines; i++) {
      let j = i - 1;
      while (j >= 0 && this.stageScores[order[j]] < this.stageScores[i]) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = i;
    }
    const searched = Array.from(moves.subarray(0, this.lines));
    for (let i = 0; i < this.lines; i++) {
      const from = order[i];
      moves[i] = searched[from];
      nodes[i] = Infinity;
      this.lineMoves[i] = searched[from];
      this.lineScores[i] = this.stageScores[from];
      const length = this.stagePvLengths[from];
      this.linePvLengths[i] = length;
      this.linePvs.set(this.stagePvs.subarray(from * MAX_PLY, from * MAX_PLY + length), i * MAX_PLY);
    }
    this.sortRootByEffort(this.lines);
    this.rootBest = this.lineMoves[0];
    this.rootBestScore = this.lineScores[0];
    if (onInfo) {
      for (let i = 0; i < reported; i++) {
        const pv = this.linePvs.subarray(i * MAX_PLY);
        onInfo(
          this.makeInfo(depth, this.lineScores[i], undefined, pv, this.linePvLengths[i], reported > 1 ? i + 1 : 0),
        );
      }
    }
    return true;
  }

  /** From now on the search ends after `budget` nodes in all (or the limit it already had, if lower). */
  private limitNodes(budget: number): void {
    if (budget < this.nodeLimit) this.nodeLimit = budget;
    if (this.nextPoll > this.nodeLimit) this.nextPoll = this.nodeLimit;
  }

  /**
   * Whether the search was stopped: read after a call that may have polled (the compiler would otherwise assume the
   * field kept the value it had before the call).
   */
  private halted(): boolean {
    return this.stopped;
  }

  private setDeadlines(): void {
    this.hardDeadline = this.pondering ? Infinity : this.clockStart + this.budget.hardMs;
  }

  /** Every POLL_INTERVAL nodes: stop flag, ponderhit, clock, node limit. */
  private poll(): void {
    this.nextPoll = Math.min(this.nodes + POLL_INTERVAL, this.nodeLimit);
    if (this.nodes >= this.nodeLimit || Atomics.load(this.control, CONTROL_STOP) !== 0) {
      this.stopped = true;
      return;
    }
    if (this.peerTarget !== 0 && this.peerReached(this.peerTarget)) {
      this.stopped = true; // a helper finished the last depth first: its result answers
      return;
    }
    if (this.pondering) {
      if (Atomics.load(this.control, CONTROL_PONDER) === 0) {
        // ponderhit: our clock runs from now.
        this.pondering = false;
        this.clockStart = now();
        this.setDeadlines();
      }
      return;
    }
    if (this.hardDeadline !== Infinity && now() >= this.hardDeadline) this.stopped = true;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Root

  private collectRootMoves(searchMoves: readonly string[] | undefined): void {
    const rules = this.rules;
    const pos = this.pos;
    const base = MAX_PLY * this.maxMoves; // scratch row
    const n = rules.generateMoves(pos, this.moves, base, GEN_ALL);
    const ttSlot = this.tt.probe(pos.hashLo, pos.hashHi);
    const ttMove = ttSlot >= 0 ? this.tt.move(ttSlot) : 0;
    const moves = this.rootMoves;
    const keys = this.keys; // row 0: the root never calls alphaBeta at ply 0
    let count = 0;
    for (let i = 0; i < n; i++) {
      const move = this.moves[base + i];
      if (!rules.makeMove(pos, move)) continue;
      rules.unmakeMove(pos);
      moves[count] = move;
      keys[count] = this.orderingKey(move, ttMove, 0);
      count++;
    }
    if (searchMoves !== undefined && searchMoves.length > 0) {
      const wanted = new Set<number>();
      for (const text of searchMoves) {
        const parsed = rules.parseMove(pos, text);
        if (parsed.ok) wanted.add(parsed.value);
      }
      let kept = 0;
      for (let i = 0; i < count; i++) {
        if (!wanted.has(moves[i])) continue;
        moves[kept] = moves[i];
        keys[kept] = keys[i];
        kept++;
      }
      // A list that names no legal move is ignored rather than leaving nothing to play.
      if (kept > 0) count = kept;
      else count = this.collectRootMovesUnrestricted(ttMove);
    }
    this.rootCount = count;
    for (let i = 1; i < count; i++) {
      const move = moves[i];
      const key = keys[i];
      let j = i - 1;
      while (j >= 0 && keys[j] < key) {
        moves[j + 1] = moves[j];
        keys[j + 1] = keys[j];
        j--;
      }
      moves[j + 1] = move;
      keys[j + 1] = key;
    }
    this.rootNodes.fill(0);
  }

  private collectRootMovesUnrestricted(ttMove: number): number {
    const rules = this.rules;
    const pos = this.pos;
    const base = MAX_PLY * this.maxMoves;
    const n = rules.generateMoves(pos, this.moves, base, GEN_ALL);
    let count = 0;
    for (let i = 0; i < n; i++) {
      const move = this.moves[base + i];
      if (!rules.makeMove(pos, move)) continue;
      rules.unmakeMove(pos);
      this.rootMoves[count] = move;
      this.keys[count] = this.orderingKey(move, ttMove, 0);
      count++;
    }
    return count;
  }

  /**
   * After an iteration: best move first, the rest by the effort their subtrees took (a proxy for how close they were).
   */
  private promoteRootBest(): void {
    const moves = this.rootMoves;
    const nodes = this.rootNodes;
    const count = this.rootCount;
    for (let i = 0; i < count; i++) {
      if (moves[i] === this.rootBest) nodes[i] = Infinity;
    }
    this.sortRootByEffort(0);
  }

  /**
   * Root moves from `from` on, by the nodes their subtrees took this iteration (most first); then the counts restart.
   */
  private sortRootByEffort(from: number): void {
    const moves = this.rootMoves;
    const nodes = this.rootNodes;
    const count = this.rootCount;
    for (let i = from + 1; i < count; i++) {
      const move = moves[i];
      const spent = nodes[i];
      let j = i - 1;
      while (j >= from && nodes[j] < spent) {
        moves[j + 1] = moves[j];
        nodes[j + 1] = nodes[j];
        j--;
      }
      moves[j + 1] = move;
      nodes[j + 1] = spent;
    }
    nodes.fill(0);
  }

  private rootSearch(depth: number, alpha: number, beta: number): number {
    const rules = this.rules;
    const pos = this.pos;
    let bestScore = -INFINITE;
    this.nodes++;
    this.rootDepth = depth;
    const first = this.pvFirst; // MultiPV: the moves before it belong to better lines
    for (let i = first; i < this.rootCount; i++) {
      const move = this.rootMoves[i];
      const nodesBefore = this.nodes;
      if (this.continuation) this.playedPieceTo[0] = rules.pieceTo!(pos, move);
      rules.makeMove(pos, move);
      this.playedMoves[0] = move;
      const givesCheck = rules.inCheck(pos);
      let score: number;
      if (i === first) {
        score = 0 - this.alphaBeta(0 - beta, 0 - alpha, depth - 1, 1, givesCheck, true);
      } else {
        score = 0 - this.alphaBeta(-alpha - 1, 0 - alpha, depth - 1, 1, givesCheck, true);
        if (!this.stopped && score > alpha && score < beta) {
          score = 0 - this.alphaBeta(0 - beta, 0 - alpha, depth - 1, 1, givesCheck, true);
        }
      }
      rules.unmakeMove(pos);
      this.rootNodes[i] += this.nodes - nodesBefore;
      if (this.stopped) break;
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          this.rootBest = move;
          this.iterationHasBest = true;
          this.rootBestScore = score;
          this.updatePv(0, move);
          if (score >= beta) break;
          alpha = score;
        }
      }
    }
    return bestScore;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Tree

  private alphaBeta(
    alpha: number,
    beta: number,
    depth: number,
    ply: number,
    inCheck: boolean,
    nullOk: boolean,
  ): number {
    if (inCheck) depth++; // check extension
    if (depth <= 0) return this.quiesce(alpha, beta, ply, false, 0);
    if (!this.enterNode(ply)) return 0;
    const rules = this.rules;
    const pos = this.pos;

    const quick = rules.quickResult(pos);
    if (quick !== RESULT_NONE) return this.quickScore(quick, ply);
    if (this.isRepetition(pos)) return DRAW;
    if (ply >= MAX_PLY - 1) return inCheck ? DRAW : this.evaluate(pos);

    // Mate distance pruning: no line from here can beat a mate already found nearer the root.
    if (alpha < -MATE + ply) alpha = -MATE + ply;
    if (beta > MATE - ply - 1) beta = MATE - ply - 1;
    if (alpha >= beta) return alpha;

    const isPv = beta - alpha > 1;
    // A singular extension's verification search of this node, without the TT move: no TT cutoff, pruning or store.
    const excluded = this.excluded[ply];
    const tt = this.tt;
    const slot = tt.probe(pos.hashLo, pos.hashHi);
    let ttMove = 0;
    let ttScore = 0;
    let ttBound = 0;
    let ttDepth = 0;
    let staticEval = -INFINITE;
    if (slot >= 0) {
      ttMove = tt.move(slot);
      ttScore = tt.score(slot, ply);
      ttBound = tt.bound(slot);
      ttDepth = tt.depth(slot);
      if (!isPv && excluded === 0 && ttDepth >= depth) {
        if (ttBound === BOUND_EXACT || (ttBound === BOUND_LOWER ? ttScore >= beta : ttScore <= alpha)) return ttScore;
      }
    }
    if (!inCheck) staticEval = slot >= 0 ? tt.staticEval(slot) : this.evaluate(pos);
    this.staticEvals[ply] = staticEval;

    if (!isPv && !inCheck && excluded === 0 && beta < MATE_BOUND && beta > -MATE_BOUND) {
      // Reverse futility: far enough above beta that a shallow search will not bring it back.
      if (depth <= RFP_MAX_DEPTH && staticEval - RFP_MARGIN * depth >= beta) return staticEval;
      // Null move: if passing still fails high, a real move will too (zugzwang excluded by nullMoveAllowed).
      if (nullOk && depth >= NULL_MOVE_MIN_DEPTH && staticEval >= beta && rules.nullMoveAllowed(pos)) {
        const reduction = NULL_MOVE_BASE_R + ((depth / NULL_MOVE_DEPTH_DIVISOR) | 0);
        rules.makeNullMove(pos);
        this.playedMoves[ply] = 0;
        this.playedPieceTo[ply] = -1;
        const savedFloor = this.repetitionFloor;
        this.repetitionFloor = pos.gamePly;
        const score = 0 - this.alphaBeta(0 - beta, 1 - beta, depth - 1 - reduction, ply + 1, rules.inCheck(pos), false);
        this.repetitionFloor = savedFloor;
        rules.unmakeNullMove(pos);
        if (this.halted()) return 0;
        if (score >= beta) return score >= MATE_BOUND ? beta : score;
      }
    }
    if (ttMove === 0 && depth >= IIR_MIN_DEPTH) depth--;

    // Singular extension: when no other move comes near the TT move's lower bound, the TT move is searched a ply
    // deeper; when another one beats beta even so (multi-cut), the node fails high. The verification search reuses
    // this ply's buffers, so it runs before this node's moves are generated.
    let singularMove = 0;
    if (
      this.singular &&
      excluded === 0 &&
      depth >= SINGULAR_MIN_DEPTH &&
      ttMove !== 0 &&
      ttBound !== BOUND_UPPER &&
      ttDepth >= depth - SINGULAR_TT_DEPTH_GAP &&
      ttScore < MATE_BOUND &&
      ttScore > -MATE_BOUND &&
      ply < 2 * this.rootDepth
    ) {
      const singularBeta = ttScore - SINGULAR_MARGIN * depth;
      this.excluded[ply] = ttMove;
      const score = this.alphaBeta(singularBeta - 1, singularBeta, (depth - 1) >> 1, ply, inCheck, false);
      this.excluded[ply] = 0;
      if (this.halted()) return 0;
      if (score < singularBeta) singularMove = ttMove;
      else if (!isPv && singularBeta >= beta) return singularBeta;
    }

    const moves = this.moves;
    const keys = this.keys;
    const ordering = this.ordering;
    const side = pos.stm;
    const base = ply * this.maxMoves;
    const n = rules.generateMoves(pos, moves, base, GEN_ALL);
    const end = base + n;
    for (let i = base; i < end; i++) keys[i] = this.orderingKey(moves[i], ttMove, ply, true);

    const originalAlpha = alpha;
    const lmrFirst = isPv ? LMR_FIRST_MOVE_PV : LMR_FIRST_MOVE;
    const canPrune = !isPv && !inCheck;
    const futile =
      canPrune && depth <= FUTILITY_MAX_DEPTH && staticEval + FUTILITY_BASE + FUTILITY_MARGIN * depth <= alpha;
    // Improving: better static eval than two plies ago, so fewer late quiet moves are written off.
    const improving = !inCheck && ply >= 2 && staticEval > this.staticEvals[ply - 2];
    const lmpLimit =
      canPrune && depth <= LMP_MAX_DEPTH ? (LMP_BASE + depth * depth) >> (improving ? 0 : 1) : 0x7fffffff;
    const seePrune = this.seePruning && canPrune && depth <= SEE_PRUNE_MAX_DEPTH;
    let bestScore = -INFINITE;
    let bestMove = 0;
    let legal = 0;
    let quietsTried = 0;
    for (let i = base; i < end; i++) {
      const move = this.pickMove(moves, keys, i, end);
      if (excluded !== 0 && move === excluded) continue;
      const pickKey = keys[i];
      const rawKey = pickKey >= TT_MOVE_BONUS ? pickKey - TT_MOVE_BONUS : pickKey;
      const quiet = rawKey < NOISY_BASE && rawKey >= QUIET_MIN;
      // Futility, late-move and static-exchange pruning, decided before the move is made (the exchange is counted on
      // the board before it) and applied after, when the move turns out not to give check: checks are how quiet moves
      // mate and sacrifices pay.
      let prune = false;
      if (legal > 0 && bestScore > -MATE_BOUND) {
        prune = quiet && (futile || quietsTried >= lmpLimit);
        if (!prune && seePrune && move !== ttMove && (quiet || rawKey < NOISY_BASE || !this.seeOrdering)) {
          const margin = quiet ? SEE_QUIET_MARGIN * depth : SEE_NOISY_MARGIN * depth * depth;
          prune = rules.seeAtLeast?.(pos, move, 0 - margin) === false;
        }
      }

      // A move pruned unless it gives check is passed over unplayed when the rules can tell it gives none.
      if (prune && rules.givesCheck?.(pos, move) === 0) continue;
      const pieceTo = this.continuation ? rules.pieceTo!(pos, move) : -1;
      if (!rules.makeMove(pos, move)) continue;
      const givesCheck = rules.inCheck(pos);
      if (prune && !givesCheck) {
        rules.unmakeMove(pos);
        continue;
      }
      legal++;
      if (quiet) quietsTried++;
      this.playedMoves[ply] = move;
      this.playedPieceTo[ply] = pieceTo;
      const newDepth = move === singularMove ? depth : depth - 1;
      let score: number;
      if (legal === 1) {
        score = 0 - this.alphaBeta(0 - beta, 0 - alpha, newDepth, ply + 1, givesCheck, true);
      } else {
        let reduction = 0;
        if (depth >= LMR_MIN_DEPTH && legal > lmrFirst && quiet && !inCheck && !givesCheck && rawKey < KILLER_2) {
          reduction =
            LMR_TABLE[Math.min(depth, LMR_TABLE_SIZE - 1) * LMR_TABLE_SIZE + Math.min(legal, LMR_TABLE_SIZE - 1)];
          if (isPv) reduction--;
          if (rawKey > HISTORY_MAX / 2) reduction--;
          else if (rawKey < -HISTORY_MAX / 2) reduction++;
          if (reduction > newDepth - 1) reduction = newDepth - 1;
          if (reduction < 0) reduction = 0;
        }
        score = 0 - this.alphaBeta(-alpha - 1, 0 - alpha, newDepth - reduction, ply + 1, givesCheck, true);
        if (reduction > 0 && score > alpha && !this.halted()) {
          score = 0 - this.alphaBeta(-alpha - 1, 0 - alpha, newDepth, ply + 1, givesCheck, true);
        }
        if (score > alpha && score < beta && !this.halted()) {
          score = 0 - this.alphaBeta(0 - beta, 0 - alpha, newDepth, ply + 1, givesCheck, true);
        }
      }
      rules.unmakeMove(pos);
      if (this.halted()) return 0;

      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          bestMove = move;
          // Before the cutoff test: mate distance pruning can make a mating move "fail high" in a PV node.
          if (isPv) this.updatePv(ply, move);
          if (score >= beta) {
            if (quiet) {
              ordering.storeKiller(ply, move);
              if (this.counterMoves) ordering.storeCounter(side, this.playedMoves[ply - 1], move);
              ordering.updateHistory(side, move, depth, true);
              const previous1 = this.continuation && ply >= 1 ? this.playedPieceTo[ply - 1] : -1;
              const previous2 = this.continuation && ply >= 2 ? this.playedPieceTo[ply - 2] : -1;
              if (this.continuation) ordering.updateContinuation(previous1, previous2, pieceTo, depth, true);
              // Quiet moves tried before the cutoff move were worse: push them down.
              for (let j = base; j < i; j++) {
                const key = keys[j] >= TT_MOVE_BONUS ? keys[j] - TT_MOVE_BONUS : keys[j];
                if (key >= NOISY_BASE || key < QUIET_MIN) continue;
                ordering.updateHistory(side, moves[j], depth, false);
                if (this.continuation) {
                  ordering.updateContinuation(previous1, previous2, rules.pieceTo!(pos, moves[j]), depth, false);
                }
              }
            }
            break;
          }
          alpha = score;
        }
      }
    }

    if (legal === 0) return excluded !== 0 ? alpha : inCheck ? -MATE + ply : DRAW;
    if (excluded !== 0) return bestScore;
    const bound = bestScore >= beta ? BOUND_LOWER : alpha > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
    tt.store(pos.hashLo, pos.hashHi, bestMove, bestScore, staticEval, depth, bound, ply);
    return bestScore;
  }

  /** Counts a node at `ply` (polling the clock and stop flag now and then); false once the search is stopped. */
  private enterNode(ply: number): boolean {
    if (++this.nodes >= this.nextPoll) this.poll();
    if (this.stopped) return false;
    this.pvLength[ply] = ply;
    if (ply > this.selDepth) this.selDepth = ply;
    return true;
  }

  /** Captures and promotions until the position is quiet; all moves when in check. `qply`: plies into quiescence. */
  private quiesce(alpha: number, beta: number, ply: number, inCheck: boolean, qply: number): number {
    if (!this.enterNode(ply)) return 0;
    const rules = this.rules;
    const pos = this.pos;
    const quick = rules.quickResult(pos);
    if (quick !== RESULT_NONE) return this.quickScore(quick, ply);
    if (ply >= MAX_PLY - 1) return inCheck ? DRAW : this.evaluate(pos);
    if (qply >= QS_MAX_PLIES) return this.evaluate(pos);
    if (qply >= QS_EVASION_PLIES) inCheck = false;

    const isPv = beta - alpha > 1;
    const tt = this.tt;
    const slot = tt.probe(pos.hashLo, pos.hashHi);
    let ttMove = 0;
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (!isPv) {
        const ttScore = tt.score(slot, ply);
        const bound = tt.bound(slot);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER ? ttScore >= beta : ttScore <= alpha)) return ttScore;
      }
    }
    let bestScore: number;
    let staticEval = -INFINITE;
    if (inCheck) {
      bestScore = -MATE + ply;
    } else {
      staticEval = slot >= 0 ? tt.staticEval(slot) : this.evaluate(pos);
      // Stand pat: the side to move need not capture.
      if (staticEval >= beta) {
        if (slot < 0) tt.store(pos.hashLo, pos.hashHi, 0, staticEval, staticEval, 0, BOUND_LOWER, ply);
        return staticEval;
      }
      if (staticEval > alpha) alpha = staticEval;
      bestScore = staticEval;
    }
    const originalAlpha = alpha;

    const moves = this.moves;
    const keys = this.keys;
    const base = ply * this.maxMoves;
    const n = rules.generateMoves(pos, moves, base, inCheck ? GEN_ALL : GEN_NOISY);
    const end = base + n;
    for (let i = base; i < end; i++) keys[i] = this.orderingKey(moves[i], ttMove, ply);
    let bestMove = 0;
    let legal = 0;
    const width = inCheck || qply < QS_FULL_WIDTH_PLIES ? n : QS_NARROW_WIDTH;
    // Captures that lose material by static exchange are not searched (not when in check: every evasion is). Ordered
    // by the exchange, they come last, so the first of them picked ends the list.
    const seeSkip = this.seeQuiescence && !inCheck;
    for (let i = base; i < end && legal < width; i++) {
      const move = this.pickMove(moves, keys, i, end);
      if (seeSkip) {
        if (this.seeOrdering) {
          if (keys[i] < QUIET_MIN) break;
        } else if (move !== ttMove && rules.seeAtLeast?.(pos, move, 0) === false) continue;
      }
      if (!rules.makeMove(pos, move)) continue;
      legal++;
      const score = 0 - this.quiesce(0 - beta, 0 - alpha, ply + 1, rules.inCheck(pos), qply + 1);
      rules.unmakeMove(pos);
      if (this.halted()) return 0;
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          bestMove = move;
          if (score >= beta) break;
          alpha = score;
        }
      }
    }
    if (inCheck && legal === 0) return -MATE + ply;
    const bound = bestScore >= beta ? BOUND_LOWER : alpha > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
    tt.store(pos.hashLo, pos.hashHi, bestMove, bestScore, staticEval, 0, bound, ply);
    return bestScore;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Helpers

  /** `continued`: a tree node's moves, where continuation history applies (not the root's, not quiescence's). */
  private orderingKey(move: number, ttMove: number, ply: number, continued = false): number {
    const noisy = this.rules.noisyScore(this.pos, move);
    let key: number;
    if (noisy > 0) {
      key = NOISY_BASE + (noisy > NOISY_MAX ? NOISY_MAX : noisy);
    } else {
      key = this.ordering.quietScore(
        this.pos.stm,
        ply,
        move,
        this.counterMoves && ply > 0 ? this.playedMoves[ply - 1] : 0,
      );
      // Killers and the countermove keep their fixed keys; a history score gets the continuation scores added.
      if (continued && this.continuation && key <= HISTORY_MAX) {
        key += this.ordering.continuationScore(
          this.playedPieceTo[ply - 1],
          ply >= 2 ? this.playedPieceTo[ply - 2] : -1,
          this.rules.pieceTo!(this.pos, move),
        );
      }
    }
    return move === ttMove ? key + TT_MOVE_BONUS : key;
  }

  /**
   * The next move to search, moved to `i` (selectNext). With seeOrdering, a capture or promotion picked by its
   * noisyScore key is first asked for its static exchange: one that loses material gets a key in the losing band,
   * under every quiet move, and the pick is made again. Asked only when picked, as a cutoff often comes first.
   */
  private pickMove(moves: Int32Array, keys: Int32Array, i: number, end: number): number {
    let move = selectNext(moves, keys, i, end);
    if (!this.seeOrdering) return move;
    for (;;) {
      const key = keys[i];
      if (key < NOISY_BASE || key >= TT_MOVE_BONUS || this.rules.seeAtLeast?.(this.pos, move, 0) !== false) return move;
      const noisy = key - NOISY_BASE;
      keys[i] = BAD_NOISY_BASE + (noisy > BAD_NOISY_SPAN ? BAD_NOISY_SPAN : noisy);
      move = selectNext(moves, keys, i, end);
    }
  }

  private evaluate(pos: P): number {
    const value = this.evaluator.evaluate(pos);
    if (value >= MATE_BOUND) return MATE_BOUND - 1;
    if (value <= -MATE_BOUND) return -MATE_BOUND + 1;
    return value;
  }

  private quickScore(result: number, ply: number): number {
    if (result === RESULT_DRAW) return DRAW;
    if (result === RESULT_WIN) return MATE - ply;
    if (result === RESULT_LOSS) return -MATE + ply;
    return DRAW;
  }

  /**
   * Draw by repetition: twofold when the earlier occurrence is inside the search tree (past the root), threefold
   * when it has to be counted in the game history. Only positions since the last irreversible move can repeat.
   */
  private isRepetition(pos: P): boolean {
    const current = pos.gamePly;
    let floor = current - pos.halfmove;
    if (floor < this.repetitionFloor) floor = this.repetitionFloor;
    if (floor < 0) floor = 0;
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    const keysLo = pos.keyHistoryLo;
    const keysHi = pos.keyHistoryHi;
    let count = 0;
    for (let i = current - 2; i >= floor; i -= 2) {
      if (keysLo[i] === lo && keysHi[i] === hi) {
        if (i > this.rootGamePly) return true;
        if (++count >= 2) return true;
      }
    }
    return false;
  }

  private updatePv(ply: number, move: number): void {
    const pv = this.pvTable;
    const row = ply * MAX_PLY;
    const childRow = row + MAX_PLY;
    pv[row + ply] = move;
    let length = ply + 1;
    if (ply + 1 < MAX_PLY) {
      const childEnd = this.pvLength[ply + 1];
      for (let i = ply + 1; i < childEnd; i++) pv[row + i] = pv[childRow + i];
      if (childEnd > length) length = childEnd;
    }
    this.pvLength[ply] = length;
  }

  private copyRootPv(out: Int32Array): number {
    const length = this.pvLength[0];
    for (let i = 0; i < length; i++) out[i] = this.pvTable[i];
    return length;
  }

  /** The opponent's expected reply from the TT, checked against a fresh move list, when the PV stops at one move. */
  private ponderFromTt(best: number): number {
    return this.pvFromTt(best, this.ttPv, 2) === 2 ? this.ttPv[1] : 0;
  }

  /**
   * `first` (a root move) and then the table's moves, each checked against a fresh move list and played, up to
   * `maxLength` moves, into `out`; returns the length (0 when `first` is not legal). The position is left unchanged.
   */
  private pvFromTt(first: number, out: Int32Array, maxLength: number): number {
    const rules = this.rules;
    const pos = this.pos;
    if (!rules.makeMove(pos, first)) return 0;
    out[0] = first;
    let length = 1;
    while (length < maxLength) {
      const next = this.ttMoveHere();
      if (next === 0 || !rules.makeMove(pos, next)) break;
      out[length++] = next;
    }
    for (let i = 0; i < length; i++) rules.unmakeMove(pos);
    return length;
  }

  /** The table's move for the current position if the move generator also yields it, else 0. */
  private ttMoveHere(): number {
    const pos = this.pos;
    const slot = this.tt.probe(pos.hashLo, pos.hashHi);
    const candidate = slot >= 0 ? this.tt.move(slot) : 0;
    if (candidate === 0) return 0;
    const base = MAX_PLY * this.maxMoves;
    const n = this.rules.generateMoves(pos, this.moves, base, GEN_ALL);
    for (let i = base; i < base + n; i++) if (this.moves[i] === candidate) return candidate;
    return 0;
  }

  /** Progress report; the PV is turned into move text by playing it on the root position and taking it back. */
  private makeInfo(
    depth: number,
    score: number,
    bound: 'lower' | 'upper' | undefined,
    pvMoves: Int32Array,
    pvLength: number,
    multiPv = 0,
  ): SearchInfo {
    const rules = this.rules;
    const pos = this.pos;
    const pv: string[] = [];
    let made = 0;
    for (let i = 0; i < pvLength; i++) {
      const move = pvMoves[i];
      const text = rules.formatMove(pos, move);
      if (!rules.makeMove(pos, move)) break;
      made++;
      pv.push(text);
    }
    while (made-- > 0) rules.unmakeMove(pos);
    const timeMs = Math.round(now() - this.searchStart);
    const info: SearchInfo = {
      depth,
      selDepth: Math.max(depth, this.selDepth),
      nodes: this.nodes,
      timeMs,
      nps: Math.round((this.nodes * 1000) / Math.max(1, timeMs)),
      score: toReportScore(score),
      pv,
      hashFull: this.tt.hashFull(),
    };
    if (multiPv > 0) return { ...info, multiPv };
    return bound === undefined ? info : { ...info, bound };
  }
}

function isMate(score: number): boolean {
  return score >= MATE_BOUND || score <= -MATE_BOUND;
}
