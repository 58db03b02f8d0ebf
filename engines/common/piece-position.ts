// The Position of boards with chess pieces and no castling or en passant (the ring, the torus): over PlyHistory's
// side, clocks, key and undo stack, the board, king cells, piece counts, evaluation sum and their undo entries.
import type { PositionCore } from '../../src/core/rules';
import { grown, PlyHistory } from './ply-history';

/** Per-ply arrays start at this many entries (PlyHistory doubles them). */
const INITIAL_PLIES = 256;

export class PiecePosition extends PlyHistory implements PositionCore {
  /** Piece code per cell (engines/common/fide-pieces.ts codes). */
  readonly board: Uint8Array;
  readonly kingCell = new Int32Array(2);
  /** Number of pieces per code. */
  readonly counts: Uint8Array;
  /** Material + piece-square sum from White's view. */
  score = 0;

  undoCaptured: Uint8Array = new Uint8Array(INITIAL_PLIES);
  undoScore: Int32Array = new Int32Array(INITIAL_PLIES);
  /** Whether the side to move at gamePly p is in check: -1 not yet known, 0 no, 1 yes. */
  checkState: Int8Array = new Int8Array(INITIAL_PLIES).fill(-1);

  constructor(cells: number, codes: number) {
    super();
    this.board = new Uint8Array(cells);
    this.counts = new Uint8Array(codes);
  }

  protected growPlyArrays(size: number): void {
    this.undoCaptured = grown(this.undoCaptured, size);
    this.undoScore = grown(this.undoScore, size);
    this.checkState = grown(this.checkState, size, -1);
  }

  clone(): PiecePosition {
    const copy = new PiecePosition(this.board.length, this.counts.length);
    this.copyHistoryTo(copy);
    copy.board.set(this.board);
    copy.kingCell.set(this.kingCell);
    copy.counts.set(this.counts);
    copy.score = this.score;
    copy.undoCaptured.set(this.undoCaptured);
    copy.undoScore.set(this.undoScore);
    copy.checkState.set(this.checkState);
    return copy;
  }
}
