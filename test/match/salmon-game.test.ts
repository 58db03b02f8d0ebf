// The arbiter in a ten-seat salmon game with fake players (no processes): who is asked to move, the seat each token
// is recorded for, the turn cap, an illegal token's forfeit, per-seat clocks, and the PGN of such a game.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import type { PositionCore, Rules } from '../../src/core/rules';
import { firstLegalToken, playToken } from '../../src/core/turns';
import { playGame, type GameSetup } from '../../src/match/game';
import { formatPgn } from '../../src/match/pgn';
import type { Player, ThinkRequest, ThinkResult } from '../../src/match/players';
import { seatNames } from '../../src/match/seats';

const rules = createEngine('salmon').rules as unknown as Rules<PositionCore>;

/** A player that replays the game and answers the first legal turn, or `bad` on the seats listed in `badSeats`. */
class FakePlayer implements Player {
  readonly alive = true;
  readonly requests: ThinkRequest[] = [];
  closed = false;

  constructor(
    readonly name: string,
    private readonly badSeats: readonly number[] = [],
    private readonly bad = 'A1a1A1a1',
  ) {}

  async start(): Promise<undefined> {
    return undefined;
  }

  async newGame(): Promise<void> {}

  async think(request: ThinkRequest): Promise<ThinkResult> {
    this.requests.push(request);
    if (this.badSeats.includes(request.seat)) return { kind: 'move', move: this.bad };
    const pos = rules.startPosition();
    for (const token of request.moves) expect(playToken(rules, pos, token).ok).toBe(true);
    expect(pos.stm).toBe(request.seat);
    return { kind: 'move', move: firstLegalToken(rules, pos) ?? 'pass', scoreCp: 0 };
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

function setup(players: readonly [Player, Player], extra: Partial<GameSetup> = {}): GameSetup {
  return {
    rules,
    players,
    start: 'startpos',
    opening: [],
    limits: [{ nodes: 100 }, { nodes: 100 }],
    marginMs: 100,
    moveTimeoutMs: 5_000,
    adjudication: { maxPlies: 12 },
    ...extra,
  };
}

describe('salmon games in the arbiter', () => {
  test('seats A C E G I ask side 0, B D F H J side 1, in turn order; the turn cap draws among every seat', async () => {
    const first = new FakePlayer('first');
    const second = new FakePlayer('second');
    const record = await playGame(setup([first, second]));
    expect(record.moves.map((move) => seatNames(rules)[move.seat]).join('')).toBe('ADGJCFIBEH' + 'AD');
    expect(first.requests.map((request) => request.seat)).toEqual([0, 6, 2, 8, 4, 0]);
    expect(second.requests.map((request) => request.seat)).toEqual([3, 9, 5, 1, 7, 3]);
    expect(record.end).toEqual({ kind: 'draw', among: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(record.result).toBe('1/2-1/2');
    expect(record.termination).toBe('adjudication: 12 turns, draw among A,B,C,D,E,F,G,H,I,J');
  });

  test('an illegal token forfeits the game for its seat’s side, and that engine is stopped', async () => {
    const first = new FakePlayer('first');
    const second = new FakePlayer('second', [9]);
    const record = await playGame(setup([first, second]));
    expect(record.end).toEqual({ kind: 'forfeit', seat: 9 });
    expect(record.result).toBe('1-0');
    expect(record.termination).toMatch(/^J made an illegal move: A1a1A1a1 \(/);
    expect(record.moves).toHaveLength(3);
    expect(second.closed).toBe(true);
    expect(first.closed).toBe(false);
  });

  test('an unparsable turn (more than ten sub-moves) is illegal too', async () => {
    const eleven = Array.from({ length: 11 }, () => 'A2a2J2h4').join(',');
    const record = await playGame(setup([new FakePlayer('first', [0], eleven), new FakePlayer('second')]));
    expect(record.end).toEqual({ kind: 'forfeit', seat: 0 });
    expect(record.result).toBe('0-1');
    expect(record.termination).toMatch(/^A made an illegal move: .*not a turn/);
  });

  test('each seat has its own clock, sent with every request', async () => {
    const first = new FakePlayer('first');
    const second = new FakePlayer('second');
    await playGame(
      setup([first, second], { timeControl: { baseMs: 60_000, incMs: 1000 }, adjudication: { maxPlies: 2 } }),
    );
    const toD = second.requests[0];
    expect(toD.seat).toBe(3);
    const clock = toD.budget.clock;
    expect(clock?.remainingMs).toHaveLength(10);
    expect(clock?.incMs).toBe(1000);
    // A has moved once (+1 s increment, minus its thinking time); D and B have not moved and keep their base time.
    expect(clock?.remainingMs[0]).toBeGreaterThan(60_000);
    expect(clock?.remainingMs[0]).toBeLessThanOrEqual(61_000);
    expect(clock?.remainingMs[3]).toBe(60_000);
    expect(clock?.remainingMs[1]).toBe(60_000);
  });

  test('PGN: Seats tag, one number per turn with the seat first in the comment, opening turns as book', async () => {
    const record = await playGame(
      setup([new FakePlayer('first'), new FakePlayer('second')], { opening: ['pass'], adjudication: { maxPlies: 3 } }),
    );
    const pgn = formatPgn(
      {
        event: 'one vs two',
        round: 1,
        white: 'one',
        black: 'two',
        variant: 'salmon',
        seats: 'A,C,E,G,I: one; B,D,F,H,J: two',
        seatNames: seatNames(rules),
        timeControl: '-',
        standardStart: false,
      },
      record,
    );
    expect(pgn).toMatch(/^\[Seats "A,C,E,G,I: one; B,D,F,H,J: two"\]$/m);
    expect(pgn).toMatch(/^\[Termination "adjudication: 3 turns, draw among A,B,C,D,E,F,G,H,I,J"\]$/m);
    expect(pgn).toMatch(/^\[PlyCount "3"\]$/m);
    expect(pgn).toMatch(/1\. pass \{A book\} 2\. \S+ \{D \+0\.00 \d+\.\d\ds\} 3\. \S+ \{G /);
  });
});
