// The swap loop of a static exchange (Stockfish's `see_ge`), shared by the FIDE-board family's exchange
// (engines/chess8/see.ts) and the piece boards' (piece-see.ts): each side in turn recaptures on the target with its
// cheapest man, free to stop. The callers find the attackers on their own boards and lift the men that took part.

/** The cell of `side`'s cheapest man attacking `target` on the board as lifted so far, or -1. */
export type CheapestAttacker = (board: Uint8Array, target: number, side: number) => number;
/** Takes the man on `cell` off the board (to be put back by the caller), so the men behind it can join in. */
export type LiftMan = (board: Uint8Array, cell: number) => void;

/**
 * Whether the exchange on `to` started by side `us` nets it at least the threshold, given `swap` (what the mover's
 * man on the target is worth less what the mover is still ahead, threshold counted; > 0) after the first capture and
 * with the mover lifted. `values[row + kind]` is a man's value. A king takes only when the other side has no attacker
 * left. Hot: allocates nothing.
 */
export function exchangeHolds(
  board: Uint8Array,
  to: number,
  us: number,
  swap: number,
  values: Int32Array,
  row: number,
  kindMask: number,
  king: number,
  cheapestAttacker: CheapestAttacker,
  lift: LiftMan,
): boolean {
  // res: 1 while the exchange so far meets the threshold for the mover, flipped by each capture (see_ge's parity).
  let side = us;
  let res = 1;
  for (;;) {
    side ^= 1;
    const cell = cheapestAttacker(board, to, side);
    if (cell < 0) break;
    res ^= 1;
    const taker = board[cell] & kindMask;
    if (taker === king) {
      // The king may take only onto a cell the other side no longer attacks.
      if (cheapestAttacker(board, to, side ^ 1) >= 0) res ^= 1;
      break;
    }
    swap = values[row + taker] - swap;
    if (swap < res) break;
    lift(board, cell);
  }
  return res === 1;
}
