// Training data for `normal`'s network: data lines (data.ts) read into each position's inputs from both views
// (engines/chess8/net-input.ts), the side to move's first, with the game's result and the search score.
import { netInput } from '../../engines/chess8/net-input';
import { parseFen } from '../../engines/chess8/notation';
import type { Position } from '../../engines/chess8/position';
import { sideInCheck } from '../../engines/chess8/attacks';
import { emptyReport, keptLine, resized } from './data';
import type { FilterOptions, PositionReader } from './data';

/** `normal`'s positions as the network reads them. */
const FIDE_READER: PositionReader<Position> = { parse: (text) => parseFen(text), inCheck: sideInCheck };

/** Positions for the trainer. Position i's men are entries offsets[i] .. offsets[i + 1] of `own` and `other`. */
export interface NetSet {
  readonly count: number;
  readonly offsets: Int32Array;
  /** Inputs seen from the side to move. */
  readonly own: Uint16Array;
  /** The same men seen from the other side. */
  readonly other: Uint16Array;
  /** The game's result for the side to move: 1, 0.5 or 0. */
  readonly result: Float32Array;
  /** The search score, centipawns for the side to move. */
  readonly score: Float32Array;
  /** What a residual network adds to: the hand-made evaluation (centipawns, side to move), or 0 for a whole network. */
  readonly base: Float32Array;
  /** The game phase (Position.phase), which chooses the output layer. */
  readonly phase: Uint8Array;
}

/** Collects positions from data lines; `finish` returns the set. */
export class NetSetBuilder {
  private count = 0;
  private entries = 0;
  private offsets = new Int32Array(1025);
  private own = new Uint16Array(1 << 15);
  private other = new Uint16Array(1 << 15);
  private result = new Float32Array(1024);
  private score = new Float32Array(1024);
  private base = new Float32Array(1024);
  private phase = new Uint8Array(1024);
  readonly report = emptyReport();

  /** `filter`: which positions to leave out, as the tuner's; `baseEval`: what a residual network is added to. */
  constructor(
    private readonly filter: FilterOptions,
    private readonly baseEval?: (pos: Position) => number,
  ) {}

  /** Adds one line of a file (`where` names it in the first error). */
  addLine(line: string, where: string): void {
    const kept = keptLine(line, where, FIDE_READER, this.filter, this.report);
    if (kept === undefined) return;
    this.grow();
    const { board, stm } = kept.pos;
    for (let cell = 0; cell < 64; cell++) {
      const piece = board[cell];
      if (piece === 0) continue;
      this.own[this.entries] = netInput(piece, cell, stm);
      this.other[this.entries] = netInput(piece, cell, stm ^ 1);
      this.entries++;
    }
    this.result[this.count] = kept.data.result;
    this.score[this.count] = kept.data.score;
    this.base[this.count] = this.baseEval?.(kept.pos) ?? 0;
    this.phase[this.count] = Math.min(255, kept.pos.phase);
    this.count++;
    this.offsets[this.count] = this.entries;
  }

  finish(): NetSet {
    return {
      count: this.count,
      offsets: this.offsets.slice(0, this.count + 1),
      own: this.own.slice(0, this.entries),
      other: this.other.slice(0, this.entries),
      result: this.result.slice(0, this.count),
      score: this.score.slice(0, this.count),
      base: this.base.slice(0, this.count),
      phase: this.phase.slice(0, this.count),
    };
  }

  /** Room for one more position of at most 64 men. */
  private grow(): void {
    if (this.count + 1 >= this.result.length) {
      const size = this.result.length * 2;
      this.offsets = resized(this.offsets, new Int32Array(size + 1));
      this.result = resized(this.result, new Float32Array(size));
      this.score = resized(this.score, new Float32Array(size));
      this.base = resized(this.base, new Float32Array(size));
      this.phase = resized(this.phase, new Uint8Array(size));
    }
    if (this.entries + 64 > this.own.length) {
      const size = this.own.length * 2;
      this.own = resized(this.own, new Uint16Array(size));
      this.other = resized(this.other, new Uint16Array(size));
    }
  }
}
