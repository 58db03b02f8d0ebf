// One game between two players, arbitrated by Topochess's rules: every move is parsed and checked, results come from
// the rules (mate, stalemate, repetition, the variant's own), and a failure of an engine (illegal or unparsable move,
// crash, hang, time forfeit, resignation) loses with the reason stated. Optional adjudication by plies and scores.
import type { PositionCore, Rules } from '../core/rules';
import type { Player, SearchBudget, ThinkResult } from './players';

export type GameResult = '1-0' | '0-1' | '1/2-1/2';

export interface Adjudication {
  /** Draw after this many plies (0: never). */
  readonly maxPlies: number;
  /** Resign for a side whose engine reports a score at or below -resignCp for resignMoves moves in a row. */
  readonly resignCp?: number;
  readonly resignMoves?: number;
  /** Draw when both engines report |score| <= drawCp for drawMoves moves each, after drawAfterPlies. */
  readonly drawCp?: number;
  readonly drawMoves?: number;
}

export interface GameSetup {
  readonly rules: Rules<PositionCore>;
  /** White (index 0) and Black. */
  readonly players: readonly [Player, Player];
  /** Position text to start from, or 'startpos'. */
  readonly start: string;
  /** Opening moves played before the engines take over (Topochess notation). */
  readonly opening: readonly string[];
  /** Base time and increment in ms (on a clock), or fixed limits. */
  readonly timeControl?: { readonly baseMs: number; readonly incMs: number };
  /** Fixed limits of White's and Black's engine (depth, nodes, move time). */
  readonly limits: readonly [Omit<SearchBudget, 'clock'>, Omit<SearchBudget, 'clock'>];
  /** Extra time an engine may use beyond its clock before it forfeits. */
  readonly marginMs: number;
  /** Time allowed for a move without a clock (fixed depth / nodes). */
  readonly moveTimeoutMs: number;
  readonly adjudication: Adjudication;
}

export interface PlayedMove {
  readonly move: string;
  readonly comment?: string;
}

export interface GameRecord {
  readonly result: GameResult;
  readonly termination: string;
  readonly startText: string;
  readonly opening: readonly string[];
  readonly moves: readonly PlayedMove[];
}

const winFor = (side: number): GameResult => (side === 0 ? '1-0' : '0-1');

function formatComment(think: ThinkResult & { kind: 'move' }, ms: number): string {
  const score = think.mateIn !== undefined ? `${think.mateIn > 0 ? '+' : '-'}M${Math.abs(think.mateIn)}` : think.scoreCp !== undefined ? `${think.scoreCp >= 0 ? '+' : ''}${(think.scoreCp / 100).toFixed(2)}` : '';
  const depth = think.depth !== undefined ? `/${think.depth}` : '';
  return `${score}${depth} ${(ms / 1000).toFixed(2)}s`.trim();
}

export async function playGame(setup: GameSetup): Promise<GameRecord> {
  const { rules, players } = setup;
  const fromStart = setup.start === 'startpos';
  const pos = fromStart ? rules.startPosition() : expectPosition(rules, setup.start);
  const startText = rules.formatPosition(pos);
  const moves: string[] = [];
  const positionsAfter: string[] = [];
  const played: PlayedMove[] = [];
  const finish = (result: GameResult, termination: string): GameRecord => ({ result, termination, startText, opening: setup.opening, moves: played });

  for (const text of setup.opening) {
    const parsed = rules.parseMove(pos, text);
    if (!parsed.ok || !rules.makeMove(pos, parsed.value)) throw new Error(`opening move ${text} is not legal`);
    moves.push(rules.formatMove(pos, parsed.value));
    positionsAfter.push(rules.formatPosition(pos));
  }
  for (const player of players) {
    await player.newGame({ startText, fromStart, budget: budgetOf(setup, players.indexOf(player), [setup.timeControl?.baseMs ?? 0, setup.timeControl?.baseMs ?? 0]) });
  }

  const clocks = setup.timeControl ? [setup.timeControl.baseMs, setup.timeControl.baseMs] : [0, 0];
  const lowScores = [0, 0];
  let quietPlies = 0;
  for (;;) {
    const outcome = rules.outcome(pos);
    if (outcome !== undefined) {
      return finish(outcome.kind === 'draw' ? '1/2-1/2' : winFor(outcome.winners[0]), outcome.reason);
    }
    if (setup.adjudication.maxPlies > 0 && moves.length >= setup.adjudication.maxPlies) {
      return finish('1/2-1/2', `adjudication: ${setup.adjudication.maxPlies} plies`);
    }
    const side = pos.stm as 0 | 1;
    const started = performance.now();
    const timeoutMs = setup.timeControl ? clocks[side] + setup.marginMs + 1000 : setup.moveTimeoutMs;
    const think = await players[side].think({
      startText,
      fromStart,
      moves,
      positionsAfter,
      sideToMove: side,
      budget: budgetOf(setup, side, clocks),
      timeoutMs,
    });
    const elapsed = performance.now() - started;
    const name = side === 0 ? 'White' : 'Black';
    if (think.kind === 'resign') return finish(winFor(side ^ 1), `${name} resigns`);
    if (think.kind === 'failed') {
      // A hung or confused engine is not trusted again: it is stopped here and restarted for the next game.
      await players[side].close();
      return finish(winFor(side ^ 1), `${name} ${think.reason}`);
    }
    if (setup.timeControl) {
      clocks[side] -= elapsed;
      if (clocks[side] < -setup.marginMs) return finish(winFor(side ^ 1), `${name} loses on time`);
      clocks[side] += setup.timeControl.incMs;
    }
    const parsed = rules.parseMove(pos, think.move);
    if (!parsed.ok) {
      await players[side].close();
      return finish(winFor(side ^ 1), `${name} made an illegal move: ${think.move.slice(0, 40)} (${parsed.error.detail})`);
    }
    rules.makeMove(pos, parsed.value);
    const canonical = rules.formatMove(pos, parsed.value);
    moves.push(canonical);
    positionsAfter.push(rules.formatPosition(pos));
    played.push({ move: canonical, comment: formatComment(think, elapsed) });

    // Score adjudication, from the mover's reports.
    const { resignCp, resignMoves, drawCp, drawMoves } = setup.adjudication;
    const score = think.mateIn !== undefined ? Math.sign(think.mateIn) * 100_000 : think.scoreCp;
    if (resignCp !== undefined && resignMoves !== undefined && score !== undefined) {
      lowScores[side] = score <= -resignCp ? lowScores[side] + 1 : 0;
      if (lowScores[side] >= resignMoves) return finish(winFor(side ^ 1), `adjudication: ${name} scored -${resignCp} or worse for ${resignMoves} moves`);
    }
    if (drawCp !== undefined && drawMoves !== undefined && score !== undefined) {
      quietPlies = Math.abs(score) <= drawCp ? quietPlies + 1 : 0;
      if (quietPlies >= 2 * drawMoves) return finish('1/2-1/2', `adjudication: both engines within ${drawCp} cp for ${drawMoves} moves`);
    }
  }
}

function budgetOf(setup: GameSetup, side: number, clocks: readonly number[]): SearchBudget {
  const limits = setup.limits[side];
  if (!setup.timeControl) return limits;
  return { ...limits, clock: { whiteMs: clocks[0], blackMs: clocks[1], incMs: setup.timeControl.incMs } };
}

function expectPosition(rules: Rules<PositionCore>, text: string): PositionCore {
  const parsed = rules.parsePosition(text);
  if (!parsed.ok) throw new Error(`opening position does not parse: ${parsed.error.detail}`);
  return parsed.value;
}
