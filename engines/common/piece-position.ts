// The Position of boards with chess pieces and no castling or en passant (the ring, the torus): board, king cells,
// piece counts, clocks, incremental key and evaluation sum, and the undo stack (typed arrays indexed by gamePly).
import type { PositionCore } from '../../src/core/rules';
import type { Player } from '../../src/core/types';

const INITIAL_PLIES = 256;

export class PiecePosition implements PositionCore {
  stm: Player = 0;
  gamePly = 0;
  halfmove = 0;
  hashLo = 0;
  hashHi = 0;
  keyHistoryLo: Int32Array = new Int32Array(INITIAL_PLIES);
  keyHistoryHi: Int32Array = new Int32Array(INITIAL_PLIES);

  /** Piece code per cell (engines/common/fide-pieces.ts codes). */
  readonly board: Uint8Array;
  readonly kingCell = new Int32Array(2);
  /** Number of pieces per code. */
  readonly counts: Uint8Array;
  /** 2 * (fullmove - 1) + stm at gamePly 0. */
  plyBase = 0;
  /** Material + piece-square sum from White's view. */
  score = 0;

  undoMove: Int32Array = new Int32Array(INITIAL_PLIES);
  undoCaptured: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoHalfmove: Int32Array = new Int32Array(INITIAL_PLIES);
  undoScore: Int32Array = new Int32Array(INITIAL_PLIES);
  /** Whether the side to move at gamePly p is in check: -1 not yet known, 0 no, 1 yes. */
  checkState: Int8Array = new Int8Array(INITIAL_PLIES).fill(-1);

  constructor(cells: number, codes: number) {
    this.board = new Uint8Array(cells);
    this.counts = new Uint8Array(codes);
  }

  /** Doubles every per-ply array (rare, so the hot check is one compare). */
  grow(): void {
    const size = this.undoMove.length * 2;
    this.keyHistoryLo = grown(this.keyHistoryLo, new Int32Array(size));
    this.keyHistoryHi = grown(this.keyHistoryHi, new Int32Array(size));
    this.undoMove = grown(this.undoMove, new Int32Array(size));
    this.undoCaptured = grown(this.undoCaptured, new Uint8Array(size));
    this.undoHalfmove = grown(this.undoHalfmove, new Int32Array(size));
    this.undoScore = grown(this.undoScore, new Int32Array(size));
    this.checkState = grown(this.checkState, new Int8Array(size).fill(-1));
  }

  clone(): PiecePosition {
    const copy = new PiecePosition(this.board.length, this.counts.length);
    while (copy.undoMove.length < this.undoMove.length) copy.grow();
    copy.stm = this.stm;
    copy.gamePly = this.gamePly;
    copy.halfmove = this.halfmove;
    copy.hashLo = this.hashLo;
    copy.hashHi = this.hashHi;
    copy.keyHistoryLo.set(this.keyHistoryLo);
    copy.keyHistoryHi.set(this.keyHistoryHi);
    copy.board.set(this.board);
    copy.kingCell.set(this.kingCell);
    copy.counts.set(this.counts);
    copy.plyBase = this.plyBase;
    copy.score = this.score;
    copy.undoMove.set(this.undoMove);
    copy.undoCaptured.set(this.undoCaptured);
    copy.undoHalfmove.set(this.undoHalfmove);
    copy.undoScore.set(this.undoScore);
    copy.checkState.set(this.checkState);
    return copy;
  }

  fullmove(): number {
    return ((this.plyBase + this.gamePly) >> 1) + 1;
  }
}

function grown<T extends Int32Array | Uint8Array | Int8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
