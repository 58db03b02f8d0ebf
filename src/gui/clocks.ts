// The board page's chess clocks: a time control (base minutes + increment seconds, as chess sites write it), one
// clock per player, the running one counting down from when its player came to move, the increment added when the
// move is made in time. Pure arithmetic over times the caller passes in (ms), so it is tested without waiting.

export interface TimeControl {
  readonly baseMs: number;
  readonly incMs: number;
}

/** The page's menu: no clock, then bullet to rapid. */
export const TIME_CONTROLS: readonly string[] = ['none', '1+0', '3+2', '5+3', '15+10'];

/** `M+S` (minutes, which may be a fraction, plus increment seconds); undefined for `none` or an unreadable text. */
export function parseTimeControl(text: string): TimeControl | undefined {
  const parts = /^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (parts === null) return undefined;
  const baseMs = Math.round(Number(parts[1]) * 60_000);
  return baseMs > 0 ? { baseMs, incMs: Math.round(Number(parts[2]) * 1000) } : undefined;
}

/** PGN's TimeControl tag: seconds `base+inc`, or `-` without a clock. */
export function timeControlTag(control: TimeControl | undefined): string {
  return control === undefined ? '-' : `${control.baseMs / 1000}+${control.incMs / 1000}`;
}

/** `4:59` from ten seconds up; tenths below (`0:09.4`); never negative. */
export function formatClock(ms: number): string {
  const left = Math.max(0, ms);
  const tenths = left < 10_000;
  // Tenths round down (a clock reads 0.0 only when it is out), whole seconds up (a fresh 3+2 shows 3:00).
  const seconds = tenths ? Math.floor(left / 100) / 10 : Math.ceil(left / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  const text = tenths ? rest.toFixed(1).padStart(4, '0') : String(rest).padStart(2, '0');
  return `${minutes}:${text}`;
}

export class GameClocks {
  private readonly left: number[];
  private runningPlayer: number | undefined;
  private since = 0;

  constructor(
    readonly control: TimeControl,
    readonly players: number,
  ) {
    this.left = Array.from({ length: players }, () => control.baseMs);
  }

  /** The player whose clock runs, if any. */
  get running(): number | undefined {
    return this.runningPlayer;
  }

  /** `player`'s clock runs from `now` (another running clock stops first, without increment). */
  start(player: number, now: number): void {
    this.stop(now);
    this.runningPlayer = player;
    this.since = now;
  }

  /** The running player moved at `now`: their clock stops, plus the increment if they were still in time. */
  press(now: number): void {
    const player = this.runningPlayer;
    this.stop(now);
    if (player !== undefined && this.left[player] > 0) this.left[player] += this.control.incMs;
  }

  /** Stops the running clock at `now` (game over, a move taken back). */
  stop(now: number): void {
    if (this.runningPlayer !== undefined) this.left[this.runningPlayer] = this.remaining(this.runningPlayer, now);
    this.runningPlayer = undefined;
  }

  /** `player`'s time left at `now` (negative once their flag fell). */
  remaining(player: number, now: number): number {
    return this.left[player] - (player === this.runningPlayer ? now - this.since : 0);
  }

  /** The running player, when their time is out at `now`. */
  flagged(now: number): number | undefined {
    const player = this.runningPlayer;
    return player !== undefined && this.remaining(player, now) <= 0 ? player : undefined;
  }

  /**
   * The clocks as `go` parameters at `now`: `wtime btime winc binc` for two players, each player's own by letter
   * (`atime` … `jtime`, `ainc` … `jinc`) for more (docs/protocol.md).
   */
  goLimits(now: number): string {
    const names = this.players === 2 ? ['w', 'b'] : this.left.map((_, p) => String.fromCharCode(97 + p));
    const times = names.map((name, p) => `${name}time ${Math.max(0, Math.round(this.remaining(p, now)))}`);
    const incs = names.map((name) => `${name}inc ${this.control.incMs}`);
    return [...times, ...incs].join(' ');
  }
}
