// One game between two engines, arbitrated by Topochess's rules: every move (or whole turn, in salmon) is parsed in
// any spelling the variant's GUIs accept (engine-move.ts: SAN and every coordinate form on the 8x8 board), checked
// and played with playToken, results come from the rules (mate, stalemate, repetition, the variant's own, the
// last King Centaur standing, salmon's draw among the survivors), and a failure of an engine (illegal or unparsable
// move, crash, hang, time forfeit, resignation) loses the game for its side with the reason stated. Two players have
// one seat each; multi-player variants give each side several seats (seats.ts). Optional adjudication by plies and
// scores (scores: two players only).
import type { Outcome, PositionCore, Rules } from '../core/rules';
import { playToken } from '../core/turns';
import { playEngineMove } from './engine-move';
import { openingPosition } from './random-opening';
import type { Player, SearchBudget, ThinkResult } from './players';
import { resultOf, sideScore, type GameEnd, type GameResult } from './scoring';
import { MATE_SCORE, ScoreAdjudicator } from './score-adjudication';
import { activeSeats, seatNames, seatSides, type Side } from './seats';

export interface Adjudication {
  /** Draw after this many plies (tokens: whole turns in salmon) among the seats still playing (0: never). */
  readonly maxPlies: number;
  /** Resign for a side whose engine reports a score at or below -resignCp for resignMoves moves in a row. */
  readonly resignCp?: number;
  readonly resignMoves?: number;
  /**
   * Draw when both engines report |score| <= drawCp for drawMoves moves each, counting only moves from the game's
   * drawFromMove-th on (its moves numbered from 1 at the game's first position, opening moves included; default 0).
   */
  readonly drawCp?: number;
  readonly drawMoves?: number;
  readonly drawFromMove?: number;
}

export interface GameSetup {
  readonly rules: Rules<PositionCore>;
  /** The engines of side 0 (White, or seats A C E G I in salmon) and side 1. */
  readonly players: readonly [Player, Player];
  /** Position text to start from, or 'startpos'. */
  readonly start: string;
  /** Opening tokens played before the engines take over (Topochess notation; whole turns in salmon). */
  readonly opening: readonly string[];
  /** Base time and increment in ms (one clock per seat), or fixed limits. */
  readonly timeControl?: { readonly baseMs: number; readonly incMs: number };
  /** Fixed limits of side 0's and side 1's engine (depth, nodes, move time). */
  readonly limits: readonly [Omit<SearchBudget, 'clock'>, Omit<SearchBudget, 'clock'>];
  /** Extra time an engine may use beyond its clock before it forfeits. */
  readonly marginMs: number;
  /** Time allowed for a move without a clock (fixed depth / nodes). */
  readonly moveTimeoutMs: number;
  readonly adjudication: Adjudication;
}

export interface PlayedMove {
  readonly move: string;
  /** The seat (player index) that played it. */
  readonly seat: number;
  readonly comment?: string;
}

export interface GameRecord {
  readonly end: GameEnd;
  /** From side 0's point of view (scoring.ts). */
  readonly result: GameResult;
  readonly termination: string;
  readonly startText: string;
  readonly opening: readonly PlayedMove[];
  readonly moves: readonly PlayedMove[];
}

function formatComment(think: ThinkResult & { kind: 'move' }, ms: number): string {
  const score =
    think.mateIn !== undefined
      ? `${think.mateIn > 0 ? '+' : '-'}M${Math.abs(think.mateIn)}`
      : think.scoreCp !== undefined
        ? `${think.scoreCp >= 0 ? '+' : ''}${(think.scoreCp / 100).toFixed(2)}`
        : '';
  const depth = think.depth !== undefined ? `/${think.depth}` : '';
  return `${score}${depth} ${(ms / 1000).toFixed(2)}s`.trim();
}

