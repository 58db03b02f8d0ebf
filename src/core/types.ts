// Index aliases shared by every engine, and the list of variants this build plays.
// Adding a name to VARIANTS makes every exhaustive switch over VariantName fail to compile until it is handled.

/** Dense cell index 0..size-1 of a topology; -1 means "no cell". */
export type Cell = number;
/** Direction index 0..dirCount-1 of a topology. */
export type Dir = number;
/** Player index 0..players-1 (0 = White / first player). */
export type Player = number;
/** Packed move, a non-negative small integer < 2^30; the layout belongs to the engine. 0 is never a move. */
export type Move = number;

export const NO_CELL: Cell = -1;
export const NO_MOVE: Move = 0;

/** Variants implemented so far, in the order GUIs list them. */
export const VARIANTS = ['normal', 'msg', 'stack', 'sesqui', 'besiege', 'salmon'] as const;
export type VariantName = (typeof VARIANTS)[number];

export function isVariantName(text: string): text is VariantName {
  return (VARIANTS as readonly string[]).includes(text);
}
