// A game's end as the result dialog says it, and when the engine takes a draw offered to it.

/** A draw is agreed only this late (plies played) ... */
export const DRAW_MIN_PLIES = 60;
/** ... and when the engine's own score is this near level (centipawns either way). */
export const DRAW_MAX_CP = 50;

/** Whether the engine accepts a draw: late in the game, its last score near level; never without a score. */
export function acceptsDraw(plies: number, engineScore: number | undefined): boolean {
  return plies >= DRAW_MIN_PLIES && engineScore !== undefined && Math.abs(engineScore) <= DRAW_MAX_CP;
}

/**
 * The headline and the reason of a game state in `result` words (`1-0 checkmate`, `1/2-1/2 agreement`,
 * `win D last King Centaur standing`, `draw A,D reason`, `loss D time forfeit`): `White wins` / `by checkmate`.
 */
export function endWords(state: string): { title: string; reason: string } {
  const [first, ...rest] = state.split(' ');
  const reason = (words: string[]): string => (words.length === 0 ? '' : `by ${words.join(' ')}`);
  if (first === '1-0') return { title: 'White wins', reason: reason(rest) };
  if (first === '0-1') return { title: 'Black wins', reason: reason(rest) };
  if (first === '1/2-1/2') return { title: 'Draw', reason: reason(rest) };
  if (first === 'win') return { title: `Side ${rest[0]} wins`, reason: reason(rest.slice(1)) };
  if (first === 'loss') return { title: `Side ${rest[0]} lost`, reason: reason(rest.slice(1)) };
  if (first === 'draw') return { title: `Draw among ${rest[0].split(',').join(', ')}`, reason: reason(rest.slice(1)) };
  return { title: 'Game over', reason: state };
}
