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
export const VARIANTS = ['normal', 'msg', 'stack', 'sesqui', 'besiege', 'salmon', 'cylinder'] as const;
export type VariantName = (typeof VARIANTS)[number];

/**
 * Rule switches a rules file leaves open (salmon.md keeps the centre rule and the promotion zone as options). The
 * recommended configuration is the default; variants without switches ignore them.
 */
export interface RuleSwitches {
  /** L0: a line arriving radially at the centre goes across; L1: it may also turn into the orbit. */
  readonly salmonCentre: 'L0' | 'L1';
  /** symmetric: must on e10/f10, may on d10/e9/f9/g10; literal: must on e10, may on d10/e9. */
  readonly salmonPromotion: 'symmetric' | 'literal';
}

export const DEFAULT_SWITCHES: RuleSwitches = { salmonCentre: 'L0', salmonPromotion: 'symmetric' };

/** The variant and the switches that apply to it, as a short stable key (engine caches; '' parts for none). */
export function engineKey(variant: VariantName, switches: RuleSwitches): string {
  switch (variant) {
    case 'salmon':
      return `${variant}/${switches.salmonCentre}/${switches.salmonPromotion}`;
    case 'normal':
    case 'msg':
    case 'stack':
    case 'sesqui':
    case 'besiege':
    case 'cylinder':
      return variant;
  }
}

export function isVariantName(text: string): text is VariantName {
  return (VARIANTS as readonly string[]).includes(text);
}

/** The variant a client named: case and surrounding blanks do not matter (`Salmon`, ` SALMON`). */
export function parseVariantName(text: string): VariantName | undefined {
  const wanted = text.trim().toLowerCase();
  return isVariantName(wanted) ? wanted : undefined;
}
