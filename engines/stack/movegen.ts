// Pseudo-legal (= legal: there is no check) move generation of Stack Chess from the grid's queen rays. A stack of
// height h moves k = 1..h chips exactly k cells along a line; with `blocking` every cell between must be empty.
// A finished game (gameStatus) has no moves, so perft stops there as the rules say.
import * as rulesModule from '../../src/core/rules';
import type { GenMode } from '../../src/core/rules';
import * as topologyModule from './topology';
import * as piecesModule from './pieces';
import * as moveModule from './move';
import type { Position } from './position';
import * as statusModule from './status';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { GEN_ALL } = rulesModule;
const { CELLS, DIRS, RAY_CELLS, RAY_OFFSET } = topologyModule;
const { BLACK_BIT, HEIGHT_MASK, MAX_HEIGHT } = piecesModule;
const { CHIPS_SHIFT, TO_SHIFT } = moveModule;
const { STATUS_PLAYING, gameStatus } = statusModule;

export function generateMoves(pos: Position, out: Int32Array, start: number, mode: GenMode, blocking: boolean): number {
  if (gameStatus(pos) !== STATUS_PLAYING) return 0;
  const board = pos.board;
  const usBit = pos.stm === 0 ? 0 : BLACK_BIT;
  const quiet = mode === GEN_ALL;
  let n = start;
  for (let from = 0; from < CELLS; from++) {
    const code = board[from];
    if (code !== 0 && (code & BLACK_BIT) === usBit) n = stackMoves(board, out, n, from, usBit, quiet, blocking);
  }
  return n - start;
}

/** The moves of the stack on `from` (one of the mover's), written from out[n]; returns the new n. */
function stackMoves(
  board: Uint8Array,
  out: Int32Array,
  n: number,
  from: number,
  usBit: number,
  quiet: boolean,
  blocking: boolean,
): number {
  const height = board[from] & HEIGHT_MASK;
  for (let dir = 0; dir < DIRS; dir++) {
    const ray = from * DIRS + dir;
    const first = RAY_OFFSET[ray];
    const end = Math.min(RAY_OFFSET[ray + 1], first + height);
    for (let i = first; i < end; i++) {
      const to = RAY_CELLS[i];
      const target = board[to];
      const chips = i - first + 1;
      if (target === 0) {
        if (quiet) out[n++] = from | (to << TO_SHIFT) | (chips << CHIPS_SHIFT);
        continue;
      }
      if ((target & BLACK_BIT) !== usBit) out[n++] = from | (to << TO_SHIFT) | (chips << CHIPS_SHIFT);
      else if (quiet && (target & HEIGHT_MASK) + chips <= MAX_HEIGHT)
        out[n++] = from | (to << TO_SHIFT) | (chips << CHIPS_SHIFT);
      if (blocking) break;
    }
  }
  return n;
}