export async function playGame(setup: GameSetup): Promise<GameRecord> {
  const { rules, players } = setup;
  const sides = seatSides(rules.players);
  const names = seatNames(rules);
  const multi = rules.players > 2;
  const fromStart = setup.start === 'startpos';
  const pos = openingPosition(rules, setup.start);
  const startText = rules.formatPosition(pos);
  const moves: string[] = [];
  const positionsAfter: string[] = [];
  const opening: PlayedMove[] = [];
  const played: PlayedMove[] = [];
  const finish = (end: GameEnd, termination: string): GameRecord => ({
    end,
    result: resultOf(sideScore(end, sides)),
    termination,
    startText,
    opening,
    moves: played,
  });
  const record = (move: string): void => {
    moves.push(move);
    // Only CECP players read these (notation translation), and CECP engines play two-player variants only: salmon's
    // 20 KB position texts are not kept turn after turn.
    if (!multi) positionsAfter.push(rules.formatPosition(pos));
  };

  for (const text of setup.opening) {
    const seat = pos.stm;
    const made = playToken(rules, pos, text);
    if (!made.ok) throw new Error(`opening move ${text} is not legal: ${made.error.detail}`);
    record(made.value.text);
    opening.push({ move: made.value.text, seat });
  }
  const clocks: number[] = new Array(rules.players).fill(setup.timeControl?.baseMs ?? 0);
  for (const side of [0, 1] as const) {
    await players[side].newGame({ startText, fromStart, budget: budgetOf(setup, side, clocks) });
  }

  const scores = new ScoreAdjudicator(setup.adjudication, rules.players);
  for (;;) {
    const outcome = rules.outcome(pos);
    if (outcome !== undefined) return finish(endOf(outcome, rules.players), describeOutcome(outcome, names, multi));
    const { maxPlies } = setup.adjudication;
    if (maxPlies > 0 && moves.length >= maxPlies) {
      const among = activeSeats(rules, pos);
      const survivors = multi ? `, draw among ${among.map((seat) => names[seat]).join(',')}` : '';
      return finish({ kind: 'draw', among }, `adjudication: ${maxPlies} ${multi ? 'turns' : 'plies'}${survivors}`);
    }
    const seat = pos.stm;
    const side = sides[seat];
    const name = names[seat];
    const started = performance.now();
    const timeoutMs = setup.timeControl ? clocks[seat] + setup.marginMs + 1000 : setup.moveTimeoutMs;
    const think = await players[side].think({
      startText,
      fromStart,
      moves,
      positionsAfter,
      seat,
      budget: budgetOf(setup, side, clocks),
      timeoutMs,
    });
    const elapsed = performance.now() - started;
    if (think.kind === 'resign') return finish({ kind: 'forfeit', seat }, `${name} resigns`);
    if (think.kind === 'failed') {
      // A hung or confused engine is not trusted again: it is stopped here and restarted for the next game.
      await players[side].close();
      return finish({ kind: 'forfeit', seat }, `${name} ${think.reason}`);
    }
    if (setup.timeControl) {
      clocks[seat] -= elapsed;
      if (clocks[seat] < -setup.marginMs) {
        const over = `${Math.round(-clocks[seat])} ms over, move took ${Math.round(elapsed)} ms`;
        return finish({ kind: 'forfeit', seat }, `${name} loses on time (${over})`);
      }
      clocks[seat] += setup.timeControl.incMs;
    }
    const made = playEngineMove(rules, pos, think.move);
    if (!made.ok) {
      await players[side].close();
      return finish(
        { kind: 'forfeit', seat },
        `${name} made an illegal move: ${think.move.slice(0, 40)} (${made.error.detail})`,
      );
    }
    record(made.value.text);
    played.push({ move: made.value.text, seat, comment: formatComment(think, elapsed) });

    // Score adjudication, from the mover's reports (two players: the runner refuses it for more).
    const score = think.mateIn !== undefined ? Math.sign(think.mateIn) * MATE_SCORE : think.scoreCp;
    const verdict = score === undefined ? undefined : scores.observe(seat, score, moves.length);
    const { resignCp, resignMoves, drawCp, drawMoves } = setup.adjudication;
    if (verdict === 'resign')
      return finish(
        { kind: 'forfeit', seat },
        `adjudication: ${name} scored -${resignCp} or worse for ${resignMoves} moves`,
      );
    if (verdict === 'draw')
      return finish(
        { kind: 'draw', among: [0, 1] },
        `adjudication: both engines within ${drawCp} cp for ${drawMoves} moves`,
      );
  }
}

/** The rules' outcome in seats: a two-player draw is shared by both seats. */
function endOf(outcome: Outcome, players: number): GameEnd {
  if (outcome.kind === 'win') return { kind: 'win', seat: outcome.winners[0] };
  return { kind: 'draw', among: outcome.among ?? Array.from({ length: players }, (_, seat) => seat) };
}

/** The Termination text: the rules' reason, with the winner's letter or the survivors in multi-player games. */
function describeOutcome(outcome: Outcome, names: readonly string[], multi: boolean): string {
  if (!multi) return outcome.reason;
  if (outcome.kind === 'win') return `${names[outcome.winners[0]]} wins: ${outcome.reason}`;
  const among = outcome.among?.map((seat) => names[seat]).join(',') ?? 'all';
  return `draw among ${among}: ${outcome.reason}`;
}

function budgetOf(setup: GameSetup, side: Side, clocks: readonly number[]): SearchBudget {
  const limits = setup.limits[side];
  if (!setup.timeControl) return limits;
  return { ...limits, clock: { remainingMs: [...clocks], incMs: setup.timeControl.incMs } };
}
