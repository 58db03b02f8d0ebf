// Threefold repetition from the key history every position keeps (PositionCore), for any variant.
import type { PositionCore } from './rules';

/** Whether the current key occurred at least twice before, within the plies since the last irreversible move. */
export function isThreefold(pos: PositionCore): boolean {
  const lo = pos.hashLo;
  const hi = pos.hashHi;
  const oldest = Math.max(0, pos.gamePly - pos.halfmove);
  let seen = 0;
  for (let ply = pos.gamePly - 2; ply >= oldest; ply -= 2) {
    if (pos.keyHistoryLo[ply] === lo && pos.keyHistoryHi[ply] === hi && ++seen >= 2) return true;
  }
  return false;
}
