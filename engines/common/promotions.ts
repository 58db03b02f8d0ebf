// Writing a promotion's moves, one per piece it may become, in the order a variant gives (its best piece first, so
// that move ordering tries it first). Shared by the generators of chess8, sesqui and besiege.

/** The promotion fields of a variant's choices: each piece kind shifted into the move's promotion bits. */
export function promotionChoices(kinds: readonly number[], shift: number): Int32Array {
  return Int32Array.from(kinds, (kind) => kind << shift);
}

/** Writes `base` with each of `choices` at out[n ..] and returns the new count. */
export function addPromotions(out: Int32Array, n: number, base: number, choices: Int32Array): number {
  for (let i = 0; i < choices.length; i++) out[n++] = base | choices[i];
  return n;
}
